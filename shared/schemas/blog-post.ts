import { z } from "zod/mini";

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
export type BlogPost = z.infer<typeof BlogPostSchema>;

/** A post as lists carry it: everything but the article text. */
export type BlogPostSummary = Omit<BlogPost, "content">;
