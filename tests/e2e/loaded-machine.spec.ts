import type { Page } from "@playwright/test";
import { regionInfo } from "../../shared/content/regions";
import { expect, holdBackRouterCore, manifest, slowDownCpu, test, waitForHydration } from "./fixtures";

// What a visitor sees on a slow or busy device, held with the page's CPU throttled and
// react-router's router core arriving late (docs/decisions/0029-hydrating-without-the-router-core.md):
// a change of page starts at the top (client/app/start-at-top.ts), and a first visit that belongs
// to another region gets that region's page without waiting for the app
// (docs/decisions/0036-the-first-visit-moves-before-the-app.md).

const ABOUT_HEADING = "The team behind your agency's growth";
/** A throttled page on a busy machine may take this long to show what it must: a bound to wait within, not a measurement. */
const SLOW = { timeout: 60_000 };

/**
 * Notes the scroll position each time the page's DOM changes while the heading reads `heading`:
 * React's commit and the layout effects that go with it are done by then, before the browser paints.
 */
async function recordScrollWhileShowing(page: Page, heading: string): Promise<() => Promise<number[]>> {
  await page.evaluate((text) => {
    const seen: number[] = [];
    (window as unknown as { __scrollSeen: number[] }).__scrollSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector("h1")?.textContent === text) seen.push(window.scrollY);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, heading);
  return () => page.evaluate(() => (window as unknown as { __scrollSeen: number[] }).__scrollSeen);
}

for (const rate of [4, 8]) {
  test.describe(`with the CPU ${rate}x slower`, () => {
    test.use({ timezoneId: "America/New_York" });

    test("after scrolling down /, a header link's page starts at the top, however late the router core arrives", async ({ page }) => {
      test.slow();
      const core = await holdBackRouterCore(page);
      await page.goto("/");
      await waitForHydration(page);
      await slowDownCpu(page, rate);
      const scrollSeen = await recordScrollWhileShowing(page, ABOUT_HEADING);
      await page.mouse.wheel(0, 2500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
      await expect.poll(core.asked).toBe(true);
      // The visitor reads on while the core is on its way.
      await page.mouse.wheel(0, 600);
      core.release();
      await expect(page.locator("h1")).toHaveText(ABOUT_HEADING, SLOW);
      await expect(page).toHaveURL(/\/about$/);
      // Every state of the new page the browser could have painted was at the top.
      const seen = await scrollSeen();
      expect(seen.length).toBeGreaterThan(0);
      expect(
        seen.every((y) => y === 0),
        `scroll positions while the new page showed: ${seen.join(", ")}`,
      ).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });

  test.describe(`a first visit from Berlin with the CPU ${rate}x slower`, () => {
    test.use({ timezoneId: "Europe/Berlin" });

    test("gets the German page without waiting for the app's code or the router core", async ({ page }) => {
      test.slow();
      await slowDownCpu(page, rate);
      // Neither the router core nor the app would ever arrive on the page it landed on.
      await holdBackRouterCore(page);
      // The app's own modules: not those the small entry shares with it.
      const { app, entry, entryImports } = manifest();
      const appModules = new Set(app.filter((path) => path !== entry && !entryImports.includes(path)));
      // Which document asked for which of the app's modules (a module's request names its document as referrer).
      const asked: { document: string; script: string }[] = [];
      page.on("request", (r) => {
        const path = new URL(r.url()).pathname;
        const referrer = r.headers().referer;
        if (appModules.has(path) && referrer) asked.push({ document: new URL(referrer).pathname, script: path });
      });
      await page.goto("/?gclid=TEST123");
      await expect(page).toHaveURL("/de?gclid=TEST123", SLOW);
      await expect(page.locator("h1")).toHaveText(regionInfo.DE.heroTitle, SLOW);
      await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
      // The US page asked for none of the app's code: it moved first.
      expect(asked.filter((a) => a.document === "/")).toEqual([]);
    });
  });
}
