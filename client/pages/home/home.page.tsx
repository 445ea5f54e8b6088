import { Link } from "react-router";
import { services } from "../../../shared/content/services";
import { localBusinessLd, organizationLd } from "../../../shared/structured-data";
import { ExternalLink } from "../../components/ui/external-link";
import { LazyLeadPopups } from "../../features/popups/lazy-lead-popups";
import type { PageHandle } from "../../head/page-meta";
import { useRootData } from "../../root-data-context";

export const handle: PageHandle = {
  meta: ({ brand, siteUrl }) => ({
    title: "White-Label Digital Agency Partner for SEO, Ads, Web & AI",
    description:
      "Scale your agency without hiring: white-label SEO, Google Ads, web development, AI development and dedicated teams for agencies in the US, UK and Germany.",
    structuredData: [organizationLd(brand, siteUrl), localBusinessLd(brand, siteUrl)],
  }),
};

// spec §1: the claims on the home page.
const claims = [
  { value: "25+", label: "Agencies trust us" },
  { value: "20+", label: "Specialists on the team" },
  { value: "100%", label: "White-label delivery" },
  { value: "24hr", label: "Response time" },
  { value: "85%", label: "Satisfaction rate" },
  { value: "3x", label: "Average client growth" },
  { value: "6", label: "Departments" },
  { value: "2020", label: "Trusted since" },
] as const;

export function Component() {
  const { brand } = useRootData();
  return (
    <>
      <LazyLeadPopups />
      <section className="hero-band">
        <div className="container-page py-20 sm:py-28">
          <p className="text-sm font-semibold uppercase tracking-wider text-amber-300">Your white-label growth engine</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-white sm:text-6xl">
            Scale Your Agency Without Hiring
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-200">
            SEO, Google Ads, websites, AI development and dedicated specialists, delivered by our team under your brand.
            Take on more clients this quarter without adding a single salary.
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link to="/onboarding-wizard" className="btn btn-accent">
              Find Your Perfect Service
            </Link>
            <ExternalLink href={brand.bookingUrl} className="btn btn-light">
              Book a free 30-minute strategy call
            </ExternalLink>
          </div>
        </div>
      </section>
      <section aria-label="Why agencies work with us" className="border-b border-slate-200 bg-white">
        <ul className="container-page grid grid-cols-2 gap-6 py-10 sm:grid-cols-4">
          {claims.map((c) => (
            <li key={c.label}>
              <p className="text-3xl font-bold text-indigo-700">{c.value}</p>
              <p className="text-sm text-slate-600">{c.label}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="container-page py-16" aria-labelledby="home-services">
        <h2 id="home-services" className="text-3xl font-bold text-slate-900">
          Services you can resell from day one
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services
            .filter((s) => !s.isComingSoon)
            .map((s) => (
              <li key={s.slug} className="card flex flex-col p-6">
                <h3 className="text-lg font-semibold text-slate-900">{s.name}</h3>
                <p className="mt-2 flex-1 text-sm text-slate-600">{s.intro}</p>
                <p className="mt-4 font-semibold text-indigo-700">{s.priceFrom}</p>
                <Link to={`/services/${s.slug}`} className="btn btn-outline mt-4">
                  Explore {s.name}
                </Link>
              </li>
            ))}
        </ul>
      </section>
    </>
  );
}
