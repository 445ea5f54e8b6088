import { isScreenFor } from "../../../shared/admin/staff-screens";
import type { StaffRole } from "../../../shared/admin/staff-roles";
import { SITE_SETTINGS_SCREEN } from "../../../shared/schemas/content-entry";
import { contentSections } from "./content-sections";

// The staff area's sections under a few headings, the way staff tools group them: what came in
// (leads), what visitors read (content), what campaigns bring (landing pages and their report), and
// the area's own settings. Each link shows only to the roles its screen is for
// (shared/admin/staff-screens.ts), and a group with no link left for a role is not shown at all.

export interface StaffNavLink {
  to: string;
  label: string;
}

export interface StaffNavGroup {
  /** null: the overview, above every heading. */
  heading: string | null;
  links: StaffNavLink[];
}

const sectionLink = (s: (typeof contentSections)[number]): StaffNavLink => ({ to: `/admin/${s.segment}`, label: s.title });

const STAFF_NAV: readonly StaffNavGroup[] = [
  { heading: null, links: [{ to: "/admin", label: "Overview" }] },
  {
    heading: "Leads",
    links: [
      { to: "/admin/leads", label: "Leads" },
      { to: "/admin/conversions", label: "Conversions" },
      { to: "/admin/outbox", label: "Outbox" },
      { to: "/admin/people", label: "Data requests" },
    ],
  },
  {
    heading: "Content",
    links: [
      { to: "/admin/posts", label: "Posts" },
      ...contentSections.filter((s) => s.kind !== "landing-page").map(sectionLink),
      { to: "/admin/media", label: "Media" },
    ],
  },
  {
    heading: "Campaigns",
    links: [
      ...contentSections.filter((s) => s.kind === "landing-page").map(sectionLink),
      { to: "/admin/campaigns", label: "Campaign report" },
    ],
  },
  {
    heading: "Settings and staff",
    links: [
      { to: SITE_SETTINGS_SCREEN, label: "Settings" },
      { to: "/admin/staff", label: "Staff" },
      { to: "/admin/audit", label: "Audit trail" },
    ],
  },
];

/** The groups an account of `role` sees, each with only the links to screens for that role. */
export function staffNavFor(role: StaffRole): StaffNavGroup[] {
  return STAFF_NAV.map((group) => ({ ...group, links: group.links.filter((link) => isScreenFor(role, link.to)) })).filter(
    (group) => group.links.length > 0,
  );
}

/** The link of the section `pathname` is in ("/admin/leads/4" → Leads), for the phone's menu button. */
export function currentStaffLink(groups: StaffNavGroup[], pathname: string): StaffNavLink | null {
  const links = groups.flatMap((group) => group.links);
  return (
    links.find((link) => link.to !== "/admin" && (pathname === link.to || pathname.startsWith(`${link.to}/`))) ??
    (pathname === "/admin" ? (links.find((link) => link.to === "/admin") ?? null) : null)
  );
}
