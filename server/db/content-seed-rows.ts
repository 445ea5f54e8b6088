import type { ContentDocuments } from "../../shared/schemas/content-documents";
import { type EntryKind, SITE_SETTINGS_SLUG } from "../../shared/schemas/content-entry";
import type { Db } from "./connection";
import type { SeedCaseStudyEntry } from "./seed-content/content-seed";
import { corrected, type SeedCorrection } from "./seed-content/seed-corrections";

// Writes a seed set's content (server/db/seed-sets.ts) as published entries, each with the
// revision staff see as its start, and a case study's aliases as its old slugs.

export interface ContentSeed {
  caseStudies?: readonly SeedCaseStudyEntry[];
  team?: readonly ContentDocuments["team-member"][];
  partners?: readonly ContentDocuments["partner"][];
  /** The one site-settings document (docs/decisions/0040-site-settings.md), published at its fixed slug. */
  siteSettings?: ContentDocuments["site-settings"];
}

/**
 * Puts right seeded words that mislead (./seed-content/seed-corrections.ts) in the study's draft and
 * published copy, each with a revision, where they still read as shipped; returns how many entries changed.
 */
export async function applySeedCorrections(tx: Db, corrections: readonly SeedCorrection[]): Promise<number> {
  const now = new Date().toISOString();
  let changed = 0;
  for (const correction of corrections) {
    const row = await tx.kysely
      .selectFrom("content_entries")
      .select(["id", "draft", "published"])
      .where("kind", "=", "case-study")
      .where("slug", "=", correction.slug)
      .executeTakeFirst();
    if (!row) continue;
    const draft = corrected(correction, row.draft);
    const published = row.published === null ? null : corrected(correction, row.published);
    if (!draft && !published) continue;
    await tx.kysely
      .updateTable("content_entries")
      .set({ ...(draft ? { draft } : {}), ...(published ? { published } : {}), updated_at: now })
      .where("id", "=", row.id)
      .execute();
    const action = published ? "published" : "saved";
    await tx.kysely
      .insertInto("content_revisions")
      .values({ entry_id: row.id, document: published ?? draft!, action, created_at: now, created_by: null })
      .execute();
    changed++;
  }
  return changed;
}

/** Inserts every entry whose slug is free (a study staff wrote at that slug is left alone); returns how many. */
export async function insertSeedContent(tx: Db, content: ContentSeed): Promise<number> {
  const now = new Date().toISOString();
  let inserted = 0;
  const insert = async <K extends EntryKind>(kind: K, document: ContentDocuments[K], sortOrder: number, slug: string | null) => {
    const json = JSON.stringify(document);
    const row = await tx.kysely
      .insertInto("content_entries")
      .values({ kind, slug, sort_order: sortOrder, draft: json, published: json, created_at: now, updated_at: now, published_at: now })
      .onConflict((oc) => oc.doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!row) return null;
    await tx.kysely
      .insertInto("content_revisions")
      .values({ entry_id: row.id, document: json, action: "published", created_at: now, created_by: null })
      .execute();
    inserted++;
    return row.id;
  };
  for (const [i, study] of (content.caseStudies ?? []).entries()) {
    const id = await insert("case-study", study.document, i, study.document.slug);
    if (id === null) continue;
    for (const alias of study.aliases)
      await tx.kysely
        .insertInto("slug_redirects")
        .values({ kind: "case-study", old_slug: alias, target_id: id, created_at: now })
        .onConflict((oc) => oc.doNothing())
        .execute();
  }
  for (const [i, member] of (content.team ?? []).entries()) await insert("team-member", member, i, null);
  for (const [i, partner] of (content.partners ?? []).entries()) await insert("partner", partner, i, null);
  if (content.siteSettings) await insert("site-settings", content.siteSettings, 0, SITE_SETTINGS_SLUG);
  return inserted;
}
