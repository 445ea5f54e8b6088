import { expect, test, waitForHydration } from "./fixtures";

const monthly = (page: import("@playwright/test").Page) => page.getByTestId("monthly-total");

test.describe("pricing calculator", () => {
  test("opens with an estimate, and changing options updates it and the address, without a button or a reload", async ({ page }) => {
    await page.goto("/pricing-calculator", { waitUntil: "domcontentloaded" });
    // What the page promises from the first paint on: a total that updates as you go, never a button to ask for it.
    await expect(monthly(page)).toHaveText("$500/month");
    await expect(page.getByRole("button", { name: "Update estimate" })).toHaveCount(0);
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Update estimate" })).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await expect(page.getByRole("checkbox", { name: "Include SEO in the estimate" })).toBeChecked();
    await expect(page.getByTestId("estimate")).toContainText("Starter SEO");

    await page.getByRole("radio", { name: /Growth SEO: \$650\/month/ }).check();
    await expect(monthly(page)).toHaveText("$650/month");
    await expect(page).toHaveURL(/seo_pkg=growth/);

    await page.getByRole("checkbox", { name: "Include Dedicated resources in the estimate" }).check();
    await page.getByRole("spinbutton", { name: "Web Developer: People" }).fill("3");
    await expect(monthly(page)).toHaveText("$3,350/month"); // 650 + 3 × 1,000 − 10%
    await expect(page.getByTestId("estimate")).toContainText("Team discount, 3 people");
    await expect(page).toHaveURL(/s=seo&s=dedicated-resources&seo_pkg=growth&team_web-developer=3$/);

    await page.getByRole("checkbox", { name: "Include Web development in the estimate" }).check();
    await page.getByRole("radio", { name: /Shopify/ }).check();
    await expect(page.getByTestId("one-off-total")).toHaveText("$750");
    await page.getByRole("checkbox", { name: "Include SEO in the estimate" }).uncheck();
    await expect(monthly(page)).toHaveText("$2,700/month");
    await expect(page).not.toHaveURL(/seo/);
    for (const service of ["Web development", "Dedicated resources"])
      await page.getByRole("checkbox", { name: `Include ${service} in the estimate` }).uncheck();
    await expect(page.getByTestId("estimate")).toContainText("Include at least one service");
    await expect(page).toHaveURL(/\/pricing-calculator\?s=$/);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test("a shared address reproduces the estimate on the server", async ({ page, browser }) => {
    await page.goto("/pricing-calculator?s=google-ads");
    await waitForHydration(page);
    await page.getByRole("spinbutton", { name: /monthly ad spend/ }).fill("6000");
    await page.getByRole("spinbutton", { name: "Campaigns" }).fill("3");
    for (const type of ["Performance Max", "Display", "YouTube"]) await page.getByRole("checkbox", { name: type }).check();
    await expect(monthly(page)).toHaveText("$1,143/month");
    const shared = page.url();

    // The server's HTML for that address already holds the estimate (what a crawler or a colleague gets).
    const html = await (await page.request.get(shared)).text();
    expect(html).toContain("$1,143");
    expect(html).toContain("2 extra campaigns");
    expect(html).toContain("4 campaign types");

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const other = await noScript.newPage();
    await other.goto(shared);
    await expect(other.getByTestId("monthly-total")).toHaveText("$1,143/month");
    await expect(other.getByTestId("estimate")).toContainText("Growth management");
    await noScript.close();
  });

  test("without JavaScript the options are a GET form that updates the estimate", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/pricing-calculator");
    await expect(monthly(page)).toHaveText("$500/month");
    await page.getByRole("checkbox", { name: "Include SEO in the estimate" }).uncheck();
    await page.getByRole("checkbox", { name: "Include AI development in the estimate" }).check();
    await page.getByRole("button", { name: "Update estimate" }).click();
    await expect(page).toHaveURL(/s=ai-development/);
    await expect(page.getByTestId("one-off-total")).toHaveText("$2,000");
    await expect(monthly(page)).toHaveCount(0);
    await page.getByRole("radio", { name: "AI agentic platform" }).check();
    await page.getByRole("button", { name: "Update estimate" }).click();
    await expect(page.getByTestId("one-off-total")).toHaveText("$5,500");
    await context.close();
  });

  test("prices follow the region of the address", async ({ page }) => {
    await page.goto("/uk/pricing-calculator?s=seo&s=dedicated-resources&team_web-developer=2");
    await waitForHydration(page);
    await expect(monthly(page)).toHaveText("£1,800/month"); // 375 + 2 × 750 − 5%
    await page.getByRole("combobox", { name: "Web Developer: Hours" }).selectOption("part");
    await expect(monthly(page)).toHaveText("£1,087/month"); // 375 + 2 × 375 − 38 (5% of 750 is 37.5: rounds up)
  });

  test("'Get this quote' sends the selection, the breakdown and the totals", async ({ page }) => {
    await page.goto("/pricing-calculator?s=seo&s=web-development&seo_pkg=pro&web_pages=12&web_integrations=2");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Get this quote" }).click();
    const quote = page.locator("#quote");
    await quote.getByLabel("Your name").fill("Robin Hale");
    await quote.getByLabel("Work email").fill("robin@hale.example");
    await quote.getByLabel("Agency name").fill("Hale Digital");
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/api/contacts") && r.method() === "POST"),
      quote.getByRole("button", { name: "Get this quote" }).click(),
    ]);
    const lead = request.postDataJSON() as Record<string, string>;
    expect(lead).toMatchObject({
      name: "Robin Hale",
      email: "robin@hale.example",
      agencyName: "Hale Digital",
      contactFormType: "pricing-calculator",
      service: "SEO, Web development",
      budget: "$1,200/month + $1,640 one-off",
      region: "US",
    });
    expect(lead).not.toHaveProperty("phone");
    for (const line of [
      "- Pro SEO package (50 keywords, 20 pages, 5 locations): $1,200/month",
      "- WordPress Business build (up to 10 pages): $1,200 one-off",
      "- 2 extra pages (beyond the 10 included; $120 each): $240 one-off",
      "- 2 third-party integrations (CRM, email marketing, booking or similar; $100 each): $200 one-off",
      "Monthly total: $1,200/month",
      "One-off total: $1,640",
      "First year: $16,040",
    ]) {
      expect(lead.message).toContain(line);
    }
    expect(lead.message).toMatch(
      /Estimate link: http:\/\/127\.0\.0\.1:\d+\/pricing-calculator\?s=seo&s=web-development&seo_pkg=pro&web_pages=12&web_integrations=2/,
    );
    await expect(page.getByText("Quote request sent!", { exact: true })).toBeVisible();
    await expect(quote.getByRole("status")).toContainText("Thank you");
  });
});
