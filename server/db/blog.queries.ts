import type { BlogPost } from "../../shared/schemas/blog-post";
import { publicPostFrom } from "../../shared/blog/post-defaults";
import { storedPostFrom, type BlogRow } from "./blog-row";
import type { Db } from "./connection";

/** The only place where blog rows become public posts. */
const toPost = (row: BlogRow): BlogPost => publicPostFrom(storedPostFrom(row));

export type NewBlogPost = Omit<BlogPost, "author" | "readTime" | "category"> & {
  author?: string | null;
  readTime?: number | null;
  category?: string | null;
};

export function createBlogQueries(db: Db) {
  const listPublished = db.prepare<[], BlogRow>(
    `SELECT * FROM blog_posts WHERE is_published = 1 ORDER BY COALESCE(published_at, created_at) DESC, id DESC`,
  );
  const bySlug = db.prepare<[string], BlogRow>(`SELECT * FROM blog_posts WHERE slug = ? AND is_published = 1`);
  const insert = db.prepare(
    `INSERT INTO blog_posts (id, slug, title, subtitle, excerpt, tags, author, read_time, is_published, is_featured,
       meta_title, meta_description, created_at, updated_at, published_at, category, image_url, content)
     VALUES (@id, @slug, @title, @subtitle, @excerpt, @tags, @author, @readTime, @isPublished, @isFeatured,
       @metaTitle, @metaDescription, @createdAt, @updatedAt, @publishedAt, @category, @imageUrl, @content)
     ON CONFLICT DO NOTHING`,
  );

  return {
    listPublished(): BlogPost[] {
      return listPublished.all().map(toPost);
    },
    getPublishedBySlug(slug: string): BlogPost | null {
      const row = bySlug.get(slug);
      return row ? toPost(row) : null;
    },
    /** Inserts a post unless its id or slug exists; returns whether it was inserted. */
    insertIfAbsent(post: NewBlogPost): boolean {
      const result = insert.run({
        ...post,
        tags: JSON.stringify(post.tags),
        author: post.author ?? null,
        readTime: post.readTime ?? null,
        category: post.category ?? null,
        isPublished: post.isPublished ? 1 : 0,
        isFeatured: post.isFeatured ? 1 : 0,
      });
      return result.changes === 1;
    },
  };
}
export type BlogQueries = ReturnType<typeof createBlogQueries>;
