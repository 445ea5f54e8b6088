import { BLOG_DEFAULT_AUTHOR, BLOG_DEFAULT_CATEGORY, BLOG_DEFAULT_READ_TIME } from "../constants";
import type { BlogPost, BlogPostSummary } from "../schemas/blog-post";

// Blog post defaults (docs/product-rules.md#blog), shared by the server (rows → posts) and the
// browser (whatever GET /api/blog answered → posts).

/** The post's category, else its first tag, else 'General'. */
export function categoryOf(post: { category?: string | null; tags?: readonly string[] }): string {
  return post.category?.trim() || post.tags?.find((t) => t.trim())?.trim() || BLOG_DEFAULT_CATEGORY;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * A post from outside our own code (an API answer) with the defaults filled in:
 * author 'the team', read time 5, category per `categoryOf`. Returns null for
 * anything that has no slug or title, so one bad entry cannot break a list.
 */
export function withPostDefaults(value: unknown): BlogPost | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const slug = text(v.slug).trim();
  const title = text(v.title);
  if (!slug || !title) return null;
  const tags = Array.isArray(v.tags) ? v.tags.filter((t): t is string => typeof t === "string") : [];
  const excerpt = text(v.excerpt);
  const createdAt = text(v.createdAt);
  return {
    id: typeof v.id === "number" ? v.id : 0,
    slug,
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
    publishedAt: typeof v.publishedAt === "string" && v.publishedAt ? v.publishedAt : null,
    category: categoryOf({ category: text(v.category), tags }),
    imageUrl: text(v.imageUrl),
    content: text(v.content),
  };
}

/** The date a reader sees for a post (published, else created), or null when neither is a date. */
export function postDate(post: Pick<BlogPost, "publishedAt" | "createdAt">): string | null {
  for (const candidate of [post.publishedAt, post.createdAt]) {
    if (candidate && !Number.isNaN(Date.parse(candidate))) return candidate;
  }
  return null;
}

/** The post without its text. Kept apart from the zod schema so the browser's first load does not carry zod. */
export function toPostSummary(post: BlogPost | BlogPostSummary): BlogPostSummary {
  const { content: _content, ...summary } = post as BlogPost;
  return summary;
}
