import type { RefObject } from "react";
import { Link } from "../../lib/region/region-link";
import type { RegionCode } from "../../../shared/constants";
import type { Recommendation } from "../../../shared/recommendation/recommend";
import { serviceSummariesDe } from "../../../shared/i18n/pages/service-summaries.de";
import { serviceSummariesEn } from "../../../shared/i18n/pages/service-summaries.en";
import { usePageCopy } from "../../lib/region/use-page-copy";
import { useWizardCopy } from "./use-wizard-copy";
import { BookingLink } from "../../lib/booking/booking-link";
import { ConvertedPriceNote } from "../../components/content/converted-price-note";

/** The end of the wizard: the recommended services, the suggested package and why. */
export function WizardPlan(props: {
  recommendation: Recommendation;
  region: RegionCode;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { recommendation } = props;
  const { suggestedPackage } = recommendation;
  const copy = useWizardCopy().plan;
  const names = usePageCopy({ en: serviceSummariesEn, de: serviceSummariesDe });
  return (
    <section aria-labelledby="plan-heading" data-testid="recommendation">
      <h2 id="plan-heading" ref={props.headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl">
        {copy.title}
      </h2>
      <div className="mt-6 rounded-xl border border-indigo-200 bg-indigo-50 p-5">
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">{copy.suggested}</p>
        <p className="mt-1 text-xl font-bold text-slate-900" data-testid="suggested-package">
          {suggestedPackage.name}
        </p>
        <p className="text-slate-700">{suggestedPackage.priceText}</p>
      </div>
      <ol className="mt-6 grid gap-3 sm:grid-cols-3">
        {recommendation.services.map((s, i) => (
          <li key={s.slug} className="card flex flex-col p-4">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{i === 0 ? copy.startWith : copy.add}</p>
            <h3 className="mt-1 font-semibold text-slate-900">{names[s.slug].name}</h3>
            <p className="mt-1 flex-1 text-sm text-slate-600">
              {s.packageName}, {s.priceText}
            </p>
            <Link to={s.href} className="mt-3 text-sm font-semibold text-indigo-700 underline-offset-2 hover:underline">
              {copy.about(names[s.slug].name)}
            </Link>
          </li>
        ))}
      </ol>
      <ConvertedPriceNote shown={recommendation.services.some((s) => s.converted)} className="mt-3" />
      <h3 className="mt-8 text-lg font-semibold text-slate-900">{copy.why}</h3>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
        {recommendation.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={recommendation.calculatorHref} className="btn btn-outline">
          {copy.calculator}
        </Link>
        <BookingLink className="btn btn-ghost">{copy.bookCall}</BookingLink>
      </div>
    </section>
  );
}
