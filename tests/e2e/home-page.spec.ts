import { prepareFullPageShot } from "../../scripts/screenshot-page";
import { expect, test, waitForHydration } from "./fixtures";

test.use({ timezoneId: "America/New_York" });

test.describe("the team banner", () => {
  test("its 14 members animate in, each after its own delay, once the banner scrolls into view", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const banner = page.locator(".team-banner");
    const members = banner.locator(".team-member");
    await expect(members).toHaveCount(14);
    // Below the fold at load: waiting, out of sight.
    await expect(banner).toHaveAttribute("data-animation", "waiting");
    expect(await members.first().evaluate((el) => getComputedStyle(el).opacity)).toBe("0");

    await banner.scrollIntoViewIfNeeded();
    await expect(banner).toHaveAttribute("data-animation", "running");
    const animations = await members.evaluateAll((els) =>
      els.map((el) => ({ name: getComputedStyle(el).animationName, delay: getComputedStyle(el).animationDelay })),
    );
    expect(animations.every((a) => a.name === "team-member-in")).toBe(true);
    expect(animations.map((a) => a.delay)).toContain("0.63s");
    await expect.poll(() => members.last().evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  });

  test("a page made ready for npm run screenshots shows every member at the top of a full-page shot", async ({ page }) => {
    await page.goto("/about");
    await prepareFullPageShot(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const members = page.locator(".team-banner .team-member");
    await expect(members).toHaveCount(14);
    expect(await members.evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity))).toEqual(Array(14).fill("1"));
  });

  test("with reduced motion the members are simply there", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", timezoneId: "America/New_York", baseURL });
    const page = await context.newPage();
    await page.goto("/");
    await waitForHydration(page);
    const banner = page.locator(".team-banner");
    await banner.scrollIntoViewIfNeeded();
    await expect(banner).toBeInViewport();
    await expect(banner).toHaveAttribute("data-animation", "none");
    const styles = await banner
      .locator(".team-member")
      .evaluateAll((els) => els.map((el) => [getComputedStyle(el).animationName, getComputedStyle(el).opacity]));
    expect(new Set(styles.map((s) => s.join()))).toEqual(new Set(["none,1"]));
    await context.close();
  });

  test("from the md breakpoint up each member sits at its x, y and scale", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const banner = page.locator(".team-banner");
    await banner.scrollIntoViewIfNeeded();
    await expect(banner).toHaveAttribute("data-animation", "running");
    const first = banner.locator(".team-member").first();
    await expect.poll(() => first.evaluate((el) => el.getAnimations().every((a) => a.playState === "finished"))).toBe(true);
    const box = (await banner.boundingBox())!;
    const founder = (await first.locator("img").boundingBox())!;
    // Founder: x 50%, y 15%, scale 1.2 (96 px portrait → about 115 px).
    expect(Math.abs(founder.x + founder.width / 2 - (box.x + box.width * 0.5))).toBeLessThan(3);
    expect(founder.width).toBeGreaterThan(112);
    expect(founder.width).toBeLessThan(118);
  });
});
