import { test as base, expect, type Page, type Request } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import type { AssetManifest } from "../../server/ssr/asset-manifest";

/** A stored consent choice that turns every optional category off. */
export const REJECTED_CONSENT = { essential: true, analytics: false, marketing: false, functional: false };

/**
 * Every browser test fails on a console error or warning or an uncaught page error
 * (hydration mismatches, CSP violations and failed requests all surface there),
 * unless the test says it expects one (`allowConsole`).
 */
export const test = base.extend<{
  /**
   * Most specs are not about the cookie banner or the lead popups: they start as a
   * returning visitor would, with a stored consent choice (rejected) and the popups
   * dismissed. The consent and popup specs turn this off.
   */
  quietLeadCapture: boolean;
}>({
  quietLeadCapture: [true, { option: true }],
  page: async ({ page, quietLeadCapture }, use) => {
    // E2E_CPU_SLOWDOWN=4 runs every page as a machine four times slower would (CONTRIBUTING.md):
    // the way to find a test that holds only on a quick machine before a newcomer's clone does.
    const slowdown = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);
    if (slowdown > 1) await slowDownCpu(page, slowdown);
    if (quietLeadCapture) {
      await page.addInitScript((consent) => {
        // Only our own top-level page: frames (e.g. the scheduler) may not even have storage.
        if (window !== window.top) return;
        if (localStorage.getItem("cookie-consent") === null) {
          localStorage.setItem("cookie-consent", JSON.stringify(consent));
          localStorage.setItem("cookie-consent-date", new Date().toISOString());
        }
        for (const kind of ["entry", "exit", "mobile"]) localStorage.setItem(`popup-${kind}-dismissed`, "true");
      }, REJECTED_CONSENT);
    }
    const problems: string[] = [];
    const allowed: RegExp[] = [];
    (page as Page & { allowConsole?: (p: RegExp) => void }).allowConsole = (p) => allowed.push(p);
    page.on("console", (msg) => {
      if (msg.type() === "error" || msg.type() === "warning") problems.push(`console.${msg.type()}: ${msg.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    await use(page);
    const unexpected = problems.filter((p) => !allowed.some((re) => re.test(p)));
    expect(unexpected, "console errors, warnings or page errors").toEqual([]);
  },
});
export { expect };

/** Lets a test declare a console message it provokes on purpose. */
export function allowConsole(page: Page, pattern: RegExp): void {
  (page as Page & { allowConsole?: (p: RegExp) => void }).allowConsole?.(pattern);
}

export const manifest = (): AssetManifest => JSON.parse(readFileSync("dist/client/manifest.json", "utf8")) as AssetManifest;

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/**
 * Scrolls to the home contact form and waits until it is live: the home page hydrates without
 * the form's code, which comes once the form nears the view (client/pages/home/contact-form-island.tsx).
 */
export async function reachHomeForm(page: Page): Promise<void> {
  await page.locator("form.home-contact-form").scrollIntoViewIfNeeded();
  await expect(page.locator("form.home-contact-form[data-live]")).toHaveCount(1);
}

/**
 * Resolves once every request the page has started so far has been seen by the test.
 * The browser reports requests in the order the page makes them, so once a request
 * made now is seen, any earlier one (a refetch, a form post) has been seen too.
 */
export async function requestsSoFarSeen(page: Page): Promise<void> {
  const marker = `/healthz?seen=${Date.now()}`;
  const seen = page.waitForRequest((r) => r.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url), marker);
  await seen;
}

/** The built asset whose code contains `text` (one of dist/client/assets/*.js), by its URL. */
export function builtScriptHolding(text: string): string {
  const names = readdirSync("dist/client/assets").filter(
    (name) => name.endsWith(".js") && readFileSync(`dist/client/assets/${name}`, "utf8").includes(text),
  );
  expect(names, `one built script holds ${JSON.stringify(text)}`).toHaveLength(1);
  return `/assets/${names[0]}`;
}

/**
 * Resolves once every request to the site's API that the page's hydration asks for has been seen.
 * Such a call first waits for the API's code (client/api/browser-api.ts): once the test has loaded
 * that module in the page too, a call queued behind it has started, and requestsSoFarSeen sees it.
 */
export async function apiCallsSoFarSeen(page: Page): Promise<void> {
  await page.evaluate(async (url) => {
    await import(url);
  }, builtScriptHolding("/api/content/moved-posts/"));
  await requestsSoFarSeen(page);
}

/**
 * Holds back every script whose code contains `text` until released, as a slow network would;
 * the others pass at once. Reports whether such a script has been asked for.
 */
export async function holdBackScriptsHolding(page: Page, text: string): Promise<{ release(): void; asked(): boolean }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route("**/assets/*.js", async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(text)) {
        asked = true;
        await held;
      }
      await route.fulfill({ response, body });
    } catch (error) {
      // The page went on to another document meanwhile: nobody waits for this script any more.
      if (!/disposed|closed|already handled|Test ended/i.test(String(error))) throw error;
    }
  });
  return { release: () => release(), asked: () => asked };
}

/** A message only react-router's router core contains (its createRouter): it finds the core's script. */
export const ROUTER_CORE = "You must provide a non-empty routes array to createRouter";

/** Holds back every script that holds the router core until released (reports whether one was asked for). */
export const holdBackRouterCore = (page: Page) => holdBackScriptsHolding(page, ROUTER_CORE);

/** Makes the page's CPU `rate` times slower (the DevTools protocol's throttling), as a busy or slow device. */
export async function slowDownCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

/**
 * Holds back the requests to `url` (a glob) until released, as a slow network would,
 * so a test can see what the page shows while it waits. Records the held requests.
 */
export async function holdBack(page: Page, url: string): Promise<{ release(): void; requests: Request[] }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const requests: Request[] = [];
  await page.route(url, async (route) => {
    requests.push(route.request());
    await held;
    await route.continue();
  });
  return { release: () => release(), requests };
}

/**
 * Sums the page's layout shifts that the visitor did not cause, from the first document on
 * (call before `goto`). The reading names what moved, so a failure says where to look.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<{ sum: number; moved: string[] }>> {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    const seen = { sum: 0, moved: [] as string[] };
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[]) {
        if (entry.hadRecentInput) continue;
        seen.sum += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node instanceof Element ? source.node : source.node?.parentElement;
          seen.moved.push(node ? `${node.tagName.toLowerCase()}.${[...node.classList].join(".")}` : "(gone)");
        }
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: "layout-shift", buffered: true });
    // takeRecords() adds the shifts not yet delivered to the observer.
    (window as unknown as { __layoutShifts: () => typeof seen }).__layoutShifts = () => {
      add(observer.takeRecords());
      return seen;
    };
  });
  return () => page.evaluate(() => (window as unknown as { __layoutShifts: () => { sum: number; moved: string[] } }).__layoutShifts());
}
