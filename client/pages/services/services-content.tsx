import { Link } from "../../lib/region/region-link";
import { useSuspenseQuery } from "@tanstack/react-query";
import { usePageQueryClient } from "../../api/page-query-client";
import { useApi } from "../../api/api-context";
import { caseStudyCardsQuery } from "../../api/content.queries";
import { FEATURED_STUDIES } from "./featured-studies";
import { serviceFacts } from "../../../shared/content/service-details";
import { services } from "../../../shared/content/services";
import { Breadcrumbs } from "../../components/content/breadcrumbs";
import { CaseStudyCard } from "../../components/content/case-study-card";
import { CtaBand } from "../../components/content/cta-band";
import { PageHero } from "../../components/ui/page-hero";
import { ServicesHeroVisual } from "./services-hero-visual";
import { useCopy } from "../../lib/region/use-copy";
import { useFromPriceText, useFromPricesConverted, usePricesInText } from "../../lib/region/use-price-text";
import { ConvertedPriceNote } from "../../components/content/converted-price-note";
import { isPricedService } from "../../../shared/pricing/selection";
import { useServicePageCopy, useServiceSummaries } from "../../components/content/use-service-copy";
import { trailIn } from "../../components/content/breadcrumb-trail";
import { usePageRegion } from "../../lib/region/region-context";

/** The services overview: links, text and pictures only, so a static part (./services.page.tsx). */
export function ServicesContent() {
  const copy = useCopy();
  const fromPriceText = useFromPriceText();
  const pricesInText = usePricesInText();
  const text = useServicePageCopy().overview;
  const summaries = useServiceSummaries();
  const region = usePageRegion();
  const queryClient = usePageQueryClient();
  const converted = useFromPricesConverted(services.map((s) => s.slug).filter(isPricedService));
  const featuredStudies = useSuspenseQuery(caseStudyCardsQuery(useApi(), FEATURED_STUDIES), queryClient).data;
  return (
    <>
      <Breadcrumbs trail={trailIn(region, "/services")} />
      <PageHero eyebrow={text.eyebrow} title={text.title} intro={<p>{text.intro}</p>} visual={<ServicesHeroVisual />}>
        <Link to="/onboarding-wizard" className="btn btn-accent">
          {text.findService}
        </Link>
        <Link to="/pricing-calculator" className="btn btn-light">
          {text.estimate}
        </Link>
      </PageHero>
      <section className="container-page py-14" aria-labelledby="all-services">
        <h2 id="all-services" className="text-3xl font-bold tracking-tight text-slate-900">
          {text.allServices}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((s) => {
            const detail = serviceFacts[s.slug];
            const summary = summaries[s.slug];
            return (
              <li key={s.slug} className="card flex flex-col overflow-hidden">
                <img
                  src={detail.illustration.src}
                  width={detail.illustration.width}
                  height={detail.illustration.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="h-auto w-full"
                />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-lg font-semibold text-slate-900">{summary.name}</h3>
                  <p className="mt-2 text-sm text-slate-600">{pricesInText(summary.intro)}</p>
                  <ul className="mt-4 flex-1 space-y-1.5 text-sm text-slate-700">
                    {summary.features.map((f) => (
                      <li key={f} className="flex gap-2">
                        <span aria-hidden="true" className="text-emerald-700">
                          ✓
                        </span>
                        {f}
                      </li>
                    ))}
                  </ul>
                  <p className="mt-4 font-semibold text-indigo-700">
                    {s.slug === "n8n-automations" ? copy.common.comingSoon : fromPriceText(s.slug)}
                  </p>
                  <Link to={`/services/${s.slug}`} className="btn btn-outline mt-4">
                    {text.explore(summary.name)}
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
        <ConvertedPriceNote shown={converted} className="mt-6" />
      </section>
      <section className="border-y border-slate-200 bg-white" aria-labelledby="how-white-label-works">
        <div className="container-page py-14">
          <h2 id="how-white-label-works" className="text-3xl font-bold tracking-tight text-slate-900">
            {text.howTitle}
          </h2>
          <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {text.steps.map((step, index) => (
              <li key={step.title} className="rounded-xl border border-slate-200 bg-slate-50 p-6">
                <span
                  aria-hidden="true"
                  className="flex h-9 w-9 items-center justify-center rounded-full bg-indigo-600 font-bold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="container-page py-14" aria-labelledby="services-results">
        <h2 id="services-results" className="text-3xl font-bold tracking-tight text-slate-900">
          {text.resultsTitle}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {featuredStudies.map((study) => (
            <li key={study.slug}>
              <CaseStudyCard study={study} />
            </li>
          ))}
        </ul>
        <Link to="/case-studies" className="btn btn-outline mt-8">
          {text.seeAllCaseStudies}
        </Link>
      </section>
      <CtaBand
        title={text.ctaTitle}
        text={
          <p>
            {text.ctaBefore}{" "}
            <Link to="/onboarding-wizard" className="font-semibold text-white underline underline-offset-2">
              {text.ctaFinder}
            </Link>
            {text.ctaAfter}
          </p>
        }
        contactHref="/contact"
        contactLabel={text.ctaContact}
      />
    </>
  );
}
