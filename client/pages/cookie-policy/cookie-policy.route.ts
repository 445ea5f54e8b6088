import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./cookie-policy.page"),
  paths: ["cookie-policy"],
  nav: [{ menu: "footer-legal", position: 3, label: "cookiePolicy" }],
});
