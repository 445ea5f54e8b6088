import { z } from "zod/mini";
import type { MediaImage } from "../media/media-image";

// A blog post (docs/product-rules.md#blog). Server output and browser input share this shape.
export const BlogPostSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  excerpt: z.string(),
  tags: z.array(z.string()),
  author: z.string(),
  readTime: z.number(),
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.nullable(z.string()),
  category: z.string(),
  imageUrl: z.string(),
  content: z.string(),
});
/** A post; `cover` is its image from the media library (server/db/media.queries.ts); without one, imageUrl is shown (the seed files have none). */
export type BlogPost = z.infer<typeof BlogPostSchema> & { cover?: MediaImage | null };

/** A post as lists carry it: everything but the article text. */
export type BlogPostSummary = Omit<BlogPost, "content">;
