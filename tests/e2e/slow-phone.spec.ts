import { devices, type Page } from "@playwright/test";
import { type PhoneTimings, popupAfterAnswer, readPhoneTimings, recordPhoneTimings, throttleLikeSlowPhone } from "../../scripts/slow-phone";
import { COOKIE_BANNER_DELAY_MS, POPUP_DELAY_MS, STORAGE_KEYS } from "../../shared/constants";
import { allowConsole, expect, manifest, test } from "./fixtures";
import { dataLayer, interceptGoogle, storageItem } from "./lead-capture-helpers";

// The cookie banner on a slow phone (docs/product-rules.md#cookie-consent): it is the server's
// markup, shown and answered by the small entry script, so it does not wait for the app
// (client/features/cookie-consent/cookie-banner-dom.ts, docs/decisions/0004-performance-budget.md).
// The mobile popup opens 1 s after the banner's answer (docs/decisions/0015-consent-before-popups.md)
// even while the app is still hydrating: the popups have a React root of their own
// (client/app/popup-layer.tsx). Every time is taken in the page's own clock, so a busy test
// machine delays what Playwright sees, not what is measured.

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

  /** Opens `path` as a first visit on the throttled phone, with the page's own timings recorded. */
  const openOnPhone = async (page: Page, path: string) => {
    test.setTimeout(60_000);
    await page.addInitScript(recordPhoneTimings);
    await throttleLikeSlowPhone(page);
    await page.goto(path);
  };
  /** Waits until the page has recorded a timing, then holds it to `target` ± 0.2 s. */
  const expectTimingNear = async (page: Page, timing: (t: PhoneTimings) => number | null, target: number) => {
    await expect.poll(async () => timing(await readPhoneTimings(page))).not.toBeNull();
    const ms = timing(await readPhoneTimings(page))!;
    expect(ms).toBeGreaterThanOrEqual(target - 200);
    expect(ms).toBeLessThanOrEqual(target + 200);
  };

  for (const path of ["/", "/contact", "/blog"]) {
    test(`the cookie banner on ${path} is shown 1.5 s (±0.2 s) after the load event`, async ({ page }) => {
      await openOnPhone(page, path);
      await expect(banner(page)).toBeVisible({ timeout: 20_000 });
      await expectTimingNear(page, (t) => t.bannerShown, COOKIE_BANNER_DELAY_MS);
    });
  }

  const mobilePopup = (page: import("@playwright/test").Page) => page.getByRole("dialog", { name: /^Welcome to / });

  test("the mobile popup on / opens 1 s (±0.2 s) after the visitor answers the banner, while the app may still be hydrating", async ({
    page,
  }) => {
    await openOnPhone(page, "/");
    await expect(banner(page)).toBeVisible({ timeout: 20_000 });
    await banner(page).getByRole("button", { name: "Reject All" }).click();
    await expect(mobilePopup(page)).toBeVisible({ timeout: 20_000 });
    await expectTimingNear(page, popupAfterAnswer, POPUP_DELAY_MS);
    // Whichever showed it (the server's first step or the app), the visitor goes on in one dialog.
    await mobilePopup(page).getByRole("button", { name: "Get Started" }).click();
    await expect(page.getByRole("dialog", { name: "What interests you most?" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await expect(page.getByRole("dialog")).toContainText("Step 2 of 3");
  });

  test("for a returning visitor whose choice is stored, the mobile popup on / opens 1 s (±0.2 s) after the load event", async ({
    page,
  }) => {
    // The earlier visit: the choice is made, and the browser keeps the site's code as any visit does.
    await openOnPhone(page, "/");
    await banner(page).getByRole("button", { name: "Reject All" }).click({ timeout: 20_000 });
    await expect(mobilePopup(page)).toBeVisible({ timeout: 20_000 });
    // This visitor has not seen the popup yet: only the popups' flags are forgotten, not the choice.
    await page.evaluate(
      (keys) => {
        for (const key of keys) localStorage.removeItem(key);
      },
      (["mobile", "general"] as const).flatMap((kind) => [STORAGE_KEYS.popupShown(kind), STORAGE_KEYS.popupDismissed(kind)]),
    );
    await page.reload();
    await expect(mobilePopup(page)).toBeVisible({ timeout: 20_000 });
    await expect(banner(page)).toHaveCount(0);
    await expectTimingNear(page, (t) => t.mobilePopupShown, POPUP_DELAY_MS);
  });
});

test.describe("with the app's code blocked", () => {
  test.beforeEach(async ({ page }) => {
    const m = manifest();
    const entry = new Set([m.entry, ...m.entryImports, ...m.pagePopups]);
    // Every module but the small entry's (and the popups' timing it asks for at the load event)
    // never arrives: the page is what a visitor has while the app is still on its way.
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

  test.describe("on a phone", () => {
    const { defaultBrowserType: _, ...phone } = devices["Pixel 5"];
    test.use(phone);

    test("the mobile popup's first step opens 1 s after Reject All on /, from the server's markup; closing it stores that it was dismissed", async ({
      page,
    }) => {
      await page.addInitScript(recordPhoneTimings);
      await page.goto("/");
      await banner(page).getByRole("button", { name: "Reject All" }).click();
      const dialog = page.getByRole("dialog", { name: /^Welcome to / });
      await expect(dialog).toBeVisible();
      // In the page's own clock, from the answer to the frame that showed it.
      await expect.poll(async () => popupAfterAnswer(await readPhoneTimings(page))).not.toBeNull();
      const waited = popupAfterAnswer(await readPhoneTimings(page))!;
      expect(waited).toBeGreaterThanOrEqual(POPUP_DELAY_MS - 200);
      expect(waited).toBeLessThanOrEqual(POPUP_DELAY_MS + 200);
      await expect(dialog).toContainText("Step 1 of 3");
      expect(await storageItem(page, STORAGE_KEYS.popupShown("mobile"))).toBe("true");
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
      await expect(dialog.getByRole("button", { name: "Close mobile popup" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      expect(await storageItem(page, STORAGE_KEYS.popupDismissed("mobile"))).toBe("true");
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
      // The app never hydrated: the entry script alone opened and closed it.
      await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    });
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
