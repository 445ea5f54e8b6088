import type { Page } from "@playwright/test";

// A page made ready for a full-page screenshot (scripts/screenshots.ts), showing what a visitor
// sees once they have read it through. A full-page shot draws the whole page without scrolling,
// so whatever waits to be seen would stay hidden: lazy images below the fold, and entrances that
// start when a section scrolls into view (the team banner's portraits,
// client/components/content/team-banner-reveal.ts). tests/e2e/home-page.spec.ts holds it.
// Functions handed to the page are written inline: tsx would wrap a named one in a helper the page lacks.

/** Waits until the app has hydrated (what appears on scroll is watched from then on), reads the page through and goes back to the top. */
export async function prepareFullPageShot(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const twoFrames = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.round((page.viewportSize()?.height ?? 800) / 2);
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await twoFrames();
  }
  // Entrances have their own delays: wait for those that end (an endless one, a spinner, never does).
  // Images are loaded now, lazy or not; one not drawn at this width (display: none) never finishes
  // decoding, so neither wait is longer than 10 s.
  await page.evaluate(() => {
    const entrances = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
      .map((animation) => animation.finished.catch(() => undefined));
    const images = [...document.images].map((image) => {
      image.loading = "eager";
      return image.decode().catch(() => undefined);
    });
    return Promise.race([Promise.all([...entrances, ...images]), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await twoFrames();
}
