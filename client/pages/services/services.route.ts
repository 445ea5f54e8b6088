import { proofLoader } from "../../features/content/content-loaders";
import { definePage } from "../../lib/routing/page-route";
import { FEATURED_STUDIES } from "./featured-studies";

export const route = definePage({
  page: () => import("./services.page"),
  paths: ["services"],
  loader: proofLoader({ cards: FEATURED_STUDIES }),
  // The page is static parts (./services.page.tsx): the browser needs none of its queries.
  queriesStayOnServer: true,
  nav: [{ menu: "header", position: 2, label: "services" }],
  prefetch: true,
});
