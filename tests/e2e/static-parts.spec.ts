import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

// docs/decisions/0028-static-parts.md: the browser hydrates a page without the code of its static
// parts, keeping the server's HTML of them, and yet their links navigate in place and their
// booking links carry the visit's tags. Rendered after a navigation, the parts are the same.

test.use({ timezoneId: "America/New_York" });

/** Class names only the home hero's code contains (client/pages/home/home-hero.tsx). */
const HERO_CODE = "lg:grid-cols-[minmax(0,1fr)_minmax(0,27rem)]";

/** Every script the page has loaded so far, with its text. */
function scriptsLoaded(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""));
  });
  return () => Promise.all(bodies);
}

test("landing on / the browser hydrates without the static parts' code, and a link in one navigates in place", async ({ page }) => {
  const scripts = scriptsLoaded(page);
  await page.goto("/");
  await waitForHydration(page);
  // The hero is the server's markup, and no script the page loaded to hydrate holds its code.
  const hero = page.locator('[data-static-part="home-intro"] h1');
  await expect(hero).toHaveText("Scale Your Agency Without Hiring");
  expect((await scripts()).some((text) => text.includes(HERO_CODE))).toBe(false);

  await page.evaluate(() => {
    (window as Window & { landed?: boolean }).landed = true;
  });
  await page.locator('[data-static-part="home-intro"]').getByRole("link", { name: "Find Your Perfect Service" }).click();
  await expect(page).toHaveURL(/\/onboarding-wizard$/);
  await expect(page.locator("h1")).toHaveText("Find the right service for your agency");
  // The same document: a client navigation, not a page load.
  expect(await page.evaluate(() => (window as Window & { landed?: boolean }).landed)).toBe(true);

  // Back on /, the part is rendered by the browser from its own code, as the server drew it.
  await page.goBack();
  await expect(hero).toHaveText("Scale Your Agency Without Hiring");
  await expect(page.locator('[data-static-part="home-intro"] [data-testid="home-proof"]')).toBeVisible();
  expect((await scripts()).some((text) => text.includes(HERO_CODE))).toBe(true);
  expect(await page.evaluate(() => (window as Window & { landed?: boolean }).landed)).toBe(true);
});

test("a booking link the browser did not hydrate carries the visit's campaign tags", async ({ page }) => {
  await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn");
  await waitForHydration(page);
  const booking = page.locator('[data-static-part="home-intro"] a[data-booking-link]').first();
  await expect(booking).toHaveAttribute("href", /utm_source=newsletter&utm_medium=email&utm_campaign=autumn/);
  await expect(booking).toHaveAttribute("target", "_blank");
});

test("a footer link, kept as the server's HTML, navigates in place and the footer follows the new region", async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as Window & { landed?: boolean }).landed = true;
  });
  const footer = page.locator('[data-static-part="footer-directory"]');
  await footer.getByRole("link", { name: "Google Ads" }).click();
  await expect(page).toHaveURL(/\/services\/google-ads$/);
  await expect(page.locator("h1")).toContainText("Google Ads");
  expect(await page.evaluate(() => (window as Window & { landed?: boolean }).landed)).toBe(true);

  // Moving to the German pages, the footer's links move with them.
  await page.getByTestId("region-switcher").click();
  await page.getByRole("list", { name: "Regions" }).getByRole("button", { name: "Deutschland" }).click();
  await expect(page).toHaveURL(/\/de\/services\/google-ads$/);
  await expect(footer.getByRole("link", { name: "Google Ads" })).toHaveAttribute("href", "/de/services/google-ads");
});

test("rendered in a navigation, a part's booking links carry the visit's tags and its team banner animates in", async ({ page }) => {
  await page.goto("/contact?utm_source=newsletter&utm_medium=email&utm_campaign=autumn");
  await waitForHydration(page);
  // To /about in place: its content part is rendered by the browser from its own code.
  await page.getByRole("banner").getByRole("link", { name: "About", exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  const part = page.locator('[data-static-part="about-content"]');
  await expect(part.locator("h1")).toBeVisible();
  await expect(part.locator("a[data-booking-link]").first()).toHaveAttribute("href", /utm_campaign=autumn/);
  const banner = part.locator(".team-banner");
  await expect(banner).toHaveAttribute("data-animation", "waiting");
  await banner.scrollIntoViewIfNeeded();
  await expect(banner).toHaveAttribute("data-animation", "running");
});
