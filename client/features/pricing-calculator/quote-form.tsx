import { useState, type FormEvent } from "react";
import type { RegionCode } from "../../../shared/constants";
import { regionInfo } from "../../../shared/content/regions";
import type { Estimate } from "../../../shared/pricing/estimate";
import { CALCULATOR_PATH, quoteMessage, selectionSummary, serviceNames, totalsText } from "../../../shared/pricing/quote-message";
import { selectionToParams, type Selection } from "../../../shared/pricing/selection";
import type { LeadInput } from "../../../shared/schemas/lead";
import { apiRequest, HttpStatusError } from "../../api/http";
import { useRootData } from "../../root-data-context";
import { toast } from "../toasts/toast-store";
import { fieldErrorsOf, LeadField, type FieldErrors } from "../../components/forms/lead-field";
import { QUOTE_FORM_TYPE } from "./use-calculator-selection";

/** The fixed and computed fields of a quote lead: the selection and totals travel in them. */
export function quoteLeadFields(selection: Selection, estimate: Estimate, region: RegionCode, siteUrl: string) {
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

const VISITOR_FIELDS = ["name", "email", "agencyName", "phone"] as const;

/**
 * 'Get this quote' (issue 9): a plain POST form to /api/contacts that works
 * without JavaScript; with JavaScript it posts JSON and answers with a toast.
 */
export function QuoteForm({ selection, estimate, region }: { selection: Selection; estimate: Estimate; region: RegionCode }) {
  const { siteUrl, formState } = useRootData();
  const echo = formState?.formType === QUOTE_FORM_TYPE ? formState : null;
  const [errors, setErrors] = useState<FieldErrors>(echo?.fieldErrors ?? {});
  const [isPending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const fields = quoteLeadFields(selection, estimate, region, siteUrl);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const visitor: Record<string, string> = {};
    for (const name of VISITOR_FIELDS) {
      const value = String(data.get(name) ?? "").trim();
      if (value) visitor[name] = value;
    }
    setPending(true);
    setErrors({});
    try {
      await apiRequest("POST", "/api/contacts", { ...visitor, ...fields } as LeadInput);
      form.reset();
      setSentTo(visitor.email ?? "");
      toast({ title: "Quote request sent!", description: "We'll get back to you within 24 hours." });
    } catch (error) {
      const message = error instanceof HttpStatusError ? (error.serverMessage ?? "Failed to send your request. Please try again.") : "Failed to send your request. Please try again.";
      if (error instanceof HttpStatusError) setErrors(fieldErrorsOf(error.bodyText));
      toast({ title: "Error", description: message, variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <section id="quote" aria-labelledby="quote-heading" className="card scroll-mt-24 p-5 sm:p-8">
      <h2 id="quote-heading" className="text-2xl font-bold text-slate-900">
        Get this quote
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600">
        Send us this estimate and we will reply within 24 hours with a written proposal for your agency, ready to resell under your brand.
      </p>
      {sentTo !== null && (
        <p role="status" className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900">
          Thank you: your estimate has reached our team and we'll reply within 24 hours.
        </p>
      )}
      <form method="post" action="/api/contacts" onSubmit={handleSubmit} className="mt-6 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="returnTo" value={CALCULATOR_PATH} />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <LeadField label="Your name" name="name" autoComplete="name" isRequired defaultValue={echo?.values.name} errors={errors.name} />
        <LeadField label="Work email" name="email" type="email" autoComplete="email" isRequired defaultValue={echo?.values.email} errors={errors.email} />
        <LeadField label="Agency name" name="agencyName" autoComplete="organization" defaultValue={echo?.values.agencyName} errors={errors.agencyName} />
        <LeadField label="Phone" name="phone" type="tel" autoComplete="tel" defaultValue={echo?.values.phone} errors={errors.phone} />
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-primary" disabled={isPending}>
            {isPending ? "Sending..." : "Get this quote"}
          </button>
        </div>
      </form>
    </section>
  );
}
