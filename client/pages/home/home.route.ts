import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./home.page"),
  paths: [""],
  nav: [{ menu: "header", position: 1, label: "home" }],
});
