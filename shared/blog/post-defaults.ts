import { isMediaImage } from "../media/media-image";
import { BLOG_DEFAULT_AUTHOR, BLOG_DEFAULT_CATEGORY, BLOG_DEFAULT_READ_TIME } from "../constants";
import type { AdminPost } from "../schemas/admin-posts";
import type { BlogPost } from "../schemas/blog-post";

// The defaults of a blog post's optional fields, in one place for the server, the
// browser and the editor's preview, so all three show the same post.

/** The post's category, else its first tag, else 'General'. */
export function categoryOf(post: { category?: string | null; tags?: readonly string[] }): string {
  return post.category?.trim() || post.tags?.find((t) => t.trim())?.trim() || BLOG_DEFAULT_CATEGORY;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * A stored post (shared/schemas/admin-posts.ts: author, read time and category may
 * be empty) as the public site shows it: author 'the team', read time 5, meta title
 * and description from the title and summary, category per `categoryOf`. Anything
 * shaped like a post is taken too (an API answer): a field of the wrong type counts
 * as empty. The only place these defaults are applied, for the server's rows
 * (server/db/blog.queries.ts), the editor's preview and the browser's answers.
 */
export function publicPostFrom(post: AdminPost | Readonly<Record<string, unknown>>): BlogPost {
  const v = post as Readonly<Record<string, unknown>>;
  const title = text(v.title);
  const excerpt = text(v.excerpt);
  const createdAt = text(v.createdAt);
  const tags = Array.isArray(v.tags) ? v.tags.filter((t): t is string => typeof t === "string") : [];
  return {
    id: typeof v.id === "number" ? v.id : 0,
    slug: text(v.slug).trim(),
    title,
    subtitle: text(v.subtitle),
    excerpt,
    tags,
    author: text(v.author).trim() || BLOG_DEFAULT_AUTHOR,
    readTime: typeof v.readTime === "number" && v.readTime > 0 ? v.readTime : BLOG_DEFAULT_READ_TIME,
    isPublished: v.isPublished === true,
    isFeatured: v.isFeatured === true,
    metaTitle: text(v.metaTitle) || title,
    metaDescription: text(v.metaDescription) || excerpt,
    createdAt,
    updatedAt: text(v.updatedAt) || createdAt,
    publishedAt: text(v.publishedAt) || null,
    category: categoryOf({ category: text(v.category), tags }),
    imageUrl: text(v.imageUrl),
    cover: isMediaImage(v.cover) ? v.cover : null,
    content: text(v.content),
  };
}

/** A post from outside our own code (an API answer), or null when it has no slug or title, so one bad entry cannot break a list. */
export function withPostDefaults(value: unknown): BlogPost | null {
  if (!value || typeof value !== "object") return null;
  const post = publicPostFrom(value as Readonly<Record<string, unknown>>);
  return post.slug && post.title ? post : null;
}

/** The date a reader sees for a post (published, else created), or null when neither is a date. */
export function postDate(post: Pick<BlogPost, "publishedAt" | "createdAt">): string | null {
  for (const candidate of [post.publishedAt, post.createdAt]) {
    if (candidate && !Number.isNaN(Date.parse(candidate))) return candidate;
  }
  return null;
}
