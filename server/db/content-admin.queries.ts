import { type ContentEntry, type ContentListItem, type ContentReference, contentLabel } from "../../shared/schemas/admin-content";
import { type EntryKind, type ContentRevisionAction, KEPT_REVISIONS } from "../../shared/schemas/content-entry";
import { type Db, isUniqueViolation, withTransaction } from "./connection";
import { checkedDocument, ContentRefusal, type EntryRow, listItem, namedStudies } from "./content-entry-row";

// The staff's writes to content_entries (docs/decisions/0025-content-in-the-database.md,
// "Staff screens"). Every step is one transaction: the entry, its revision and any
// redirect change together or not at all, so a refused or failed write leaves what
// visitors see as it was. The content-version triggers of migration 008 fire on each.

export function createContentAdminQueries(db: Db) {
  const entryRow = (tx: Db, kind: EntryKind, id: number) =>
    tx.kysely.selectFrom("content_entries").selectAll().where("id", "=", id).where("kind", "=", kind).executeTakeFirst();

  /** Records a step and keeps only the newest KEPT_REVISIONS of the entry. */
  async function addRevision(tx: Db, entryId: number, document: string, action: ContentRevisionAction, by: string, at: string) {
    await tx.kysely
      .insertInto("content_revisions")
      .values({ entry_id: entryId, document, action, created_at: at, created_by: by })
      .execute();
    const kept = tx.kysely
      .selectFrom("content_revisions")
      .select("id")
      .where("entry_id", "=", entryId)
      .orderBy("id", "desc")
      .limit(KEPT_REVISIONS);
    await tx.kysely.deleteFrom("content_revisions").where("entry_id", "=", entryId).where("id", "not in", kept).execute();
  }

  async function references(tx: Db, study: EntryRow): Promise<ContentReference[]> {
    const slugs = new Set([JSON.parse(study.draft).slug as string, study.slug].filter((s): s is string => Boolean(s)));
    const rows = await tx.kysely
      .selectFrom("content_entries")
      .select(["id", "kind", "draft", "published"])
      .where("kind", "in", ["testimonial", "case-study"])
      .where("id", "!=", study.id)
      .orderBy("id")
      .execute();
    return rows
      .filter((r) => [...namedStudies(r.kind, r.draft), ...namedStudies(r.kind, r.published)].some((s) => slugs.has(s)))
      .map((r) => ({ id: r.id, kind: r.kind, label: contentLabel(r.kind, JSON.parse(r.draft)) }));
  }

  /** Refuses a published slug that another study has, now or as an old address. */
  async function guardStudySlug(tx: Db, id: number, slug: string) {
    const taken = await tx.kysely
      .selectFrom("content_entries")
      .select("id")
      .where("kind", "=", "case-study")
      .where("slug", "=", slug)
      .where("id", "!=", id)
      .executeTakeFirst();
    const redirected = await tx.kysely
      .selectFrom("slug_redirects")
      .select("id")
      .where("kind", "=", "case-study")
      .where("old_slug", "=", slug)
      .where("target_id", "!=", id)
      .executeTakeFirst();
    if (taken || redirected) {
      throw new ContentRefusal(taken ? "slugTaken" : "slugRedirected", "slug");
    }
  }

  async function detail(tx: Db, kind: EntryKind, id: number): Promise<ContentEntry | null> {
    const row = await entryRow(tx, kind, id);
    if (!row) return null;
    const revisions = await tx.kysely
      .selectFrom("content_revisions")
      .select(["id", "action", "created_at", "created_by"])
      .where("entry_id", "=", id)
      .orderBy("id", "desc")
      .limit(KEPT_REVISIONS)
      .execute();
    return {
      ...listItem(row),
      draft: JSON.parse(row.draft),
      published: row.published === null ? null : JSON.parse(row.published),
      publishedAt: row.published_at,
      revisions: revisions.map((r) => ({ id: r.id, action: r.action, createdAt: r.created_at, createdBy: r.created_by })),
      referencedBy: kind === "case-study" ? await references(tx, row) : [],
    };
  }

  /** Runs one step in a transaction and answers the entry as it is afterwards (null: no such entry). */
  const step = (kind: EntryKind, id: number, work: (tx: Db, row: EntryRow) => Promise<void>) =>
    withTransaction(db, async (tx) => {
      const row = await entryRow(tx, kind, id);
      if (!row) return null;
      await work(tx, row);
      return detail(tx, kind, id);
    });

  type Changes = { draft?: string; published?: string | null; slug?: string | null; published_at?: string | null };
  const touch = (tx: Db, id: number, values: Changes, by: string, at: string) =>
    tx.kysely
      .updateTable("content_entries")
      .set({ ...values, updated_at: at, updated_by: by })
      .where("id", "=", id)
      .execute();

  const publishStep = (kind: EntryKind, id: number, by: string, at: string) =>
    step(kind, id, async (tx, row) => {
      const document = checkedDocument(kind, JSON.parse(row.draft));
      const values: Changes = { draft: document, published: document, published_at: row.published_at ?? at };
      if (kind === "testimonial" && !JSON.parse(document).publicationAgreed) {
        throw new ContentRefusal("publicationNotAgreed", "publicationAgreed");
      }
      if (kind === "case-study") {
        const slug = JSON.parse(document).slug as string;
        await guardStudySlug(tx, id, slug);
        // Its own old address is an address again; the one it leaves answers 301.
        await tx.kysely.deleteFrom("slug_redirects").where("kind", "=", "case-study").where("old_slug", "=", slug).execute();
        if (row.slug && row.slug !== slug) {
          await tx.kysely
            .insertInto("slug_redirects")
            .values({ kind: "case-study", old_slug: row.slug, target_id: id, created_at: at })
            .execute();
        }
        values.slug = slug;
      }
      await touch(tx, id, values, by, at);
      await addRevision(tx, id, document, "published", by, at);
    });

  return {
    async list(kind: EntryKind): Promise<ContentListItem[]> {
      const rows = await db.kysely
        .selectFrom("content_entries")
        .selectAll()
        .where("kind", "=", kind)
        .orderBy("sort_order")
        .orderBy("id")
        .execute();
      return rows.map(listItem);
    },

    get: (kind: EntryKind, id: number) => detail(db, kind, id),

    /** A new draft, last in its kind's order. */
    create(kind: EntryKind, document: unknown, by: string, now = new Date()): Promise<ContentEntry> {
      const draft = checkedDocument(kind, document);
      const at = now.toISOString();
      return withTransaction(db, async (tx) => {
        const last = await tx.kysely
          .selectFrom("content_entries")
          .select((eb) => eb.fn.max("sort_order").as("last"))
          .where("kind", "=", kind)
          .executeTakeFirst();
        const { id } = await tx.kysely
          .insertInto("content_entries")
          .values({ kind, draft, sort_order: Number(last?.last ?? -1) + 1, created_at: at, updated_at: at, updated_by: by })
          .returning("id")
          .executeTakeFirstOrThrow();
        await addRevision(tx, id, draft, "created", by, at);
        return (await detail(tx, kind, id))!;
      });
    },

    /** Replaces the working copy; visitors keep seeing the published one. An unchanged draft writes nothing. */
    saveDraft(kind: EntryKind, id: number, document: unknown, by: string, now = new Date()) {
      const draft = checkedDocument(kind, document);
      const at = now.toISOString();
      return step(kind, id, async (tx, row) => {
        if (row.draft === draft) return;
        await touch(tx, id, { draft }, by, at);
        await addRevision(tx, id, draft, "saved", by, at);
      });
    },

    /** Copies the draft to what visitors see, after the rules of its kind. */
    async publish(kind: EntryKind, id: number, by: string, now = new Date()) {
      try {
        return await publishStep(kind, id, by, now.toISOString());
      } catch (error) {
        // Another study took the slug between the check and the write.
        if (isUniqueViolation(error)) throw new ContentRefusal("slugTaken", "slug");
        throw error;
      }
    },

    /** Takes the entry off the site; its draft stays. A study's address stops answering and is free again. */
    unpublish(kind: EntryKind, id: number, by: string, now = new Date()) {
      const at = now.toISOString();
      return step(kind, id, async (tx, row) => {
        if (row.published === null) return;
        await touch(tx, id, { published: null, slug: null }, by, at);
        await addRevision(tx, id, row.draft, "unpublished", by, at);
      });
    },

    /** Copies an old revision into the draft (recorded as 'restored'); null when either is missing. */
    restore(kind: EntryKind, id: number, revisionId: number, by: string, now = new Date()) {
      const at = now.toISOString();
      return withTransaction(db, async (tx) => {
        const revision = await tx.kysely
          .selectFrom("content_revisions")
          .innerJoin("content_entries", "content_entries.id", "content_revisions.entry_id")
          .select("content_revisions.document")
          .where("content_revisions.id", "=", revisionId)
          .where("content_entries.id", "=", id)
          .where("content_entries.kind", "=", kind)
          .executeTakeFirst();
        if (!revision) return null;
        const draft = checkedDocument(kind, JSON.parse(revision.document));
        await touch(tx, id, { draft }, by, at);
        await addRevision(tx, id, draft, "restored", by, at);
        return detail(tx, kind, id);
      });
    },

    /**
     * Deletes the entry, its revisions and its old addresses. A case study that another
     * entry names is refused: the staff remove the link first, so no page lists a study
     * that is gone.
     */
    remove(kind: EntryKind, id: number): Promise<boolean> {
      return withTransaction(db, async (tx) => {
        const row = await entryRow(tx, kind, id);
        if (!row) return false;
        if (kind === "case-study") {
          const named = await references(tx, row);
          if (named.length) {
            throw new ContentRefusal("referenced", "id", named);
          }
          await tx.kysely.deleteFrom("slug_redirects").where("kind", "=", "case-study").where("target_id", "=", id).execute();
        }
        await tx.kysely.deleteFrom("content_revisions").where("entry_id", "=", id).execute();
        await tx.kysely.deleteFrom("content_entries").where("id", "=", id).execute();
        return true;
      });
    },

    /** Puts a kind's entries in the order of `ids`; false unless `ids` is every entry of the kind once. */
    reorder(kind: EntryKind, ids: number[]): Promise<boolean> {
      return withTransaction(db, async (tx) => {
        const rows = await tx.kysely.selectFrom("content_entries").select("id").where("kind", "=", kind).execute();
        const known = new Set(rows.map((r) => r.id));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) return false;
        for (const [index, id] of ids.entries()) {
          await tx.kysely.updateTable("content_entries").set({ sort_order: index }).where("id", "=", id).execute();
        }
        return true;
      });
    },
  };
}
export type ContentAdminQueries = ReturnType<typeof createContentAdminQueries>;
