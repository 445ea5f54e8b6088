// Blog post addresses and the default image. Kept apart from the zod
// schemas so the editor can use them without bundling zod.

export const DEFAULT_POST_IMAGE = "/images/blog/placeholder.svg";
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a title: "Local SEO: 5 Fixes!" → "local-seo-5-fixes". */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/, "");
}
