// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Component as CampaignReportScreen } from "../../client/pages/admin-campaigns/admin-campaigns.page";
import type { StaffRole } from "../../shared/admin/staff-roles";
import { ADMIN_HINT_COOKIE } from "../../shared/admin/session-hint";
import { buildCampaignReport } from "../../server/landing/campaign-report";
import { landingPageDocument } from "../helpers/content-documents";
import { fakeApi, renderScreen } from "../helpers/admin-screen";

// The campaign report's screen as each role that may open it sees it (docs/decisions/0039-landing-pages.md,
// "Who may do what"): owners act on a running test; sales read the same figures with no button that
// would publish the page, and no link to an editor their role cannot open.

beforeEach(() => {
  document.cookie = `${ADMIN_HINT_COOKIE}=1; path=/`;
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

const report = buildCampaignReport({
  from: "2026-11-01",
  to: "2026-11-28",
  pages: [{ id: 5, document: landingPageDocument("zahnarzt-seo", { regions: ["DE"] }), isPublished: true }],
  views: [
    { pageId: 5, variant: "a", utmCampaign: "q4", utmSource: "google", clickSource: "google", views: 120 },
    { pageId: 5, variant: "b", utmCampaign: "q4", utmSource: "google", clickSource: "google", views: 110 },
  ],
  leads: [],
  wonDeals: [],
});

async function openAs(role: StaffRole) {
  fakeApi({
    "GET /api/admin/session": () => ({
      status: 200,
      body: { email: `${role}@agency.example`, role, method: "password", csrfToken: "t", expiresAt: "2099-01-01T00:00:00.000Z" },
    }),
    "GET /api/admin/campaign-report": () => ({ status: 200, body: report }),
  });
  const screen = await renderScreen("/admin/campaigns", "/admin/campaigns", CampaignReportScreen);
  await screen.waitFor(() => expect(screen.text()).toContain("Price first"));
  return screen;
}

describe("the campaign report screen", () => {
  test("an owner may stop a variant or make it the only version, and opens the page's editor from its title", async () => {
    const screen = await openAs("owner");
    await screen.waitFor(() => expect(screen.button("Stop Control")).toBeDefined());
    expect(screen.button("Stop Price first")).toBeDefined();
    expect(screen.container.querySelector("h2 a")?.getAttribute("href")).toBe("/admin/landing-pages/5");
    // A German page's address is its German one.
    expect(screen.text()).toContain("/de/lp/zahnarzt-seo · Published");
    expect(screen.text()).not.toContain("An owner stops or promotes");
  });

  test("sales read the same figures without the buttons that publish the page, and are told who can act", async () => {
    const screen = await openAs("sales");
    await screen.waitFor(() => expect(screen.text()).toContain("An owner stops or promotes a variant from this report."));
    expect([...screen.container.querySelectorAll("button")].map((b) => b.textContent)).not.toContainEqual(
      expect.stringMatching(/^Stop|^Make it/),
    );
    expect(screen.container.querySelector("h2 a")).toBeNull();
    expect(screen.container.querySelector("h2")?.textContent).toBe("White-label SEO for dental marketers");
    expect(screen.text()).toContain("120");
  });
});
