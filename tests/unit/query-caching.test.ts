import { dehydrate, QueryObserver, type QueryClient, type QueryObserverOptions } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { blogListQuery, blogPostQuery } from "../../client/api/blog.queries";
import { browserApi } from "../../client/api/browser-api";
import { createQueryClient } from "../../client/api/query-client";
import { createRenderQueryClient } from "../../client/api/render-query-client";
import { withoutRenderTimes } from "../../client/api/dehydrated-times";
import { queryClientOf } from "../../client/api/page-query-client";
import { overviewQuery } from "../../client/features/admin/admin-queries";
import { partnersQuery } from "../../client/api/content.queries";
import { seoAuditQuery } from "../../client/api/seo-audit.queries";
import { BLOG_LIST_STALE_MS, BLOG_POST_GC_MS, BLOG_POST_STALE_MS } from "../../shared/constants";

// How long the browser keeps what it fetched (docs/product-rules.md#data-fetching and
// #blog), seen as a visitor sees it: pages showing a query mount and unmount, and the
// test counts the requests that reach the network.

const MINUTE = 60_000;
const answers: Record<string, unknown> = {
  "/api/blog": [{ id: 9, slug: "beauty", title: "Beauty", isPublished: true }],
  "/api/blog/beauty": { id: 9, slug: "beauty", title: "Beauty", content: "Text", isPublished: true },
  "/api/admin/overview": { total: 3 },
};
let requests: string[];
let networkDown: boolean;

// Only the clock is fake: react-query's timers and dates. setImmediate stays real, so
// a test can let every pending promise settle.
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  requests = [];
  networkDown = false;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      requests.push(url);
      if (networkDown) throw new TypeError("Failed to fetch");
      return { ok: true, status: 200, statusText: "OK", json: async () => answers[url], text: async () => JSON.stringify(answers[url]) };
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * A page that shows the query is opened, its request (if any) settles, and the
 * visitor moves on. Says whether the data was on screen at once, from the cache.
 */
async function visit<T, Key extends readonly unknown[]>(
  client: QueryClient,
  options: QueryObserverOptions<T, Error, T, T, Key>,
): Promise<{ shownAtOnce: boolean }> {
  const observer = new QueryObserver(client, options);
  const shownAtOnce = observer.getCurrentResult().data !== undefined;
  const leave = observer.subscribe(() => {});
  while (observer.getCurrentResult().fetchStatus !== "idle") await settle();
  leave();
  return { shownAtOnce };
}

describe("the blog list in the browser", () => {
  test("is not requested again while it is fresh, and is requested again once its cache time has passed", async () => {
    const client = createQueryClient();
    const list = blogListQuery(browserApi);
    expect(await visit(client, list)).toEqual({ shownAtOnce: false });
    expect(requests).toEqual(["/api/blog"]);

    await vi.advanceTimersByTimeAsync(BLOG_LIST_STALE_MS - MINUTE);
    expect(await visit(client, list)).toEqual({ shownAtOnce: true });
    expect(requests).toEqual(["/api/blog"]);

    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    await visit(client, list);
    expect(requests).toEqual(["/api/blog", "/api/blog"]);
  });

  test("a list that cannot be reached is tried twice more before the page falls back", async () => {
    networkDown = true;
    const client = createQueryClient();
    const observer = new QueryObserver(client, blogListQuery(browserApi));
    const leave = observer.subscribe(() => {});
    // Each retry waits a few seconds: let the clock run.
    while (observer.getCurrentResult().status !== "error") {
      await settle();
      await vi.advanceTimersByTimeAsync(1000);
    }
    leave();
    expect(requests).toEqual(["/api/blog", "/api/blog", "/api/blog"]);
  });
});

describe("an article in the browser", () => {
  test("read again while fresh it needs no request; later it shows at once and is refreshed; long after, it loads afresh", async () => {
    const client = createQueryClient();
    const article = blogPostQuery(browserApi, "beauty");
    expect(await visit(client, article)).toEqual({ shownAtOnce: false });
    expect(requests).toEqual(["/api/blog/beauty"]);

    await vi.advanceTimersByTimeAsync(BLOG_POST_STALE_MS - MINUTE);
    expect(await visit(client, article)).toEqual({ shownAtOnce: true });
    expect(requests).toHaveLength(1);

    // Away for almost as long as it is kept: stale, so fetched again, but shown from the cache meanwhile.
    await vi.advanceTimersByTimeAsync(BLOG_POST_GC_MS - MINUTE);
    expect(await visit(client, article)).toEqual({ shownAtOnce: true });
    expect(requests).toHaveLength(2);

    // Away for longer than it is kept: gone from the cache.
    await vi.advanceTimersByTimeAsync(BLOG_POST_GC_MS + MINUTE);
    expect(await visit(client, article)).toEqual({ shownAtOnce: false });
    expect(requests).toHaveLength(3);
  });
});

describe("what a page carries in its data block (client/api/dehydrated-times.ts)", () => {
  /** The server renders the article into a page; the browser receives that page `age` later (page cache, CDN). */
  async function pageReceivedAfter(age: number) {
    const server = createQueryClient("render");
    server.setQueryData(blogPostQuery(browserApi, "beauty").queryKey, answers["/api/blog/beauty"] as never);
    const state = withoutRenderTimes(dehydrate(server));
    await vi.advanceTimersByTimeAsync(age);
    return queryClientOf({ browser: true, state, receivedAt: Date.now(), client: null });
  }

  test("counts as fresh from the page's arrival: hydrating a page rendered an hour ago requests nothing", async () => {
    const client = await pageReceivedAfter(60 * MINUTE);
    const article = blogPostQuery(browserApi, "beauty");
    expect(await visit(client, article)).toEqual({ shownAtOnce: true });
    expect(requests).toEqual([]);
    // Its stale time runs from then, as for an answer the browser fetched itself.
    await vi.advanceTimersByTimeAsync(BLOG_POST_STALE_MS + MINUTE);
    await visit(client, article);
    expect(requests).toEqual(["/api/blog/beauty"]);
  });

  test("the page's HTML does not say when it was rendered", async () => {
    const server = createQueryClient("render");
    server.setQueryData(blogListQuery(browserApi).queryKey, answers["/api/blog"] as never);
    const first = JSON.stringify(withoutRenderTimes(dehydrate(server)));
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(JSON.stringify(withoutRenderTimes(dehydrate(server)))).toBe(first);
  });
});

describe("other data in the browser", () => {
  test("is requested again on every visit to a screen that shows it", async () => {
    const client = createQueryClient();
    expect(await visit(client, overviewQuery())).toEqual({ shownAtOnce: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await visit(client, overviewQuery())).toEqual({ shownAtOnce: false });
    expect(requests).toEqual(["/api/admin/overview", "/api/admin/overview"]);
  });
});

describe("a server render's query client", () => {
  test("holds no timer once its loaders are done, so nothing keeps it after its page is sent", async () => {
    const server = createRenderQueryClient();
    const api = { ...browserApi, partners: async () => [], siteFacts: async () => ({ claims: [] }) } as unknown as typeof browserApi;
    await Promise.all([
      server.ensureQueryData(blogListQuery(browserApi)),
      server.ensureQueryData(blogPostQuery(browserApi, "beauty")),
      server.ensureQueryData(partnersQuery(api)),
      server.ensureQueryData(seoAuditQuery({ ...api, auditSite: async () => ({ ok: true }) } as never, "example.com")),
    ]);
    expect(vi.getTimerCount()).toBe(0);
    // The same queries in a page's client are collected on timers, as the browser's rules say.
    const page = createQueryClient();
    await page.ensureQueryData(partnersQuery(api));
    expect(vi.getTimerCount()).toBe(1);
  });
});
