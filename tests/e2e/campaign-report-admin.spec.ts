import type { Browser, Page } from "@playwright/test";
import type { LandingPageDocument } from "../../shared/schemas/landing-page";
import { expect, test, waitForHydration } from "./fixtures";
import { contentEntry, postHomeLead, staffHeaders } from "./staff-api";
import { inviteWithPassword } from "./staff-invitations";
import { HASH_WAIT, signIn } from "./staff-sign-in";

// The campaign report and the landing page screens with a running test in them
// (docs/decisions/0039-landing-pages.md): a published landing page with two variants, views from
// two campaigns, and leads at every stage with won values in three currencies, seen by an owner
// and by sales at 390 and 1280 px. Nothing scrolls the page sideways, no figure is cut off, and a
// table too wide for a phone is either stacked or a scrolling region that says so.
test.describe.configure({ timeout: 180_000, mode: "serial" });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const shotDir = process.env.SCREENSHOT_DIR;
const tag = Date.now().toString(36);
const SALES = { email: `sales-report-${tag}@agency.example`, password: "copper-lantern-meadow-7281", role: "sales" as const };
// A browser as a visitor's, so each load counts as a view (server/landing/landing-views.ts: isVisit).
const VISITOR_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

const CAMPAIGNS = [
  { utmCampaign: "dental-marketers-q4-search", utmSource: "google", click: "gclid", views: 36 },
  { utmCampaign: "linkedin-agency-owners-de", utmSource: "linkedin", click: null, views: 14 },
];
/** Each lead: its variant, campaign, stage and, when won, its value. */
const LEADS: { variant: "a" | "b"; campaign: 0 | 1; status: string; value?: string; currency?: string }[] = [
  { variant: "a", campaign: 0, status: "won", value: "1250000", currency: "USD" },
  { variant: "a", campaign: 0, status: "won", value: "4800.50", currency: "USD" },
  { variant: "a", campaign: 1, status: "won", value: "98500", currency: "EUR" },
  { variant: "a", campaign: 0, status: "qualified" },
  { variant: "a", campaign: 1, status: "contacted" },
  { variant: "a", campaign: 0, status: "lost" },
  { variant: "a", campaign: 0, status: "new" },
  { variant: "b", campaign: 0, status: "won", value: "312750.25", currency: "GBP" },
  { variant: "b", campaign: 0, status: "won", value: "7400", currency: "USD" },
  { variant: "b", campaign: 1, status: "qualified" },
  { variant: "b", campaign: 1, status: "new" },
];

let landingId = 0;
let slug = "";

/** Publishes the seed's English example page with a second variant, as staff would split it for a test. */
async function publishSplitPage(page: Page) {
  const list = (await (await page.request.get("/api/admin/content/landing-page")).json()) as { id: number }[];
  for (const { id } of list) {
    const draft = (await contentEntry(page, "landing-page", id)).draft as unknown as LandingPageDocument;
    if (!draft.regions.includes("US")) continue;
    const [first] = draft.variants;
    const doc: LandingPageDocument = {
      ...draft,
      variants: [
        { ...first!, weight: 50 },
        { ...first!, key: "b", name: "Price first", weight: 50 },
      ],
    };
    const headers = await staffHeaders(page);
    expect((await page.request.put(`/api/admin/content/landing-page/${id}/draft`, { headers, data: doc })).status()).toBe(200);
    expect((await page.request.post(`/api/admin/content/landing-page/${id}/publish`, { headers })).status()).toBeLessThan(300);
    return { id, slug: draft.slug };
  }
  throw new Error("the seed's English example landing page is missing");
}

async function seed(browser: Browser) {
  const owner = await browser.newPage();
  const colleague = await browser.newPage();
  await signIn(owner);
  ({ id: landingId, slug } = await publishSplitPage(owner));
  for (const [c, campaign] of CAMPAIGNS.entries())
    for (let i = 0; i < campaign.views; i++) {
      const click = campaign.click ? `&${campaign.click}=Cj0KCQiA-${c}-${i}` : "";
      const res = await owner.request.get(`/lp/${slug}?utm_campaign=${campaign.utmCampaign}&utm_source=${campaign.utmSource}${click}`, {
        headers: { "User-Agent": VISITOR_AGENT },
      });
      expect(res.status()).toBe(200);
    }
  const headers = await staffHeaders(owner);
  for (const [i, lead] of LEADS.entries()) {
    const campaign = CAMPAIGNS[lead.campaign]!;
    const { id } = await postHomeLead(owner, {
      email: `report-${tag}-${i}@dental-growth-partners.example`,
      ...({ landingPage: landingId, landingVariant: lead.variant } as object),
      attribution: {
        landingPage: `/lp/${slug}?utm_campaign=${campaign.utmCampaign}`,
        utmCampaign: campaign.utmCampaign,
        utmSource: campaign.utmSource,
        ...(campaign.click ? { [campaign.click]: `Cj0KCQiA-lead-${i}` } : {}),
      },
    });
    if (lead.status === "new") continue;
    const res = await owner.request.patch(`/api/admin/leads/${id}`, {
      headers,
      data: { status: lead.status, ...(lead.value ? { value: lead.value, currency: lead.currency } : {}) },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  await inviteWithPassword(owner, colleague, SALES);
  // Views are written to the database every few seconds (server/landing/landing-views.ts).
  await expect
    .poll(
      async () => {
        const report = (await (await owner.request.get("/api/admin/campaign-report")).json()) as {
          pages: { id: number; variants: { views: number }[] }[];
        };
        return report.pages.find((p) => p.id === landingId)?.variants.reduce((sum, v) => sum + v.views, 0);
      },
      { timeout: 30_000 },
    )
    .toBe(CAMPAIGNS.reduce((sum, c) => sum + c.views, 0));
  await owner.close();
  await colleague.close();
}

test.beforeAll(async ({ browser }) => {
  await seed(browser);
});

/** How far the page reaches past the view's right edge, and the figures cut off inside their cells. */
const howItFits = (page: Page) =>
  page.evaluate(() => {
    const clipped = [...document.querySelectorAll<HTMLElement>("[data-testid=campaign-page] td, [data-testid=campaign-page] th")]
      .filter((cell) => cell.getClientRects().length > 0 && cell.scrollWidth > cell.clientWidth + 1)
      .map((cell) => cell.textContent?.trim() ?? "");
    return { overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth, clipped };
  });

async function shoot(page: Page, name: string) {
  if (shotDir) await page.screenshot({ path: `${shotDir}/${name}.png`, fullPage: true });
}

async function openReport(page: Page) {
  await page.goto("/admin/campaigns");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Campaign report" })).toBeVisible(HASH_WAIT);
  const section = page.getByTestId("campaign-page").filter({ has: page.locator(`a[href*="page=${landingId}"]`) });
  await expect(section.getByTestId("variant-row")).toHaveCount(2);
  return section;
}

for (const [who, account] of [
  ["owner", undefined],
  ["sales", SALES],
] as const) {
  test(`${who}: the report fits 1280 and 390 px, every figure whole, the wide campaign table in a region that says it scrolls`, async ({
    page,
  }) => {
    await signIn(page, account);
    for (const [width, size] of [
      [1280, DESKTOP],
      [390, PHONE],
    ] as const) {
      await page.setViewportSize(size);
      const section = await openReport(page);
      await section.getByText(/^By campaign, source and ad network/).click();
      await expect(section.getByTestId("segment-row")).toHaveCount(4);
      await shoot(page, `campaigns-${who}-${width}`);
      expect(await howItFits(page), `${who} at ${width} px`).toEqual({ overflow: 0, clipped: [] });
      // The won values in their own currencies, written whole.
      await expect(section.getByTestId("variant-row").first()).toContainText("$1,254,800.50");
      await expect(section.getByTestId("variant-row").first()).toContainText("€98,500.00");
      await expect(section.getByTestId("variant-row").nth(1)).toContainText("£312,750.25");
      // The variants fit: stacked on a phone, one row each at 1280 px.
      const variants = section.getByRole("region", { name: /^Variants of / });
      await expect(variants).toBeVisible();
      expect(await variants.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
      // The campaign table is wider than a phone: its region scrolls, is reached by keyboard and says so, at any width it needs to.
      const campaigns = section.getByRole("region", { name: /^By campaign, source and ad network/ });
      await expect(campaigns).toHaveAttribute("tabindex", "0");
      const scrolls = await campaigns.evaluate((el) => el.scrollWidth > el.clientWidth);
      if (width === 390) expect(scrolls).toBe(true);
      await expect(section.getByText("Scroll sideways for every column")).toHaveCount(scrolls ? 1 : 0);
      await expect(section.getByText("Scroll sideways for every column")).toBeVisible({ visible: scrolls });
    }
  });
}

test("owner: the landing pages list and the editor of a page with two variants fit 1280 and 390 px", async ({ page }) => {
  await signIn(page);
  for (const [width, size] of [
    [1280, DESKTOP],
    [390, PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto("/admin/landing-pages");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Landing pages" })).toBeVisible(HASH_WAIT);
    await shoot(page, `landing-pages-${width}`);
    expect(await howItFits(page)).toEqual({ overflow: 0, clipped: [] });
    // A landing page has no picture of its own: its row starts with its name, not an empty circle.
    const row = page.getByTestId("content-row").first();
    const [cell, name] = await Promise.all([row.locator("td").first().boundingBox(), row.getByRole("link").first().boundingBox()]);
    expect(name!.x - cell!.x).toBeLessThan(24);
    await page.goto(`/admin/landing-pages/${landingId}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible(HASH_WAIT);
    await expect(page.getByTestId("draft-state")).toBeVisible(HASH_WAIT);
    await shoot(page, `landing-editor-${width}`);
    expect(await howItFits(page)).toEqual({ overflow: 0, clipped: [] });
  }
});
