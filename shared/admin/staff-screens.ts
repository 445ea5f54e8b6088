import { contentAdminScreens, SITE_SETTINGS_SEGMENT } from "../schemas/content-entry";
import { mayAccess, type StaffAccess, type StaffRole } from "./staff-roles";

// Which roles each staff screen is for, by its first segment under /admin. The navigation shows
// a screen's link only to those roles, and the staff area shows any other role a notice in
// its place (client/pages/admin/admin.page.tsx); the API refuses them anyway
// (server/api/admin/staff-routes.ts). tests/unit/staff-screens.test.ts holds every staff page
// to an entry here.

const SCREEN_ACCESS: Readonly<Record<string, StaffAccess>> = {
  // The overview: lead figures for the roles that see them, the site's speed for everyone.
  "": "anyStaff",
  leads: "leadData",
  conversions: "leadData",
  outbox: "leadData",
  people: "leadData",
  posts: "content",
  media: "content",
  ...Object.fromEntries(Object.values(contentAdminScreens).map((s) => [s.segment, "content" as const])),
  // The site settings: what the site claims, its contacts and its brand (docs/decisions/0040-site-settings.md).
  [SITE_SETTINGS_SEGMENT]: "ownerOnly",
  staff: "ownerOnly",
  audit: "ownerOnly",
  account: "anyStaff",
  // The page an emailed invitation or reset link opens: before any session.
  welcome: "signedOut",
};

/** The group of roles a staff address is for, or null when it is not a staff screen. */
export function staffScreenAccess(pathname: string): StaffAccess | null {
  const match = /^\/admin(?:\/([^/?#]*))?/.exec(pathname);
  if (!match) return null;
  return SCREEN_ACCESS[match[1] ?? ""] ?? null;
}

/** Whether the screen at `pathname` is for an account of `role`. */
export function isScreenFor(role: StaffRole, pathname: string): boolean {
  const access = staffScreenAccess(pathname);
  return access !== null && access !== "signedOut" && mayAccess(role, access);
}
