import { categoryOf, postDate } from "../../../shared/blog/post-defaults";
import { AD_FATIGUE_IMAGE_NAME } from "../../../shared/constants";
import type { BlogPostSummary } from "../../../shared/schemas/blog-post";

// The blog list's rules (docs/product-rules.md#blog), as pure functions: the page
// renders whatever these return, on the server and in the browser alike.

export interface BlogFilters {
  /** Search text as typed (matches a case-insensitive substring of title or excerpt). */
  q: string;
  /** Category filter; null shows all posts. */
  category: string | null;
}

export const ALL_POSTS_LABEL = "All Posts";

/** ?q= and ?category= of the blog list's address. */
export function filtersFromSearch(params: URLSearchParams): BlogFilters {
  const category = params.get("category")?.trim();
  return { q: params.get("q") ?? "", category: category && category.toLowerCase() !== "all" ? category : null };
}

/** The list's address for some filters: empty values are left out, so "All Posts" is plain /blog. */
export function searchForFilters(filters: BlogFilters): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** File name of an image address, without folders, query or fragment. */
const imageName = (url: string) => url.split(/[?#]/)[0]!.split("/").pop()!.toLowerCase();

/** Only published posts, and never those whose image is the ad-fatigue image. */
export function isListed(post: BlogPostSummary): boolean {
  return post.isPublished && !imageName(post.imageUrl).includes(AD_FATIGUE_IMAGE_NAME.toLowerCase());
}

const time = (post: BlogPostSummary) => Date.parse(postDate(post) ?? "") || 0;

/** Listed posts, newest first (ties: higher id first), whatever order they came in. */
export function listedPosts(posts: readonly BlogPostSummary[]): BlogPostSummary[] {
  return posts.filter(isListed).sort((a, b) => time(b) - time(a) || b.id - a.id);
}

export function matchesSearch(post: BlogPostSummary, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  return post.title.toLowerCase().includes(needle) || post.excerpt.toLowerCase().includes(needle);
}

/** Case-insensitive substring of the post's category, else first tag, else 'General'. */
export function matchesCategory(post: BlogPostSummary, category: string | null): boolean {
  const needle = category?.trim().toLowerCase();
  if (!needle) return true;
  return categoryOf(post).toLowerCase().includes(needle);
}

export interface CategoryOption {
  label: string;
  /** Value for ?category=; null for 'All Posts'. */
  value: string | null;
  count: number;
}

/** 'All Posts' first, then each category (by count, then name) with the number of posts it shows. */
export function categoryOptions(posts: readonly BlogPostSummary[]): CategoryOption[] {
  const names = new Map<string, string>();
  for (const post of posts) {
    const name = categoryOf(post);
    if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  }
  const options = [...names.values()]
    .map((name) => ({ label: name, value: name, count: posts.filter((p) => matchesCategory(p, name)).length }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  return [{ label: ALL_POSTS_LABEL, value: null, count: posts.length }, ...options];
}

export const isActiveCategory = (option: CategoryOption, filters: BlogFilters) =>
  (option.value ?? "").toLowerCase() === (filters.category ?? "").toLowerCase();

export interface BlogListView {
  categories: CategoryOption[];
  /** The first featured post; shown on its own card while no filter is set. */
  featured: BlogPostSummary | null;
  /** The grid: every match, except the featured post when it has its own card. */
  posts: BlogPostSummary[];
  /** Number of posts matching the filters (featured card included). */
  matchCount: number;
  isFiltered: boolean;
}

export function blogListView(all: readonly BlogPostSummary[], filters: BlogFilters): BlogListView {
  const listed = listedPosts(all);
  const matches = listed.filter((p) => matchesSearch(p, filters.q) && matchesCategory(p, filters.category));
  const isFiltered = Boolean(filters.q.trim() || filters.category);
  const featured = isFiltered ? null : (listed.find((p) => p.isFeatured) ?? null);
  return {
    categories: categoryOptions(listed),
    featured,
    posts: featured ? matches.filter((p) => p !== featured) : matches,
    matchCount: matches.length,
    isFiltered,
  };
}
