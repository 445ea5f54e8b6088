import { expect, type Page, type Request } from "@playwright/test";
import { waitForHydration } from "./fixtures";

// Helpers for the cookie-consent and popup specs (issue 4). Other specs can use
// `skipConsentAndPopups` so the banner and the popups stay out of their way.

/** Any host of Google's tag, analytics and ads services. */
export const isGoogleHost = (url: string) =>
  /(^|\.)(google|googletagmanager|google-analytics|googleadservices|googlesyndication|doubleclick|gstatic)\.[a-z.]+$/.test(new URL(url).hostname);

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

export const REJECTED = { essential: true, analytics: false, marketing: false, functional: false };

/** Stores a consent choice and dismisses every popup before each page load. */
export async function skipConsentAndPopups(page: Page, options: { popups?: boolean } = {}): Promise<void> {
  await page.addInitScript(
    ({ consent, dismissPopups }) => {
      if (localStorage.getItem("cookie-consent") === null) {
        localStorage.setItem("cookie-consent", JSON.stringify(consent));
        localStorage.setItem("cookie-consent-date", new Date().toISOString());
      }
      if (dismissPopups) for (const kind of ["entry", "exit", "mobile"]) localStorage.setItem(`popup-${kind}-dismissed`, "true");
    },
    { consent: REJECTED, dismissPopups: options.popups !== false },
  );
}

/** Stores a consent choice (skipping the banner) but leaves the popups alone. */
export const skipConsent = (page: Page) => skipConsentAndPopups(page, { popups: false });

/**
 * Loads a page under a paused fake clock, so a test decides when time passes. The
 * clock is paused at the current time (the footer's year must match the server's).
 */
export async function loadWithPausedClock(page: Page, url: string): Promise<void> {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
  await page.goto(url);
  await waitForHydration(page);
}

/**
 * Moves the paused clock in small steps until a feature loaded after hydration says it
 * is ready (React reveals lazily loaded content on a timer). Its own timers start then,
 * so they have run at most `step` ms when this returns.
 */
export async function tickUntilReady(page: Page, feature: "cookieConsent" | "leadPopups", step = 20): Promise<void> {
  // The popups wait for the consent feature's word on the banner (docs/decisions/0015): they are ready with it.
  const ready = feature === "cookieConsent" ? 'html[data-cookie-consent="ready"]' : 'html[data-lead-popups="ready"][data-cookie-consent="ready"]';
  await expect(async () => {
    if ((await page.locator(ready).count()) === 0) {
      await page.clock.runFor(step);
      throw new Error(`${feature} not ready yet`);
    }
  }).toPass({ intervals: [10], timeout: 10_000 });
}

/** A lead request that waits at a gate, so the pending state can be seen. */
export async function gateLeadRequests(page: Page): Promise<{ release(): void; requests: Request[] }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const requests: Request[] = [];
  await page.route("**/api/contacts", async (route) => {
    requests.push(route.request());
    await gate;
    await route.continue();
  });
  return { release: () => release(), requests };
}

export const storageItem = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** The gtag commands pushed so far, as plain arrays. */
export const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)));
