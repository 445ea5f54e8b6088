import { expect, type Page } from "@playwright/test";
import { REJECTED_CONSENT } from "./fixtures";

// Helpers for the cookie-consent and popup specs, which start as a first-time visitor
// (the `quietLeadCapture` fixture off): docs/product-rules.md#cookie-consent and #popups.

/** Any host of Google's tag, analytics and ads services. */
export const isGoogleHost = (url: string) =>
  /(^|\.)(google|googletagmanager|google-analytics|googleadservices|googlesyndication|doubleclick|gstatic)\.[a-z.]+$/.test(
    new URL(url).hostname,
  );

/**
 * Intercepts every request to a Google host (none reaches the network) and records
 * it. `fail` makes the tag fail to load, like an ad blocker or no network.
 */
export async function interceptGoogle(page: Page, options: { fail?: boolean } = {}): Promise<string[]> {
  const requested: string[] = [];
  await page.context().route(
    (url) => isGoogleHost(url.href),
    async (route) => {
      requested.push(route.request().url());
      if (options.fail) await route.abort("blockedbyclient");
      else await route.fulfill({ status: 200, contentType: "text/javascript", body: "/* stand-in for gtag.js */" });
    },
  );
  return requested;
}

/** Stores a consent choice before each page load, so the banner stays away; the popups are left alone. */
export async function skipConsent(page: Page): Promise<void> {
  await page.addInitScript((consent) => {
    if (localStorage.getItem("cookie-consent") === null) {
      localStorage.setItem("cookie-consent", JSON.stringify(consent));
      localStorage.setItem("cookie-consent-date", new Date().toISOString());
    }
  }, REJECTED_CONSENT);
}

/**
 * Loads a page under a paused fake clock, so a test decides when time passes. The
 * clock is paused at the current time (the footer's year must match the server's).
 * Returns the page's clock at its load event: the product's timers count from it.
 * The app hydrates only once the clock has moved (the entry script runs it after the
 * banner's question is settled, client/entry.client.tsx): tickUntilReady moves it.
 */
export async function loadWithPausedClock(page: Page, url: string): Promise<number> {
  await page.clock.install({ time: Date.now() });
  // The installed clock runs with the real one until paused: a second from now, taken now, so
  // a slow install on a busy machine cannot leave the pause in the page's past.
  const pausedAt = Date.now() + 1000;
  await page.clock.pauseAt(pausedAt);
  await page.goto(url);
  await expect(page.locator('html[data-cookie-consent="ready"]')).toHaveCount(1);
  return pausedAt;
}

/** Moves the paused clock on to `ms` after the load event (`loadedAt`, from loadWithPausedClock). */
export async function runUntilAfterLoad(page: Page, loadedAt: number, ms: number): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  expect(now, "the page's clock is already past that time").toBeLessThanOrEqual(loadedAt + ms);
  await page.clock.runFor(loadedAt + ms - now);
}

/**
 * Moves the paused clock in small steps until a feature loaded after hydration says it
 * is ready (React reveals lazily loaded content on a timer). Its own timers start then,
 * so they have run at most `step` ms when this returns.
 */
export async function tickUntilReady(page: Page, feature: "cookieConsent" | "leadPopups", step = 20): Promise<void> {
  // The popups wait for the consent feature's word on the banner (docs/decisions/0015): they are ready with it.
  const ready =
    feature === "cookieConsent" ? 'html[data-cookie-consent="ready"]' : 'html[data-lead-popups="ready"][data-cookie-consent="ready"]';
  await expect(async () => {
    if ((await page.locator(ready).count()) === 0) {
      await page.clock.runFor(step);
      throw new Error(`${feature} not ready yet`);
    }
  }).toPass({ intervals: [10], timeout: 10_000 });
}

export const storageItem = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** The gtag commands pushed so far, as plain arrays. */
export const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)));
