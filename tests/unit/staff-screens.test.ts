import { describe, expect, test } from "vitest";
import { pathOf } from "../../client/lib/routing/page-route";
import { routeModules } from "../../client/pages/route-modules.generated";
import { isScreenFor, staffScreenAccess } from "../../shared/admin/staff-screens";
import { SITE_SETTINGS_SCREEN } from "../../shared/schemas/content-entry";

// Every staff screen says which roles it is for (shared/admin/staff-screens.ts): the navigation
// and the staff area read it, so a new screen without an entry would show to every role.

const staffPages = Object.entries(routeModules).filter(([, page]) => page.parent === "admin");

describe("staff screens by role", () => {
  test.each(staffPages.flatMap(([name, page]) => page.paths.map((p) => [name, `/admin/${pathOf(p)}`.replace(/\/$/, "")])))(
    "%s (%s) names the roles it is for",
    (_name, address) => {
      expect(staffScreenAccess(address)).not.toBeNull();
    },
  );

  test("an editor is shown no screen with lead data, and sales no content screen", () => {
    for (const address of ["/admin/leads", "/admin/leads/4", "/admin/outbox", "/admin/conversions"]) {
      expect(isScreenFor("editor", address), address).toBe(false);
      expect(isScreenFor("sales", address), address).toBe(true);
    }
    for (const address of ["/admin/posts", "/admin/posts/3", "/admin/media", "/admin/case-studies", "/admin/team/2"]) {
      expect(isScreenFor("sales", address), address).toBe(false);
      expect(isScreenFor("editor", address), address).toBe(true);
    }
    expect(isScreenFor("editor", "/admin")).toBe(true);
    expect(staffScreenAccess("/admin/no-such-screen")).toBeNull();
    expect(staffScreenAccess("/blog")).toBeNull();
  });

  test("the site settings' screen is for owners only, as their API (docs/decisions/0040-site-settings.md)", () => {
    expect(isScreenFor("owner", SITE_SETTINGS_SCREEN)).toBe(true);
    expect(isScreenFor("sales", SITE_SETTINGS_SCREEN)).toBe(false);
    expect(isScreenFor("editor", SITE_SETTINGS_SCREEN)).toBe(false);
  });
});
