import { useState, type FormEvent } from "react";
import type { LeadCreated } from "../../../shared/schemas/lead";
import { HttpStatusError, apiRequest } from "../../api/http";
import { toast } from "../../lib/toasts/toast-store";
import { useRootData } from "../../root-data-context";
import { REPORT_LEAD_FORM_TYPE } from "./report-lead";

// 'Email me the full report'. A real <form method="post"
// action="/api/contacts"> whose inputs are named like the lead's fields, so the
// no-JavaScript post and the JSON the script sends carry the same lead; the
// audited address and score travel in the hidden message.

const FORM_ID = "seo-report-lead";

function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (!(error instanceof HttpStatusError)) return {};
  try {
    return (JSON.parse(error.bodyText) as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
  } catch {
    return {};
  }
}

/** The lead in the form: trimmed values, empty ones left out (as the server reads a form post). */
function leadFromForm(form: HTMLFormElement): Record<string, string> {
  const lead: Record<string, string> = {};
  for (const [name, raw] of new FormData(form).entries()) {
    if (name === "returnTo" || typeof raw !== "string" || raw.trim() === "") continue;
    lead[name] = raw.trim();
  }
  return lead;
}

export function ReportLeadForm({ hiddenFields, headingLevel = 2 }: { hiddenFields: Record<string, string>; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const { formState } = useRootData();
  const echoed = formState?.formType === REPORT_LEAD_FORM_TYPE ? formState : null;
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>(echoed?.fieldErrors ?? {});
  const [isPending, setPending] = useState(false);
  const [isSent, setSent] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      const response = await apiRequest("POST", "/api/contacts", leadFromForm(event.currentTarget));
      const created = (await response.json()) as LeadCreated;
      toast({ title: "Report requested", description: created.message });
      setFieldErrors({});
      setSent(true);
    } catch (error) {
      setFieldErrors(fieldErrorsOf(error));
      const description = error instanceof HttpStatusError ? (error.serverMessage ?? "Please try again.") : "Please check your connection and try again.";
      toast({ title: "We couldn't send your request", description, variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  const input = (name: string) => {
    const hasError = (fieldErrors[name]?.length ?? 0) > 0;
    return {
      id: `${FORM_ID}-${name}`,
      name,
      defaultValue: echoed?.values[name] ?? "",
      "aria-invalid": hasError || undefined,
      "aria-describedby": hasError ? `${FORM_ID}-${name}-error` : undefined,
      className: "mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 focus:border-indigo-500 aria-[invalid]:border-red-500",
    };
  };
  const errorOf = (name: string) =>
    fieldErrors[name]?.length ? (
      <p id={`${FORM_ID}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
        {fieldErrors[name]!.join(" ")}
      </p>
    ) : null;

  return (
    <section className="card border-indigo-200 bg-indigo-50/60 p-6 sm:p-8" aria-labelledby={`${FORM_ID}-title`} data-testid="report-lead">
      <Heading id={`${FORM_ID}-title`} className="scroll-mt-24 text-xl font-bold text-slate-900">
        Email me the full report
      </Heading>
      <p className="mt-2 max-w-2xl text-slate-700">
        Our SEO specialists review the findings by hand and send you the full report with the fixes in order of impact, ready to share with your client under your own brand. We reply within 24 hours.
      </p>
      {isSent ? (
        <p role="status" className="mt-5 rounded-lg border border-emerald-300 bg-emerald-50 p-4 font-semibold text-emerald-900">
          Thank you! Your request has reached our team; the full report will be in your inbox within 24 hours.
        </p>
      ) : (
        <form method="post" action="/api/contacts" onSubmit={handleSubmit} className="mt-5 grid gap-4 sm:grid-cols-3" aria-label="Email me the full report">
          <input type="hidden" name="returnTo" value="/seo-audit" />
          {Object.entries(hiddenFields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div>
            <label htmlFor={`${FORM_ID}-email`} className="text-sm font-semibold text-slate-900">
              Work email <span className="text-red-700">*</span>
            </label>
            <input type="email" required autoComplete="email" maxLength={254} {...input("email")} />
            {errorOf("email")}
          </div>
          <div>
            <label htmlFor={`${FORM_ID}-name`} className="text-sm font-semibold text-slate-900">
              Your name
            </label>
            <input type="text" autoComplete="name" maxLength={200} {...input("name")} />
            {errorOf("name")}
          </div>
          <div>
            <label htmlFor={`${FORM_ID}-company`} className="text-sm font-semibold text-slate-900">
              Agency or company
            </label>
            <input type="text" autoComplete="organization" maxLength={200} {...input("company")} />
            {errorOf("company")}
          </div>
          <div className="sm:col-span-3">
            <button type="submit" className="btn btn-accent" disabled={isPending}>
              {isPending ? "Sending…" : "Email me the full report"}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
