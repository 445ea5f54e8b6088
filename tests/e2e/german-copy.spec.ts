import type { Page } from "@playwright/test";
import { de } from "../../shared/i18n/de";
import { en } from "../../shared/i18n/en";
import { allowConsole, expect, test, waitForHydration } from "./fixtures";

// docs/decisions/0017-copy-per-language-and-currency.md: a German visitor reads German
// forms, errors and notifications, from the first paint through hydration.

test.use({ timezoneId: "Europe/Berlin" });

const form = (page: Page) => page.locator("form.home-contact-form");
const notification = (page: Page) => page.getByRole("region", { name: de.toaster.viewport.replace("{hotkey}", "F8") }).locator("li");

/** A German visitor on the German address: the server renders German before any script runs (docs/decisions/0016-regions-as-addresses.md). */
async function openGermanForm(page: Page) {
  await page.goto("/de");
  await waitForHydration(page);
  await form(page).scrollIntoViewIfNeeded();
}

test.describe("a German visitor sending the home contact form", () => {
  test("an address the server refuses comes back as a German error beside the field and a German notification", async ({ page }) => {
    allowConsole(page, /status of 400/);
    await openGermanForm(page);
    await expect(page.getByRole("link", { name: de.home.findService })).toBeVisible();
    await page.getByLabel(de.homeForm.fullName).fill("Dana Weber");
    // The browser accepts an address without a top-level domain; the API does not.
    await page.getByLabel(de.homeForm.email).fill("dana@agentur");
    await page.getByRole("button", { name: de.homeForm.submit }).click();

    const toast = notification(page);
    await expect(toast).toHaveAttribute("data-variant", "destructive");
    await expect(toast).toContainText(de.common.error);
    await expect(toast).toContainText(de.apiMessages.invalid);
    await expect(form(page)).toContainText(de.apiMessages.emailInvalid);
    await expect(form(page)).not.toContainText(en.apiMessages.emailInvalid);
    await expect(page.getByLabel(de.homeForm.email)).toHaveAttribute("aria-invalid", "true");
  });

  test("a service without a sub-service is refused with a German notification, and nothing English shows", async ({ page }) => {
    await openGermanForm(page);
    await page.getByLabel(de.homeForm.fullName).fill("Dana Weber");
    await page.getByLabel(de.homeForm.email).fill("dana@agentur.example");
    await page.getByLabel(de.homeForm.primaryService).selectOption("Website Development");
    await expect(page.getByRole("group", { name: de.homeForm.subServicesFor(de.serviceOptions["Website Development"]) })).toBeVisible();
    await page.getByRole("button", { name: de.homeForm.submit }).click();
    const toast = notification(page);
    await expect(toast).toContainText(de.homeForm.subServiceTitle);
    await expect(toast).toContainText(de.homeForm.subServiceDescription);
    await expect(toast).not.toContainText(en.homeForm.subServiceTitle);
  });
});
