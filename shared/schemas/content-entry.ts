// The staff-edited content kinds and the words their rows and revisions are stored with
// (server/db/schema.ts, content_entries; docs/decisions/0025-content-in-the-database.md).

export const contentKinds = ["case-study", "testimonial", "team-member", "partner"] as const;
export type ContentKind = (typeof contentKinds)[number];

/**
 * Every kind content_entries holds: the proof content above, and the one document of site
 * settings (docs/decisions/0040-site-settings.md), which has drafts, revisions and publishing
 * like them but a staff screen and API of its own.
 */
export const entryKinds = [...contentKinds, "site-settings"] as const;
export type EntryKind = (typeof entryKinds)[number];

/** The site settings row's `slug`: the (kind, slug) unique index keeps it the only one of its kind. */
export const SITE_SETTINGS_SLUG = "site";

/** The staff screen of the site settings (/admin/<segment>); owners only (shared/admin/staff-screens.ts). */
export const SITE_SETTINGS_SEGMENT = "settings";
export const SITE_SETTINGS_SCREEN = `/admin/${SITE_SETTINGS_SEGMENT}`;

/** What a revision records: the document as it was after this step. */
export const contentRevisionActions = ["created", "saved", "published", "unpublished", "restored"] as const;
export type ContentRevisionAction = (typeof contentRevisionActions)[number];

/** The staff screens show this many revisions of an entry; older ones are pruned when a new one is written. */
export const KEPT_REVISIONS = 20;

/** Whose old slugs answer 301 (slug_redirects). */
export type RedirectKind = "case-study" | "blog-post";

/** The kinds staff put in order by hand; case studies are ordered by position too, but listed by service. */
export const orderedKinds: readonly ContentKind[] = ["testimonial", "team-member", "partner"];

/** Where each kind's staff screens live (/admin/<segment>, /admin/<segment>/<id>) and what one entry is called. */
export const contentAdminScreens: Record<ContentKind, { segment: string; one: string }> = {
  "case-study": { segment: "case-studies", one: "case study" },
  testimonial: { segment: "testimonials", one: "testimonial" },
  "team-member": { segment: "team", one: "team member" },
  partner: { segment: "partners", one: "partner agency" },
};
