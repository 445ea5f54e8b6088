import { useLoaderData } from "react-router";
import { pageCopyFor } from "../../../shared/i18n/copy";
import { webPageLd } from "../../../shared/structured-data";
import { breadcrumbLd } from "../../../shared/structured-data-content";
import { cardFigureOf } from "../../components/content/case-study-cover";
import { chartKindOf } from "../../../shared/content/case-study-figures";
import { REGION_LOCALE } from "../../../shared/constants";
import { STUDY_COVER_SIZES } from "../../components/content/case-study-hero";
import type { CaseStudyHead } from "../../features/content/content-loaders";
import type { PageHandle } from "../../head/page-meta";
import { defineStaticPart } from "../../lib/static-parts/static-part";
import { trailOf } from "./case-study-trail";

// One template for every study; the loader has already answered 404 for an unknown slug and
// 301 for an old one, and put the study in the query cache (client/features/content/content-loaders.ts).

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
      // The headline drawn as the cover draws it; a plain number has no chart of its own.
      ...(head.headline && chartKindOf(head.headline) !== "value"
        ? { cardVisual: { kind: "chart" as const, figure: head.headline, service: head.service, locale: REGION_LOCALE[region] } }
        : {}),
      ...(head.isIllustrative ? { cardSection: "example" as const } : {}),
      ...(head.cover ? { preloadImage: { image: head.cover, sizes: STUDY_COVER_SIZES } } : {}),
      structuredData: [webPageLd({ siteUrl, pathname, title, description }), breadcrumbLd(siteUrl, trailOf(region, head), region)],
    };
  },
};

// Links, text, figures and pictures only: a static part, which the browser does not hydrate (client/lib/static-parts/static-part.tsx).
const CaseStudyContent = defineStaticPart("case-study", () => import("./case-study-content").then((m) => m.CaseStudyContent));

export function Component() {
  return <CaseStudyContent head={useLoaderData() as CaseStudyHead} />;
}
