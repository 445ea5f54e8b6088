import type { BlogPost, BlogPostSummary } from "../schemas/blog-post";

// A post as lists show it, apart from ./post-defaults.ts: the blog's route loaders (in every
// page's script) need only this, and the defaults bring the media library's types along.

/** The post without its text. Kept apart from the zod schema so the browser's first load does not carry zod. */
export function toPostSummary(post: BlogPost | BlogPostSummary): BlogPostSummary {
  const { content: _content, ...summary } = post as BlogPost;
  return summary;
}
