import type { ExpressionBuilder } from "kysely";
import { DEFAULT_POST_IMAGE } from "../../shared/admin/post-slug";
import type { AdminPost, PostFlags, PostInput } from "../../shared/schemas/admin-posts";
import { storedPostFrom } from "./blog-row";
import { isUniqueViolation, withTransaction, type Db } from "./connection";
import type { Schema } from "./schema";

// The blog editor's side of blog_posts: every post, drafts included,
// with the stored values (no public defaults applied). Every write fires the
// content-version triggers of migration 001, so the page cache never serves a
// page rendered before the change.

export class SlugTakenError extends Error {}

function columns(input: PostInput) {
  return {
    slug: input.slug,
    title: input.title,
    subtitle: input.subtitle,
    excerpt: input.excerpt,
    content: input.content,
    tags: JSON.stringify(input.tags),
    category: input.category,
    author: input.author,
    read_time: input.readTime,
    image_url: input.imageUrl || DEFAULT_POST_IMAGE,
    cover_media_id: input.coverMediaId ?? null,
    meta_title: input.metaTitle,
    meta_description: input.metaDescription,
    is_published: input.isPublished ? 1 : 0,
    is_featured: input.isFeatured ? 1 : 0,
  };
}

/** The first publication date is kept when a post is unpublished and published again. */
const publishedAt = (eb: ExpressionBuilder<Schema, "blog_posts">, isPublished: number | null, now: string) =>
  eb
    .case()
    .when(eb(eb.val(isPublished), "=", eb.lit(1)))
    .then(eb.fn.coalesce("published_at", eb.val(now)))
    .else(eb.ref("published_at"))
    .end();

/**
 * A renamed post's old address answers 301 to it (slug_redirects, kind 'blog-post'; the
 * public side follows target_id, so a second rename keeps the first old slug pointing at
 * the newest). The new slug is a live address again, never an old one (a new post may take
 * another post's old slug: the live post wins).
 */
async function recordSlugChange(tx: Db, postId: number, old: { slug: string; wasLive: boolean } | null, newSlug: string, at: string) {
  await tx.kysely.deleteFrom("slug_redirects").where("kind", "=", "blog-post").where("old_slug", "=", newSlug).execute();
  // A draft's address never answered, so nothing links to it.
  if (!old?.wasLive || old.slug === newSlug) return;
  const oldSlug = old.slug;
  await tx.kysely
    .insertInto("slug_redirects")
    .values({ kind: "blog-post", old_slug: oldSlug, target_id: postId, created_at: at })
    .onConflict((oc) => oc.columns(["kind", "old_slug"]).doUpdateSet({ target_id: postId }))
    .execute();
}

export function createBlogAdminQueries(db: Db) {
  const byId = (id: number) => db.kysely.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();

  const guardSlug = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new SlugTakenError("slug taken");
      throw error;
    }
  };

  return {
    async listAll(): Promise<AdminPost[]> {
      const rows = await db.kysely.selectFrom("blog_posts").selectAll().orderBy("updated_at", "desc").orderBy("id", "desc").execute();
      return rows.map(storedPostFrom);
    },
    async getById(id: number): Promise<AdminPost | null> {
      const row = await byId(id);
      return row ? storedPostFrom(row) : null;
    },
    /** Throws SlugTakenError when another post has the slug. */
    async create(input: PostInput, now = new Date()): Promise<AdminPost> {
      const at = now.toISOString();
      const values = columns(input);
      const row = await guardSlug(() =>
        withTransaction(db, async (tx) => {
          const created = await tx.kysely
            .insertInto("blog_posts")
            .values({ ...values, created_at: at, updated_at: at, published_at: values.is_published === 1 ? at : null })
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordSlugChange(tx, created.id, null, created.slug, at);
          return created;
        }),
      );
      return storedPostFrom(row);
    },
    /**
     * null when there is no such post; throws SlugTakenError when another post has the slug.
     * A slug change keeps the old address answering (recordSlugChange), in the same transaction.
     */
    async update(id: number, input: PostInput, now = new Date()): Promise<AdminPost | null> {
      const at = now.toISOString();
      const values = columns(input);
      const row = await guardSlug(() =>
        withTransaction(db, async (tx) => {
          const before = await tx.kysely.selectFrom("blog_posts").select(["slug", "is_published"]).where("id", "=", id).executeTakeFirst();
          if (!before) return undefined;
          const after = await tx.kysely
            .updateTable("blog_posts")
            .set((eb) => ({ ...values, updated_at: at, published_at: publishedAt(eb, values.is_published, at) }))
            .where("id", "=", id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordSlugChange(tx, id, { slug: before.slug, wasLive: before.is_published === 1 }, after.slug, at);
          return after;
        }),
      );
      return row ? storedPostFrom(row) : null;
    },
    async setFlags(id: number, flags: PostFlags, now = new Date()): Promise<AdminPost | null> {
      const toInt = (v: boolean | undefined) => (v === undefined ? null : v ? 1 : 0);
      const isPublished = toInt(flags.isPublished);
      const isFeatured = toInt(flags.isFeatured);
      const at = now.toISOString();
      const row = await db.kysely
        .updateTable("blog_posts")
        .set((eb) => ({
          is_published: eb.fn.coalesce(eb.val(isPublished), "is_published"),
          is_featured: eb.fn.coalesce(eb.val(isFeatured), "is_featured"),
          published_at: publishedAt(eb, isPublished, at),
          updated_at: at,
        }))
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst();
      return row ? storedPostFrom(row) : null;
    },
  };
}
export type BlogAdminQueries = ReturnType<typeof createBlogAdminQueries>;
