import type { RegionCode } from "../../../shared/constants";
import { regionInfo } from "../../../shared/content/regions";
import { currencyForRegion } from "../../../shared/pricing/currency";
import { estimate as estimateFor } from "../../../shared/pricing/estimate";
import type { Prices } from "../../../shared/pricing/own-prices";
import { usePrices } from "../../lib/region/use-price-text";
import { CALCULATOR_PATH, quoteMessage, selectionSummary, serviceNames, totalsText } from "../../../shared/pricing/quote-message";
import { selectionToParams, type Selection } from "../../../shared/pricing/selection";
import type { LeadInput } from "../../../shared/schemas/lead";
import { useRootData } from "../../root-data-context";
import { ContactDetailsFields } from "../../components/forms/lead-field";
import { LeadHiddenFields } from "../../lib/lead-posting/plain-lead-form";
import { useLeadPost } from "../../lib/lead-posting/use-lead-post";
import { useCalculatorCopy } from "./use-calculator-copy";
import { QUOTE_FORM_TYPE } from "./use-calculator-selection";

/**
 * The fixed and computed fields of a quote lead: the selection and totals travel in them, in
 * English whatever the page's language, because the team reads English (shared/pricing/estimate.ts).
 */
export function quoteLeadFields(selection: Selection, region: RegionCode, siteUrl: string, prices: Prices) {
  const estimate = estimateFor(selection, currencyForRegion(region), undefined, prices);
  const query = selectionToParams(selection).toString();
  return {
    contactFormType: QUOTE_FORM_TYPE,
    inquiry_type: QUOTE_FORM_TYPE,
    source: "pricing_calculator",
    preferred_contact: "email",
    region,
    country: regionInfo[region].name,
    service: serviceNames(selection.services),
    servicesSelected: selectionSummary(estimate),
    budget: totalsText(estimate, region),
    message: quoteMessage(estimate, region, `${siteUrl}${CALCULATOR_PATH}${query ? `?${query}` : ""}`),
  } satisfies Omit<LeadInput, "email">;
}

/**
 * 'Get this quote': a plain POST form to /api/contacts that works
 * without JavaScript; with JavaScript it posts JSON and answers with a toast.
 */
export function QuoteForm({ selection, region }: { selection: Selection; region: RegionCode }) {
  const { siteUrl } = useRootData();
  const copy = useCalculatorCopy();
  const { values, fieldErrors, isPending, notice, handleSubmit } = useLeadPost({
    formType: QUOTE_FORM_TYPE,
    success: () => ({ title: copy.quote.successTitle, description: copy.quote.successDescription }),
    failure: copy.quote.failure,
  });
  // The selection and totals are hidden fields of the form, so the script's JSON and a
  // plain post carry the same lead.
  const fields = quoteLeadFields(selection, region, siteUrl, usePrices());

  return (
    <section id="quote" aria-labelledby="quote-heading" className="card scroll-mt-24 p-5 sm:p-8">
      <h2 id="quote-heading" className="text-2xl font-bold text-slate-900">
        {copy.getQuote}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600">{copy.quote.text}</p>
      {notice !== null && (
        <p role="status" className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900">
          {copy.quote.thanks}
        </p>
      )}
      <form method="post" action="/api/contacts" onSubmit={handleSubmit} className="mt-6 grid gap-4 sm:grid-cols-2">
        <LeadHiddenFields returnTo={CALCULATOR_PATH} fields={fields} />
        <ContactDetailsFields values={values} fieldErrors={fieldErrors} />
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-primary" disabled={isPending}>
            {isPending ? copy.quote.sending : copy.getQuote}
          </button>
        </div>
      </form>
    </section>
  );
}
