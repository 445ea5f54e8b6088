import { describe, expect, test } from "vitest";
import { currentStaffLink, staffNavFor } from "../../client/features/admin/staff-nav-groups";
import { pathOf } from "../../client/lib/routing/page-route";
import { routeModules } from "../../client/pages/route-modules.generated";
import { staffScreenAccess } from "../../shared/admin/staff-screens";

// The staff navigation's groups (client/features/admin/staff-nav-groups.ts): each role sees the
// sections its screens are for, under headings that are never empty, and every list screen of the
// route table has its link.

const headings = (role: Parameters<typeof staffNavFor>[0]) => staffNavFor(role).map((g) => g.heading);
const labels = (role: Parameters<typeof staffNavFor>[0]) => staffNavFor(role).flatMap((g) => g.links.map((l) => l.label));

describe("the staff navigation's groups", () => {
  test("an owner sees every group; an editor no lead group and no report; sales no content and no settings", () => {
    expect(headings("owner")).toEqual([null, "Leads", "Content", "Campaigns", "Settings and staff"]);
    expect(headings("editor")).toEqual([null, "Content", "Campaigns"]);
    expect(labels("editor")).toContain("Landing pages");
    expect(labels("editor")).not.toContain("Campaign report");
    expect(headings("sales")).toEqual([null, "Leads", "Campaigns"]);
    expect(labels("sales")).toEqual(["Overview", "Leads", "Conversions", "Outbox", "Data requests", "Campaign report"]);
  });

  test("every staff list screen of the route table has a link (its own account page is in the top bar)", () => {
    const linked = staffNavFor("owner").flatMap((g) => g.links.map((l) => l.to));
    const screens = Object.values(routeModules)
      .filter((page) => page.parent === "admin")
      .flatMap((page) => page.paths.map((p) => `/admin/${pathOf(p)}`.replace(/\/$/, "")))
      .filter((address) => !address.includes(":") && !["/admin/account", "/admin/welcome"].includes(address))
      .filter((address) => staffScreenAccess(address) !== "signedOut");
    expect(screens.length).toBeGreaterThan(10);
    for (const address of screens) expect(linked, address).toContain(address);
  });

  test("the phone's menu button names the section of the screen open, an entry's screen by its list", () => {
    const groups = staffNavFor("owner");
    expect(currentStaffLink(groups, "/admin")?.label).toBe("Overview");
    expect(currentStaffLink(groups, "/admin/leads/4")?.label).toBe("Leads");
    expect(currentStaffLink(groups, "/admin/landing-pages/new")?.label).toBe("Landing pages");
    expect(currentStaffLink(groups, "/admin/account")).toBeNull();
  });
});
