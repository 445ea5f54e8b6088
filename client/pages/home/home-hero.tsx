import { Link } from "../../lib/region/region-link";
import { STRATEGY_CALL_MINUTES } from "../../../shared/constants";
import type { ResolvedRegion } from "../../../shared/content/regions";
import type { ClaimView } from "../../../shared/content/site-facts";
import { claimsDe } from "../../../shared/i18n/pages/claims.de";
import { claimsEn } from "../../../shared/i18n/pages/claims.en";
import { ClaimFigures } from "../../components/content/claim-figures";
import { usePageCopy } from "../../lib/region/use-page-copy";
import { useCopy } from "../../lib/region/use-copy";
import { HomeProof } from "./home-proof";
import { PartnerGrid } from "./partner-grid";
import { CheckIcon } from "./service-icon";
import { BookingLink } from "../../lib/booking/booking-link";

/**
 * The hero in the visitor's region: its promise and two buttons, beside them a real study's
 * result as proof, then the partner agencies and the claims staff keep in the site settings,
 * in their order, each with its note when it has a date, a source or a count behind it.
 */
export function HomeHero({ region, claims }: { region: ResolvedRegion; claims: readonly ClaimView[] }) {
  const copy = useCopy();
  const labels = usePageCopy({ en: claimsEn, de: claimsDe }).labels;
  const strip = claims.filter((c) => c.inStrip).map((claim) => ({ claim, value: claim.value, label: labels[claim.key] }));
  return (
    <>
      <section className="hero-band">
        <div className="container-page grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,27rem)]">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-accent">{region.tagline}</p>
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
      <ClaimFigures
        figures={strip}
        label={copy.home.whyUs}
        idPrefix="claims"
        listClassName="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-4"
      />
    </>
  );
}
