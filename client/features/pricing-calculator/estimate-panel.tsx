import type { RegionCode } from "../../../shared/constants";
import { regionInfo } from "../../../shared/content/regions";
import { formatMoney } from "../../../shared/pricing/currency";
import type { Estimate } from "../../../shared/pricing/estimate";
import { SERVICE_LABELS } from "../../../shared/pricing/quote-message";
import { PRICED_SERVICES } from "../../../shared/pricing/selection";

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
  return (
    <section aria-labelledby="estimate-heading" className="card p-5 sm:p-6 lg:sticky lg:top-20" data-testid="estimate">
      <h2 id="estimate-heading" className="scroll-mt-24 text-xl font-bold text-slate-900">
        Your estimate
      </h2>
      {estimate.lines.length === 0 ? (
        <p className="mt-3 text-slate-600">
          {hasServices ? "Add at least one specialist to see your estimate." : "Include at least one service to see your estimate."}
        </p>
      ) : (
        <>
          <dl className="mt-4 space-y-2" aria-live="polite">
            {estimate.monthlyTotal !== 0 && (
              <Total label="Monthly" value={money(estimate.monthlyTotal)} suffix="/month" testId="monthly-total" />
            )}
            {estimate.oneOffTotal !== 0 && <Total label="One-off" value={money(estimate.oneOffTotal)} testId="one-off-total" />}
            <Total label="First year" value={money(estimate.firstYearTotal)} testId="first-year-total" />
          </dl>
          <table className="mt-5 w-full text-sm">
            <caption className="sr-only">Breakdown of the estimate</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Price</th>
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
                    {SERVICE_LABELS[service]}
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
                            {[line.detail, line.each !== undefined ? `${money(line.each)} each` : null].filter(Boolean).join("; ")}
                          </span>
                        )}
                      </td>
                      <td className="py-1 text-right whitespace-nowrap text-slate-900">
                        {money(line.amount)}
                        <span className="text-xs text-slate-500">{line.cadence === "monthly" ? "/mo" : " once"}</span>
                      </td>
                    </tr>
                  ))}
              </tbody>
            ))}
          </table>
          <a href="#quote" className="btn btn-accent mt-5 w-full">
            Get this quote
          </a>
        </>
      )}
      <p className="mt-4 text-xs text-slate-500">
        Prices in {estimate.currency} for {regionInfo[region].name}. Our list is in US dollars; other currencies use a fixed rate, rounded.
        Your written proposal confirms every figure.
      </p>
    </section>
  );
}
