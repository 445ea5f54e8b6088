import type { ContentDocuments } from "../../shared/schemas/content-documents";
import { documentSchemas } from "../../shared/schemas/content-documents";
import type { EntryKind, RedirectKind } from "../../shared/schemas/content-entry";
import type { ContentStatus } from "../../shared/schemas/admin-content";
import type { Db } from "./connection";
import { statusOf } from "./content-entry-row";

// The public reads of the content store (docs/decisions/0025-content-in-the-database.md):
// published documents only, in the staff's order. Writes are the staff screens'
// (server/db/content-admin.queries.ts); the seed's are in content-seed-rows.ts.

export interface StoredEntry<K extends EntryKind> {
  id: number;
  kind: K;
  document: ContentDocuments[K];
}

/** A stored document as its schema reads it; a row that no longer fits is left out rather than break a page. */
function documentOf<K extends EntryKind>(kind: K, json: string | null): ContentDocuments[K] | null {
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = documentSchemas[kind].safeParse(value);
  return parsed.success ? (parsed.data as ContentDocuments[K]) : null;
}

const entryOf = <K extends EntryKind>(kind: K, row: { id: number; published: string | null }): StoredEntry<K> | null => {
  const document = documentOf(kind, row.published);
  return document ? { id: row.id, kind, document } : null;
};

export function createContentQueries(db: Db) {
  const published = (kind: EntryKind) =>
    db.kysely.selectFrom("content_entries").select(["id", "published"]).where("kind", "=", kind).where("published", "is not", null);

  return {
    /** Every published entry of a kind, in the staff's order (then oldest first). */
    async listPublished<K extends EntryKind>(kind: K): Promise<StoredEntry<K>[]> {
      const rows = await published(kind).orderBy("sort_order").orderBy("id").execute();
      return rows.map((row) => entryOf(kind, row)).filter((e): e is StoredEntry<K> => e !== null);
    },
    /** The published case study at this slug, or null. */
    async publishedCaseStudy(slug: string): Promise<StoredEntry<"case-study"> | null> {
      const row = await published("case-study").where("slug", "=", slug).executeTakeFirst();
      return row ? entryOf("case-study", row) : null;
    },
    /**
     * Where an old slug of a case study or a blog post points now: the entry's current published
     * slug, or null (no such old slug, or its target is gone or unpublished).
     */
    async movedTo(kind: RedirectKind, oldSlug: string): Promise<string | null> {
      const redirects = db.kysely.selectFrom("slug_redirects").where("slug_redirects.kind", "=", kind).where("old_slug", "=", oldSlug);
      const row =
        kind === "case-study"
          ? await redirects
              .innerJoin("content_entries", "content_entries.id", "slug_redirects.target_id")
              .where("content_entries.kind", "=", "case-study")
              .where("content_entries.published", "is not", null)
              .select("content_entries.slug as slug")
              .executeTakeFirst()
          : await redirects
              .innerJoin("blog_posts", "blog_posts.id", "slug_redirects.target_id")
              .where("blog_posts.is_published", "=", 1)
              .select("blog_posts.slug as slug")
              .executeTakeFirst();
      return row?.slug && row.slug !== oldSlug ? row.slug : null;
    },
    /** An entry's working copy, for the staff's preview; null when the id is unknown or its draft no longer fits. */
    async draftOf(
      id: number,
    ): Promise<{ id: number; kind: EntryKind; document: ContentDocuments[EntryKind]; status: ContentStatus } | null> {
      const row = await db.kysely
        .selectFrom("content_entries")
        .select(["id", "kind", "draft", "published"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) return null;
      const document = documentOf(row.kind, row.draft);
      return document ? { id: row.id, kind: row.kind, document, status: statusOf(row.draft, row.published) } : null;
    },
  };
}
export type ContentQueries = ReturnType<typeof createContentQueries>;
