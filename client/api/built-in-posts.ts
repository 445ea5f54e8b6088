import type { BlogPost } from "../../shared/schemas/blog-post";

/**
 * The posts the blog list shows when GET /api/blog fails: the five
 * built-in articles (client/pages/built-in-article-pages.ts). Loaded only then,
 * as separate chunks (the same ones the articles' pages use).
 */
export async function loadBuiltInPosts(): Promise<BlogPost[]> {
  const modules = await Promise.all([
    import("../../data/seed/blog/ai-solutions-business-growth-2025.json", { with: { type: "json" } }),
    import("../../data/seed/blog/white-label-seo-ppc-2025.json", { with: { type: "json" } }),
    import("../../data/seed/blog/dedicated-team-hiring-2025.json", { with: { type: "json" } }),
    import("../../data/seed/blog/industry-specific-digital-marketing-strategies-2025.json", { with: { type: "json" } }),
    import("../../data/seed/blog/ad-fatigue-digital-marketing-2025.json", { with: { type: "json" } }),
  ]);
  return modules.map((m) => m.default as BlogPost);
}
