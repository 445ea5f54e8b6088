import type { PageName } from "./page-modules";

/**
 * The five built-in articles (ids 1-5) each have their own
 * lazily loaded page. Their text is the seed file in data/seed/blog/, which the
 * page imports and the database is seeded from, so it lives in one place.
 * This list is small on purpose: it is part of the route table.
 */
export const builtInArticles = [
  { slug: "ai-solutions-business-growth-2025", page: "blog-ai-solutions" },
  { slug: "white-label-seo-ppc-2025", page: "blog-white-label" },
  { slug: "dedicated-team-hiring-2025", page: "blog-dedicated-team" },
  { slug: "industry-specific-digital-marketing-strategies-2025", page: "blog-industry-marketing" },
  { slug: "ad-fatigue-digital-marketing-2025", page: "blog-ad-fatigue" },
] as const satisfies readonly { slug: string; page: PageName }[];
