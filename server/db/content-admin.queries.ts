import { type ContentEntry, type ContentListItem, type ContentReference, contentLabel } from "../../shared/schemas/admin-content";
import {
  addressedKinds,
  type ContentKind,
  type ContentRevisionAction,
  type EntryKind,
  KEPT_REVISIONS,
} from "../../shared/schemas/content-entry";
import { type Db, isUniqueViolation, withTransaction } from "./connection";
import type { ContentDocuments } from "../../shared/schemas/content-documents";
import type { LandingPageDocument } from "../../shared/schemas/landing-page";
import { checkedDocument, checkedDocumentOr, ContentRefusal, type EntryRow, listItem, namedStudies } from "./content-entry-row";

// The staff's writes to content_entries (docs/decisions/0025-content-in-the-database.md,
// "Staff screens"). Every step is one transaction: the entry, its revision and any
// redirect change together or not at all, so a refused or failed write leaves what
// visitors see as it was. The content-version triggers of migration 008 fire on each.

const isAddressed = (kind: EntryKind): kind is "case-study" | "landing-page" => (addressedKinds as readonly EntryKind[]).includes(kind);

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
      .where("kind", "in", ["testimonial", "case-study", "landing-page"])
      .where("id", "!=", study.id)
      .orderBy("id")
      .execute();
    return rows
      .filter((r) => [...namedStudies(r.kind, r.draft), ...namedStudies(r.kind, r.published)].some((s) => slugs.has(s)))
      .map((r) => ({ id: r.id, kind: r.kind, label: contentLabel(r.kind, JSON.parse(r.draft)) }));
  }

  /** Refuses a published slug that another entry of the kind has, now or as an old address (`id` null: a new entry). */
  async function guardSlug(tx: Db, kind: "case-study" | "landing-page", id: number | null, slug: string) {
    const taken = await tx.kysely
      .selectFrom("content_entries")
      .select("id")
      .where("kind", "=", kind)
      .where("slug", "=", slug)
      .where("id", "!=", id ?? 0)
      .executeTakeFirst();
    const redirected = await tx.kysely
      .selectFrom("slug_redirects")
      .select("id")
      .where("kind", "=", kind)
      .where("old_slug", "=", slug)
      .where("target_id", "!=", id ?? 0)
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
      if (isAddressed(kind)) {
        const slug = JSON.parse(document).slug as string;
        await guardSlug(tx, kind, id, slug);
        // Its own old address is an address again; the one it leaves answers 301.
        await tx.kysely.deleteFrom("slug_redirects").where("kind", "=", kind).where("old_slug", "=", slug).execute();
        if (row.slug && row.slug !== slug) {
          await tx.kysely.insertInto("slug_redirects").values({ kind, old_slug: row.slug, target_id: id, created_at: at }).execute();
        }
        values.slug = slug;
      }
      await touch(tx, id, values, by, at);
      await addRevision(tx, id, document, "published", by, at);
    });

  /** Adds a checked draft as a new entry, last in its kind's order, with its "created" revision. */
  async function insertDraft(tx: Db, kind: EntryKind, draft: string, by: string, at: string): Promise<ContentEntry> {
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
  }

  /** A slug no landing page has, had or is drafted with: "<slug>-copy", then "<slug>-copy-2", … */
  async function freeCopySlug(tx: Db, slug: string): Promise<string> {
    const entries = await tx.kysely.selectFrom("content_entries").select(["slug", "draft"]).where("kind", "=", "landing-page").execute();
    const redirects = await tx.kysely.selectFrom("slug_redirects").select("old_slug").where("kind", "=", "landing-page").execute();
    const used = new Set([
      ...entries.flatMap((e) => [e.slug, (JSON.parse(e.draft) as { slug?: string }).slug]),
      ...redirects.map((r) => r.old_slug),
    ]);
    // The copy's suffix fits in the slug's 120 characters (shared/schemas/landing-page.ts).
    const base = slug
      .replace(/-copy(?:-\d+)?$/, "")
      .slice(0, 100)
      .replace(/-+$/, "");
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? `${base}-copy` : `${base}-copy-${n}`;
      if (!used.has(candidate)) return candidate;
    }
  }

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
        if (kind === "landing-page") await guardSlug(tx, kind, null, JSON.parse(draft).slug as string);
        return insertDraft(tx, kind, draft, by, at);
      });
    },

    /**
     * A landing page's working copy as a new draft at a free slug, for the next campaign: its
     * blocks, variants and parameter as they are, noindex, with nothing visitors see until it is
     * published. Null when there is no such page.
     */
    copyLandingPage(id: number, by: string, now = new Date()): Promise<ContentEntry | null> {
      const at = now.toISOString();
      return withTransaction(db, async (tx) => {
        const row = await entryRow(tx, "landing-page", id);
        if (!row) return null;
        const doc = JSON.parse(row.draft) as LandingPageDocument;
        const copy = { ...doc, slug: await freeCopySlug(tx, doc.slug), indexable: false };
        return insertDraft(tx, "landing-page", checkedDocument("landing-page", copy), by, at);
      });
    },

    /** Replaces the working copy; visitors keep seeing the published one. An unchanged draft writes nothing. */
    saveDraft(kind: EntryKind, id: number, document: unknown, by: string, now = new Date()) {
      const draft = checkedDocument(kind, document);
      const at = now.toISOString();
      return step(kind, id, async (tx, row) => {
        if (row.draft === draft) return;
        // A landing page's address is refused as soon as it is typed, not only on publishing: staff build it for an ad.
        if (kind === "landing-page") await guardSlug(tx, kind, id, JSON.parse(draft).slug as string);
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

    /**
     * Applies `change` to what visitors see and to the draft in one step, recorded as a published
     * revision (a campaign report's stop or promote; shared/landing/variant-actions.ts). A draft the
     * change does not fit is left as it was. Null when there is no such entry; refused when it is not published.
     */
    changeLive<K extends ContentKind>(
      kind: K,
      id: number,
      change: (document: ContentDocuments[K]) => ContentDocuments[K] | ContentRefusal,
      by: string,
      now = new Date(),
    ) {
      const at = now.toISOString();
      return step(kind, id, async (tx, row) => {
        if (row.published === null) throw new ContentRefusal("notPublished", "id");
        const live = change(JSON.parse(row.published));
        if (live instanceof ContentRefusal) throw live;
        const published = checkedDocument(kind, live);
        const edited = row.draft === row.published ? live : change(JSON.parse(row.draft));
        const draft =
          edited instanceof ContentRefusal
            ? row.draft
            : row.draft === row.published
              ? published
              : checkedDocumentOr(kind, edited, row.draft);
        await touch(tx, id, { draft, published }, by, at);
        await addRevision(tx, id, published, "published", by, at);
      });
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
        }
        if (isAddressed(kind)) await tx.kysely.deleteFrom("slug_redirects").where("kind", "=", kind).where("target_id", "=", id).execute();
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
