import { proofLoader } from "../../features/content/content-loaders";
import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./about.page"),
  paths: ["about"],
  loader: proofLoader({ team: true, partners: true, facts: true }),
  // The page is static parts (./about.page.tsx): the browser needs none of its queries.
  queriesStayOnServer: true,
  nav: [{ menu: "header", position: 6, label: "about" }],
  prefetch: true,
});
