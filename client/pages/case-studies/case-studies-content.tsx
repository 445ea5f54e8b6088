import { useSuspenseQuery } from "@tanstack/react-query";
import { caseStudiesForService, servicePagePathOf, type CaseStudyService } from "../../../shared/content/case-studies";
import { hasResults } from "../../../shared/content/case-study-figures";
import { useApi } from "../../api/api-context";
import { caseStudiesQuery } from "../../api/content.queries";
import { usePageQueryClient } from "../../api/page-query-client";
import { trailIn } from "../../components/content/breadcrumb-trail";
import { Breadcrumbs } from "../../components/content/breadcrumbs";
import { CaseStudyGrid } from "../../components/content/case-study-card";
import { CtaBand } from "../../components/content/cta-band";
import { useCaseStudiesCopy } from "../../components/content/use-content-copy";
import { PageHero } from "../../components/ui/page-hero";
import { usePageRegion } from "../../lib/region/region-context";
import { CaseStudiesHeroVisual } from "./case-studies-hero-visual";
import { CaseStudyFilter } from "./case-study-filter";

/** The study list, all or one service's: links, text and figures only, so a static part (./case-studies.page.tsx). */
export function CaseStudiesContent({ filter }: { filter: CaseStudyService | null }) {
  const queryClient = usePageQueryClient();
  const caseStudies = useSuspenseQuery(caseStudiesQuery(useApi()), queryClient).data;
  const shown = filter ? caseStudiesForService(caseStudies, filter) : caseStudies;
  const copy = useCaseStudiesCopy();
  const heading = filter ? copy.list.forService(copy.services[filter]) : copy.list.all;
  const servicePath = filter ? servicePagePathOf(filter) : null;
  const region = usePageRegion();
  const measured = shown.filter(hasResults);
  const others = shown.filter((s) => !hasResults(s));
  return (
    <>
      <Breadcrumbs trail={trailIn(region, "/case-studies")} />
      <PageHero
        eyebrow={copy.list.eyebrow}
        title={copy.list.title}
        intro={<p>{copy.list.intro}</p>}
        visual={<CaseStudiesHeroVisual studies={caseStudies} />}
      />
      <section className="container-page py-12" aria-labelledby="case-study-list">
        <CaseStudyFilter studies={caseStudies} active={filter} />
        <div className="mt-8 flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="case-study-list" className="text-3xl font-bold tracking-tight text-slate-900">
            {heading}
          </h2>
          <p className="text-sm text-slate-600" role="status">
            {copy.list.showing(shown.length, caseStudies.length)}
          </p>
        </div>
        {/* Measured results first; projects without figures and example engagements apart, under their own heading. */}
        <div data-testid="case-study-list">
          {measured.length > 0 && <CaseStudyGrid className="mt-6" studies={measured} />}
          {others.length > 0 && (
            <section aria-labelledby="other-studies" className="mt-16 border-t border-slate-200 pt-12">
              <h2 id="other-studies" className="text-2xl font-bold tracking-tight text-slate-900">
                {copy.list.otherTitle}
              </h2>
              <p className="mt-2 max-w-3xl text-slate-600">{copy.list.otherIntro}</p>
              <CaseStudyGrid className="mt-6" studies={others} />
            </section>
          )}
        </div>
      </section>
      <CtaBand
        title={copy.list.ctaTitle}
        text={<p>{copy.list.ctaText}</p>}
        contactHref={servicePath ? `/contact?service=${filter}` : "/contact"}
        contactLabel={copy.list.ctaContact}
      />
    </>
  );
}
