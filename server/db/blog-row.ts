import type { Selectable } from "kysely";
import type { AdminPost } from "../../shared/schemas/admin-posts";
import type { BlogPostsTable } from "./schema";

// A row of blog_posts as either engine returns it (schema.ts). Shared by the public
// queries (with the public defaults) and the editor's queries (stored values as they are).

export type BlogRow = Selectable<BlogPostsTable>;

export function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

/** A row as stored, before any defaults: what the editor shows and edits; the public site applies the defaults (shared/blog/post-defaults.ts). */
export function storedPostFrom(row: BlogRow): AdminPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    excerpt: row.excerpt,
    content: row.content,
    tags: parseTags(row.tags),
    category: row.category,
    author: row.author,
    readTime: row.read_time,
    imageUrl: row.image_url,
    coverMediaId: row.cover_media_id,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    isPublished: row.is_published === 1,
    isFeatured: row.is_featured === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
  };
}
