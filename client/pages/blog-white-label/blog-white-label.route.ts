import { definePage } from "../../lib/routing/page-route";

// A built-in article has its own page (its text is in its chunk); every other slug is a post
// from the database on the generic article page (client/pages/blog-post/).
const ARTICLE = { id: 2, slug: "white-label-seo-ppc-2025" };

export const route = definePage({
  page: () => import("./blog-white-label.page"),
  paths: [`blog/${ARTICLE.slug}`],
  builtInArticle: ARTICLE,
});
