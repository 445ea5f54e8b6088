import type { Page } from "@playwright/test";
import { expect, reachHomeForm, test, waitForHydration } from "./fixtures";
import { signIn } from "./staff-sign-in";

// From an ad click to the conversion file (docs/decisions/0026-ads-conversion-loop.md).
// Named *admin.spec.ts: it runs on the staff server.
test.describe.configure({ timeout: 120_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const shot = (page: Page, name: string) =>
  process.env.SCREENSHOT_DIR ? page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage: true }) : undefined;

test("a lead from a Google ad, marked won with its value, shows its score and history and is in the Google Ads file", async ({ page }) => {
  const tag = unique();
  const name = `Quinn ${tag}`;
  const gclid = `gclid-${tag}`;
  await page.goto(`/?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=${gclid}`);
  await waitForHydration(page);
  await reachHomeForm(page);
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email Address").fill(`quinn-${tag}@brightside.example`);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator(".toast", { hasText: "Message sent successfully!" })).toBeVisible();

  await signIn(page);
  await page.goto(`/admin/leads?q=${tag}`);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const score = page.getByRole("region", { name: /^Score/ });
  await expect(score.getByText("+20 business email domain")).toBeVisible();
  await expect(score.getByText("+10 came from a paid click")).toBeVisible();

  await page.getByLabel("Where this lead stands").selectOption("won");
  await expect(page.getByLabel("Currency")).toHaveValue("USD");
  await page.getByLabel("Deal value").fill("2400");
  await page.getByRole("button", { name: "Mark won" }).click();
  await expect(page.getByText("Won: $2,400")).toBeVisible();
  await expect(page.getByRole("list", { name: "Status history" })).toContainText("New → Won ($2,400)");
  await shot(page, "lead-1280");
  await page.setViewportSize({ width: 390, height: 900 });
  await shot(page, "lead-390");
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole("link", { name: "Conversions" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Conversions" })).toBeVisible();
  const clicks = page.getByRole("listitem").filter({ hasText: "Google Ads: conversions from clicks" });
  await expect(clicks).toContainText(/\d+ conversions?/);
  const download = page.waitForEvent("download");
  await clicks.getByRole("link", { name: "Download CSV" }).click();
  const file = await (await download).path();
  const { readFileSync } = await import("node:fs");
  const text = readFileSync(file, "utf8");
  expect(text.split("\r\n")[0]).toBe("Parameters:TimeZone=Etc/UTC");
  expect(text).toMatch(new RegExp(`\\r\\n${gclid},Won deal,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},2400\\.00,USD,Denied,Denied\\r\\n`));
  await shot(page, "conversions-1280");
  await page.setViewportSize({ width: 390, height: 900 });
  await shot(page, "conversions-390");

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin");
  await waitForHydration(page);
  const outcomes = page.getByRole("region", { name: "By campaign" });
  await expect(outcomes.getByRole("row", { name: /spring/ })).toContainText("$2,400");
  await shot(page, "overview-1280");

  // The inbox, highest score first, leads scored at least 10.
  await page.goto("/admin/leads");
  await waitForHydration(page);
  await page.getByLabel("Order").selectOption("score");
  await page.getByLabel("Score at least").fill("10");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/minScore=10/);
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("30");
  await shot(page, "inbox-1280");
});
