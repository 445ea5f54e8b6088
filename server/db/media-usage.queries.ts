import type { MediaUse } from "../../shared/schemas/admin-media";
import { contentLabel } from "../../shared/schemas/admin-content";
import { contentAdminScreens, SITE_SETTINGS_SCREEN } from "../../shared/schemas/content-entry";
import type { Db } from "./connection";

// Where media assets are used, so the library can show it and refuse to delete an image
// that a page still shows (docs/decisions/0024-media-library.md). Each table that holds
// media ids adds one source to MEDIA_USAGE_SOURCES; the library asks them all.

export type MediaUsageSource = (db: Db, assetIds: readonly string[]) => Promise<(MediaUse & { assetId: string })[]>;

/** Blog posts whose cover is the asset (blog_posts.cover_media_id, migration 009). */
const blogCovers: MediaUsageSource = async (db, assetIds) => {
  const rows = await db.kysely
    .selectFrom("blog_posts")
    .select(["id", "title", "cover_media_id"])
    .where("cover_media_id", "in", assetIds)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ assetId: row.cover_media_id!, label: `Blog post “${row.title}” (cover)`, href: `/admin/posts/${row.id}` }));
};

/**
 * Case studies, testimonials, team members, partners and the site settings whose draft or published
 * document names the asset (their `cover`, `photo` or `logo`; shared/schemas/content-documents.ts).
 * The ids are content hashes, so a plain text match on the JSON finds them; the documents are few.
 */
const contentImages: MediaUsageSource = async (db, assetIds) => {
  const rows = await db.kysely.selectFrom("content_entries").select(["id", "kind", "draft", "published"]).execute();
  return rows.flatMap((row) => {
    const docs = [row.draft, row.published ?? ""];
    if (row.kind === "site-settings") {
      const use = { label: "Site settings (the logo)", href: SITE_SETTINGS_SCREEN };
      return assetIds.filter((assetId) => docs.some((doc) => doc.includes(`"${assetId}"`))).map((assetId) => ({ assetId, ...use }));
    }
    const { segment, one } = contentAdminScreens[row.kind];
    const label = contentLabel(row.kind, JSON.parse(row.draft));
    return assetIds
      .filter((assetId) => docs.some((doc) => doc.includes(`"${assetId}"`)))
      .map((assetId) => ({ assetId, label: `${one[0]!.toUpperCase()}${one.slice(1)} “${label}”`, href: `/admin/${segment}/${row.id}` }));
  });
};

export const MEDIA_USAGE_SOURCES: readonly MediaUsageSource[] = [blogCovers, contentImages];

export type MediaUsage = (assetIds: readonly string[]) => Promise<Map<string, MediaUse[]>>;

/** Each asset's uses, from every source; an unused asset has none in the map. */
export function createMediaUsage(db: Db, sources: readonly MediaUsageSource[] = MEDIA_USAGE_SOURCES): MediaUsage {
  return async (assetIds) => {
    const usage = new Map<string, MediaUse[]>();
    if (assetIds.length === 0) return usage;
    for (const uses of await Promise.all(sources.map((source) => source(db, assetIds)))) {
      for (const { assetId, ...use } of uses) usage.set(assetId, [...(usage.get(assetId) ?? []), use]);
    }
    return usage;
  };
}
