import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  blogListView,
  categoryOptions,
  filtersFromSearch,
  isListed,
  listedPosts,
  matchesCategory,
  matchesSearch,
  searchForFilters,
} from "../../client/features/blog/blog-list-rules";
import { categoryOf, postDate, withPostDefaults } from "../../shared/blog/post-defaults";
import { toPostSummary } from "../../shared/blog/post-summary";
import type { BlogPostSummary } from "../../shared/schemas/blog-post";

let nextId = 1;
function post(fields: Partial<BlogPostSummary> = {}): BlogPostSummary {
  const id = fields.id ?? nextId++;
  return {
    id,
    slug: `post-${id}`,
    title: `Post ${id}`,
    subtitle: "",
    excerpt: "",
    tags: [],
    author: "the team",
    readTime: 5,
    isPublished: true,
    isFeatured: false,
    metaTitle: "",
    metaDescription: "",
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    publishedAt: "2025-01-01T00:00:00.000Z",
    category: "General",
    imageUrl: `/images/blog/post-${id}.svg`,
    ...fields,
  };
}

describe("which posts the blog list shows", () => {
  test("only published posts", () => {
    expect(isListed(post({ isPublished: true }))).toBe(true);
    expect(isListed(post({ isPublished: false }))).toBe(false);
  });

  test("never a post whose image name contains the ad-fatigue image name, whatever folder or query it has", () => {
    expect(isListed(post({ imageUrl: "/images/blog/ad-fatigue-digital-marketing.svg" }))).toBe(false);
    expect(isListed(post({ imageUrl: "https://cdn.example/x/Ad-Fatigue-Digital-Marketing-v2.png?w=600" }))).toBe(false);
    // The name of a folder does not count, only the image's own name.
    expect(isListed(post({ imageUrl: "/ad-fatigue-digital-marketing/cover.svg" }))).toBe(true);
    expect(isListed(post({ imageUrl: "" }))).toBe(true);
  });

  test("newest first by publication (else creation) date, then by id", () => {
    const old = post({ id: 1, publishedAt: "2024-05-01T00:00:00.000Z" });
    const recent = post({ id: 2, publishedAt: null, createdAt: "2025-06-01T00:00:00.000Z" });
    const sameDayLowId = post({ id: 3, publishedAt: "2025-01-01T00:00:00.000Z" });
    const sameDayHighId = post({ id: 4, publishedAt: "2025-01-01T00:00:00.000Z" });
    expect(listedPosts([old, sameDayLowId, recent, sameDayHighId]).map((p) => p.id)).toEqual([2, 4, 3, 1]);
  });
});

describe("search: a case-insensitive piece of the title or the excerpt", () => {
  const p = post({ title: "White Label SEO & PPC Explained", excerpt: "Scale without hiring", category: "Digital Marketing" });

  test("matches the title or the excerpt in any case, ignoring surrounding spaces", () => {
    expect(matchesSearch(p, "seo & ppc")).toBe(true);
    expect(matchesSearch(p, "  WITHOUT hir ")).toBe(true);
    expect(matchesSearch(p, "")).toBe(true);
  });

  test("does not look at the category, tags or content", () => {
    expect(matchesSearch(p, "digital marketing")).toBe(false);
  });

  test("any piece of the title matches, typed in upper case", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9 &-]{1,40}$/), fc.nat(), fc.nat(), (title, a, b) => {
        const start = a % title.length;
        const needle = title.slice(start, start + 1 + (b % (title.length - start)));
        fc.pre(needle.trim().length > 0);
        return matchesSearch(post({ title, excerpt: "" }), needle.toUpperCase());
      }),
    );
  });
});

describe("category: the post's category, else its first tag, else 'General'", () => {
  test("categoryOf falls back to the first tag, then to 'General'", () => {
    expect(categoryOf({ category: "AI & Technology", tags: ["AI"] })).toBe("AI & Technology");
    expect(categoryOf({ category: "", tags: ["Local SEO", "Agencies"] })).toBe("Local SEO");
    expect(categoryOf({ category: null, tags: [] })).toBe("General");
    expect(categoryOf({})).toBe("General");
  });

  test("the filter is a case-insensitive substring of that category", () => {
    const p = post({ category: "Industry Marketing" });
    expect(matchesCategory(p, "industry marketing")).toBe(true);
    expect(matchesCategory(p, "MARKETING")).toBe(true);
    expect(matchesCategory(p, "Digital Marketing")).toBe(false);
    expect(matchesCategory(p, null)).toBe(true);
    expect(matchesCategory(post({ category: "", tags: [] }), "general")).toBe(true);
  });

  test("the buttons: 'All Posts' first with every listed post, then each category with the posts it shows", () => {
    const posts = [
      post({ category: "Digital Marketing" }),
      post({ category: "Industry Marketing" }),
      post({ category: "industry marketing" }),
      post({ category: "AI & Technology" }),
    ];
    expect(categoryOptions(posts)).toEqual([
      { label: "All Posts", value: null, count: 4 },
      { label: "Industry Marketing", value: "Industry Marketing", count: 2 },
      { label: "AI & Technology", value: "AI & Technology", count: 1 },
      { label: "Digital Marketing", value: "Digital Marketing", count: 1 },
    ]);
  });
});

describe("the filters live in the address", () => {
  test("?q= and ?category= are read; an empty or 'all' category means all posts", () => {
    expect(filtersFromSearch(new URLSearchParams("q=seo&category=Digital%20Marketing"))).toEqual({
      q: "seo",
      category: "Digital Marketing",
    });
    expect(filtersFromSearch(new URLSearchParams("category=all"))).toEqual({ q: "", category: null });
    expect(filtersFromSearch(new URLSearchParams("category=&q="))).toEqual({ q: "", category: null });
  });

  test("writing them back leaves out what is empty, so 'All Posts' is the plain list", () => {
    expect(searchForFilters({ q: "", category: null })).toBe("");
    expect(searchForFilters({ q: "ads & seo", category: "AI & Technology" })).toBe("?q=ads+%26+seo&category=AI+%26+Technology");
    const round = filtersFromSearch(new URLSearchParams(searchForFilters({ q: "ads & seo", category: "AI & Technology" })));
    expect(round).toEqual({ q: "ads & seo", category: "AI & Technology" });
  });
});

describe("the list as the page shows it", () => {
  const featured = post({
    id: 10,
    title: "AI for growth",
    isFeatured: true,
    category: "AI & Technology",
    publishedAt: "2025-01-15T00:00:00.000Z",
  });
  const seo = post({ id: 11, title: "White label SEO", category: "Digital Marketing", publishedAt: "2025-01-20T00:00:00.000Z" });
  const laterFeatured = post({
    id: 12,
    title: "Hiring teams",
    isFeatured: true,
    category: "Workforce",
    publishedAt: "2025-01-10T00:00:00.000Z",
  });
  const draft = post({ id: 13, title: "Draft about SEO", isPublished: false });
  const adFatigue = post({ id: 14, title: "Ad fatigue SEO", imageUrl: "/images/blog/ad-fatigue-digital-marketing.svg" });
  const all = [laterFeatured, draft, seo, adFatigue, featured];

  test("unfiltered: the first featured post on its own card and the others in the grid, newest first", () => {
    const view = blogListView(all, { q: "", category: null });
    expect(view.featured?.id).toBe(10);
    expect(view.posts.map((p) => p.id)).toEqual([11, 12]);
    expect(view.matchCount).toBe(3);
    expect(view.isFiltered).toBe(false);
    expect(view.categories[0]).toEqual({ label: "All Posts", value: null, count: 3 });
  });

  test("filtered: no featured card, every match in the grid; counts stay those of the whole list", () => {
    const view = blogListView(all, { q: "seo", category: null });
    expect(view.featured).toBeNull();
    expect(view.posts.map((p) => p.id)).toEqual([11]);
    expect(view.isFiltered).toBe(true);
    expect(view.categories.map((c) => c.count)).toEqual([3, 1, 1, 1]);
    expect(blogListView(all, { q: "", category: "ai & tech" }).posts.map((p) => p.id)).toEqual([10]);
    expect(blogListView(all, { q: "growth", category: "Workforce" }).matchCount).toBe(0);
  });

  test("an empty list has no featured post and only 'All Posts (0)'", () => {
    expect(blogListView([], { q: "", category: null })).toEqual({
      categories: [{ label: "All Posts", value: null, count: 0 }],
      featured: null,
      posts: [],
      matchCount: 0,
      isFiltered: false,
    });
  });
});

describe("posts from the API get defaults for missing fields", () => {
  test("missing author, read time and category are filled in", () => {
    const p = withPostDefaults({
      id: 8,
      slug: "x",
      title: "X",
      tags: ["Local SEO"],
      isPublished: true,
      createdAt: "2025-02-01T00:00:00.000Z",
    });
    expect(p).toMatchObject({
      author: "the team",
      readTime: 5,
      category: "Local SEO",
      excerpt: "",
      imageUrl: "",
      publishedAt: null,
      updatedAt: "2025-02-01T00:00:00.000Z",
    });
    expect(withPostDefaults({ slug: "y", title: "Y", readTime: 0, author: "  " })).toMatchObject({
      readTime: 5,
      author: "the team",
      category: "General",
      isPublished: false,
    });
  });

  test("anything without a slug or a title is not a post", () => {
    for (const value of [null, 42, "post", [], { slug: "no-title" }, { title: "No slug" }]) expect(withPostDefaults(value)).toBeNull();
  });

  test("the date a reader sees is the publication date, else the creation date, else none", () => {
    expect(postDate({ publishedAt: "2025-03-01T00:00:00.000Z", createdAt: "2025-01-01T00:00:00.000Z" })).toBe("2025-03-01T00:00:00.000Z");
    expect(postDate({ publishedAt: null, createdAt: "2025-01-01T00:00:00.000Z" })).toBe("2025-01-01T00:00:00.000Z");
    expect(postDate({ publishedAt: "soon", createdAt: "" })).toBeNull();
  });

  test("a summary is the post without its text", () => {
    const full = { ...post({ id: 20 }), content: "Long text" };
    expect(toPostSummary(full)).toEqual(post({ id: 20 }));
  });
});
