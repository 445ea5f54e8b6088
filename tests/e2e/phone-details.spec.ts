import type { Locator, Page } from "@playwright/test";
import { OPEN_COOKIE_SETTINGS_EVENT } from "../../shared/constants";
import { expect, test, waitForHydration } from "./fixtures";
import { interceptGoogle, loadWithPausedClock, skipConsent, tickUntilReady } from "./lead-capture-helpers";

// The small things a visitor on a phone notices: the brand name whole in a 320 px header,
// a dialog's title clear of its close button, 'Save Preferences' in reach in the cookie
// settings, and footer links big enough to tap (WCAG 2.2, 2.5.8: at least 24 x 24 px).

const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of a title's words as drawn (one per line), not its padded element box. */
const textBoxes = (title: Locator) =>
  title.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return [...range.getClientRects()].map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height }));
  });

async function expectTitleClearOfClose(dialog: Locator) {
  const close = await dialog
    .getByRole("button", { name: /close|schließen/i })
    .first()
    .boundingBox();
  expect(close).not.toBeNull();
  const lines = await textBoxes(dialog.getByRole("heading").first());
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(overlaps(line, close!), JSON.stringify({ line, close })).toBe(false);
}

test.describe("the header at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of ["/", "/de", "/uk"]) {
    test(`${path}: the brand name shows whole, beside the region switcher and the menu button`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const home = page
        .locator("header")
        .getByRole("link", { name: /Northbeam Studio/ })
        .first();
      const name = home.getByText("Northbeam Studio", { exact: true });
      await expect(name).toBeVisible();
      // Not cut off with an ellipsis: the text fits the box it is drawn in.
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const nameBox = (await name.boundingBox())!;
      expect(nameBox.x).toBeGreaterThanOrEqual(0);
      expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(320);
      // On one line: our name fits without wrapping (a longer brand name may take two lines).
      const lines = await name.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines).toBe(1);
      for (const control of [page.locator("header").getByRole("button", { expanded: false }).last()]) {
        const box = (await control.boundingBox())!;
        expect(overlaps(nameBox, box)).toBe(false);
      }
      // Nothing makes the page wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  }
});

test.describe("dialogs on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: IPHONE_UA, deviceScaleFactor: 2 });

  test("the mobile popup's title never runs under its close button, in English or German", async ({ page }) => {
    await page.addInitScript(() => localStorage.removeItem("popup-mobile-dismissed"));
    await skipConsent(page);
    for (const path of ["/", "/de"]) {
      await page.evaluate(() => localStorage.removeItem("popup-mobile-shown")).catch(() => undefined);
      await loadWithPausedClock(page, path);
      await tickUntilReady(page, "leadPopups");
      await page.clock.runFor(1100);
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expectTitleClearOfClose(dialog);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
    }
  });

  for (const path of ["/", "/de"]) {
    test(`${path}: the exit popup a phone gets when the page is hidden keeps its title clear of the close button`, async ({ page }) => {
      await skipConsent(page);
      await page.addInitScript(() => localStorage.removeItem("popup-exit-dismissed"));
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('html[data-lead-popups="ready"][data-cookie-consent="ready"]')).toHaveCount(1);
      await page.evaluate(() => {
        Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
        document.dispatchEvent(new Event("visibilitychange"));
      });
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expectTitleClearOfClose(dialog);
    });
  }

  for (const path of ["/contact", "/de/contact"]) {
    test(`${path}: the cookie settings' title is clear of the close button and Save is in reach without scrolling`, async ({ page }) => {
      await openCookieSettings(page, path);
      const dialog = page.getByRole("dialog");
      await expectTitleClearOfClose(dialog);
      const save = dialog.getByRole("button", { name: /Save Preferences|Auswahl speichern/ });
      await expect(save).toBeInViewport({ ratio: 1 });
      await dialog.getByRole("switch").nth(1).click();
      await save.click();
      await expect(dialog).toHaveCount(0);
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cookie-consent") ?? "null"));
      expect(stored).toMatchObject({ analytics: true, marketing: false, functional: false });
    });
  }

  test("on a short phone (390 x 560) Save is still in reach, with the categories scrolling above it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 560 });
    await openCookieSettings(page, "/de/contact");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("button", { name: "Auswahl speichern" })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole("button", { name: "Alle ablehnen" })).toBeInViewport({ ratio: 1 });
    await dialog.getByRole("switch").last().scrollIntoViewIfNeeded();
    await expect(dialog.getByRole("switch").last()).toBeInViewport();
  });
});

async function openCookieSettings(page: Page, path: string) {
  // Saving analytics consent requests the Google tag: answered here, never by the real host.
  await interceptGoogle(page);
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate((name) => window.dispatchEvent(new Event(name)), OPEN_COOKIE_SETTINGS_EVENT);
  await expect(page.getByRole("dialog")).toBeVisible();
}

test.describe("footer targets", () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px every footer link and button is at least 24 x 24 px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/de");
      await waitForHydration(page);
      const targets = page.locator("footer").locator("a, button");
      expect(await targets.count()).toBeGreaterThan(10);
      const small = await targets.evaluateAll((els) =>
        els
          .map((el) => ({ text: el.textContent?.trim(), rect: el.getBoundingClientRect() }))
          .filter(({ rect }) => rect.width < 24 || rect.height < 24)
          .map(({ text, rect }) => `${text}: ${Math.round(rect.width)} x ${Math.round(rect.height)}`),
      );
      expect(small).toEqual([]);
    });
  }
});
