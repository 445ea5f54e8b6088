import { useId } from "react";
import { useSearchParams } from "react-router";
import type { LeadInput } from "../../../shared/schemas/lead";
import { FieldError, fieldProps } from "../../components/forms/field-error";
import { LeadHiddenFields } from "../../lib/lead-posting/plain-lead-form";
import { useLeadPost } from "../../lib/lead-posting/use-lead-post";
import { useServicePageCopy } from "../../components/content/use-service-copy";

// n8n automations are not bookable yet: visitors leave their email to hear at
// launch. A plain POST to /api/contacts that works without JavaScript (303 back
// with ?submitted=n8n-waitlist, or this page again with status 400 and the errors);
// with JavaScript the same lead goes as JSON (client/lib/lead-posting).

export const N8N_WAITLIST_FORM_TYPE = "n8n-waitlist";
const RETURN_TO = "/services/n8n-automations";

/** Fixed fields that travel with every waitlist lead. */
const fixedFields = {
  contactFormType: N8N_WAITLIST_FORM_TYPE,
  inquiry_type: N8N_WAITLIST_FORM_TYPE,
  service: "N8N Automations",
  source: "n8n_automations_page",
  preferred_contact: "email",
} as const satisfies Partial<LeadInput>;

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-indigo-500";

export function N8nWaitlistForm() {
  const [searchParams] = useSearchParams();
  const copy = useServicePageCopy().waitlist;
  const { values, fieldErrors, isPending, isSuccess, handleSubmit } = useLeadPost({
    formType: N8N_WAITLIST_FORM_TYPE,
    success: () => ({ title: copy.successToastTitle, description: copy.successToastText }),
    failure: copy.failure,
  });
  const id = useId();

  if (isSuccess || searchParams.get("submitted") === N8N_WAITLIST_FORM_TYPE) {
    return (
      <div role="status" className="card border-emerald-300 bg-emerald-50 p-6 text-emerald-900">
        <p className="text-lg font-semibold">{copy.doneTitle}</p>
        <p className="mt-1">{copy.doneText}</p>
      </div>
    );
  }

  return (
    <form method="post" action="/api/contacts" onSubmit={handleSubmit} className="card space-y-4 p-6" aria-label={copy.formLabel}>
      <LeadHiddenFields returnTo={RETURN_TO} fields={fixedFields} />
      <div>
        <label htmlFor={`${id}-email`} className="text-sm font-semibold text-slate-900">
          {copy.email} <span className="text-red-700">{copy.required}</span>
        </label>
        <input
          {...fieldProps(id, "email", fieldErrors)}
          type="email"
          required
          autoComplete="email"
          defaultValue={values.email}
          className={inputClass}
        />
        <FieldError formId={id} name="email" fieldErrors={fieldErrors} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="text-sm font-semibold text-slate-900">
            {copy.name}
          </label>
          <input
            {...fieldProps(id, "name", fieldErrors)}
            type="text"
            autoComplete="name"
            defaultValue={values.name}
            className={inputClass}
          />
          <FieldError formId={id} name="name" fieldErrors={fieldErrors} />
        </div>
        <div>
          <label htmlFor={`${id}-agencyName`} className="text-sm font-semibold text-slate-900">
            {copy.agencyName}
          </label>
          <input
            {...fieldProps(id, "agencyName", fieldErrors)}
            type="text"
            autoComplete="organization"
            defaultValue={values.agencyName}
            className={inputClass}
          />
          <FieldError formId={id} name="agencyName" fieldErrors={fieldErrors} />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="text-sm font-semibold text-slate-900">
          {copy.message}
        </label>
        <textarea {...fieldProps(id, "message", fieldErrors)} rows={3} defaultValue={values.message} className={inputClass} />
        <FieldError formId={id} name="message" fieldErrors={fieldErrors} />
      </div>
      <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={isPending}>
        {isPending ? copy.submitting : copy.submit}
      </button>
    </form>
  );
}
