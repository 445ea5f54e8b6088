// biome-ignore lint/style/noRestrictedImports: a staff screen alone, under the provider the staff area gives it (client/pages/admin/admin.page.tsx).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, type ComponentType } from "react";
import { createRoot } from "react-dom/client";
// biome-ignore lint/style/noRestrictedImports: a test renders its screen in a router of its own, outside the client build.
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";

// Staff-area screens in happy-dom, with the network answered at the HTTP level:
// every fetch goes to `routes`, keyed "METHOD /path?query", and is recorded.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type FakeRoute = (request: { body: unknown }) => { status: number; body?: unknown };

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

export function fakeApi(routes: Record<string, FakeRoute>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const url = String(input);
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method, url, body });
    const route = routes[`${method} ${url}`];
    const answer = route ? route({ body }) : { status: 404, body: { message: "No such API endpoint" } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "Content-Type": "application/json" },
    });
  });
  return { sent };
}

/** Mounts one staff screen at `url` (matched by `path`), with a fresh query cache. */
export async function renderScreen(path: string, url: string, Component: ComponentType) {
  const container = document.createElement("div");
  document.body.appendChild(container);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, Component },
      { path: "*", Component: () => null },
    ],
    { initialEntries: [url] },
  );
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
  return {
    container,
    router,
    text: () => container.textContent ?? "",
    /** The button whose text is exactly `name`. */
    button: (name: string) => [...container.querySelectorAll("button")].find((b) => b.textContent?.trim() === name),
    /**
     * Lets the network answer and React render, in act() steps, until `assertion` holds
     * (about 2 s at most); then runs it once more so its failure is the test's.
     */
    waitFor: async (assertion: () => void) => {
      for (let step = 0; step < 200; step++) {
        try {
          assertion();
          return;
        } catch {
          await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 10))));
        }
      }
      assertion();
    },
    click: async (element: Element | undefined) => {
      if (!element) throw new Error("nothing to click");
      await act(async () => void (element as HTMLElement).click());
    },
    unmount: () => act(() => root.unmount()),
  };
}
