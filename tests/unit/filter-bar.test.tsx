// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Component as AuditScreen } from "../../client/pages/admin-audit/admin-audit.page";
import { Component as CampaignReportScreen } from "../../client/pages/admin-campaigns/admin-campaigns.page";
import { Component as LeadsScreen } from "../../client/pages/admin-leads/admin-leads.page";
import { ADMIN_HINT_COOKIE } from "../../shared/admin/session-hint";
import { buildCampaignReport } from "../../server/landing/campaign-report";
import { fakeApi, renderScreen } from "../helpers/admin-screen";

// The one filter bar (client/features/admin/filter-bar.tsx) on the three screens that have one:
// what a staff member chooses ends up in the address, as it did when each screen had its own form.

beforeEach(() => {
  document.cookie = `${ADMIN_HINT_COOKIE}=1; path=/`;
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

const session = () => ({
  status: 200,
  body: { email: "owner@agency.example", role: "owner", method: "password", csrfToken: "t", expiresAt: "2099-01-01T00:00:00.000Z" },
});
const emptyPage = { items: [], total: 0, page: 1, pageSize: 50 };

type Screen = Awaited<ReturnType<typeof renderScreen>>;

function field(screen: Screen, label: string): HTMLInputElement | HTMLSelectElement {
  const labelElement = [...screen.container.querySelectorAll("label")].find((l) => l.textContent?.trim() === label);
  const control = labelElement && screen.container.querySelector(`#${labelElement.htmlFor}`);
  if (!control) throw new Error(`no field labelled ${label}`);
  return control as HTMLInputElement | HTMLSelectElement;
}

async function submit(screen: Screen, formName: string) {
  const form = screen.container.querySelector<HTMLFormElement>(`form[aria-label="${formName}"]`);
  if (!form) throw new Error(`no form ${formName}`);
  // As a person submits it: with its submit button.
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  await act(async () => button?.click());
}

const search = (screen: Screen) => new URLSearchParams(screen.router.state.location.search);

describe("the staff screens' filter bar", () => {
  test("the leads bar puts each filled field in the address, trimmed, drops the page number, and Clear empties it", async () => {
    fakeApi({
      "GET /api/admin/session": session,
      "GET /api/contacts?page=3": () => ({
        status: 200,
        body: { ...emptyPage, page: 3, formTypes: ["home-contact-form"], sources: [], trafficSources: ["google"], campaigns: [] },
      }),
    });
    const screen = await renderScreen("/admin/leads", "/admin/leads?page=3", LeadsScreen);
    await screen.waitFor(() => expect(field(screen, "Traffic source").querySelectorAll("option")).toHaveLength(2));
    field(screen, "Search name, email, company or message").value = "  Acme Growth ";
    field(screen, "Status").value = "won";
    field(screen, "Traffic source").value = "google";
    await submit(screen, "Filter leads");
    expect(screen.router.state.location.pathname).toBe("/admin/leads");
    expect(search(screen).toString()).toBe("q=Acme+Growth&status=won&trafficSource=google");

    await screen.click(screen.button("Clear"));
    expect(screen.router.state.location.search).toBe("");
    await screen.unmount();
  });

  test("the audit bar starts from the address, keeping a person no longer in the list", async () => {
    fakeApi({
      "GET /api/admin/session": session,
      "GET /api/admin/audit?actor=left%40agency.example": () => ({ status: 200, body: { ...emptyPage, actors: ["owner@agency.example"] } }),
    });
    const screen = await renderScreen("/admin/audit", "/admin/audit?actor=left%40agency.example", AuditScreen);
    await screen.waitFor(() => expect(screen.text()).toContain("0 entries"));
    expect(field(screen, "Who").value).toBe("left@agency.example");
    field(screen, "What").value = "sign-in";
    field(screen, "From").value = "2026-11-01";
    await submit(screen, "Filter the audit trail");
    expect(search(screen).toString()).toBe("action=sign-in&actor=left%40agency.example&from=2026-11-01");
    await screen.unmount();
  });

  test("the campaign report's bar shows the period the report covers and sets a new one, keeping the page chosen", async () => {
    const report = buildCampaignReport({ from: "2026-11-01", to: "2026-11-28", pages: [], views: [], leads: [], wonDeals: [] });
    fakeApi({
      "GET /api/admin/session": session,
      "GET /api/admin/campaign-report?page=5": () => ({ status: 200, body: report }),
    });
    const screen = await renderScreen("/admin/campaigns", "/admin/campaigns?page=5", CampaignReportScreen);
    await screen.waitFor(() => expect(field(screen, "From").value).toBe("2026-11-01"));
    expect(field(screen, "To").value).toBe("2026-11-28");
    expect(screen.button("Clear")).toBeUndefined();
    field(screen, "From").value = "2026-10-01";
    await submit(screen, "The report's period");
    expect(search(screen).toString()).toBe("page=5&from=2026-10-01&to=2026-11-28");
    await screen.unmount();
  });
});
