import type { BlogPost } from "../../shared/schemas/blog-post";
import { categoryOf } from "../../shared/blog/post-defaults";
import { BLOG_DEFAULT_AUTHOR, BLOG_DEFAULT_READ_TIME } from "../../shared/constants";
import { parseTags, type BlogRow } from "./blog-row";
import type { Db } from "./connection";

/** The only place where blog rows become posts, with the public defaults applied (shared/blog/post-defaults.ts). */
function toPost(row: BlogRow): BlogPost {
  const tags = parseTags(row.tags);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    excerpt: row.excerpt,
    tags,
    author: row.author || BLOG_DEFAULT_AUTHOR,
    readTime: row.read_time ?? BLOG_DEFAULT_READ_TIME,
    isPublished: row.is_published === 1,
    isFeatured: row.is_featured === 1,
    metaTitle: row.meta_title || row.title,
    metaDescription: row.meta_description || row.excerpt,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
    category: categoryOf({ category: row.category, tags }),
    imageUrl: row.image_url,
    content: row.content,
  };
}

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
