import { publicPostFrom } from "../../../shared/blog/post-defaults";
import { DEFAULT_POST_IMAGE } from "../../../shared/admin/post-slug";
import type { AdminPost, PostInputDraft } from "../../../shared/schemas/admin-posts";
import type { BlogPost } from "../../../shared/schemas/blog-post";
import type { MediaImage } from "../../../shared/media/media-image";

/** The editor's form state: what the inputs hold, as text. */
export interface PostDraft {
  title: string;
  slug: string;
  subtitle: string;
  excerpt: string;
  content: string;
  tags: string;
  category: string;
  author: string;
  readTime: string;
  imageUrl: string;
  /** The cover from the media library; when null, imageUrl's picture is the cover. */
  coverMediaId: string | null;
  metaTitle: string;
  metaDescription: string;
  isFeatured: boolean;
}

export function draftFrom(post: AdminPost | null): PostDraft {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    subtitle: post?.subtitle ?? "",
    excerpt: post?.excerpt ?? "",
    content: post?.content ?? "",
    tags: post?.tags.join(", ") ?? "",
    category: post?.category ?? "",
    author: post?.author ?? "",
    readTime: post?.readTime === null || post?.readTime === undefined ? "" : String(post.readTime),
    imageUrl: post?.imageUrl ?? DEFAULT_POST_IMAGE,
    coverMediaId: post?.coverMediaId ?? null,
    metaTitle: post?.metaTitle ?? "",
    metaDescription: post?.metaDescription ?? "",
    isFeatured: post?.isFeatured ?? false,
  };
}

const tagsOf = (text: string) => [
  ...new Set(
    text
      .split(",")
      .map((t) => t.trim())
      .filter(Boolean),
  ),
];

/** The body of POST/PUT /api/admin/posts; the server validates it with the same schema. */
export function inputFrom(draft: PostDraft, isPublished: boolean): PostInputDraft {
  const readTime = draft.readTime.trim();
  return {
    title: draft.title,
    slug: draft.slug,
    subtitle: draft.subtitle,
    excerpt: draft.excerpt,
    content: draft.content,
    tags: tagsOf(draft.tags),
    category: draft.category.trim() || null,
    author: draft.author.trim() || null,
    readTime: readTime === "" ? null : Number(readTime),
    imageUrl: draft.imageUrl.trim(),
    coverMediaId: draft.coverMediaId,
    metaTitle: draft.metaTitle,
    metaDescription: draft.metaDescription,
    isPublished,
    isFeatured: draft.isFeatured,
  };
}

/** The post as the public article page would show it once saved (same defaults as the server, shared/blog/post-defaults.ts). */
export function previewFrom(draft: PostDraft, saved: AdminPost | null, now: string, cover: MediaImage | null = null): BlogPost {
  const readTime = Number(draft.readTime);
  const post = publicPostFrom({
    id: saved?.id ?? 0,
    slug: draft.slug,
    title: draft.title.trim() || "Untitled post",
    subtitle: draft.subtitle.trim(),
    excerpt: draft.excerpt.trim(),
    content: draft.content,
    tags: tagsOf(draft.tags),
    category: draft.category.trim() || null,
    author: draft.author.trim() || null,
    readTime: draft.readTime.trim() && Number.isInteger(readTime) && readTime > 0 ? readTime : null,
    imageUrl: draft.imageUrl.trim() || DEFAULT_POST_IMAGE,
    metaTitle: draft.metaTitle.trim(),
    metaDescription: draft.metaDescription.trim(),
    isPublished: saved?.isPublished ?? false,
    isFeatured: draft.isFeatured,
    createdAt: saved?.createdAt ?? now,
    updatedAt: saved?.updatedAt ?? now,
    // An unpublished post will carry the day it is published: today, as far as the preview knows.
    publishedAt: saved?.publishedAt ?? now,
  });
  return { ...post, cover };
}
