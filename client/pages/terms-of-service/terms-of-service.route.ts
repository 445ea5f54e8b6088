import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./terms-of-service.page"),
  paths: ["terms-of-service"],
  nav: [{ menu: "footer-legal", position: 2, label: "termsOfService" }],
});
