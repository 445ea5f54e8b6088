import { caseStudiesLoader } from "../../features/content/content-loaders";
import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./case-studies.page"),
  paths: ["case-studies"],
  searchParams: ["service"],
  // The service filter lives in the address (?service=seo), so it renders on the server too.
  loader: caseStudiesLoader,
  // The whole page is a static part (./case-studies-content.tsx): the browser needs none of its queries.
  queriesStayOnServer: true,
});
