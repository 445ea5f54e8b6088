import { blogListLoader, blogListShouldRevalidate } from "../../features/blog/blog-loaders";
import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./blog.page"),
  paths: ["blog"],
  searchParams: ["q", "category"],
  loader: blogListLoader,
  shouldRevalidate: blogListShouldRevalidate,
  nav: [{ menu: "header", position: 5, label: "blog" }],
});
