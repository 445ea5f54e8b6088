import { fixturePortFor } from "../fixtures/seo-audit/fixture-site.mjs";
import { allowConsole, expect, test, waitForHydration } from "./fixtures";
import { leadFields } from "./human-lead";

// The whole audit page in Chromium, against the fixture site that
// tests/e2e/start-server.mjs runs beside the app (the only site the audit can
// reach: there is no outside network here).

const fixtureOrigin = `http://127.0.0.1:${fixturePortFor(Number(process.env.E2E_PORT ?? 3107))}`;

test.describe("SEO audit page", () => {
  test("audits an address with progress, then shows the score, the findings by severity and the lead form", async ({ page }) => {
    await page.goto("/seo-audit");
    await waitForHydration(page);
    // The fixture answers after 1.2 s, long enough to see the progress panel.
    const address = `${fixtureOrigin}/delay?ms=1200`;
    await page.getByLabel("Website address").fill(address);
    const auditRequest = page.waitForRequest((r) => r.url().endsWith("/api/seo-audit") && r.method() === "POST");
    await page.getByRole("button", { name: "Run free audit" }).click();
    expect((await auditRequest).postDataJSON()).toEqual({ url: address });

    await expect(page.getByTestId("audit-progress")).toBeVisible();
    await expect(page.getByRole("button", { name: "Auditing…" })).toBeDisabled();
    await expect(page.getByTestId("audit-report")).toBeVisible();
    await expect(page.getByTestId("audit-progress")).toHaveCount(0);
    await expect(page).toHaveURL(`/seo-audit?url=${encodeURIComponent(address)}`);

    // Keyboard and screen-reader users land on the result.
    await expect(page.getByRole("heading", { name: "SEO audit report" })).toBeFocused();
    await expect(page.getByTestId("audited-url")).toHaveText(address);
    // HTTPS fails (the fixture is plain http); the rest is a well-made page.
    await expect(page.getByRole("img", { name: /^SEO score (8\d|9\d) out of 100: (Good|Needs work)$/ })).toBeVisible();
    await expect(page.locator("[data-group]")).toHaveCount(3);
    await expect(page.locator('[data-group="fail"] [data-check="https"]')).toContainText("How to fix:");
    await expect(page.locator('[data-group="warn"] [data-check="response-time"]')).toContainText("The server answered in");
    // Passed checks are folded away until asked for.
    await expect(page.locator('[data-group="pass"] [data-check="title"]')).toBeHidden();
    await page.getByText("Already in good shape").click();
    await expect(page.locator('[data-group="pass"] [data-check="title"]')).toBeVisible();
  });

  test("'Email me the full report' posts a seo-audit lead with the address and score in the message", async ({ page }) => {
    const address = `${fixtureOrigin}/page/warn`;
    await page.goto(`/seo-audit?url=${encodeURIComponent(address)}`);
    await waitForHydration(page);
    const gaugeLabel = await page.getByTestId("score-gauge").getByRole("img").getAttribute("aria-label");
    const score = /SEO score (\d+) out of 100/.exec(gaugeLabel ?? "")![1];

    const form = page.getByRole("form", { name: "Email me the full report" });
    await form.getByLabel("Work email").fill("owner@agency.example");
    await form.getByLabel("Your name").fill("Sam Carter");
    const leadRequest = page.waitForRequest((r) => r.url().endsWith("/api/contacts") && r.method() === "POST");
    await form.getByRole("button", { name: "Email me the full report" }).click();
    const payload = leadFields((await leadRequest).postDataJSON());
    expect(payload).toEqual({
      email: "owner@agency.example",
      name: "Sam Carter",
      message: expect.stringContaining(`URL: ${address}\nScore: ${score}/100`),
      service: "SEO Services",
      source: "seo_audit_tool",
      inquiry_type: "seo-audit",
      preferred_contact: "email",
      region: "US",
      contactFormType: "seo-audit",
    });
    await expect(page.getByText("Report requested", { exact: true })).toBeVisible();
    await expect(page.getByTestId("report-lead").getByRole("status")).toContainText("within 24 hours");
  });

  test("checks the address before sending it, and explains a refused one", async ({ page }) => {
    await page.goto("/seo-audit");
    await waitForHydration(page);
    let audits = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/seo-audit")) audits++;
    });
    const input = page.getByLabel("Website address");
    await page.getByRole("button", { name: "Run free audit" }).click();
    await expect(page.getByText("Enter the address of the page to audit")).toBeVisible();
    await expect(input).toBeFocused();
    await input.fill("javascript:alert(1)");
    await input.press("Enter");
    await expect(page.getByText("Enter a web address that starts with http:// or https://")).toBeVisible();
    expect(audits).toBe(0);

    allowConsole(page, /status of 422/);
    await input.fill("http://169.254.169.254/latest/meta-data/");
    await input.press("Enter");
    const problem = page.getByTestId("audit-problem");
    await expect(problem.getByRole("heading")).toHaveText("That address can't be audited");
    await expect(problem).toContainText("We audit public websites only");
    await expect(problem).not.toContainText("169.254");
    expect(audits).toBe(1);
  });

  test("works without JavaScript: the form is audited on the server, and the lead form posts back", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/seo-audit");
    await page.getByLabel("Website address").fill(`${fixtureOrigin}/page/poor`);
    await page.getByRole("button", { name: "Run free audit" }).click();
    await expect(page).toHaveURL(/\/seo-audit\?url=/);
    await expect(page.getByRole("img", { name: /SEO score \d+ out of 100: Poor/ })).toBeVisible();
    await expect(page.locator('[data-group="fail"] [data-check="title"]')).toContainText("The page has no title.");

    const form = page.getByRole("form", { name: "Email me the full report" });
    await form.getByLabel("Work email").fill("nojs@agency.example");
    await form.getByRole("button", { name: "Email me the full report" }).click();
    await expect(page).toHaveURL(/\/seo-audit\?submitted=seo-audit$/);
    await expect(page.getByText("Thank you, your message has reached our team.")).toBeVisible();
    await context.close();
  });
});
