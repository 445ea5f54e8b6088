import { expect, test } from "./fixtures";

// Every price converted from the US-dollar list is marked "≈" where a visitor reads it, and a
// note near the prices says what the mark means (shared/pricing/currency.ts formatShownPrice,
// docs/decisions/0040-site-settings.md); the US pages, priced in the list's own dollars, mark nothing.

test("the German and UK service pages mark their converted package prices and say what the mark means", async ({ page }) => {
  await page.goto("/de/services/seo");
  const packages = page.locator("#packages");
  await expect(packages.getByTestId("package-price").first()).toHaveText("≈ 425 €/Monat");
  await expect(packages.getByTestId("converted-note")).toContainText(
    "Aus unserer US-Dollar-Preisliste zu einem festen Planungskurs umgerechnet",
  );

  await page.goto("/uk/services/seo");
  await expect(page.locator("#packages").getByTestId("package-price").first()).toHaveText("≈ £375/month");
  await expect(page.locator("#packages").getByTestId("converted-note")).toContainText("Converted from our US-dollar price list");
});

test("the US home page and service page show the list's dollars with no mark and no note", async ({ page }) => {
  for (const path of ["/", "/services/seo"]) {
    await page.goto(path);
    await expect(page.locator("main")).toContainText("$500/month");
    await expect(page.locator("main")).not.toContainText("≈");
    await expect(page.getByTestId("converted-note")).toHaveCount(0);
  }
});
