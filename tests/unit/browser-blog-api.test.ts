import { afterEach, describe, expect, test, vi } from "vitest";
import { browserApi } from "../../client/api/browser-api";

function answer(status: number, body: string) {
  const fetchMock = vi.fn(async () => new Response(body, { status, headers: { "Content-Type": "application/json" } }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
afterEach(() => vi.unstubAllGlobals());

const builtInIds = [1, 2, 3, 4, 5];

describe("the browser's GET /api/blog", () => {
  test("keeps published posts, fills the defaults for missing fields and drops entries that are not posts", async () => {
    const fetchMock = answer(
      200,
      JSON.stringify([
        { id: 9, slug: "a", title: "A", tags: ["Local SEO"], isPublished: true, createdAt: "2025-01-01T00:00:00.000Z" },
        { id: 10, slug: "b", title: "B", isPublished: false },
        null,
        { title: "no slug", isPublished: true },
      ]),
    );
    const posts = await browserApi.listPosts();
    expect(posts).toEqual([expect.objectContaining({ id: 9, author: "the team", readTime: 5, category: "Local SEO" })]);
    expect(posts[0]).not.toHaveProperty("content");
    expect(fetchMock).toHaveBeenCalledWith("/api/blog", expect.objectContaining({ method: "GET", credentials: "include" }));
  });

  test.each([
    ["a non-OK answer", 500, '{"message":"down"}'],
    ["an answer that is not a list", 200, '{"posts":[]}'],
    ["an answer that is not JSON", 200, "<html>proxy error</html>"],
  ])("%s gives the built-in posts", async (_case, status, body) => {
    answer(status, body);
    const posts = await browserApi.listPosts();
    expect(posts.map((p) => p.id)).toEqual(builtInIds);
    expect(posts[0]).not.toHaveProperty("content");
  });

  test("a network failure is thrown, so react-query can retry it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(browserApi.listPosts()).rejects.toThrow("Failed to fetch");
  });
});

describe("the browser's GET /api/blog/:slug", () => {
  test("answers the post with defaults", async () => {
    answer(200, JSON.stringify({ id: 6, slug: "beauty", title: "Beauty", content: "Text", isPublished: true }));
    expect(await browserApi.getPost("beauty")).toMatchObject({ slug: "beauty", content: "Text", author: "the team" });
  });

  test("404 means no such article; other statuses raise 'Failed to load article: {status}'", async () => {
    answer(404, '{"message":"Article not found"}');
    expect(await browserApi.getPost("gone")).toBeNull();
    answer(502, "Bad gateway");
    await expect(browserApi.getPost("x")).rejects.toThrow("Failed to load article: 502");
  });

  test("the slug is encoded into the address", async () => {
    const fetchMock = answer(404, "{}");
    await browserApi.getPost("a/b?c");
    expect(fetchMock).toHaveBeenCalledWith("/api/blog/a%2Fb%3Fc", expect.anything());
  });
});
