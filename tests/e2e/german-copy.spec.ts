import type { Page } from "@playwright/test";
import { caseStudyStoriesDe } from "../../server/db/seed-content/case-study-stories.de";
import { de } from "../../shared/i18n/de";
import { en } from "../../shared/i18n/en";
import { blogDe } from "../../shared/i18n/pages/blog.de";
import { calculatorDe } from "../../shared/i18n/pages/calculator.de";
import { caseStudiesDe } from "../../shared/i18n/pages/case-studies.de";
import { englishBodyDe } from "../../shared/i18n/pages/english-body.de";
import { estimateDe } from "../../shared/i18n/pages/estimate.de";
import { estimateEn } from "../../shared/i18n/pages/estimate.en";
import { seoAuditDe } from "../../shared/i18n/pages/seo-audit.de";
import { seoFindingsDe } from "../../shared/i18n/pages/seo-findings.de";
import { seoFindingsEn } from "../../shared/i18n/pages/seo-findings.en";
import { fixturePortFor } from "../fixtures/seo-audit/fixture-site.mjs";
import { allowConsole, expect, reachHomeForm, test, waitForHydration } from "./fixtures";

// docs/decisions/0017-copy-per-language-and-currency.md: a German visitor reads German
// forms, errors and notifications, from the first paint through hydration.

test.use({ timezoneId: "Europe/Berlin" });

const fixtureOrigin = `http://127.0.0.1:${fixturePortFor(Number(process.env.E2E_PORT ?? 3107))}`;

const form = (page: Page) => page.locator("form.home-contact-form");
const notification = (page: Page) => page.getByRole("region", { name: de.toaster.viewport.replace("{hotkey}", "F8") }).locator("li");

/** A German visitor on the German address: the server renders German before any script runs (docs/decisions/0016-regions-as-addresses.md). */
async function openGermanForm(page: Page) {
  await page.goto("/de");
  await waitForHydration(page);
  await reachHomeForm(page);
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
    await expect(toast).toContainText(de.apiMessages.homeSubServiceMissing);
    await expect(toast).not.toContainText(en.homeForm.subServiceTitle);
  });
});

// Text that appears only after the visitor does something: the calculator's breakdown as it changes,
// an audit run in the browser, the share confirmation.

test.describe("a German visitor using the tools", () => {
  test("the calculator's breakdown follows each change in German", async ({ page }) => {
    await page.goto("/de/pricing-calculator");
    await waitForHydration(page);
    await page.getByRole("checkbox", { name: calculatorDe.includeInEstimate(calculatorDe.services["dedicated-resources"]) }).check();
    const role = estimateDe.roles["web-developer"];
    await page.getByRole("spinbutton", { name: `${role}: ${calculatorDe.team.people}` }).fill("3");
    const estimate = page.getByTestId("estimate");
    await expect(estimate).toContainText(estimateDe.specialists(3, role));
    await expect(estimate).toContainText(estimateDe.teamDiscount(3));
    await expect(estimate).not.toContainText(estimateEn.teamDiscount(3));
    await expect(estimate).not.toContainText(estimateEn.roles["web-developer"]);
  });

  test("an audit run in the browser reports its findings in German", async ({ page }) => {
    await page.goto("/de/seo-audit");
    await waitForHydration(page);
    await page.getByLabel(seoAuditDe.form.address).fill(`${fixtureOrigin}/page/good`);
    await page.getByRole("button", { name: seoAuditDe.form.run }).click();
    await expect(page.getByRole("heading", { name: seoAuditDe.report.title })).toBeFocused();
    const https = page.locator('[data-check="https"]');
    await expect(https.locator("h4")).toHaveText(seoFindingsDe.https.label);
    await expect(https).toContainText(seoFindingsDe.https.outcomes.http().finding);
    await expect(https).not.toContainText(seoFindingsEn.https.outcomes.http().finding);
    await expect(page.getByRole("heading", { name: seoAuditDe.report.details.title })).toBeVisible();
  });

  test("an audit that never reaches the server says so in German", async ({ page }) => {
    allowConsole(page, /Failed to load resource|ERR_FAILED/);
    await page.route("**/api/seo-audit", (route) => route.abort());
    await page.goto("/de/seo-audit");
    await waitForHydration(page);
    await page.getByLabel(seoAuditDe.form.address).fill("https://www.example.com");
    await page.getByRole("button", { name: seoAuditDe.form.run }).click();
    const problem = page.getByTestId("audit-problem");
    await expect(problem.getByRole("heading")).toHaveText(de.apiMessages.auditOffline);
    await expect(problem).toContainText(seoAuditDe.problem.tryAgain);
  });

  test("asking for the full audit report is confirmed in German, with the server's thanks in German", async ({ page }) => {
    await page.goto(`/de/seo-audit?url=${encodeURIComponent(`${fixtureOrigin}/page/warn`)}`);
    await waitForHydration(page);
    const form = page.getByRole("form", { name: seoAuditDe.lead.title });
    await form.getByLabel(seoAuditDe.lead.email).fill("inhaber@agentur.example");
    await form.getByRole("button", { name: seoAuditDe.lead.title }).click();
    const toast = notification(page);
    await expect(toast).toContainText(seoAuditDe.lead.successTitle);
    await expect(toast).toContainText(de.apiMessages.thanks);
    await expect(toast).not.toContainText(en.apiMessages.thanks);
  });

  test("a refused request for the full audit report is explained in German", async ({ page }) => {
    allowConsole(page, /status of 429/);
    await page.route("**/api/contacts", (route) =>
      route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ message: en.apiMessages.rateLimited }) }),
    );
    await page.goto(`/de/seo-audit?url=${encodeURIComponent(`${fixtureOrigin}/page/warn`)}`);
    await waitForHydration(page);
    const form = page.getByRole("form", { name: seoAuditDe.lead.title });
    await form.getByLabel(seoAuditDe.lead.email).fill("inhaber@agentur.example");
    await form.getByRole("button", { name: seoAuditDe.lead.title }).click();
    const toast = notification(page);
    await expect(toast).toHaveAttribute("data-variant", "destructive");
    await expect(toast).toContainText(seoAuditDe.lead.failureTitle);
    await expect(toast).toContainText(de.apiMessages.rateLimited);
    await expect(toast).not.toContainText(en.apiMessages.rateLimited);
  });

  test("sharing an article confirms the copied link in German", async ({ browser }) => {
    const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"], timezoneId: "Europe/Berlin" });
    const page = await context.newPage();
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }));
    await page.goto("/de/blog/dedicated-team-hiring-2025");
    await waitForHydration(page);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole("button", { name: blogDe.share }).click();
    await expect.poll(() => dialogs).toEqual([blogDe.linkCopied]);
    await context.close();
  });
});

test.describe("a German visitor reading a case study", () => {
  test("a study opened from the German list tells its story in German, with no note that it is English", async ({ page }) => {
    const story = caseStudyStoriesDe["seo-case-study"];
    await page.goto("/de/case-studies");
    await waitForHydration(page);
    // The browser renders the study from the content API, not from the server's HTML.
    await page.getByRole("link", { name: caseStudiesDe.card.read }).and(page.locator('[href="/de/case-studies/seo-case-study"]')).click();
    await expect(page).toHaveURL(/\/de\/case-studies\/seo-case-study$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(story.title);
    await expect(heading).toHaveAttribute("lang", "de");
    const delivered = page.getByRole("region", { name: caseStudiesDe.detail.delivered }).getByRole("listitem");
    await expect(delivered).toHaveCount(story.delivered.length);
    await expect(delivered).toContainText([...story.delivered]);
    await expect(page.getByText(englishBodyDe.note!)).toHaveCount(0);
  });
});
