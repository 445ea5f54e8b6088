import { blogPostLoader } from "../../features/blog/blog-loaders";
import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./blog-post.page"),
  paths: ["blog/:slug"],
  loader: blogPostLoader,
  // Every published post, dated by its last change (the built-in articles' own pages included).
  sitemap: async (sources) =>
    (await sources.publishedPosts()).map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.updatedAt.slice(0, 10) })),
});
