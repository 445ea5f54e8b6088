import { useSuspenseQuery } from "@tanstack/react-query";
import { useLoaderData } from "react-router";
import type { RegionCode } from "../../../shared/constants";
import { pageCopyFor } from "../../../shared/i18n/copy";
import { webPageLd } from "../../../shared/structured-data";
import { breadcrumbLd } from "../../../shared/structured-data-content";
import { useApi } from "../../api/api-context";
import { caseStudyQuery, testimonialsQuery } from "../../api/content.queries";
import { trailIn } from "../../components/content/breadcrumb-trail";
import { Breadcrumbs } from "../../components/content/breadcrumbs";
import { CaseStudyArticle } from "../../components/content/case-study-article";
import { cardFigureOf } from "../../components/content/case-study-cover";
import { STUDY_COVER_SIZES } from "../../components/content/case-study-hero";
import type { CaseStudyHead } from "../../features/content/content-loaders";
import type { PageHandle } from "../../head/page-meta";
import { usePageRegion } from "../../lib/region/region-context";

// One template for every study; the loader has already answered 404 for an unknown slug and
// 301 for an old one, and put the study in the query cache (client/features/content/content-loaders.ts).

/** The client as the region's language names it: a company by its name, an example engagement's kind of client in words. */
const clientIn = (region: RegionCode, head: CaseStudyHead) => pageCopyFor(head.meta, region).client ?? head.client;

/** Home / Case studies / the client. */
const trailOf = (region: RegionCode, head: CaseStudyHead) =>
  trailIn(region, "/case-studies", { name: clientIn(region, head), path: `/case-studies/${head.slug}` });

export const handle: PageHandle = {
  meta: ({ data, siteUrl, pathname, region }) => {
    const head = data as CaseStudyHead;
    // German search results get a German title and description, whatever the story's language.
    const { title, description } = pageCopyFor(head.meta, region);
    return {
      title,
      description,
      ogType: "article",
      cardFigure: cardFigureOf(head.headline, region),
      ...(head.cover ? { preloadImage: { image: head.cover, sizes: STUDY_COVER_SIZES } } : {}),
      structuredData: [webPageLd({ siteUrl, pathname, title, description }), breadcrumbLd(siteUrl, trailOf(region, head), region)],
    };
  },
};

export function Component() {
  const head = useLoaderData() as CaseStudyHead;
  const api = useApi();
  const region = usePageRegion();
  const answer = useSuspenseQuery(caseStudyQuery(api, head.slug)).data;
  const testimonials = useSuspenseQuery(testimonialsQuery(api)).data;
  if (answer.kind !== "study") return null;
  const { study, related } = answer;
  return (
    <>
      <Breadcrumbs trail={trailOf(region, head)} />
      <CaseStudyArticle study={study} related={related} testimonials={testimonials.filter((t) => t.caseStudy === study.slug)} />
    </>
  );
}
