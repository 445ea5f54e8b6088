import { FieldError, fieldProps } from "../../components/forms/field-error";
import { LeadHiddenFields } from "../../lib/lead-posting/plain-lead-form";
import { useLeadPost } from "../../lib/lead-posting/use-lead-post";
import { REPORT_LEAD_FORM_TYPE } from "./report-lead";
import { useSeoAuditCopy } from "./use-seo-audit-copy";

// 'Email me the full report': a plain lead form (client/lib/lead-posting); the
// audited address and score travel in the hidden message (report-lead.ts).

const FORM_ID = "seo-report-lead";
const inputClass =
  "mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 focus:border-indigo-500 aria-[invalid]:border-red-500";

export function ReportLeadForm({ hiddenFields, headingLevel = 2 }: { hiddenFields: Record<string, string>; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const copy = useSeoAuditCopy().lead;
  const { values, fieldErrors, isPending, isSuccess, handleSubmit } = useLeadPost({
    formType: REPORT_LEAD_FORM_TYPE,
    success: ({ body }) => ({ title: copy.successTitle, description: body.message }),
    failure: (problem) => {
      const fallback = problem.status === null ? copy.checkConnection : copy.tryAgain;
      return { title: copy.failureTitle, description: problem.message ?? fallback, variant: "destructive" };
    },
  });
  const input = (name: string) => ({ ...fieldProps(FORM_ID, name, fieldErrors), defaultValue: values[name] ?? "", className: inputClass });

  return (
    <section className="card border-indigo-200 bg-indigo-50/60 p-6 sm:p-8" aria-labelledby={`${FORM_ID}-title`} data-testid="report-lead">
      <Heading id={`${FORM_ID}-title`} className="scroll-mt-24 text-xl font-bold text-slate-900">
        {copy.title}
      </Heading>
      <p className="mt-2 max-w-2xl text-slate-700">{copy.text}</p>
      {isSuccess ? (
        <p role="status" className="mt-5 rounded-lg border border-emerald-300 bg-emerald-50 p-4 font-semibold text-emerald-900">
          {copy.thanks}
        </p>
      ) : (
        <form
          method="post"
          action="/api/contacts"
          onSubmit={handleSubmit}
          className="mt-5 grid gap-4 sm:grid-cols-3"
          aria-label={copy.title}
        >
          <LeadHiddenFields returnTo="/seo-audit" fields={hiddenFields} />
          <div>
            <label htmlFor={`${FORM_ID}-email`} className="text-sm font-semibold text-slate-900">
              {copy.email} <span className="text-red-700">*</span>
            </label>
            <input type="email" required autoComplete="email" maxLength={254} {...input("email")} />
            <FieldError formId={FORM_ID} name="email" fieldErrors={fieldErrors} />
          </div>
          <div>
            <label htmlFor={`${FORM_ID}-name`} className="text-sm font-semibold text-slate-900">
              {copy.name}
            </label>
            <input type="text" autoComplete="name" maxLength={200} {...input("name")} />
            <FieldError formId={FORM_ID} name="name" fieldErrors={fieldErrors} />
          </div>
          <div>
            <label htmlFor={`${FORM_ID}-company`} className="text-sm font-semibold text-slate-900">
              {copy.company}
            </label>
            <input type="text" autoComplete="organization" maxLength={200} {...input("company")} />
            <FieldError formId={FORM_ID} name="company" fieldErrors={fieldErrors} />
          </div>
          <div className="sm:col-span-3">
            <button type="submit" className="btn btn-accent" disabled={isPending}>
              {isPending ? copy.sending : copy.title}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
