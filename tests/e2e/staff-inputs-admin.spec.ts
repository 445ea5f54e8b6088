import type { Page } from "@playwright/test";
import { allowConsole, expect, test, waitForHydration } from "./fixtures";
import { postHomeLead, uploadImage } from "./staff-api";
import { HASH_WAIT, signIn } from "./staff-sign-in";

// Values staff type as they write them (shared/format/parse-amount.ts, shared/conversions/time-zones.ts):
// a deal value with the thousands grouped in their locale's way, a time zone by its city. What
// cannot be read is explained beside the field, not in a passing notification.
test.describe.configure({ timeout: 90_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openNewLead(page: Page) {
  const tag = unique();
  const { id } = await postHomeLead(page, { name: `Amount ${tag}`, email: `amount-${tag}@brightside.example` });
  await signIn(page);
  await page.goto(`/admin/leads/${id}`);
  await waitForHydration(page);
  await page.getByLabel("Where this lead stands").selectOption("won", HASH_WAIT);
}

test("a deal value written with English grouping is taken, and one that cannot be read is explained beside the field", async ({ page }) => {
  await openNewLead(page);
  const value = page.getByLabel("Deal value");
  await value.fill("4,80,0");
  await page.getByRole("button", { name: "Mark won" }).click();
  await expect(page.locator("#deal-value-error")).toHaveText("Group thousands in threes, e.g. 4,800.50.");
  await expect(value).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(".toast")).toHaveCount(0);

  await value.fill("4.800");
  await page.getByRole("button", { name: "Mark won" }).click();
  await expect(page.locator("#deal-value-error")).toHaveText("Is that 4,800 or 4.8? Write 4,800 or 4.80.");

  await value.fill("4,800.50");
  await page.getByRole("button", { name: "Mark won" }).click();
  await expect(page.getByText("Won: $4,800.50")).toBeVisible();
});

test.describe("for a staff member whose browser speaks German", () => {
  test.use({ locale: "de-DE" });

  test("a deal value written the German way is taken", async ({ page }) => {
    await openNewLead(page);
    await expect(page.getByText("As you write amounts, e.g. 4.800,50.")).toBeVisible();
    await page.getByLabel("Deal value").fill("4.800,50");
    await page.getByRole("button", { name: "Mark won" }).click();
    await expect(page.getByText("Won: $4,800.50")).toBeVisible();
  });
});

test("the files' time zone typed as a city becomes its zone, an unknown place is explained beside the field, and each file has its scheduled address", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin/conversions");
  await waitForHydration(page);
  // Each file has its scheduled address, the Microsoft Advertising one too.
  const addresses = page.getByRole("region", { name: "Scheduled upload addresses" });
  await expect(addresses.getByText(/\/api\/conversions\/microsoft-ads\.csv$/)).toBeVisible();
  await expect(addresses.getByText(/\/api\/conversions\/google-ads\.csv$/)).toBeVisible();
  const zone = page.getByLabel("Time zone of the Google Ads files");
  await zone.fill("London", HASH_WAIT);
  await zone.blur();
  await expect(zone).toHaveValue("Europe/London");

  await zone.fill("Atlantis");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.locator("#conversion-settings-timeZone-error")).toHaveText(
    'No time zone is named "Atlantis". Choose one from the list, e.g. Europe/London.',
  );
  await expect(zone).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(".toast")).toHaveCount(0);

  // Saved as the zone the files already use (other specs read the files on this server).
  await zone.fill("utc");
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/admin/conversions/settings"));
  await page.getByRole("button", { name: "Save settings" }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.locator(".toast", { hasText: "Settings saved" })).toBeVisible();
  await expect(zone).toHaveValue("Etc/UTC");
});

test("required fields are marked where they are, from what the site refuses empty: a member's portrait only until a photo is chosen", async ({
  page,
}) => {
  await signIn(page);
  const alt = `A member's photo ${unique()}`;
  await uploadImage(page, alt);
  await page.goto("/admin/team/new");
  await waitForHydration(page);
  const role = page.getByRole("group", { name: "Role" }).getByLabel("English");
  const portrait = page.getByLabel("Illustrated portrait");
  await expect(role).toHaveAttribute("aria-required", "true", HASH_WAIT);
  await expect(page.locator('[data-path="role.en"]')).toContainText("English*");
  await expect(portrait).toHaveAttribute("aria-required", "true");
  await expect(page.getByLabel("Name", { exact: true })).not.toHaveAttribute("aria-required");
  await expect(page.getByRole("group", { name: "Role" }).getByLabel("German")).not.toHaveAttribute("aria-required");

  await page.getByRole("button", { name: "Choose image" }).click();
  await page.getByRole("dialog").getByRole("button", { name: alt }).click();
  await expect(portrait).not.toHaveAttribute("aria-required");
  await expect(page.getByText("Not needed while there is a photo: the page shows the photo.")).toBeVisible();
  await role.fill("Account manager");
  // Saved with the photo and no portrait seed.
  await expect(page).toHaveURL(/\/admin\/team\/\d+$/, HASH_WAIT);
  await expect(page.getByTestId("draft-state")).toHaveText("Saved");
});

test("a field the server refuses shows its reason beside it, and the summary names it in the form's words", async ({ page }) => {
  // The autosave's refused request, which the browser reports itself.
  allowConsole(page, /status of 400 \(Bad Request\)/);
  await signIn(page);
  await page.goto("/admin/partners/new");
  await waitForHydration(page);
  await page.getByLabel("Name", { exact: true }).fill(`Refused Website ${unique()}`, HASH_WAIT);
  await page.getByLabel("Website").fill("www.example.com");
  await expect(page.locator("#content-url-error")).toHaveText("Use a full https:// address", HASH_WAIT);
  await expect(page.getByLabel("Website")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert").getByRole("link", { name: "Website" })).toBeVisible();
});
