import { expect, test } from "./fixtures";
import { HASH_WAIT, signIn } from "./staff-sign-in";

// Prices staff set in euros in the site settings (client/features/admin/settings-prices-fields.tsx,
// docs/decisions/0040-site-settings.md), in a real browser on the staff project's own server
// (playwright.config.ts): saved as a draft, published, and shown on the German service page as set,
// without the mark converted prices carry.
test.describe.configure({ timeout: 90_000 });

test("an owner sets a euro price for a package, publishes it, and the German service page shows it unmarked", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Site settings" })).toBeVisible();
  // The claims section names itself once: its heading, not a second "Claims" over its rows.
  await expect(page.getByText("Claims", { exact: true })).toHaveCount(1);

  const starter = page.getByRole("group", { name: /^SEO: Starter SEO/ });
  await expect(starter).toContainText("list price $500");
  const euros = starter.getByLabel("Euros (EUR)");
  // Empty, the hint says what the page shows instead: the dollars converted.
  await expect(starter).toContainText("Empty: ≈ 425 €, converted");
  await euros.fill("449");
  await expect(starter).toContainText("Shown as set");
  await expect(page.getByTestId("draft-state")).toHaveText("Saved", HASH_WAIT);

  await page.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByTestId("publish-bar").getByText("Published", { exact: true })).toBeVisible();

  await page.goto("/de/services/seo");
  const prices = page.getByTestId("package-price");
  await expect(prices.first()).toHaveText("449 €/Monat");
  await expect(prices.nth(1)).toHaveText("≈ 550 €/Monat");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
