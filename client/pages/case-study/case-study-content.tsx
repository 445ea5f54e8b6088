import { useSuspenseQuery } from "@tanstack/react-query";
import { usePageQueryClient } from "../../api/page-query-client";
import { useApi } from "../../api/api-context";
import { caseStudyQuery, testimonialsQuery } from "../../api/content.queries";
import { Breadcrumbs } from "../../components/content/breadcrumbs";
import { CaseStudyArticle } from "../../components/content/case-study-article";
import type { CaseStudyHead } from "../../features/content/content-loaders";
import { usePageRegion } from "../../lib/region/region-context";
import { trailOf } from "./case-study-trail";

/** A study's whole page: links, text, figures and pictures only, so a static part (./case-study.page.tsx). */
export function CaseStudyContent({ head }: { head: CaseStudyHead }) {
  const api = useApi();
  const region = usePageRegion();
  const queryClient = usePageQueryClient();
  const answer = useSuspenseQuery(caseStudyQuery(api, head.slug), queryClient).data;
  const testimonials = useSuspenseQuery(testimonialsQuery(api), queryClient).data;
  if (answer.kind !== "study") return null;
  const { study, related } = answer;
  return (
    <>
      <Breadcrumbs trail={trailOf(region, head)} />
      <CaseStudyArticle study={study} related={related} testimonials={testimonials.filter((t) => t.caseStudy === study.slug)} />
    </>
  );
}
