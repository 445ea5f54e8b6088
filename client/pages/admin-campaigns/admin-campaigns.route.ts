import { definePage } from "../../lib/routing/page-route";

// The campaign report: landing pages judged by leads and won deals (docs/decisions/0039-landing-pages.md).
export const route = definePage({
  page: () => import("./admin-campaigns.page"),
  paths: ["campaigns"],
  parent: "admin",
  oneAddress: true,
});
