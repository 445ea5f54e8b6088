import { Link } from "../../lib/region/region-link";
import { useSuspenseQuery } from "@tanstack/react-query";
import { usePageQueryClient } from "../../api/page-query-client";
import { isCaseStudyService } from "../../../shared/content/case-studies";
import { useApi } from "../../api/api-context";
import { caseStudyCardsQuery } from "../../api/content.queries";
import type { ServiceDetail } from "../../../shared/content/service-details";
import type { ServiceSummary } from "../../../shared/content/services";
import { CaseStudyGrid } from "../../components/content/case-study-card";
import { Section } from "../../components/content/content-section";
import { useServicePageCopy, useServiceSummaries } from "../../components/content/use-service-copy";

/** Up to three studies of the service (facts `services[].caseStudies`), with a link to all of them. */
export function RelatedCaseStudiesSection({ service, detail }: { service: ServiceSummary; detail: ServiceDetail }) {
  const copy = useServicePageCopy().related;
  const name = useServiceSummaries()[service.slug].name;
  const queryClient = usePageQueryClient();
  const studies = useSuspenseQuery(caseStudyCardsQuery(useApi(), detail.relatedCaseStudies), queryClient).data.slice(0, 3);
  if (studies.length === 0) return null;
  const listHref = isCaseStudyService(service.slug) ? `/case-studies?service=${service.slug}` : "/case-studies";
  return (
    <Section
      id="case-studies"
      title={detail.relatedNote ? copy.relatedWork : copy.caseStudies}
      tone="white"
      intro={<p>{detail.relatedNote ?? copy.resultsFrom(name)}</p>}
    >
      <CaseStudyGrid studies={studies} />
      <Link to={listHref} className="btn btn-outline mt-8">
        {isCaseStudyService(service.slug) ? copy.seeAllFor(name) : copy.seeAll}
      </Link>
    </Section>
  );
}
