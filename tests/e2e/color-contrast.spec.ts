import { fixturePortFor } from "../fixtures/seo-audit/fixture-site.mjs";
import { contrastProblems } from "./color-contrast";
import { allowConsole, expect, test, waitForHydration } from "./fixtures";
import { skipConsent } from "./lead-capture-helpers";

// Every piece of text a visitor can see meets WCAG AA contrast (4.5:1, large text
// 3:1) against the background it sits on, on the pages that show the palette's
// small text on its backgrounds: labels, badges, hints, the footer, the hero bands.

const pages = [
  "/",
  "/blog",
  "/blog/white-label-seo-ppc-2025",
  "/blog/digital-marketing-for-law-firms",
  "/services",
  "/services/seo",
  "/services/n8n-automations",
  "/case-studies",
  "/case-studies/koala-digital",
  "/pricing-calculator?s=seo&s=google-ads&s=web-development&s=ai-development&s=dedicated-resources",
  "/onboarding-wizard",
  "/seo-audit",
  "/about",
  "/contact",
  "/newsletter",
  "/security",
  "/cookie-policy",
  "/admin",
  "/no-such-page",
];

for (const path of pages) {
  test(`${path}: all text has enough contrast`, async ({ page }) => {
    if (path === "/no-such-page") allowConsole(page, /status of 404/);
    await page.goto(path);
    await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready);
    expect(await contrastProblems(page)).toEqual([]);
  });
}

test("on a phone, the open menu and the page have enough contrast", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/blog");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  expect(await contrastProblems(page)).toEqual([]);
});

test("an audit report, its findings unfolded, has enough contrast", async ({ page }) => {
  const fixtureOrigin = `http://127.0.0.1:${fixturePortFor(Number(process.env.E2E_PORT ?? 3107))}`;
  await page.goto(`/seo-audit?url=${encodeURIComponent(`${fixtureOrigin}/`)}`);
  await waitForHydration(page);
  await expect(page.getByTestId("audit-report")).toBeVisible();
  await page.getByText("Already in good shape").click();
  expect(await contrastProblems(page)).toEqual([]);
});

test.describe("the cookie banner and the popups", () => {
  test.use({ quietLeadCapture: false });

  test("the cookie banner and its settings dialog have enough contrast", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const banner = page.getByRole("region", { name: "Your cookie choices" });
    await expect(banner).toBeVisible();
    expect(await contrastProblems(page, banner)).toEqual([]);
    await banner.getByRole("button", { name: "Customize" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie Settings" });
    await expect(dialog).toBeVisible();
    expect(await contrastProblems(page, dialog)).toEqual([]);
  });

  test("the mobile popup has enough contrast on each step", async ({ page }) => {
    await skipConsent(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitForHydration(page);
    const popup = page.getByRole("dialog");
    await expect(popup).toBeVisible();
    expect(await contrastProblems(page, popup)).toEqual([]);
    await popup.getByRole("button", { name: "Get Started" }).click();
    await expect(popup.getByText("Step 2 of 3")).toBeVisible();
    expect(await contrastProblems(page, popup)).toEqual([]);
  });
});
