import { useLoaderData } from "react-router";
import { Link } from "../../lib/region/region-link";
import { getCaseStudy, servicePagePathOf, type CaseStudy } from "../../../shared/content/case-studies";
import { headlineFigure } from "../../../shared/content/case-study-figure";
import { webPageLd } from "../../../shared/structured-data";
import { breadcrumbLd } from "../../../shared/structured-data-content";
import { Breadcrumbs } from "../../components/content/breadcrumbs";
import { CaseStudyCard } from "../../components/content/case-study-card";
import { CtaBand } from "../../components/content/cta-band";
import { ExternalLink } from "../../components/ui/external-link";
import { PageHero } from "../../components/ui/page-hero";
import type { PageHandle } from "../../head/page-meta";
import { usePageRegion, useRegionConfig } from "../../lib/region/region-context";
import { trailIn } from "../../components/content/breadcrumb-trail";
import type { RegionCode } from "../../../shared/constants";
import { pageCopyFor } from "../../../shared/i18n/copy";
import { caseStudyMetaDe } from "../../../shared/i18n/pages/case-study-meta.de";
import { caseStudyMetaEn } from "../../../shared/i18n/pages/case-study-meta.en";
import { AtAGlance, Block, HeadlineFigures, IllustrativeNotice, ResultsGrid, TagList } from "./case-study-sections";
import { useCaseStudiesCopy } from "../../components/content/use-content-copy";
import { EnglishBody } from "../../components/content/english-body";

// One template for every study; the loader has already answered 404
// or 301 for anything that is not a canonical slug.

const studyOf = (data: unknown): CaseStudy => getCaseStudy((data as { slug: string }).slug)!;

/** Home / Case studies / the client: the study's own name stays as the client is called. */
const trailOf = (region: RegionCode, study: CaseStudy) =>
  trailIn(region, "/case-studies", { name: study.client, path: `/case-studies/${study.slug}` });

export const handle: PageHandle = {
  meta: ({ data, siteUrl, pathname, region }) => {
    const study = studyOf(data);
    // The study is English content, but German search results get a German title and description.
    const { title, description } = pageCopyFor({ en: caseStudyMetaEn, de: caseStudyMetaDe }, region)[study.slug];
    return {
      title,
      description,
      ogType: "article",
      cardFigure: headlineFigure(study),
      structuredData: [webPageLd({ siteUrl, pathname, title, description }), breadcrumbLd(siteUrl, trailOf(region, study), region)],
    };
  },
};

export function Component() {
  const study = studyOf(useLoaderData());
  const { bookingUrl } = useRegionConfig();
  const region = usePageRegion();
  const servicePath = servicePagePathOf(study.service);
  const contactHref = servicePath ? `/contact?service=${study.service}` : "/contact";
  const related = study.related.map((slug) => getCaseStudy(slug)).filter((s): s is CaseStudy => s !== null);
  const copy = useCaseStudiesCopy();
  const d = copy.detail;
  const kind = study.isIllustrative ? d.example : d.caseStudy;
  return (
    <>
      <Breadcrumbs trail={trailOf(region, study)} />
      <PageHero
        eyebrow={`${kind} · ${copy.services[study.service]}`}
        title={study.title}
        titleLang="en"
        intro={<p lang="en">{study.intro}</p>}
      >
        <ExternalLink href={bookingUrl} className="btn btn-accent">
          {d.bookCall}
        </ExternalLink>
        <Link to="/case-studies" className="btn btn-light">
          {d.all}
        </Link>
      </PageHero>
      <div className="container-page grid gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="lg:order-2">
          <div className="space-y-6 lg:sticky lg:top-6">
            <AtAGlance study={study} />
            {servicePath && (
              <Link to={servicePath} className="btn btn-outline w-full">
                {d.explore(copy.services[study.service])}
              </Link>
            )}
          </div>
        </div>
        <article className="min-w-0 lg:order-1" aria-label={`${kind}: ${study.client}`}>
          {study.isIllustrative ? <IllustrativeNotice /> : <HeadlineFigures study={study} />}
          <EnglishBody>
            <Block id="challenge" title={study.isIllustrative ? d.typicalChallenge : d.challenge}>
              <div className="space-y-4 text-lg leading-relaxed text-slate-700">
                {study.challenge.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </Block>
            <Block id="delivered" title={study.isIllustrative ? d.typicallyDeliver : d.delivered}>
              <ul className="space-y-3 text-lg text-slate-700">
                {study.delivered.map((item) => (
                  <li key={item} className="flex gap-3">
                    <span aria-hidden="true" className="mt-1 text-emerald-700">
                      ✓
                    </span>
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </Block>
            {study.results.length > 0 && (
              <Block id="results" title={d.results}>
                <ResultsGrid study={study} />
              </Block>
            )}
            <Block id="services-and-tech" title={d.servicesAndTech}>
              <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-500">{d.servicesUsed}</h3>
              <div className="mt-2">
                <TagList label={d.servicesUsed} items={study.servicesUsed} />
              </div>
              <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider text-slate-500">{d.tech}</h3>
              <div className="mt-2">
                <TagList label={d.tech} items={study.tech} />
              </div>
            </Block>
            <Block id="summary" title={d.inShort}>
              <p className="rounded-xl border-l-4 border-indigo-600 bg-white p-6 text-lg leading-relaxed text-slate-700 shadow-sm">
                {study.summary}
              </p>
            </Block>
          </EnglishBody>
        </article>
      </div>
      {related.length > 0 && (
        <section className="border-t border-slate-200 bg-white" aria-labelledby="related-studies">
          <div className="container-page py-14">
            <h2 id="related-studies" className="text-3xl font-bold tracking-tight text-slate-900">
              {d.related}
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {related.map((r) => (
                <li key={r.slug}>
                  <CaseStudyCard study={r} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <CtaBand
        title={study.isIllustrative ? d.ctaPlanning : d.ctaResults}
        text={<p>{d.ctaText}</p>}
        contactHref={contactHref}
        contactLabel={d.ctaContact}
      />
    </>
  );
}
