import { z } from "zod/mini";
import type { ContentDocuments } from "./content-documents";
import { type Department, departmentName, portraitSeedOf, teamPortraitSrc } from "../content/team";
import { contentKinds, type ContentKind, type ContentRevisionAction, type EntryKind } from "./content-entry";

// What the staff screens for case studies, testimonials, team members, partners and the site
// settings read and send (server/api/admin/content.routes.ts, settings.routes.ts). Documents
// themselves are checked by ./content-documents.ts; this file holds the answers around them.

/** Draft only; published and unchanged since; published, with a draft that differs from it. */
export const contentStatuses = ["draft", "published", "changed"] as const;
export type ContentStatus = (typeof contentStatuses)[number];

/** One entry of each kind, as the staff area names it ("Case study not found"). */
export const contentKindNames: Record<EntryKind, string> = {
  "case-study": "Case study",
  testimonial: "Testimonial",
  "team-member": "Team member",
  partner: "Partner",
  "site-settings": "Site settings",
};

export const isContentKind = (value: string): value is ContentKind => (contentKinds as readonly string[]).includes(value);

export interface ContentListItem {
  id: number;
  kind: EntryKind;
  /** What the list shows for the entry: a study's title, a person's name, a partner's name. */
  label: string;
  /** The line under it that tells like entries apart: a named member's role, a member's department, a testimonial's role. */
  detail: string | null;
  /** Its picture: a media-library image (photo, logo, cover) by id, or a member's drawn portrait by address. */
  picture: ContentPicture | null;
  status: ContentStatus;
  /** A case study's published address, else null. */
  slug: string | null;
  sortOrder: number;
  updatedAt: string;
  updatedBy: string | null;
}

export interface ContentRevisionInfo {
  id: number;
  action: ContentRevisionAction;
  createdAt: string;
  createdBy: string | null;
}

/** An entry that names another one (a testimonial's case study, a study's related studies). */
export interface ContentReference {
  id: number;
  kind: EntryKind;
  label: string;
}

export interface ContentEntry<K extends EntryKind = EntryKind> extends ContentListItem {
  kind: K;
  draft: ContentDocuments[K];
  published: ContentDocuments[K] | null;
  publishedAt: string | null;
  /** The last revisions, newest first (KEPT_REVISIONS at most). */
  revisions: ContentRevisionInfo[];
  /** Entries that name this one: a case study with any cannot be deleted. */
  referencedBy: ContentReference[];
}

/** A kind's entries in their new order: every id of the kind, once. */
export const ContentOrderSchema = z.strictObject({
  ids: z.array(z.int().check(z.positive())).check(z.minLength(1, "Send the ids in their new order"), z.maxLength(500, "At most 500 ids")),
});
export type ContentOrder = z.infer<typeof ContentOrderSchema>;

export type ContentPicture = { mediaId: string } | { src: string };

/** The second line of an entry in its list, from its working copy. */
export function contentDetail(kind: EntryKind, draft: unknown): string | null {
  const doc = (draft ?? {}) as Record<string, unknown>;
  const role = (doc.role as { en?: string } | undefined)?.en?.trim() || null;
  switch (kind) {
    case "team-member": {
      // A member shown by role alone is told apart from others of that role by their portrait.
      const portrait = !doc.name && !doc.photo && doc.portrait ? `portrait “${doc.portrait}”` : null;
      return [doc.name ? role : null, departmentName(doc.department as Department), portrait].filter(Boolean).join(" · ") || null;
    }
    case "testimonial":
      return role;
    case "case-study":
    case "partner":
    case "site-settings":
      return null;
  }
}

/** An entry's picture in its list, from its working copy: the image it shows, else a member's drawn portrait. */
export function contentPicture(kind: EntryKind, id: number, draft: unknown): ContentPicture | null {
  // The site settings are one document with a screen of their own, never a row of a list.
  if (kind === "site-settings") return null;
  const doc = (draft ?? {}) as Record<string, unknown>;
  const key = ({ "case-study": "cover", testimonial: "photo", "team-member": "photo", partner: "logo" } as const)[kind];
  const mediaId = doc[key];
  if (typeof mediaId === "string") return { mediaId };
  if (kind !== "team-member" || typeof doc.portrait !== "string") return null;
  return { src: teamPortraitSrc(portraitSeedOf({ portrait: doc.portrait }, id), doc.department as Department) };
}

/** What the list shows as an entry's name, from its working copy. */
export function contentLabel(kind: EntryKind, draft: unknown): string {
  const doc = (draft ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);
  const en = (value: unknown) => text((value as { en?: unknown } | null | undefined)?.en);
  switch (kind) {
    case "case-study":
      return text((doc.story as { en?: { title?: unknown } } | undefined)?.en?.title) ?? text(doc.client) ?? "Untitled study";
    case "testimonial":
      return [text(doc.person), text(doc.agency)].filter(Boolean).join(", ") || "Unnamed testimonial";
    case "team-member":
      return text(doc.name) ?? en(doc.role) ?? "Unnamed team member";
    case "partner":
      return text(doc.name) ?? "Unnamed partner";
    case "site-settings":
      return "Site settings";
  }
}
