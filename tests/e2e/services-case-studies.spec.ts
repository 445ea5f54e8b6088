import { seedCaseStudies as caseStudies } from "../../server/db/seed-content/case-studies";
import { allowConsole, expect, test, waitForHydration } from "./fixtures";
import { leadFields } from "./human-lead";

// In a real browser: the case-study filter with and without JavaScript,
// the n8n notify-me form both ways, and what a visitor sees on service pages.

const cards = (page: import("@playwright/test").Page) => page.getByTestId("case-study-list").locator("article");
const filterNav = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Filter case studies by service" });

test.describe("case-study filter", () => {
  test("works without JavaScript: each filter is a link the server renders", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/case-studies");
    await expect(cards(page)).toHaveCount(caseStudies.length);
    await filterNav(page).getByRole("link", { name: /^SEO/ }).click();
    await expect(page).toHaveURL(/\/case-studies\?service=seo$/);
    await expect(page.locator("#case-study-list")).toHaveText("SEO case studies");
    await expect(cards(page)).toHaveCount(6);
    await expect(filterNav(page).locator('a[aria-current="page"]')).toHaveText(/SEO/);
    await filterNav(page).getByRole("link", { name: /^All/ }).click();
    await expect(cards(page)).toHaveCount(caseStudies.length);
    await context.close();
  });

  test("works with JavaScript: the list changes in place and the address keeps the filter", async ({ page }) => {
    await page.goto("/case-studies");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await filterNav(page)
      .getByRole("link", { name: /^Google Ads/ })
      .click();
    await expect(page).toHaveURL(/\/case-studies\?service=google-ads$/);
    await expect(cards(page)).toHaveCount(4);
    await expect(page.locator("#case-study-list")).toHaveText("Google Ads case studies");
    await expect(page).toHaveTitle("Google Ads Case Studies | Northbeam Studio");
    await expect(page.getByText("Showing 4 of 19 studies")).toBeVisible();
    await page.goBack();
    await expect(cards(page)).toHaveCount(caseStudies.length);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // A card opens its study at the canonical address.
    await cards(page)
      .filter({ hasText: "JunksAway" })
      .getByRole("link", { name: /Read the case study/ })
      .click();
    await expect(page).toHaveURL(/\/case-studies\/junksaway-case-study$/);
    await expect(page.locator("h1")).toHaveText("How a US junk-removal company cut its cost per acquisition by 82%");
  });

  test("an old alias address lands on the canonical study", async ({ page }) => {
    await page.goto("/case-studies/citypat");
    await expect(page).toHaveURL(/\/case-studies\/citypat-case-study$/);
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByText("Citypat")).toBeVisible();
  });
});

test.describe("n8n notify-me form", () => {
  test("with JavaScript it posts the waitlist lead as JSON and thanks the visitor", async ({ page }) => {
    await page.goto("/services/n8n-automations");
    await waitForHydration(page);
    await page.getByLabel(/Work email/).fill("ops@agency.example");
    await page.getByLabel("Agency name").fill("Hale Digital");
    const posted = page.waitForRequest((r) => r.url().endsWith("/api/contacts") && r.method() === "POST");
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/contacts"));
    await page.getByRole("button", { name: "Notify me at launch" }).click();
    const request = await posted;
    expect(request.headers()["content-type"]).toBe("application/json");
    expect(leadFields(request.postDataJSON())).toEqual({
      contactFormType: "n8n-waitlist",
      inquiry_type: "n8n-waitlist",
      service: "N8N Automations",
      source: "n8n_automations_page",
      preferred_contact: "email",
      email: "ops@agency.example",
      agencyName: "Hale Digital",
    });
    const response = await answered;
    // 201: the server stored the lead before answering (tests/api covers the stored row).
    expect(response.status()).toBe(201);
    await expect(page.locator("#waitlist [role=status]")).toContainText("You're on the list.");
    await expect(page.getByText("You're on the list!", { exact: true })).toBeVisible();
    expect(page.url()).toMatch(/\/services\/n8n-automations$/);
  });

  test("with JavaScript a refused lead shows the server's error beside the field and in a toast", async ({ page }) => {
    allowConsole(page, /status of 400/);
    await page.route("**/api/contacts", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ message: "Invalid email", fieldErrors: { email: ["Please enter a valid email address"] } }),
      }),
    );
    await page.goto("/services/n8n-automations");
    await waitForHydration(page);
    await page.getByLabel(/Work email/).fill("ops@agency.example");
    await page.getByRole("button", { name: "Notify me at launch" }).click();
    await expect(page.getByLabel(/Work email/)).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#waitlist")).toContainText("Please enter a valid email address");
    await expect(page.getByText("Invalid email", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Notify me at launch" })).toBeEnabled();
  });

  test("without JavaScript the plain form post stores the lead and comes back with a thank-you", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/services/n8n-automations");
    await page.getByLabel(/Work email/).fill("nojs@agency.example");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/contacts")),
      page.getByRole("button", { name: "Notify me at launch" }).click(),
    ]);
    expect(response.status()).toBe(303);
    await expect(page).toHaveURL(/\/services\/n8n-automations\?submitted=n8n-waitlist$/);
    await expect(page.locator("#waitlist [role=status]")).toContainText("You're on the list.");
    await context.close();
  });
});

test.describe("service pages", () => {
  test("the booking call opens in a new tab and 'Ask about' preselects the service on /contact", async ({ page }) => {
    await page.goto("/services/google-ads");
    await waitForHydration(page);
    const booking = page.getByRole("main").getByRole("link", { name: "Book a free strategy call" });
    await expect(booking).toHaveAttribute("target", "_blank");
    await expect(booking).toHaveAttribute("rel", "noopener noreferrer");
    await page.getByRole("main").getByRole("link", { name: "Ask about White-Label Google Ads" }).first().click();
    await expect(page).toHaveURL(/\/contact\?service=google-ads$/);
  });

  test("illustrations load from our own files, and FAQ answers open from the keyboard", async ({ page }) => {
    await page.goto("/services");
    await waitForHydration(page);
    const images = page.getByRole("main").locator("img");
    await expect(images).toHaveCount(6);
    for (const img of await images.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    await page.goto("/services/seo");
    await waitForHydration(page);
    const question = page.locator("#faq summary").first();
    const answer = page.locator("#faq details p").first();
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
    await expect(answer).toContainText("under your brand");
  });
});
