import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./privacy-policy.page"),
  paths: ["privacy-policy"],
  nav: [{ menu: "footer-legal", position: 1, label: "privacyPolicy" }],
});
