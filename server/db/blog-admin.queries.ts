import { DEFAULT_POST_IMAGE } from "../../shared/admin/post-slug";
import type { AdminPost, PostFlags, PostInput } from "../../shared/schemas/admin-posts";
import { storedPostFrom, type BlogRow } from "./blog-row";
import type { Db } from "./connection";

// The blog editor's side of blog_posts: every post, drafts included,
// with the stored values (no public defaults applied). Every write fires the
// content-version triggers of migration 001, so the page cache never serves a
// page rendered before the change.

export class SlugTakenError extends Error {}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && "code" in error && (error as { code: string }).code === "SQLITE_CONSTRAINT_UNIQUE";

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
    readTime: input.readTime,
    imageUrl: input.imageUrl || DEFAULT_POST_IMAGE,
    metaTitle: input.metaTitle,
    metaDescription: input.metaDescription,
    isPublished: input.isPublished ? 1 : 0,
    isFeatured: input.isFeatured ? 1 : 0,
  };
}

export function createBlogAdminQueries(db: Db) {
  const list = db.prepare<[], BlogRow>(`SELECT * FROM blog_posts ORDER BY updated_at DESC, id DESC`);
  const byId = db.prepare<[number], BlogRow>(`SELECT * FROM blog_posts WHERE id = ?`);
  const insert = db.prepare(
    `INSERT INTO blog_posts (slug, title, subtitle, excerpt, content, tags, category, author, read_time, image_url,
       meta_title, meta_description, is_published, is_featured, created_at, updated_at, published_at)
     VALUES (@slug, @title, @subtitle, @excerpt, @content, @tags, @category, @author, @readTime, @imageUrl,
       @metaTitle, @metaDescription, @isPublished, @isFeatured, @now, @now, CASE WHEN @isPublished = 1 THEN @now END)`,
  );
  // The first publication date is kept when a post is unpublished and published again.
  const update = db.prepare(
    `UPDATE blog_posts SET slug = @slug, title = @title, subtitle = @subtitle, excerpt = @excerpt, content = @content,
       tags = @tags, category = @category, author = @author, read_time = @readTime, image_url = @imageUrl,
       meta_title = @metaTitle, meta_description = @metaDescription, is_published = @isPublished,
       is_featured = @isFeatured, updated_at = @now,
       published_at = CASE WHEN @isPublished = 1 THEN COALESCE(published_at, @now) ELSE published_at END
     WHERE id = @id`,
  );
  const setFlags = db.prepare(
    `UPDATE blog_posts SET
       is_published = COALESCE(@isPublished, is_published),
       is_featured = COALESCE(@isFeatured, is_featured),
       published_at = CASE WHEN @isPublished = 1 THEN COALESCE(published_at, @now) ELSE published_at END,
       updated_at = @now
     WHERE id = @id`,
  );

  const guardSlug = <T>(write: () => T): T => {
    try {
      return write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new SlugTakenError("slug taken");
      throw error;
    }
  };

  return {
    listAll(): AdminPost[] {
      return list.all().map(storedPostFrom);
    },
    getById(id: number): AdminPost | null {
      const row = byId.get(id);
      return row ? storedPostFrom(row) : null;
    },
    /** Throws SlugTakenError when another post has the slug. */
    create(input: PostInput, now = new Date()): AdminPost {
      const result = guardSlug(() => insert.run({ ...columns(input), now: now.toISOString() }));
      return storedPostFrom(byId.get(Number(result.lastInsertRowid))!);
    },
    /** null when there is no such post; throws SlugTakenError when another post has the slug. */
    update(id: number, input: PostInput, now = new Date()): AdminPost | null {
      const result = guardSlug(() => update.run({ ...columns(input), id, now: now.toISOString() }));
      return result.changes === 0 ? null : storedPostFrom(byId.get(id)!);
    },
    setFlags(id: number, flags: PostFlags, now = new Date()): AdminPost | null {
      const toInt = (v: boolean | undefined) => (v === undefined ? null : v ? 1 : 0);
      const result = setFlags.run({
        id,
        isPublished: toInt(flags.isPublished),
        isFeatured: toInt(flags.isFeatured),
        now: now.toISOString(),
      });
      return result.changes === 0 ? null : storedPostFrom(byId.get(id)!);
    },
  };
}
export type BlogAdminQueries = ReturnType<typeof createBlogAdminQueries>;
