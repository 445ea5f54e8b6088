import { OPEN_COOKIE_SETTINGS_EVENT } from "../../shared/constants";
import { allowConsole, expect, test, waitForHydration } from "./fixtures";
import { dataLayer, interceptGoogle, loadWithPausedClock, runUntilAfterLoad, storageItem, tickUntilReady } from "./lead-capture-helpers";

// This spec is about the banner and the popups themselves: start as a first-time visitor.
test.use({ quietLeadCapture: false });

const DAY = 24 * 60 * 60 * 1000;
const TAG_URL = "https://www.googletagmanager.com/gtag/js?id=G-E2ETEST01";
const GRANTED = { analytics_storage: "granted", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" };
const DENIED = { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" };

const banner = (page: import("@playwright/test").Page) => page.getByRole("region", { name: "Your cookie choices" });
const consentUpdates = async (page: import("@playwright/test").Page) =>
  (await dataLayer(page)).filter((c) => c[0] === "consent" && c[1] === "update").map((c) => c[2]);

test.describe("cookie banner", () => {
  test("appears 1.5 s after load; nothing contacts Google before Accept All, which stores every category and requests the tag", async ({
    page,
  }) => {
    const google = await interceptGoogle(page);
    const loadedAt = await loadWithPausedClock(page, "/blog");
    await tickUntilReady(page, "cookieConsent");

    // Consent Mode v2 starts with every signal denied, set by the first script of the page.
    expect((await dataLayer(page))[0]).toEqual(["consent", "default", DENIED]);

    // 1.5 s from the load event, not from when the app hydrated.
    await runUntilAfterLoad(page, loadedAt, 1400);
    await expect(banner(page)).toHaveCount(0);
    await page.clock.runFor(150);
    await expect(banner(page)).toBeVisible();
    // A visitor who reads the banner for a while without choosing: still no Google request.
    await page.clock.runFor(10_000);
    expect(google).toEqual([]);
    await page.clock.resume();

    await expect(banner(page).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(banner(page).getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/cookie-policy");
    // Reject sits beside Accept and looks the same.
    const reject = banner(page).getByRole("button", { name: "Reject All" });
    const accept = banner(page).getByRole("button", { name: "Accept All" });
    expect(await reject.getAttribute("class")).toBe(await accept.getAttribute("class"));
    expect((await reject.boundingBox())!.height).toBe((await accept.boundingBox())!.height);
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
    expect(google).toEqual([]);

    await accept.click();
    await expect(banner(page)).toHaveCount(0);
    expect(JSON.parse((await storageItem(page, "cookie-consent"))!)).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
      functional: true,
    });
    const date = (await storageItem(page, "cookie-consent-date"))!;
    expect(date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(date) - (await page.evaluate(() => Date.now())))).toBeLessThan(60_000);
    expect(await consentUpdates(page)).toEqual([GRANTED]);
    await expect.poll(() => google).toEqual([TAG_URL]);

    // The choice is re-applied on the next load: no banner, the tag again, the same date.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => consentUpdates(page)).toEqual([GRANTED]);
    await page.clock.fastForward(3000);
    await expect(banner(page)).toHaveCount(0);
    expect(await storageItem(page, "cookie-consent-date")).toBe(date);
    await expect.poll(() => google).toEqual([TAG_URL, TAG_URL]);
  });

  test("Reject All stores all three categories as false and no Google host is ever contacted", async ({ page }) => {
    const google = await interceptGoogle(page);
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    await banner(page).getByRole("button", { name: "Reject All" }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await storageItem(page, "cookie-consent")).toBe('{"essential":true,"analytics":false,"marketing":false,"functional":false}');
    expect(await storageItem(page, "cookie-consent-date")).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await consentUpdates(page)).toEqual([DENIED]);

    await page.goto("/services");
    await waitForHydration(page);
    await expect.poll(() => consentUpdates(page)).toEqual([DENIED]);
    // Well past the time the banner would appear.
    await page.clock.runFor(2000);
    await expect(banner(page)).toHaveCount(0);
    expect(google).toEqual([]);
  });

  test("Customize opens 'Cookie Settings': essential always on, Cancel stores nothing, Save Preferences stores the toggles", async ({
    page,
  }) => {
    const google = await interceptGoogle(page);
    await page.goto("/about");
    await waitForHydration(page);
    const customize = banner(page).getByRole("button", { name: "Customize" });
    await customize.click();
    const dialog = page.getByRole("dialog", { name: "Cookie Settings" });
    await expect(dialog).toBeVisible();
    const essential = dialog.getByRole("switch", { name: /Essential/ });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    for (const name of ["Analytics", "Marketing", "Functional"]) await expect(dialog.getByRole("switch", { name })).not.toBeChecked();

    await dialog.getByRole("switch", { name: "Analytics" }).click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(customize).toBeFocused();
    await expect(banner(page)).toBeVisible();
    expect(await storageItem(page, "cookie-consent")).toBeNull();

    // Keyboard only from here: the dialog starts again from the stored state.
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("switch", { name: "Analytics" })).not.toBeChecked();
    await dialog.getByRole("switch", { name: "Analytics" }).focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(dialog.getByRole("switch", { name: "Functional" })).toBeChecked();
    await dialog.getByRole("button", { name: "Save Preferences" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    expect(JSON.parse((await storageItem(page, "cookie-consent"))!)).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
      functional: true,
    });
    expect(await consentUpdates(page)).toEqual([
      { analytics_storage: "granted", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
    ]);
    // Analytics consent is enough for the tag.
    await expect.poll(() => google).toEqual([TAG_URL]);
  });

  test("a choice older than 365 days is removed and asked for again; the tag is not requested", async ({ page }) => {
    const google = await interceptGoogle(page);
    await page.goto("/blog");
    await page.evaluate((date) => {
      localStorage.setItem("cookie-consent", JSON.stringify({ essential: true, analytics: true, marketing: true, functional: true }));
      localStorage.setItem("cookie-consent-date", date);
    }, new Date(Date.now() - 366 * DAY).toISOString());
    await page.reload();
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    expect(await storageItem(page, "cookie-consent")).toBeNull();
    expect(await storageItem(page, "cookie-consent-date")).toBeNull();
    expect(await consentUpdates(page)).toEqual([]);
    expect(google).toEqual([]);
  });

  test("a stored value that cannot be parsed is removed and the banner shows again", async ({ page }) => {
    await page.goto("/blog");
    await page.evaluate(() => {
      localStorage.setItem("cookie-consent", "{not json");
      localStorage.setItem("cookie-consent-date", new Date().toISOString());
    });
    await page.reload();
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    expect(await storageItem(page, "cookie-consent")).toBeNull();
    expect(await storageItem(page, "cookie-consent-date")).toBeNull();
  });

  test("a choice 364 days old is still applied, without refreshing its date", async ({ page }) => {
    const google = await interceptGoogle(page);
    const date = new Date(Date.now() - 364 * DAY).toISOString();
    await page.clock.install();
    await page.goto("/blog");
    await page.evaluate((d) => {
      localStorage.setItem("cookie-consent", JSON.stringify({ essential: true, analytics: false, marketing: true, functional: false }));
      localStorage.setItem("cookie-consent-date", d);
    }, date);
    await page.reload();
    await waitForHydration(page);
    await expect
      .poll(() => consentUpdates(page))
      .toEqual([{ analytics_storage: "denied", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" }]);
    await expect.poll(() => google).toEqual([TAG_URL]);
    await page.clock.runFor(1800);
    await expect(banner(page)).toHaveCount(0);
    expect(await storageItem(page, "cookie-consent-date")).toBe(date);
    expect(google).toEqual([TAG_URL]);
  });
});

test.describe("cookie settings from the footer", () => {
  test("the footer's event reopens the dialog with the current choice; a withdrawal takes effect at once", async ({ page }) => {
    await interceptGoogle(page);
    await page.goto("/contact");
    await waitForHydration(page);
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await page.evaluate(() => {
      document.cookie = "_ga=GA1.1.123.456; Path=/";
      document.cookie = "_gcl_au=1.1.789; Path=/";
    });

    await page.evaluate((name) => window.dispatchEvent(new Event(name)), OPEN_COOKIE_SETTINGS_EVENT);
    const dialog = page.getByRole("dialog", { name: "Cookie Settings" });
    await expect(dialog).toBeVisible();
    for (const name of ["Analytics", "Marketing", "Functional"]) await expect(dialog.getByRole("switch", { name })).toBeChecked();
    await dialog.getByRole("button", { name: "Reject All" }).click();
    await expect(dialog).toHaveCount(0);

    expect(JSON.parse((await storageItem(page, "cookie-consent"))!)).toEqual({
      essential: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
    expect((await consentUpdates(page)).at(-1)).toEqual(DENIED);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/_ga|_gcl/);

    // Esc closes it without changing anything.
    await page.evaluate((name) => window.dispatchEvent(new Event(name)), OPEN_COOKIE_SETTINGS_EVENT);
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    expect((await consentUpdates(page)).length).toBe(2);
  });

  test("the event works on a page without a stored choice, before the banner has appeared", async ({ page }) => {
    const google = await interceptGoogle(page);
    await page.clock.install();
    await page.goto("/security");
    await waitForHydration(page);
    await page.evaluate((name) => window.dispatchEvent(new Event(name)), OPEN_COOKIE_SETTINGS_EVENT);
    const dialog = page.getByRole("dialog", { name: "Cookie Settings" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("switch", { name: "Marketing" }).click();
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    expect(JSON.parse((await storageItem(page, "cookie-consent"))!)).toEqual({
      essential: true,
      analytics: false,
      marketing: true,
      functional: false,
    });
    // Marketing consent alone also loads the tag (for the ad signals).
    await expect.poll(() => google).toEqual([TAG_URL]);
    // The banner's delay passes: the choice already made keeps it away.
    await page.clock.runFor(1800);
    await expect(banner(page)).toHaveCount(0);
  });
});

test.describe("Google tag", () => {
  test("a tag that cannot load (blocked, offline) breaks nothing and our code logs nothing", async ({ page }) => {
    // The browser itself reports the blocked request; that line is its own, not ours.
    allowConsole(page, /Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/);
    const google = await interceptGoogle(page, { fail: true });
    await page.goto("/");
    await waitForHydration(page);
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect.poll(() => google.length).toBe(1);
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
    await expect(page.locator("h1")).toHaveText("White-label services for growing agencies");
  });

  test("Consent Mode defaults are the first command the page gives, and every script is an external module", async ({ page }) => {
    await page.goto("/case-studies");
    await waitForHydration(page);
    const scripts = await page.evaluate(() => [...document.scripts].map((s) => ({ src: s.getAttribute("src"), type: s.type })));
    // Every executable script is an external module (JSON blocks are data, not code).
    for (const s of scripts) {
      if (s.src) expect(s.type).toBe("module");
      else expect(s.type).toMatch(/json/);
    }
    expect((await dataLayer(page))[0]).toEqual(["consent", "default", DENIED]);
  });
});
