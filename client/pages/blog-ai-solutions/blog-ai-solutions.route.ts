import { definePage } from "../../lib/routing/page-route";

// A built-in article has its own page (its text is in its chunk); every other slug is a post
// from the database on the generic article page (client/pages/blog-post/).
const ARTICLE = { id: 1, slug: "ai-solutions-business-growth-2025" };

export const route = definePage({
  page: () => import("./blog-ai-solutions.page"),
  paths: [`blog/${ARTICLE.slug}`],
  builtInArticle: ARTICLE,
});
