import { Link } from "../../lib/region/region-link";
import { markets } from "../../../shared/content/company";
import type { ClaimKey } from "../../../shared/content/claims";
import { useSuspenseQuery } from "@tanstack/react-query";
import { usePageQueryClient } from "../../api/page-query-client";
import { useApi } from "../../api/api-context";
import { partnersQuery, siteFactsQuery, teamQuery } from "../../api/content.queries";
import { ClaimFigures, claimFigures } from "../../components/content/claim-figures";
import { aboutFiguresOf } from "./about-figures";
import { PageHero } from "../../components/ui/page-hero";
import { AboutHeroVisual } from "./about-hero-visual";
import { useRootData } from "../../root-data-context";
import { TeamBanner } from "../../components/content/team-banner";
import { PartnerStrip } from "../../components/content/partner-strip";
import { usePageCopy } from "../../lib/region/use-page-copy";
import { aboutDe } from "../../../shared/i18n/pages/about.de";
import { aboutEn } from "../../../shared/i18n/pages/about.en";
import { BookingLink } from "../../lib/booking/booking-link";

/** The whole about page: links, text and pictures only, so a static part (./about.page.tsx). */
export function AboutContent() {
  const { brand } = useRootData();
  const copy = usePageCopy({ en: aboutEn, de: aboutDe });
  const api = useApi();
  const queryClient = usePageQueryClient();
  const team = useSuspenseQuery(teamQuery(api), queryClient).data;
  const partners = useSuspenseQuery(partnersQuery(api), queryClient).data;
  const { claims } = useSuspenseQuery(siteFactsQuery(api), queryClient).data;
  const figures = aboutFiguresOf(Object.fromEntries(claims.map((c) => [c.key, c.value])), brand.foundingYear);
  const stats = [
    { value: String(brand.foundingYear), label: copy.founded },
    ...claimFigures(claims, copy.claims, Object.keys(copy.claims) as ClaimKey[]),
    { value: String(markets.length), label: copy.markets },
  ];
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} intro={<p>{copy.intro(figures)}</p>} visual={<AboutHeroVisual />}>
        <BookingLink className="btn btn-accent">{copy.bookCall}</BookingLink>
        <Link to="/services" className="btn btn-light">
          {copy.seeServices}
        </Link>
      </PageHero>

      <ClaimFigures
        figures={stats}
        label={copy.figuresLabel}
        idPrefix="about-figures"
        listClassName="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-6"
      />

      <section className="container-page grid gap-10 py-16 lg:grid-cols-2" aria-labelledby="about-story">
        <div>
          <h2 id="about-story" className="text-3xl font-bold text-slate-900">
            {copy.whoWeAre}
          </h2>
          <div className="mt-5">
            <div className="space-y-4 text-lg leading-relaxed text-slate-700">
              {copy.story(brand.name, brand.foundingYear).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        </div>
        <div className="card p-8">
          <h3 className="text-xl font-semibold text-slate-900">{copy.whiteLabelMeans}</h3>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
            {copy.whiteLabelPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="bg-white py-16" aria-labelledby="about-partnership">
        <div className="container-page">
          <h2 id="about-partnership" className="text-3xl font-bold text-slate-900">
            {copy.partnership}
          </h2>
          <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {copy.partnershipSteps.map((step, i) => (
              <li key={step.title} className="card p-6">
                <p className="text-sm font-semibold text-indigo-700">{copy.step(i + 1)}</p>
                <h3 className="mt-1 text-lg font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container-page py-16" aria-labelledby="about-values">
        <h2 id="about-values" className="text-3xl font-bold text-slate-900">
          {copy.values}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {copy.valueList.map((v) => (
            <li key={v.title} className="border-l-4 border-amber-400 pl-5">
              <h3 className="text-lg font-semibold text-slate-900">{v.title}</h3>
              <p className="mt-1 text-slate-600">{v.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <TeamBanner members={team} headingId="about-team" title={copy.teamTitle} intro={copy.teamIntro} />

      {partners.length > 0 && (
        <section className="container-page py-16" aria-labelledby="about-partners">
          <h2 id="about-partners" className="text-3xl font-bold text-slate-900">
            {copy.partners}
          </h2>
          <div className="mt-10 rounded-2xl border border-slate-200 bg-white px-6 py-10">
            <PartnerStrip partners={partners} label={copy.partners} />
          </div>
        </section>
      )}

      <section className="container-page pb-16">
        <div className="hero-band flex flex-col items-start gap-6 rounded-2xl p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 className="text-3xl font-bold text-white">{copy.ctaTitle}</h2>
            <p className="mt-2 max-w-xl text-slate-200">{copy.ctaText}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to="/contact" className="btn btn-accent">
              {copy.contactTeam}
            </Link>
            <BookingLink className="btn btn-light">{copy.bookStrategyCall}</BookingLink>
          </div>
        </div>
      </section>
    </>
  );
}
