import { proofLoader } from "../../features/content/content-loaders";
import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./services.page"),
  paths: ["services"],
  loader: proofLoader({ studyList: true }),
  nav: [{ menu: "header", position: 2, label: "services" }],
  prefetch: true,
});
