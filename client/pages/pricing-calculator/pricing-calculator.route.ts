import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./pricing-calculator.page"),
  paths: ["pricing-calculator"],
  // shared/pricing/selection.ts PARAM: the services and each one's options
  searchParams: ["s", "seo_*", "ads_*", "web_*", "ai_*", "team_*"],
  nav: [{ menu: "header", position: 4, label: "calculator" }],
});
