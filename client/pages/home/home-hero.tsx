import { Link } from "../../lib/region/region-link";
import { STRATEGY_CALL_MINUTES } from "../../../shared/constants";
import { homeClaims } from "../../../shared/content/home";
import type { ResolvedRegion } from "../../../shared/content/regions";
import { useCopy } from "../../lib/region/use-copy";
import { HomeProof } from "./home-proof";
import { PartnerGrid } from "./partner-grid";
import { CheckIcon } from "./service-icon";
import { BookingLink } from "../../lib/booking/booking-link";

/**
 * The hero in the visitor's region: its promise and two buttons, beside them a real study's
 * result as proof, then the partner agencies and the claims.
 */
export function HomeHero({ region }: { region: ResolvedRegion }) {
  const copy = useCopy();
  return (
    <>
      <section className="hero-band">
        <div className="container-page grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,27rem)]">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-amber-300">{region.tagline}</p>
            <h1 className="mt-3 max-w-3xl text-[clamp(1.75rem,9vw,2.25rem)] leading-[1.1] font-bold tracking-tight text-balance break-words text-white sm:text-6xl lg:text-5xl xl:text-6xl">
              {region.heroTitle}
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-200">{region.heroSubtitle}</p>
            {region.uniqueValue && (
              <p className="mt-4 flex max-w-2xl items-start gap-2 text-base text-emerald-200">
                <CheckIcon className="mt-1" />
                {region.uniqueValue}
              </p>
            )}
            <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
              <Link to="/onboarding-wizard" className="btn btn-accent">
                {copy.home.findService}
              </Link>
              <BookingLink className="btn btn-light">
                {region.ctaButton}
                <span className="hidden font-normal text-slate-300 sm:inline">· {copy.home.minutes(STRATEGY_CALL_MINUTES)}</span>
              </BookingLink>
            </div>
          </div>
          <HomeProof />
        </div>
      </section>
      <PartnerGrid />
      <section aria-label={copy.home.whyUs} className="border-b border-slate-200 bg-white">
        <ul className="container-page grid grid-cols-2 gap-x-6 gap-y-8 py-10 sm:grid-cols-4">
          {homeClaims.map((c) => (
            <li key={c.key}>
              <p className="text-3xl font-bold text-indigo-700">{copy.common.figure(c.value)}</p>
              <p className="text-sm text-slate-600">{copy.home.claims[c.key]}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
