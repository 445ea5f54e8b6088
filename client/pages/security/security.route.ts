import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./security.page"),
  paths: ["security"],
  nav: [{ menu: "footer-legal", position: 4, label: "security" }],
});
