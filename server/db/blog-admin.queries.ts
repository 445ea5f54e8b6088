import type { ExpressionBuilder } from "kysely";
import { DEFAULT_POST_IMAGE } from "../../shared/admin/post-slug";
import type { AdminPost, PostFlags, PostInput } from "../../shared/schemas/admin-posts";
import { storedPostFrom } from "./blog-row";
import { isUniqueViolation, type Db } from "./connection";
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
        db.kysely
          .insertInto("blog_posts")
          .values({ ...values, created_at: at, updated_at: at, published_at: values.is_published === 1 ? at : null })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return storedPostFrom(row);
    },
    /** null when there is no such post; throws SlugTakenError when another post has the slug. */
    async update(id: number, input: PostInput, now = new Date()): Promise<AdminPost | null> {
      const at = now.toISOString();
      const values = columns(input);
      const row = await guardSlug(() =>
        db.kysely
          .updateTable("blog_posts")
          .set((eb) => ({ ...values, updated_at: at, published_at: publishedAt(eb, values.is_published, at) }))
          .where("id", "=", id)
          .returningAll()
          .executeTakeFirst(),
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
