import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { appModulesFor } from "../../server/ssr/asset-manifest";
import { BLOG_LIST_STALE_MS, BLOG_POST_STALE_MS } from "../../shared/constants";
import { siteRoutes } from "../helpers/site-routes";
import {
  allowConsole,
  apiCallsSoFarSeen,
  expect,
  holdBack,
  holdBackScriptsHolding,
  manifest,
  requestsSoFarSeen,
  test,
  waitForHydration,
} from "./fixtures";

/** Longer than any stale time of the data a page carries (shared/constants.ts). */
const PAGE_AGE_MS = Math.max(BLOG_LIST_STALE_MS, BLOG_POST_STALE_MS) + 60 * 60_000;

test.describe("every route of the site", () => {
  test("shows its heading with JavaScript disabled", async ({ browser }) => {
    // One test visits every route (more with each article and case study): give it room on a busy machine.
    test.slow();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading } of siteRoutes) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("h1"), path).toHaveText(heading);
    }
    await context.close();
  });

  for (const { path, heading } of siteRoutes) {
    test(`${path} hydrates onto the server's HTML with no console error, however long ago it was rendered`, async ({ page }) => {
      // The visitor meets the page long after its render, as from the page cache or a CDN: the
      // browser's clock runs past every stale time of the data the page carries, which still
      // counts as fresh from the page's arrival (client/api/dehydrated-times.ts).
      await page.clock.install({ time: Date.now() + PAGE_AGE_MS });
      // Remember the first <h1> the parser creates: hydration must keep that very node.
      await page.addInitScript(() => {
        new MutationObserver((_m, observer) => {
          const h1 = document.querySelector("h1");
          if (h1) {
            (window as unknown as { __ssrH1: Element }).__ssrH1 = h1;
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      });
      // What the page's hydrated components read came in its data block: hydrating asks the API for none of it.
      const contentRequests: string[] = [];
      page.on("request", (r) => {
        if (r.method() === "GET" && new URL(r.url()).pathname.startsWith("/api/")) contentRequests.push(r.url());
      });
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator("h1")).toHaveText(heading);
      expect(await page.evaluate(() => document.querySelector("h1") === (window as unknown as { __ssrH1: Element }).__ssrH1)).toBe(true);
      await apiCallsSoFarSeen(page);
      expect(contentRequests).toEqual([]);
    });
  }
});

test.describe("navigation", () => {
  test("client navigation changes page, head and scroll position without reloading", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.mouse.wheel(0, 2000);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
    await expect(page.locator("h1")).toHaveText("White-label services for growing agencies");
    await expect(page).toHaveURL(/\/services$/);
    await expect(page).toHaveTitle("White-Label Agency Services | Northbeam Studio");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/services$/);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    // WebPage, BreadcrumbList and ItemList: one set, the previous page's replaced.
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(3);
    await expect(page.locator('nav[aria-label="Main"] a[aria-current="page"]')).toHaveText("Services");

    await page.getByRole("link", { name: "Explore White-Label SEO" }).click();
    await expect(page.locator("h1")).toHaveText("White-label SEO your clients will credit to you");
    const types = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(types.map((t) => JSON.parse(t)["@type"])).toEqual(["Service", "FAQPage", "BreadcrumbList", "WebPage"]);
    await page.goBack();
    await expect(page.locator("h1")).toHaveText("White-label services for growing agencies");
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test("an unknown address shows the not-found page with a 404 status", async ({ page }) => {
    allowConsole(page, /status of 404/);
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator("h1")).toHaveText("Page Not Found");
    await expect(page).toHaveTitle("Page Not Found | Northbeam Studio");
    await page.getByRole("link", { name: "Go to Homepage" }).click();
    await expect(page.locator("h1")).toHaveText("Scale Your Agency Without Hiring");
  });

  test("an unknown article shows 'Blog Post Not Found' with a way back", async ({ page }) => {
    allowConsole(page, /status of 404/);
    const response = await page.goto("/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator("h1")).toHaveText("Blog Post Not Found");
    await page.getByRole("main").getByRole("link", { name: "Back to Blog" }).click();
    await expect(page.locator("h1")).toHaveText("Insights for agencies that want to grow");
  });

  test("a skeleton shows while a page chunk loads during navigation", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const blogChunk = manifest().pages.blog![0]!;
    const chunk = await holdBack(page, `**${blogChunk}`);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
    await expect(page.getByTestId("page-skeleton")).toBeVisible();
    chunk.release();
    await expect(page.locator("h1")).toHaveText("Insights for agencies that want to grow");
    await expect(page.getByTestId("page-skeleton")).toHaveCount(0);
  });

  test("a page chunk that fails to load reloads the page once", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __beforeReload: boolean }).__beforeReload = true));
    const blogChunk = manifest().pages.blog![0]!;
    let failures = 0;
    await page.route(`**${blogChunk}`, async (route) => {
      if (failures++ === 0) return route.abort("failed");
      return route.continue();
    });
    allowConsole(page, /Failed to load resource/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator("h1")).toHaveText("Insights for agencies that want to grow");
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __beforeReload?: boolean }).__beforeReload)).toBeUndefined();
  });

  test("when the app's code fails to arrive after the first paint, the page reloads once and then hydrates", async ({ page }) => {
    const appChunk = manifest().app[0]!;
    let failures = 0;
    await page.route(`**${appChunk}`, async (route) => {
      if (failures++ === 0) return route.abort("failed");
      return route.continue();
    });
    const documents: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents.push(r.url());
    });
    allowConsole(page, /Failed to load resource/);
    await page.goto("/services");
    await waitForHydration(page);
    expect(failures).toBeGreaterThanOrEqual(2);
    expect(documents.map((url) => new URL(url).pathname)).toEqual(["/services", "/services"]);
  });
});

test.describe("loading behaviour", () => {
  test("before its load event a page asks only for the small entry; the app's code comes after the first paint", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const m = manifest();
    const entrySet = [m.entry, ...m.entryImports];
    const timing = await page.evaluate(() => ({
      // Code the load event's own handlers ask for cannot hold that event back: "before" is before it starts.
      loadStart: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.POSITIVE_INFINITY,
      scripts: performance
        .getEntriesByType("resource")
        .map((r) => ({ path: new URL(r.name).pathname, start: r.startTime }))
        .filter((r) => r.path.startsWith("/assets/") && r.path.endsWith(".js")),
    }));
    const later = timing.scripts.filter((s) => !entrySet.includes(s.path));
    expect(later.map((s) => s.path)).toEqual(expect.arrayContaining([m.app[0], m.pages.home![0]]));
    for (const script of later) {
      expect(script.start, script.path).toBeGreaterThanOrEqual(timing.loadStart);
      expect(script.start, script.path).toBeGreaterThan(timing.firstPaint);
    }
    const entryGzip = entrySet.reduce((sum, url) => sum + gzipSync(readFileSync(`dist/client${url}`)).length, 0);
    expect(entryGzip).toBeLessThan(8 * 1024);
  });

  test("a page hydrates from few files, since on a slow connection each file waits for one of six at a time", () => {
    // The app's own modules are one chunk (scripts/client-build.ts, modulesJoinTheApp); what a page
    // adds comes in the chunks it shares with other pages, among them the query cache's and the API
    // calls' code on the pages that read them (docs/decisions/0030-the-query-cache-with-what-reads-it.md).
    // Each page hydrated from 47 to 60 before.
    const m = manifest();
    const filesFor = (page: string) => appModulesFor({ ...m, pagePopups: [], popupLayer: [] }, [page], "en");
    expect(filesFor("home").length).toBeLessThanOrEqual(12);
    for (const page of Object.keys(m.pages)) expect(filesFor(page).length, page).toBeLessThanOrEqual(28);
  });

  test("the home page hydrates with at most 110 KB of JavaScript (gzip), and without react-query's code", async ({ page }) => {
    // What only a click or a later page needs comes later: the query cache (client/api/query-cache.ts),
    // the API's calls (client/api/browser-api.ts) and the contact form below the fold
    // (client/pages/home/contact-form-island.tsx). 124 KB before that.
    const m = manifest();
    const files = appModulesFor({ ...m, pagePopups: [], popupLayer: [] }, ["home"], "en");
    const gzip = files.reduce((sum, url) => sum + gzipSync(readFileSync(`dist/client${url}`), { level: 9 }).length, 0);
    expect(gzip).toBeLessThanOrEqual(110 * 1024);

    // Every script holding react-query's code (query-core's own message, which no other code
    // carries) is held back: the page hydrates without it.
    const reactQuery = await holdBackScriptsHolding(page, "Missing queryFn");
    await page.goto("/");
    await waitForHydration(page);
    reactQuery.release();
    await page.unrouteAll({ behavior: "wait" });
  });

  test("a visitor who presses a key before the load event does not wait for it: the app loads and hydrates", async ({ page }) => {
    // An image still loading holds the load event back. The header's mark is drawn inline, so the
    // page has no image of its own before the fold: the test gives its HTML one, after the root,
    // and holds that back.
    await page.route(
      (url) => url.pathname === "/",
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace("</body>", '<img src="/images/logo.svg" alt="" width="1" height="1"></body>');
        await route.fulfill({ response, body });
      },
    );
    const image = await holdBack(page, "**/images/logo.svg");
    const appChunk = manifest().app[0]!;
    const appRequested = page.waitForRequest((r) => new URL(r.url()).pathname === appChunk);
    await page.goto("/", { waitUntil: "commit" });
    await expect(page.locator("h1")).toBeVisible();
    // The entry has run (its first act is Consent Mode's default), so it listens for the key.
    await page.waitForFunction(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).length > 0);
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    await page.keyboard.press("Tab");
    await appRequested;
    await waitForHydration(page);
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    image.release();
  });

  test("one second after load the browser prefetches the most visited pages", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await page.goto("/blog");
    await waitForHydration(page);
    const m = manifest();
    for (const name of ["services", "service", "contact", "about"]) {
      await expect.poll(() => requested.includes(m.pages[name]![0]!), { message: name }).toBe(true);
    }
  });

  test("data the server sent is not fetched again on hydration", async ({ page }) => {
    const apiCalls: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/api/")) apiCalls.push(r.url());
    });
    await page.goto("/blog");
    await waitForHydration(page);
    await page.goto("/blog/white-label-seo-ppc-2025");
    await waitForHydration(page);
    await requestsSoFarSeen(page);
    expect(apiCalls).toEqual([]);
  });

  test("the page's own chunks are fetched once each", async ({ page }) => {
    const counts = new Map<string, number>();
    page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith("/assets/") && path.endsWith(".js")) counts.set(path, (counts.get(path) ?? 0) + 1);
    });
    await page.goto("/about");
    await waitForHydration(page);
    const m = manifest();
    for (const url of [m.entry, ...m.pages.about!]) expect(counts.get(url), url).toBe(1);
  });
});
