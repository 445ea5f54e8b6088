import type { RegionCode } from "../../../shared/constants";
import { formatMoney } from "../../../shared/pricing/currency";
import type { Estimate } from "../../../shared/pricing/estimate";
import { fromPrice } from "../../../shared/pricing/from-prices";
import { PRICED_SERVICES, type PricedService } from "../../../shared/pricing/selection";
import { useCalculatorCopy } from "./use-calculator-copy";

/**
 * Which services the estimate prices in its own currency and which it converts from dollars
 * (docs/decisions/0040-site-settings.md): by its lines, or before any line by each service's prices.
 */
function priceOrigins(estimate: Estimate): { own: PricedService[]; converted: PricedService[] } {
  const services = PRICED_SERVICES.filter((s) => estimate.lines.some((l) => l.service === s));
  const isConverted = (s: PricedService) =>
    services.length > 0 ? estimate.lines.some((l) => l.service === s && l.converted) : fromPrice(s, estimate.currency).converted;
  const shown = services.length > 0 ? services : PRICED_SERVICES;
  return { own: shown.filter((s) => !isConverted(s)), converted: shown.filter(isConverted) };
}

function Total(props: { label: string; value: string; suffix?: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-sm text-slate-600">{props.label}</dt>
      <dd className="text-right text-2xl font-bold text-slate-900" data-testid={props.testId}>
        {props.value}
        {props.suffix && <span className="text-sm font-medium text-slate-500">{props.suffix}</span>}
      </dd>
    </div>
  );
}

/** Totals and the line-by-line breakdown of the estimate. */
export function EstimatePanel({ estimate, region, hasServices }: { estimate: Estimate; region: RegionCode; hasServices: boolean }) {
  const money = (amount: number) => formatMoney(amount, region);
  const copy = useCalculatorCopy();
  const origins = priceOrigins(estimate);
  return (
    <section aria-labelledby="estimate-heading" className="card p-5 sm:p-6 lg:sticky lg:top-20" data-testid="estimate">
      <h2 id="estimate-heading" className="scroll-mt-24 text-xl font-bold text-slate-900">
        {copy.yourEstimate}
      </h2>
      {estimate.lines.length === 0 ? (
        <p className="mt-3 text-slate-600">{hasServices ? copy.addSpecialist : copy.includeService}</p>
      ) : (
        <>
          <dl className="mt-4 space-y-2" aria-live="polite">
            {estimate.monthlyTotal !== 0 && (
              <Total label={copy.monthly} value={money(estimate.monthlyTotal)} suffix={copy.perMonth} testId="monthly-total" />
            )}
            {estimate.oneOffTotal !== 0 && <Total label={copy.oneOffTotal} value={money(estimate.oneOffTotal)} testId="one-off-total" />}
            <Total label={copy.firstYear} value={money(estimate.firstYearTotal)} testId="first-year-total" />
          </dl>
          <table className="mt-5 w-full text-sm">
            <caption className="sr-only">{copy.breakdownCaption}</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{copy.item}</th>
                <th scope="col">{copy.price}</th>
              </tr>
            </thead>
            {PRICED_SERVICES.filter((s) => estimate.lines.some((l) => l.service === s)).map((service) => (
              <tbody key={service} className="border-t border-slate-200">
                <tr>
                  <th
                    scope="rowgroup"
                    colSpan={2}
                    className="pt-3 pb-1 text-left text-xs font-semibold uppercase tracking-wide text-indigo-700"
                  >
                    {copy.services[service]}
                  </th>
                </tr>
                {estimate.lines
                  .filter((l) => l.service === service)
                  .map((line, i) => (
                    <tr key={i} className="align-top">
                      <td className="py-1 pr-3">
                        <span className="text-slate-900">{line.label}</span>
                        {(line.detail || line.each !== undefined) && (
                          <span className="block text-xs text-slate-500">
                            {[line.detail, line.each !== undefined ? copy.each(money(line.each)) : null].filter(Boolean).join("; ")}
                          </span>
                        )}
                      </td>
                      <td className="py-1 text-right whitespace-nowrap text-slate-900" data-converted={line.converted || undefined}>
                        {line.converted && <span className="text-slate-500">{copy.convertedMark} </span>}
                        {money(line.amount)}
                        <span className="text-xs text-slate-500">{line.cadence === "monthly" ? copy.perMonthShort : copy.once}</span>
                      </td>
                    </tr>
                  ))}
              </tbody>
            ))}
          </table>
          <a href="#quote" className="btn btn-accent mt-5 w-full">
            {copy.getQuote}
          </a>
        </>
      )}
      <p className="mt-4 text-xs text-slate-500" data-testid="prices-note">
        {copy.pricesNote({
          currency: estimate.currency,
          region: copy.regionNames[region],
          own: origins.own.map((s) => copy.services[s]),
          converted: origins.converted.map((s) => copy.services[s]),
        })}
      </p>
    </section>
  );
}
