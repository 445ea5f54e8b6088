import { devices } from "@playwright/test";
import { readPhoneTimings, recordPhoneTimings, throttleLikeSlowPhone } from "../../scripts/slow-phone";
import { COOKIE_BANNER_DELAY_MS } from "../../shared/constants";
import { allowConsole, expect, manifest, test } from "./fixtures";
import { dataLayer, interceptGoogle, storageItem } from "./lead-capture-helpers";

// The cookie banner on a slow phone (docs/product-rules.md#cookie-consent): it is the server's
// markup, shown and answered by the small entry script, so it does not wait for the app
// (client/features/cookie-consent/cookie-banner-dom.ts, docs/decisions/0004-performance-budget.md).

test.use({ quietLeadCapture: false });

const banner = (page: import("@playwright/test").Page) => page.getByRole("region", { name: "Your cookie choices" });
const consentUpdates = async (page: import("@playwright/test").Page) =>
  (await dataLayer(page)).filter((c) => c[0] === "consent" && c[1] === "update").map((c) => c[2]);
const GRANTED = { analytics_storage: "granted", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" };
const DENIED = { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" };

test.describe("on a throttled phone (150 ms round trip, 1.6 Mbit/s, 4x CPU)", () => {
  const { defaultBrowserType: _, ...phone } = devices["Pixel 5"];
  test.use(phone);
  // One after the other in one worker: two throttled phones at once on a 2-core machine measure each other.
  test.describe.configure({ mode: "default" });

  for (const path of ["/", "/contact", "/blog"]) {
    test(`the cookie banner on ${path} is shown 1.5 s (±0.2 s) after the load event`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.addInitScript(recordPhoneTimings);
      await throttleLikeSlowPhone(page);
      await page.goto(path);
      await expect(banner(page)).toBeVisible({ timeout: 20_000 });
      await expect.poll(async () => (await readPhoneTimings(page)).bannerShown).not.toBeNull();
      const { bannerShown } = await readPhoneTimings(page);
      expect(bannerShown!).toBeGreaterThanOrEqual(COOKIE_BANNER_DELAY_MS - 200);
      expect(bannerShown!).toBeLessThanOrEqual(COOKIE_BANNER_DELAY_MS + 200);
    });
  }
});

test.describe("with the app's code blocked", () => {
  test.beforeEach(async ({ page }) => {
    const m = manifest();
    const entry = new Set([m.entry, ...m.entryImports]);
    // Every module but the small entry's never arrives: the page is what a visitor has
    // while the app is still on its way.
    await page.route(
      (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js") && !entry.has(url.pathname),
      (route) => route.abort("blockedbyclient"),
    );
    // The app failing to arrive reloads the page once (client/browser/chunk-reload.ts); this
    // test wants the page as it is after that, so the reload is marked as just tried.
    await page.addInitScript(() => sessionStorage.setItem("chunk-reload-at", String(Number.MAX_SAFE_INTEGER)));
    allowConsole(page, /Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/);
    allowConsole(page, /The app's code failed to load/);
  });

  test("Accept All stores every category, updates Consent Mode and requests the tag; after a reload there is no banner", async ({
    page,
  }) => {
    const google = await interceptGoogle(page);
    await page.clock.install();
    await page.goto("/contact");
    await expect(page.locator('html[data-cookie-consent="ready"]')).toHaveCount(1);
    await page.clock.runFor(1600);
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect(banner(page)).toHaveCount(0);
    // The app never hydrated: the entry script alone answered.
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    expect(JSON.parse((await storageItem(page, "cookie-consent"))!)).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
      functional: true,
    });
    expect(await storageItem(page, "cookie-consent-date")).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(await consentUpdates(page)).toEqual([GRANTED]);
    await expect.poll(() => google).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-E2ETEST01"]);

    await page.reload();
    await expect(page.locator('html[data-cookie-consent="ready"]')).toHaveCount(1);
    // The stored choice is applied again at load, and the banner's time passes without it.
    expect(await consentUpdates(page)).toEqual([GRANTED]);
    await page.clock.runFor(3000);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator("#cookie-banner")).toBeHidden();
  });

  test("Reject All stores every category as off and updates Consent Mode; no Google host is contacted", async ({ page }) => {
    const google = await interceptGoogle(page);
    await page.goto("/blog");
    await banner(page).getByRole("button", { name: "Reject All" }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await storageItem(page, "cookie-consent")).toBe('{"essential":true,"analytics":false,"marketing":false,"functional":false}');
    expect(await consentUpdates(page)).toEqual([DENIED]);
    await page.reload();
    await expect.poll(() => consentUpdates(page)).toEqual([DENIED]);
    expect(google).toEqual([]);
  });
});
