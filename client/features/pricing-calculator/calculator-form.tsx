import type { ComponentType } from "react";
import { currencyForRegion, formatShownPrice } from "../../../shared/pricing/currency";
import { fromPrice } from "../../../shared/pricing/from-prices";
import { usePrices } from "../../lib/region/use-price-text";
import { CALCULATOR_PATH } from "../../../shared/pricing/quote-message";
import { PARAM, PRICED_SERVICES, type PricedService } from "../../../shared/pricing/selection";
import { CheckboxField } from "../../components/forms/choice-fields";
import { useRegionalPath } from "../../lib/region/region-link";
import { AdsOptions, SeoOptions, type OptionsProps } from "./seo-ads-options";
import { TeamOptions } from "./team-options";
import { useCalculatorCopy } from "./use-calculator-copy";
import { AiOptions, WebOptions } from "./web-ai-options";

const OPTIONS: Record<PricedService, ComponentType<OptionsProps>> = {
  seo: SeoOptions,
  "google-ads": AdsOptions,
  "web-development": WebOptions,
  "ai-development": AiOptions,
  "dedicated-resources": TeamOptions,
};

/**
 * The services and their options. Without JavaScript this is a GET form whose
 * fields are the query parameters of the estimate, sent with its button; with JavaScript every
 * change updates the estimate and the address at once, and there is no button.
 */
export function CalculatorForm({ selection, region, onChange }: OptionsProps) {
  const regional = useRegionalPath();
  const currency = currencyForRegion(region);
  const prices = usePrices();
  const copy = useCalculatorCopy();
  const toggle = (service: PricedService, on: boolean) =>
    onChange({ ...selection, services: PRICED_SERVICES.filter((s) => (s === service ? on : selection.services.includes(s))) });

  return (
    <form
      method="get"
      action={regional(CALCULATOR_PATH)}
      onSubmit={(e) => e.preventDefault()}
      aria-labelledby="choose-heading"
      className="space-y-4"
    >
      <h2 id="choose-heading" className="text-2xl font-bold text-slate-900">
        {copy.choose}
      </h2>
      {PRICED_SERVICES.map((service) => {
        const isIncluded = selection.services.includes(service);
        const from = fromPrice(service, currency, prices);
        const Options = OPTIONS[service];
        return (
          <section key={service} aria-labelledby={`svc-${service}`} className={`card p-5 sm:p-6 ${isIncluded ? "border-indigo-300" : ""}`}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <h3 id={`svc-${service}`} className="text-lg font-semibold text-slate-900">
                  {copy.services[service]}
                </h3>
                <p className="text-sm text-slate-600">
                  {copy.from(formatShownPrice(from, region))}
                  {from.cadence === "monthly" ? copy.aMonth : service === "ai-development" ? copy.aProject : copy.oneOff}
                </p>
              </div>
              <CheckboxField
                label={
                  <>
                    <span aria-hidden="true">{copy.include}</span>
                    <span className="sr-only">{copy.includeInEstimate(copy.services[service])}</span>
                  </>
                }
                name={PARAM.services}
                value={service}
                checked={isIncluded}
                onChange={(on) => toggle(service, on)}
              />
            </div>
            {isIncluded && (
              <div className="mt-5 border-t border-slate-100 pt-5">
                <Options selection={selection} region={region} onChange={onChange} />
              </div>
            )}
          </section>
        );
      })}
      {/* Always sent, so a form with every service unticked says so (no `s` at all opens with OPENING_SERVICES). */}
      <input type="hidden" name={PARAM.services} value="" />
      {/* Only without JavaScript: the browser then asks the server for the estimate of the ticked options. With
          JavaScript every change updates the estimate at once, and the button never shows, not even before hydration. */}
      <noscript>
        <button type="submit" className="btn btn-primary">
          {copy.update}
        </button>
      </noscript>
    </form>
  );
}
