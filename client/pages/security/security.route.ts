import { proofLoader } from "../../features/content/content-loaders";
import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./security.page"),
  paths: ["security"],
  loader: proofLoader({ facts: true }),
  // The page is one static part (./security.page.tsx): the browser needs none of its queries.
  queriesStayOnServer: true,
  nav: [{ menu: "footer-legal", position: 4, label: "security" }],
});
