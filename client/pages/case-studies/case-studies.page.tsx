import { useLoaderData } from "react-router";
import { caseStudiesForService, isCaseStudyService, type CaseStudyService } from "../../../shared/content/case-studies";
import type { CaseStudiesLoaderData } from "../../features/content/content-loaders";
import { webPageLd } from "../../../shared/structured-data";
import { breadcrumbLd, itemListLd } from "../../../shared/structured-data-content";
import type { PageHandle } from "../../head/page-meta";
import { defineStaticPart } from "../../lib/static-parts/static-part";
import { trailIn } from "../../components/content/breadcrumb-trail";
import type { RegionCode } from "../../../shared/constants";
import { pageCopyFor } from "../../../shared/i18n/copy";
import { caseStudiesDe } from "../../../shared/i18n/pages/case-studies.de";
import { caseStudiesEn } from "../../../shared/i18n/pages/case-studies.en";

/** The loader passes ?service= through; anything that is not a known service means "all". */
const filterOf = (data: CaseStudiesLoaderData): CaseStudyService | null => (isCaseStudyService(data.service) ? data.service : null);

/** The list's title and description, or the filtered list's, in the region's language. */
function listMeta(data: CaseStudiesLoaderData, filter: CaseStudyService | null, region: RegionCode) {
  const copy = pageCopyFor({ en: caseStudiesEn, de: caseStudiesDe }, region);
  return filter === null
    ? copy.list.meta
    : copy.list.meta.forService(copy.services[filter], caseStudiesForService(data.studies, filter).length);
}

export const handle: PageHandle = {
  meta: ({ data, siteUrl, pathname, region }) => {
    const list = data as CaseStudiesLoaderData;
    const filter = filterOf(list);
    const { title, description } = listMeta(list, filter, region);
    const shown = filter ? caseStudiesForService(list.studies, filter) : list.studies;
    return {
      title,
      description,
      structuredData: [
        webPageLd({ siteUrl, pathname, title, description }),
        breadcrumbLd(siteUrl, trailIn(region, "/case-studies"), region),
        itemListLd(
          siteUrl,
          title,
          shown.map((s) => ({ name: s.client, path: `/case-studies/${s.slug}` })),
          region,
        ),
      ],
    };
  },
};

// Links, text and figures only: a static part, which the browser does not hydrate (client/lib/static-parts/static-part.tsx).
const CaseStudiesContent = defineStaticPart("case-studies", () => import("./case-studies-content").then((m) => m.CaseStudiesContent));

export function Component() {
  return <CaseStudiesContent filter={filterOf(useLoaderData() as CaseStudiesLoaderData)} />;
}
