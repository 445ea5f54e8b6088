import { z } from "zod/mini";
import { SLUG_PATTERN } from "../admin/post-slug";
import { tooLongMessage } from "../i18n/api-messages";

// The blog editor. Posts as the admin sees them: the stored values, with
// the public defaults not yet applied (an empty author means "the team";
// shared/blog/post-defaults.ts).

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, tooLongMessage(max)));
const required = (max: number, label: string) =>
  z.string().check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(max, tooLongMessage(max)));
const optionalText = (max: number) =>
  z.pipe(
    z.nullable(text(max)),
    z.transform((v) => (v ? v : null)),
  );

export const PostInputSchema = z.strictObject({
  title: required(200, "Title"),
  slug: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Slug is required"),
      z.maxLength(120, tooLongMessage(120)),
      z.regex(SLUG_PATTERN, "Use lower-case letters, digits and single hyphens, e.g. local-seo-checklist"),
    ),
  subtitle: text(300),
  excerpt: text(600),
  content: z.string().check(z.maxLength(100_000, "Must be at most 100,000 characters")),
  tags: z.array(required(40, "A tag")).check(z.maxLength(20, "At most 20 tags")),
  category: optionalText(60),
  author: optionalText(100),
  readTime: z.nullable(z.int().check(z.minimum(1, "At least 1 minute"), z.maximum(180, "At most 180 minutes"))),
  imageUrl: z
    .string()
    .check(
      z.trim(),
      z.regex(/^(\/images\/[A-Za-z0-9/._-]+\.(svg|png|jpe?g|webp))?$/, "Use an image of this site, e.g. /images/blog/placeholder.svg"),
    ),
  /** The cover from the media library (its asset id); when absent or null, imageUrl's picture is the cover. */
  coverMediaId: z.optional(z.nullable(z.string().check(z.regex(/^[0-9a-f]{64}$/, "Choose an image from the media library")))),
  metaTitle: text(120),
  metaDescription: text(320),
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
});
export type PostInput = z.infer<typeof PostInputSchema>;
export type PostInputDraft = z.input<typeof PostInputSchema>;

export const PostFlagsSchema = z.strictObject({
  isPublished: z.optional(z.boolean()),
  isFeatured: z.optional(z.boolean()),
});
export type PostFlags = z.infer<typeof PostFlagsSchema>;

export interface AdminPost {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  excerpt: string;
  content: string;
  tags: string[];
  category: string | null;
  author: string | null;
  readTime: number | null;
  imageUrl: string;
  coverMediaId: string | null;
  metaTitle: string;
  metaDescription: string;
  isPublished: boolean;
  isFeatured: boolean;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}
