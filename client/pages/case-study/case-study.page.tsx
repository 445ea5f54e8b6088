import { useLoaderData } from "react-router";
import { Link } from "../../lib/region/region-link";
import { caseStudyServiceLabels, getCaseStudy, servicePagePathOf, type CaseStudy } from "../../../shared/content/case-studies";
import { webPageLd } from "../../../shared/structured-data";
import { breadcrumbLd } from "../../../shared/structured-data-content";
import { Breadcrumbs } from "../../components/content/breadcrumbs";
import { CaseStudyCard } from "../../components/content/case-study-card";
import { CtaBand } from "../../components/content/cta-band";
import { ExternalLink } from "../../components/ui/external-link";
import { PageHero } from "../../components/ui/page-hero";
import type { PageHandle } from "../../head/page-meta";
import { useRootData } from "../../root-data-context";
import { AtAGlance, Block, HeadlineFigures, IllustrativeNotice, ResultsGrid, TagList } from "./case-study-sections";

// One template for every study; the loader has already answered 404
// or 301 for anything that is not a canonical slug.

const studyOf = (data: unknown): CaseStudy => getCaseStudy((data as { slug: string }).slug)!;

const trailOf = (study: CaseStudy) => [
  { name: "Home", path: "/" },
  { name: "Case studies", path: "/case-studies" },
  { name: study.client, path: `/case-studies/${study.slug}` },
];

export const handle: PageHandle = {
  meta: ({ data, siteUrl, pathname, region }) => {
    const study = studyOf(data);
    return {
      title: study.metaTitle,
      description: study.metaDescription,
      ogType: "article",
      structuredData: [
        webPageLd({ siteUrl, pathname, title: study.metaTitle, description: study.metaDescription }),
        breadcrumbLd(siteUrl, trailOf(study), region),
      ],
    };
  },
};

export function Component() {
  const study = studyOf(useLoaderData());
  const { brand } = useRootData();
  const servicePath = servicePagePathOf(study.service);
  const contactHref = servicePath ? `/contact?service=${study.service}` : "/contact";
  const related = study.related.map((slug) => getCaseStudy(slug)).filter((s): s is CaseStudy => s !== null);
  const kind = study.isIllustrative ? "Example engagement" : "Case study";
  return (
    <>
      <Breadcrumbs trail={trailOf(study)} />
      <PageHero eyebrow={`${kind} · ${caseStudyServiceLabels[study.service]}`} title={study.title} intro={<p>{study.intro}</p>}>
        <ExternalLink href={brand.bookingUrl} className="btn btn-accent">
          Book a free strategy call
        </ExternalLink>
        <Link to="/case-studies" className="btn btn-light">
          All case studies
        </Link>
      </PageHero>
      <div className="container-page grid gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="lg:order-2">
          <div className="space-y-6 lg:sticky lg:top-6">
            <AtAGlance study={study} />
            {servicePath && (
              <Link to={servicePath} className="btn btn-outline w-full">
                Explore our {caseStudyServiceLabels[study.service]} service
              </Link>
            )}
          </div>
        </div>
        <article className="min-w-0 lg:order-1" aria-label={`${kind}: ${study.client}`}>
          {study.isIllustrative ? <IllustrativeNotice /> : <HeadlineFigures study={study} />}
          <Block id="challenge" title={study.isIllustrative ? "The typical challenge" : "The challenge"}>
            <div className="space-y-4 text-lg leading-relaxed text-slate-700">
              {study.challenge.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Block>
          <Block id="delivered" title={study.isIllustrative ? "What we typically deliver" : "What we delivered"}>
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
            <Block id="results" title="Results">
              <ResultsGrid study={study} />
            </Block>
          )}
          <Block id="services-and-tech" title="Services and tech">
            <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-500">Services used</h3>
            <div className="mt-2">
              <TagList label="Services used" items={study.servicesUsed} />
            </div>
            <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider text-slate-500">Tech and methods</h3>
            <div className="mt-2">
              <TagList label="Tech and methods" items={study.tech} />
            </div>
          </Block>
          <Block id="summary" title="In short">
            <p className="rounded-xl border-l-4 border-indigo-600 bg-white p-6 text-lg leading-relaxed text-slate-700 shadow-sm">
              {study.summary}
            </p>
          </Block>
        </article>
      </div>
      {related.length > 0 && (
        <section className="border-t border-slate-200 bg-white" aria-labelledby="related-studies">
          <div className="container-page py-14">
            <h2 id="related-studies" className="text-3xl font-bold tracking-tight text-slate-900">
              Related case studies
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
        title={study.isIllustrative ? "Planning a project like this?" : "Want results like these for your clients?"}
        text={<p>Book a free 30-minute strategy call, or tell us about your client and we will reply within 24 hours.</p>}
        contactHref={contactHref}
        contactLabel="Tell us about your client"
      />
    </>
  );
}
