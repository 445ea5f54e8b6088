import type { Page } from "@playwright/test";
import { allowConsole, expect, test } from "./fixtures";
import { HASH_WAIT, signIn } from "./staff-sign-in";

// The site settings' staff screen in a real browser (client/features/admin/settings-*.tsx,
// docs/decisions/0040-site-settings.md), on the staff project's own server (playwright.config.ts).
test.describe.configure({ timeout: 90_000 });

const draftState = (page: Page) => page.getByTestId("draft-state");

test("staff date and source a claim, see a colour pair fall below AA before saving refuses it, publish, and the home page shows the change", async ({
  page,
}) => {
  await signIn(page);
  // What the published settings leave to do is on the overview: SOC 2's last day has passed.
  const warnings = page.getByTestId("settings-warnings");
  await expect(warnings).toContainText("SOC 2 Type II ended 2025-12-31: renew or remove");
  await warnings.getByRole("link", { name: "Open the site settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Site settings" })).toBeVisible();

  const satisfaction = page.locator('[data-row="claims.4"]');
  await expect(satisfaction.getByLabel("Claim", { exact: true })).toHaveValue("satisfaction");
  await satisfaction.getByLabel("Figure").fill("87%");
  await satisfaction.getByLabel("True as of").fill("2026-09-30");
  await satisfaction.getByLabel("Source (English)").fill("survey of 31 client agencies");
  await expect(draftState(page)).toHaveText("Saved", HASH_WAIT);
  // The preview (the home page, the first of the pages offered) loads again with the saved draft and says it differs.
  const preview = page.frameLocator('[data-testid="content-preview"]');
  await expect(preview.locator('[data-claim="satisfaction"]')).toContainText("87%", HASH_WAIT);
  await expect(page.getByTestId("preview-changes")).toContainText("Visitors do not see these changes yet: Claims");

  // A primary colour too light for white text: the table says so at once, the save refuses it beside the field.
  // The refused save answers 400, which the browser reports.
  allowConsole(page, /status of 400 \(Bad Request\)/);
  const primary = page.getByLabel("Primary", { exact: true });
  await primary.fill("#93c5fd");
  await expect(page.getByTestId("contrast-table")).toContainText("✗");
  await expect(page.getByText(/The contrast of white text on the primary colour is 1\.\d+:1/).first()).toBeVisible();
  await primary.fill("#1e1b4b");
  await expect(draftState(page)).toHaveText("Saved");

  await page.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByTestId("publish-bar").getByText("Published", { exact: true })).toBeVisible();

  await page.goto("/");
  const claim = page.locator('[data-claim="satisfaction"]');
  await expect(claim).toContainText("87%");
  await expect(page.locator('[data-note="satisfaction"]')).toContainText("as of September 30, 2026, source: survey of 31 client agencies");
  await claim.getByRole("link", { name: "note 1" }).click();
  await expect(page).toHaveURL(/#claims-note-1$/);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-brand").trim())).toBe("#1e1b4b");
});
