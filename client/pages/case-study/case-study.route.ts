// biome-ignore lint/style/noRestrictedImports: the case-study alias redirect keeps the region itself (regionPath below).
import { data, redirect, type LoaderFunctionArgs } from "react-router";
import { regionOfPath, regionPath } from "../../../shared/region-addresses";
import { definePage } from "../../lib/routing/page-route";

export const route = definePage({
  page: () => import("./case-study.page"),
  paths: ["case-studies/:slug"],
  loader:
    () =>
    async ({ params, request }: LoaderFunctionArgs) => {
      // The study texts stay out of the entry chunk: loaded with the page, in parallel.
      const { getCaseStudy, getCaseStudyByAlias } = await import("../../../shared/content/case-studies");
      const slug = params.slug ?? "";
      const study = getCaseStudy(slug);
      if (study) return { slug: study.slug };
      const aliasOf = getCaseStudyByAlias(slug);
      // Alias slugs are old addresses of a study: move them permanently, so links and rankings carry over.
      if (aliasOf) throw redirect(regionPath(regionOfPath(new URL(request.url).pathname), `/case-studies/${aliasOf.slug}`), 301);
      throw data({ message: "Case study not found" }, { status: 404, statusText: "Not Found" });
    },
  // Canonical slugs only: the alias slugs redirect and do not belong in the sitemap.
  sitemap: async () =>
    (await import("../../../shared/content/case-studies")).caseStudySlugs.map((slug) => ({ path: `/case-studies/${slug}` })),
});
