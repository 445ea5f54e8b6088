import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { interceptGoogle } from "./lead-capture-helpers";
import { signIn } from "./staff-sign-in";

// Real visitors' Web Vitals (client/features/web-vitals; docs/decisions/0027-real-user-vitals.md):
// a page view of a visitor who allowed analytics sends ONE report with the five metrics when
// the page is hidden, and the staff overview shows its template. The browser sends the beacon
// while the page unloads, where the test cannot watch the request: what the server counted,
// as staff see it, is the proof. A page no other spec visits with analytics allowed keeps the
// count this test's own.

const ANALYTICS_ALLOWED = { essential: true, analytics: true, marketing: false, functional: false };
const TEMPLATE = "terms-of-service";

const vitalsRow = (staff: Page, template = TEMPLATE) =>
  staff
    .getByRole("region", { name: "Web Vitals of real visitors" })
    .getByRole("row")
    .filter({ has: staff.getByRole("rowheader", { name: template }) });

/**
 * Reloads the staff overview and, once its Web Vitals section has loaded (a table or the
 * "nothing measured" note), counts the rows of `template`: the beacon is sent as a page is
 * left, so a poll of this waits for the report without a clock of its own.
 */
async function vitalsRowsAfterReload(staff: Page, template = TEMPLATE): Promise<number> {
  await staff.reload();
  await expect(
    staff.getByRole("region", { name: "Web Vitals of real visitors" }).getByText(/No page views measured|75th percentile of each/),
  ).toHaveCount(1);
  return vitalsRow(staff, template).count();
}

test("a page view with analytics consent sends one report with the five metrics once hidden, and the staff overview shows its template", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff);

  // Analytics consent also loads the Google tag: a stand-in answers, as there is no outside network.
  await interceptGoogle(page);
  await page.addInitScript((consent) => {
    localStorage.setItem("cookie-consent", JSON.stringify(consent));
    localStorage.setItem("cookie-consent-date", new Date().toISOString());
  }, ANALYTICS_ALLOWED);
  await page.goto("/uk/terms-of-service");
  await waitForHydration(page);
  // An interaction, so the page view has an INP; then the frame that paints its answer.
  await page.getByRole("heading", { level: 1 }).click();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

  // While the page is visible, nothing has been sent.
  await staff.reload();
  await expect(
    staff.getByRole("region", { name: "Web Vitals of real visitors" }).getByText(/No page views measured|75th percentile of each/),
  ).toHaveCount(1);
  await expect(vitalsRow(staff)).toHaveCount(0);

  // Leaving the page hides it: the report goes then.
  await page.goto("/uk/about");
  await waitForHydration(page);

  await expect.poll(() => vitalsRowsAfterReload(staff), { timeout: 40_000 }).toBe(1);
  // One report: every one of the five metrics counted once, rated against Google's thresholds.
  const cells = vitalsRow(staff).getByRole("cell");
  await expect(cells).toHaveCount(5);
  for (let i = 0; i < 5; i++) {
    await expect(cells.nth(i)).toContainText("1 view");
    await expect(cells.nth(i)).toContainText(/Good|Needs improvement|Poor/);
  }
  // The visitor's browser is a desktop one.
  await staff.getByRole("button", { name: "Desktop" }).click();
  await expect(vitalsRow(staff)).toHaveCount(1);
  await staff.getByRole("button", { name: "Mobile" }).click();
  await expect(vitalsRow(staff)).toHaveCount(0);
  await staffContext.close();
});

test("a visitor who rejected analytics sends nothing; one who accepts on the page counts that page view", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const template = "privacy-policy";
  // The fixture's visitor has rejected every optional cookie: their page view is measured, never sent.
  await page.goto("/privacy-policy");
  await waitForHydration(page);
  await page.getByRole("heading", { level: 1 }).click();
  await page.goto("/about");
  await waitForHydration(page);

  // A first-time visitor answers the banner on the page, then leaves it.
  const newcomerContext = await browser.newContext();
  const newcomer = await newcomerContext.newPage();
  await interceptGoogle(newcomer);
  await newcomer.addInitScript(() => {
    for (const kind of ["entry", "exit", "mobile"]) localStorage.setItem(`popup-${kind}-dismissed`, "true");
  });
  await newcomer.goto("/privacy-policy");
  await waitForHydration(newcomer);
  await newcomer.getByRole("region", { name: "Your cookie choices" }).getByRole("button", { name: "Accept All" }).click();
  // The browser times an interaction after the frame that answers it; a visitor reads that
  // frame before leaving, so the page view has its INP to send.
  await newcomer.waitForFunction(() => performance.getEntriesByType("first-input").length > 0);
  await newcomer.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  await newcomer.goto("/about");
  await waitForHydration(newcomer);
  await newcomerContext.close();

  // Reports arrive in the order the pages were left: the newcomer's is there, and it is the only one.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff);
  await expect.poll(() => vitalsRowsAfterReload(staff, template), { timeout: 40_000 }).toBe(1);
  const cells = vitalsRow(staff, template).getByRole("cell");
  // The newcomer's click on the banner is the page view's interaction, so it has all five.
  for (let i = 0; i < 5; i++) await expect(cells.nth(i)).toContainText("1 view");
  await staffContext.close();
});
