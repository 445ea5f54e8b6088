import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./about.page"),
  paths: ["about"],
  nav: [{ menu: "header", position: 6, label: "about" }],
  prefetch: true,
});
