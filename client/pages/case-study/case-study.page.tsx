import { useLoaderData } from "react-router";
import { Link } from "../../lib/region/region-link";
import { getCaseStudy, servicePagePathOf, type CaseStudy } from "../../../shared/content/case-studies";
import { webPageLd } from "../../../shared/structured-data";
import { breadcrumbLd } from "../../../shared/structured-data-content";
import { Breadcrumbs } from "../../components/content/breadcrumbs";
import { CaseStudyGrid } from "../../components/content/case-study-card";
import { cardFigureOf } from "../../components/content/case-study-cover";
import { CtaBand } from "../../components/content/cta-band";
import { ExternalLink } from "../../components/ui/external-link";
import type { PageHandle } from "../../head/page-meta";
import { usePageRegion, useRegionConfig } from "../../lib/region/region-context";
import { trailIn } from "../../components/content/breadcrumb-trail";
import type { RegionCode } from "../../../shared/constants";
import { pageCopyFor } from "../../../shared/i18n/copy";
import { caseStudyMetaDe } from "../../../shared/i18n/pages/case-study-meta.de";
import { caseStudyMetaEn } from "../../../shared/i18n/pages/case-study-meta.en";
import { AtAGlance, Block, IllustrativeNotice, TagList } from "./case-study-sections";
import { CaseStudyHero } from "./case-study-hero";
import { moreResultsOf, ResultsGrid } from "./case-study-results";
import { studyFigures } from "../../../shared/content/case-study-figures";
import { useFigureWords } from "../../components/content/use-figure-words";
import { useCaseStudiesCopy } from "../../components/content/use-content-copy";
import { EnglishBody } from "../../components/content/english-body";
import { PlatformMarks } from "../../components/content/platform-marks";
import { caseStudyPlatforms } from "../../../shared/content/platforms";

// One template for every study; the loader has already answered 404
// or 301 for anything that is not a canonical slug.

const studyOf = (data: unknown): CaseStudy => getCaseStudy((data as { slug: string }).slug)!;

/** The client as the region's language names it: a company by its name, an example engagement's kind of client in words. */
const clientIn = (region: RegionCode, study: CaseStudy) =>
  pageCopyFor({ en: caseStudyMetaEn, de: caseStudyMetaDe }, region)[study.slug].client ?? study.client;

/** Home / Case studies / the client. */
const trailOf = (region: RegionCode, study: CaseStudy) =>
  trailIn(region, "/case-studies", { name: clientIn(region, study), path: `/case-studies/${study.slug}` });

export const handle: PageHandle = {
  meta: ({ data, siteUrl, pathname, region }) => {
    const study = studyOf(data);
    // The study is English content, but German search results get a German title and description.
    const { title, description } = pageCopyFor({ en: caseStudyMetaEn, de: caseStudyMetaDe }, region)[study.slug];
    return {
      title,
      description,
      ogType: "article",
      cardFigure: cardFigureOf(study, region),
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
  const tags = useFigureWords().words.tags;
  const d = copy.detail;
  const kind = study.isIllustrative ? d.example : d.caseStudy;
  const more = moreResultsOf(study);
  const measured = studyFigures[study.slug].results.length > 0;
  return (
    <>
      <Breadcrumbs trail={trailOf(region, study)} />
      <CaseStudyHero
        study={study}
        eyebrow={`${kind} · ${copy.services[study.service]}`}
        actions={
          <>
            <ExternalLink href={bookingUrl} className="btn btn-accent">
              {d.bookCall}
            </ExternalLink>
            <Link to="/case-studies" className="btn btn-light">
              {d.all}
            </Link>
          </>
        }
      />
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
        <article className="min-w-0 lg:order-1" aria-label={`${kind}: ${clientIn(region, study)}`}>
          {study.isIllustrative && <IllustrativeNotice />}
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
          </EnglishBody>
          {more.length > 0 && (
            <div className="mt-12">
              <Block id="results" title={d.results}>
                <ResultsGrid figures={more} />
              </Block>
            </div>
          )}
          {!measured && !study.isIllustrative && (
            <p role="note" className="mt-12 rounded-xl border border-slate-200 bg-white p-5 text-slate-700">
              {d.noFigures}
            </p>
          )}
          <div className="mt-12">
            <Block id="services-and-tech" title={d.servicesAndTech}>
              <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-500">{d.servicesUsed}</h3>
              <div className="mt-2">
                <TagList label={d.servicesUsed} items={study.servicesUsed.map((t) => tags[t])} />
              </div>
              <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider text-slate-500">{d.tech}</h3>
              <div className="mt-2">
                <TagList label={d.tech} items={study.tech.map((t) => tags[t])} />
              </div>
              <PlatformMarks names={caseStudyPlatforms[study.slug] ?? []} className="mt-6" />
            </Block>
          </div>
        </article>
      </div>
      {related.length > 0 && (
        <section className="border-t border-slate-200 bg-white" aria-labelledby="related-studies">
          <div className="container-page py-14">
            <h2 id="related-studies" className="text-3xl font-bold tracking-tight text-slate-900">
              {d.related}
            </h2>
            <CaseStudyGrid className="mt-8" studies={related} />
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
