import { renderToStaticMarkup } from "react-dom/server";
// biome-ignore lint/style/noRestrictedImports: a test renders its screen in a router of its own, outside the client build.
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { browserApi } from "../../client/api/browser-api";
import { ArticleLoadError } from "../../client/features/blog/article-states";

// What a reader sees when an article cannot be loaded on a client navigation: the
// cause they can act on, not a guess about their connection.

afterEach(() => vi.unstubAllGlobals());

async function errorOfGetPost(fetchStub: () => Promise<Response>): Promise<Error> {
  vi.stubGlobal("fetch", vi.fn(fetchStub));
  return browserApi.getPost("any-post").then(
    () => {
      throw new Error("getPost resolved");
    },
    (error: Error) => error,
  );
}

// The app always renders inside a data router (client/routes.tsx), which the region hooks read.
const shown = (error: Error) =>
  renderToStaticMarkup(
    <RouterProvider router={createMemoryRouter([{ path: "/", element: <ArticleLoadError error={error} onRetry={() => {}} /> }])} />,
  ).replace(/<[^>]+>/g, " ");

describe("an article that cannot be loaded", () => {
  test("a server error says the problem is on our side, with its status, and not to check the connection", async () => {
    const text = shown(await errorOfGetPost(async () => new Response("boom", { status: 500 })));
    expect(text).toContain("Failed to load article: 500");
    expect(text).toContain("a problem on our side");
    expect(text).not.toMatch(/connection/);
  });

  test("a failed connection asks the reader to check theirs", async () => {
    const text = shown(await errorOfGetPost(async () => Promise.reject(new TypeError("Failed to fetch"))));
    expect(text).toMatch(/check your connection/);
    expect(text).not.toContain("on our side");
  });
});
