import { Link } from "../../lib/region/region-link";
import { getCaseStudy, type CaseStudy } from "../../../shared/content/case-studies";
import { serviceDetails } from "../../../shared/content/service-details";
import { services } from "../../../shared/content/services";
import { webPageLd } from "../../../shared/structured-data";
import { breadcrumbLd, itemListLd } from "../../../shared/structured-data-content";
import { Breadcrumbs } from "../../components/content/breadcrumbs";
import { CaseStudyCard } from "../../components/content/case-study-card";
import { CtaBand } from "../../components/content/cta-band";
import { PageHero } from "../../components/ui/page-hero";
import { useCopy, useFromPriceText, usePricesInText } from "../../lib/region/use-copy";
import type { PageHandle } from "../../head/page-meta";

const TITLE = "White-Label Agency Services";
const DESCRIPTION =
  "White-label SEO, Google Ads, web development, AI development and dedicated specialists for agencies in the US, UK and Germany, delivered under your brand.";
const trail = [
  { name: "Home", path: "/" },
  { name: "Services", path: "/services" },
];

export const handle: PageHandle = {
  meta: ({ siteUrl, pathname, region }) => ({
    title: TITLE,
    description: DESCRIPTION,
    structuredData: [
      webPageLd({ siteUrl, pathname, title: TITLE, description: DESCRIPTION }),
      breadcrumbLd(siteUrl, trail, region),
      itemListLd(
        siteUrl,
        "Our services",
        services.map((s) => ({ name: s.name, path: `/services/${s.slug}` })),
        region,
      ),
    ],
  }),
};

// The overview's "how it works": the same promise every service page details.
const whiteLabelSteps = [
  { title: "You sell", text: "You win the client and set the price. Our wholesale rates leave room for your margin." },
  { title: "We deliver", text: "Our specialists do the work to your brief and deadlines, invisible to your client." },
  { title: "You report", text: "Reports and handovers arrive under your brand, ready to send on." },
  { title: "You grow", text: "Take on more clients and new services without adding salaries." },
] as const;

/** One strong result per service line, to show the work behind the services. */
const featuredStudies = ["seo-case-study", "junksaway-case-study", "social-land"]
  .map((slug) => getCaseStudy(slug))
  .filter((s): s is CaseStudy => s !== null);

export function Component() {
  const copy = useCopy();
  const fromPriceText = useFromPriceText();
  const pricesInText = usePricesInText();
  return (
    <>
      <Breadcrumbs trail={trail} />
      <PageHero
        eyebrow="Services"
        title="White-label services for growing agencies"
        intro={
          <p>
            {
              "SEO, Google Ads, websites, AI development and dedicated specialists, delivered by one team under your agency's brand. Pick a single service or combine them; every project comes with clear pricing, a named contact and reports your clients never trace back to us."
            }
          </p>
        }
      >
        <Link to="/onboarding-wizard" className="btn btn-accent">
          Find Your Perfect Service
        </Link>
        <Link to="/pricing-calculator" className="btn btn-light">
          Estimate your price
        </Link>
      </PageHero>
      <section className="container-page py-14" aria-labelledby="all-services">
        <h2 id="all-services" className="text-3xl font-bold tracking-tight text-slate-900">
          Our services
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((s) => {
            const detail = serviceDetails[s.slug];
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
                  <h3 className="text-lg font-semibold text-slate-900">{s.name}</h3>
                  <p className="mt-2 text-sm text-slate-600">{pricesInText(s.intro)}</p>
                  <ul className="mt-4 flex-1 space-y-1.5 text-sm text-slate-700">
                    {detail.cardFeatures.map((f) => (
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
                    Explore {s.name}
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
      <section className="border-y border-slate-200 bg-white" aria-labelledby="how-white-label-works">
        <div className="container-page py-14">
          <h2 id="how-white-label-works" className="text-3xl font-bold tracking-tight text-slate-900">
            How white-label works with us
          </h2>
          <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {whiteLabelSteps.map((step, index) => (
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
          Results behind the services
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {featuredStudies.map((study) => (
            <li key={study.slug}>
              <CaseStudyCard study={study} />
            </li>
          ))}
        </ul>
        <Link to="/case-studies" className="btn btn-outline mt-8">
          See all case studies
        </Link>
      </section>
      <CtaBand
        title="Not sure which service fits?"
        text={
          <p>
            Answer a few questions in our{" "}
            <Link to="/onboarding-wizard" className="font-semibold text-white underline underline-offset-2">
              service finder
            </Link>
            , book a strategy call, or tell us about your clients and we will reply within 24 hours.
          </p>
        }
        contactHref="/contact"
        contactLabel="Contact us"
      />
    </>
  );
}
