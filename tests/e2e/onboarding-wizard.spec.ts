import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

const step = (page: Page) => page.getByTestId("wizard-step");

/** Presses Tab until the focused element matches, as a keyboard user would. */
async function tabTo(page: Page, selector: string, key: "Tab" | "Shift+Tab" = "Tab", maxPresses = 25): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press(key);
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

test.describe("'Find Service' wizard", () => {
  test("reaches a recommendation by keyboard alone and submits the lead", async ({ page }) => {
    await page.goto("/onboarding-wizard");
    await waitForHydration(page);
    await tabTo(page, 'input[name="business"]');
    await page.keyboard.press("ArrowDown"); // second option: "Web design or development studio"
    await page.keyboard.press("Enter");
    await expect(step(page)).toHaveText("Step 2 of 6");
    await expect(page.getByRole("heading", { level: 2 })).toBeFocused();
    await expect(page).toHaveURL(/step=2&business=studio/);

    await tabTo(page, "button[type=submit]"); // Next, without an answer
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveText("Choose one option to continue.");
    await tabTo(page, 'input[name="goal"]', "Shift+Tab"); // back into the options: the last one
    await page.keyboard.press("ArrowDown"); // wraps round to the first: organic traffic
    await expect(page.getByRole("radio", { name: "Win more organic search traffic" })).toBeChecked();
    await page.keyboard.press("Enter");
    await expect(step(page)).toHaveText("Step 3 of 6");
    // Focus moves to the new question first; only then does the keyboard user go on.
    await expect(page.getByRole("heading", { level: 2 })).toBeFocused();

    await tabTo(page, 'input[name="interest"][value="google-ads"]');
    await page.keyboard.press("Space");
    await tabTo(page, "button[type=submit]");
    await page.keyboard.press("Enter");
    await expect(step(page)).toHaveText("Step 4 of 6");
    await expect(page.getByRole("heading", { level: 2 })).toBeFocused();

    await tabTo(page, 'input[name="budget"]');
    await page.keyboard.press("ArrowDown"); // $1,000 to $3,000
    await page.keyboard.press("Enter");
    await expect(step(page)).toHaveText("Step 5 of 6");
    await expect(page.getByRole("heading", { level: 2 })).toBeFocused();
    await tabTo(page, 'input[name="timeline"]');
    await page.keyboard.press("Space");
    await page.keyboard.press("Enter");

    await expect(step(page)).toHaveText("Step 6 of 6");
    await expect(page.getByRole("heading", { name: "Your recommended plan" })).toBeFocused();
    await expect(page.getByTestId("suggested-package")).toHaveText("Growth SEO package");
    const plan = page.getByTestId("recommendation");
    await expect(plan.getByRole("link", { name: "About White-Label SEO" })).toHaveAttribute("href", "/services/seo");
    await expect(plan.getByRole("link", { name: "About White-Label Google Ads" })).toHaveAttribute("href", "/services/google-ads");
    await expect(plan.getByRole("link", { name: "See the full estimate in the calculator" })).toHaveAttribute(
      "href",
      "/pricing-calculator?s=seo&s=google-ads&seo_pkg=growth&ads_spend=1500",
    );

    await tabTo(page, 'input[name="name"]');
    await page.keyboard.type("Ari Moss");
    await page.keyboard.press("Tab");
    await page.keyboard.type("ari@moss.example");
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/api/contacts") && r.method() === "POST"),
      page.keyboard.press("Enter"),
    ]);
    const lead = request.postDataJSON() as Record<string, string>;
    expect(lead).toMatchObject({
      name: "Ari Moss",
      email: "ari@moss.example",
      contactFormType: "onboarding-wizard",
      service: "White-Label SEO, White-Label Google Ads",
      servicesSelected: "Google Ads",
      budget: "$1,000 to $3,000 a month",
      topPriority: "Win more organic search traffic",
    });
    expect(lead.message).toContain("Business: Web design or development studio");
    expect(lead.message).toContain("Timeline: As soon as possible");
    expect(lead.message).toContain("Suggested package: Growth SEO package ($650/month)");
    await expect(page.getByRole("status").filter({ hasText: "your plan has reached our team" })).toBeVisible();
    // Contact details never travel in the address (the page cache keys pages by it).
    expect(page.url()).not.toMatch(/Ari|moss/i);
  });

  test("keeps the answers across a reload and goes back with them", async ({ page }) => {
    await page.goto("/onboarding-wizard");
    await waitForHydration(page);
    await page.getByRole("radio", { name: "Freelancer or consultant" }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("radio", { name: "Add AI to products or client services" }).check();
    await expect(page).toHaveURL(/step=2&business=consultant&goal=ai/);
    await page.reload();
    await waitForHydration(page);
    await expect(step(page)).toHaveText("Step 2 of 6");
    await expect(page.getByRole("radio", { name: "Add AI to products or client services" })).toBeChecked();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(step(page)).toHaveText("Step 3 of 6");
    await page.getByRole("link", { name: "Back" }).click();
    await expect(step(page)).toHaveText("Step 2 of 6");
    await expect(page.getByRole("radio", { name: "Add AI to products or client services" })).toBeChecked();
    await page.goBack();
    await expect(step(page)).toHaveText("Step 3 of 6");
  });

  test("works without JavaScript, one GET form per step", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/onboarding-wizard");
    const answer = async (label: string) => {
      await page.getByLabel(label).check();
      await page.getByRole("button", { name: "Next" }).click();
    };
    await answer("Business with its own marketing team");
    await answer("Launch or rebuild websites");
    await page.getByRole("button", { name: "Next" }).click(); // no services of interest: "not sure yet"
    await answer("Over $8,000 a month");
    await answer("In three to six months");
    await expect(page.getByTestId("suggested-package")).toHaveText("Custom Advanced website");
    await page.locator('input[name="name"]').fill("Sam Lee");
    await page.locator('input[name="email"]').fill("sam@lee.example");
    await page.getByRole("button", { name: "Send me this plan" }).click();
    await expect(page).toHaveURL(/\/onboarding-wizard\?submitted=onboarding-wizard$/);
    await expect(page.getByRole("status")).toContainText("Thank you");
    await context.close();
  });
});
