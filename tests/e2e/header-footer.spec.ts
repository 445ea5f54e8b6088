import { OPEN_COOKIE_SETTINGS_EVENT } from "../../shared/constants";
import { expect, test, waitForHydration, watchLayoutShifts } from "./fixtures";

test.use({ timezoneId: "America/New_York" });

test.describe("the header on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("folds the links into a menu: aria-expanded, Esc closes it and focus returns to the toggle", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText([
      "Home",
      "Services",
      "Find Service",
      "Calculator",
      "Blog",
      "About",
      "Contact",
      "Newsletter",
      "Book a Call",
    ]);
    await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: "Book a Call" })).toHaveAttribute("target", "_blank");

    await menu.getByRole("link", { name: "About" }).focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Newsletter" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu.getByRole("link", { name: "Newsletter" })).toHaveAttribute("aria-current", "page");
  });
});

test.describe("the header on a desktop", () => {
  test("shows the eight links with 'News letter', marks the current page and opens the booking page in a new tab", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText([
      "Home",
      "Services",
      "Find Service",
      "Calculator",
      "Blog",
      "About",
      "Contact",
      "News letter",
    ]);
    await expect(page.getByRole("button", { name: /menu/ })).toBeHidden();
    await nav.getByRole("link", { name: "Calculator" }).click();
    await expect(nav.getByRole("link", { name: "Calculator" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

    const book = page.getByRole("banner").getByRole("link", { name: "Book a Call" });
    await expect(book).toBeVisible();
    const popupPromise = page.waitForEvent("popup");
    await context.route("https://calendly.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Booking</title>" }),
    );
    await book.click();
    const popup = await popupPromise;
    await popup.waitForURL("https://calendly.com/northbeam-studio/strategy-call");
    // noopener: the booking page cannot reach back into ours.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
  });
});

test.describe("the footer", () => {
  test("'Cookie settings' asks the consent dialog to open", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate((name) => {
      window.addEventListener(
        name,
        () =>
          ((window as unknown as { __cookieSettings: number }).__cookieSettings =
            ((window as unknown as { __cookieSettings?: number }).__cookieSettings ?? 0) + 1),
      );
    }, OPEN_COOKIE_SETTINGS_EVENT);
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    expect(await page.evaluate(() => (window as unknown as { __cookieSettings?: number }).__cookieSettings)).toBe(1);
  });
});

test.describe("layout from 320 to 1920 px", () => {
  for (const [width, region] of [
    [320, "US"],
    [320, "DE"],
    [390, "UK"],
    [768, "DE"],
    [1024, "US"],
    [1280, "DE"],
    [1920, "US"],
  ] as const) {
    test(`the ${region} home page has no sideways scrolling and no layout shift at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const layoutShifts = await watchLayoutShifts(page);
      // Each region's home page at its own address (docs/decisions/0016-regions-as-addresses.md).
      await page.goto(region === "US" ? "/" : `/${region.toLowerCase()}`);
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      // The visitor has reached the bottom: the footer is on screen.
      await expect(page.getByRole("contentinfo")).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const shifts = await layoutShifts();
      expect(shifts.sum, `moved: ${shifts.moved.join(", ")}`).toBeLessThan(0.05);
      // Every image has its size written down.
      expect(await page.locator("img:not([width]), img:not([height])").count()).toBe(0);
    });
  }
});
