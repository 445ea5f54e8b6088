import type { Page } from "@playwright/test";
import { expect, reachHomeForm, test, waitForHydration } from "./fixtures";
import { findStoredLead } from "./lead-store";
import { signIn } from "./staff-sign-in";

// Where a lead came from, from a visitor's first page to the staff area
// (docs/decisions/0014). Named *admin.spec.ts: it runs on the staff server.
test.describe.configure({ timeout: 90_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page, text: string) => page.locator(".toast", { hasText: text });
const AD_LANDING = "/?utm_source=google&utm_campaign=x&gclid=abc";

test("a lead sent after landing from a Google ad shows that attribution in the staff area", async ({ page }) => {
  const tag = unique();
  const name = `Avery ${tag}`;
  await page.goto(AD_LANDING);
  await waitForHydration(page);
  // Later pages of the visit, with other tags, do not replace the first page's.
  await page.goto("/about?utm_source=newsletter&utm_campaign=other");
  await waitForHydration(page);
  await page.goto("/");
  await waitForHydration(page);

  await reachHomeForm(page);
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email Address").fill(`avery-${tag}@brightside.example`);
  const posted = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/contacts");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Message sent successfully!")).toBeVisible();
  const body = (await posted).postDataJSON() as Record<string, unknown>;
  expect(body.attribution).toEqual({ landingPage: AD_LANDING, utmSource: "google", utmCampaign: "x", gclid: "abc" });
  expect(body.website).toBe("");
  expect(body.formToken).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);

  await signIn(page);
  await page.goto(`/admin/leads?q=${tag}`);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // A person's lead: not held as spam.
  await expect(page.getByRole("heading", { name: "Held as spam" })).toHaveCount(0);
  const origin = page.getByRole("region", { name: "Where it came from" });
  await expect(origin.getByRole("link", { name: "google", exact: true })).toBeVisible();
  await expect(origin.getByRole("link", { name: "x", exact: true })).toBeVisible();
  await expect(origin.getByText(AD_LANDING, { exact: true })).toBeVisible();
  await expect(origin.getByText("abc", { exact: true })).toBeVisible();

  await origin.getByRole("link", { name: "x", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?campaign=x$/);
  await expect(page.getByRole("link", { name })).toBeVisible();
});

test("without JavaScript, a form sent on a tagged page records the tags from its address", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const email = `leo-${unique()}@brightside.example`;
  await page.goto("/contact?utm_source=linkedin&utm_campaign=spring");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Leo Brandt");
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByLabel("How can we help?").fill("Two local SEO clients.");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/contact\?submitted=contact-us-page-contact-form$/);
  expect(findStoredLead(email)).toMatchObject({
    landing_page: "/contact?utm_source=linkedin&utm_campaign=spring",
    utm_source: "linkedin",
    utm_campaign: "spring",
    traffic_source: "linkedin",
  });
  await context.close();
});
