import { caseStudyLoader } from "../../features/content/content-loaders";
import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./case-study.page"),
  paths: ["case-studies/:slug"],
  loader: caseStudyLoader,
  // The whole page is a static part (./case-study-content.tsx): the browser needs none of its queries.
  queriesStayOnServer: true,
  // Current slugs only: old ones answer 301 and do not belong in the sitemap.
  sitemap: async (sources) => (await sources.publishedCaseStudies()).map((study) => ({ path: `/case-studies/${study.slug}` })),
});
