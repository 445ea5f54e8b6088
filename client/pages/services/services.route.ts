import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./services.page"),
  paths: ["services"],
  nav: [{ menu: "header", position: 2, label: "services" }],
  prefetch: true,
});
