import { BLOG_DEFAULT_AUTHOR, BLOG_DEFAULT_CATEGORY, BLOG_DEFAULT_READ_TIME } from "./constants";
import type { AdminPost } from "./schemas/admin-posts";
import type { BlogPost } from "./schemas/blog-post";

/**
 * A stored post as the public site shows it, with the public defaults: author
 * "the team", read time 5, meta title/description from title/excerpt, category
 * from the first tag else "General". The editor's preview uses this; a test keeps
 * it equal to what GET /api/blog/:slug answers for the same post.
 */
export function publicPostFrom(post: AdminPost): BlogPost {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    subtitle: post.subtitle,
    excerpt: post.excerpt,
    tags: post.tags,
    author: post.author || BLOG_DEFAULT_AUTHOR,
    readTime: post.readTime ?? BLOG_DEFAULT_READ_TIME,
    isPublished: post.isPublished,
    isFeatured: post.isFeatured,
    metaTitle: post.metaTitle || post.title,
    metaDescription: post.metaDescription || post.excerpt,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    publishedAt: post.publishedAt,
    category: post.category || post.tags[0] || BLOG_DEFAULT_CATEGORY,
    imageUrl: post.imageUrl,
    content: post.content,
  };
}
