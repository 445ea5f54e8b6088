import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./onboarding-wizard.page"),
  paths: ["onboarding-wizard"],
  // shared/recommendation/answers.ts WIZARD_PARAM
  searchParams: ["step", "business", "goal", "interest", "budget", "timeline"],
  nav: [{ menu: "header", position: 3, label: "findService" }],
});
