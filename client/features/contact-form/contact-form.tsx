import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Link } from "../../lib/region/region-link";
import type { ContactFormType } from "../../../shared/lead-form-types";
import type { ContactOffer } from "../../../shared/content/offers";
import { services, type ServiceSummary } from "../../../shared/content/services";
import type { ContactCopy } from "../../../shared/i18n/pages/contact.en";
import { serviceSummariesDe } from "../../../shared/i18n/pages/service-summaries.de";
import { serviceSummariesEn } from "../../../shared/i18n/pages/service-summaries.en";
import { FieldError, fieldProps } from "../../components/forms/field-error";
import { LeadHiddenFields } from "../../lib/lead-posting/plain-lead-form";
import { useLeadPost } from "../../lib/lead-posting/use-lead-post";
import { usePageRegion } from "../../lib/region/region-context";
import { usePageCopy } from "../../lib/region/use-page-copy";
import { budgetOptions, CONTACT_PAGE_FORM_TYPE, contactHiddenFields, preferredContactOptions } from "./contact-form-options";

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200 aria-[invalid=true]:border-red-500";
const labelClass = "block text-sm font-medium text-slate-800";

/** What one use of the form sets: its type, where a plain post returns, its hidden fields and its own words. */
export interface LeadFormSetup {
  /** Prefix of its inputs' ids (unique on the page). */
  formId: string;
  /** The form's accessible name. */
  label: string;
  /** The contact page's fields, or only name, email, company and a message. */
  fields: "full" | "short";
  formType: ContactFormType;
  returnTo: string;
  hidden: Readonly<Record<string, string>>;
  /** The notification once the lead is stored. */
  success: { title: string; description: string };
  /** What the visitor agrees to by sending, shown above the button in place of the privacy line's first words. */
  consent?: string;
  /** Shown in the form's place once it is sent (here or by a post without JavaScript). */
  sent?: ReactNode;
}

/**
 * The full contact form of /contact. A plain HTML form posting to /api/contacts
 * (works without JavaScript); with JavaScript it posts the same fields as JSON.
 */
export function ContactForm({
  service,
  offer,
  copy,
}: {
  service: ServiceSummary | null;
  offer: ContactOffer | null;
  copy: ContactCopy["form"];
}) {
  const region = usePageRegion();
  const setup: LeadFormSetup = {
    formId: "contact",
    label: copy.label,
    fields: "full",
    formType: CONTACT_PAGE_FORM_TYPE,
    returnTo: "/contact",
    hidden: contactHiddenFields(region, offer),
    success: { title: copy.successTitle, description: copy.successDescription },
  };
  return <LeadForm setup={setup} service={service} copy={copy} />;
}

/**
 * The contact form as another page sets it up (a landing page's form block): the same fields,
 * or the short ones, its own type, hidden fields, consent text and thank-you.
 */
export function LeadForm({
  setup,
  service = null,
  copy,
}: {
  setup: LeadFormSetup;
  service?: ServiceSummary | null;
  copy: ContactCopy["form"];
}) {
  const { formId } = setup;
  const region = usePageRegion();
  const names = usePageCopy({ en: serviceSummariesEn, de: serviceSummariesDe });
  const [searchParams] = useSearchParams();
  const { values, fieldErrors, isPending, isSuccess, notice, handleSubmit } = useLeadPost({
    formType: setup.formType,
    success: () => setup.success,
    failure: copy.failure,
  });
  const props = (name: string) => fieldProps(formId, name, fieldErrors);
  const err = (name: string) => <FieldError formId={formId} name={name} fieldErrors={fieldErrors} />;
  const preferred = values.preferred_contact ?? "email";
  const full = setup.fields === "full";
  if (setup.sent && (isSuccess || searchParams.get("submitted") === setup.formType)) return <>{setup.sent}</>;

  return (
    <form method="post" action="/api/contacts" onSubmit={handleSubmit} className="space-y-5" aria-label={setup.label}>
      <LeadHiddenFields returnTo={setup.returnTo} fields={setup.hidden} />

      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${formId}-name`} className={labelClass}>
            {copy.name} <span aria-hidden="true">*</span>
          </label>
          <input
            {...props("name")}
            type="text"
            required
            autoComplete="name"
            maxLength={200}
            defaultValue={values.name}
            className={inputClass}
          />
          {err("name")}
        </div>
        <div>
          <label htmlFor={`${formId}-email`} className={labelClass}>
            {copy.email} <span aria-hidden="true">*</span>
          </label>
          <input
            {...props("email")}
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            defaultValue={values.email}
            className={inputClass}
          />
          {err("email")}
        </div>
        {full && (
          <div>
            <label htmlFor={`${formId}-phone`} className={labelClass}>
              {copy.phone} <span className="font-normal text-slate-500">{copy.optional}</span>
            </label>
            <input {...props("phone")} type="tel" autoComplete="tel" maxLength={50} defaultValue={values.phone} className={inputClass} />
            {err("phone")}
          </div>
        )}
        <div>
          <label htmlFor={`${formId}-company`} className={labelClass}>
            {copy.company} <span className="font-normal text-slate-500">{copy.optional}</span>
          </label>
          <input
            {...props("company")}
            type="text"
            autoComplete="organization"
            maxLength={200}
            defaultValue={values.company}
            className={inputClass}
          />
          {err("company")}
        </div>
        {full && (
          <>
            <div>
              <label htmlFor={`${formId}-service`} className={labelClass}>
                {copy.service}
              </label>
              <select {...props("service")} defaultValue={values.service ?? service?.name ?? ""} className={inputClass}>
                <option value="">{copy.notSure}</option>
                {services.map((s) => (
                  <option key={s.slug} value={s.name}>
                    {s.isComingSoon ? `${names[s.slug].name} ${copy.comingSoon}` : names[s.slug].name}
                  </option>
                ))}
              </select>
              {err("service")}
            </div>
            <div>
              <label htmlFor={`${formId}-budget`} className={labelClass}>
                {copy.budget} <span className="font-normal text-slate-500">{copy.budgetHint}</span>
              </label>
              <select {...props("budget")} defaultValue={values.budget ?? ""} className={inputClass}>
                <option value="">{copy.chooseRange}</option>
                {budgetOptions(region).map((b) => (
                  <option key={b} value={b}>
                    {copy.budgetLabel(b)}
                  </option>
                ))}
              </select>
              {err("budget")}
            </div>
          </>
        )}
      </div>

      {full && (
        <fieldset>
          <legend className={labelClass}>{copy.preferred}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {preferredContactOptions.map((o) => (
              <label
                key={o}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50"
              >
                <input type="radio" name="preferred_contact" value={o} defaultChecked={preferred === o} className="accent-indigo-600" />
                <span className="text-sm text-slate-800">{copy.preferredOptions[o]}</span>
              </label>
            ))}
          </div>
          {err("preferred_contact")}
        </fieldset>
      )}

      <div>
        <label htmlFor={`${formId}-message`} className={labelClass}>
          {copy.message}
        </label>
        <textarea
          {...props("message")}
          rows={5}
          maxLength={5000}
          defaultValue={values.message}
          placeholder={copy.messagePlaceholder}
          className={inputClass}
        />
        {err("message")}
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500">
          {setup.consent ?? copy.privacyBefore}{" "}
          <Link to="/privacy-policy" className="underline">
            {copy.privacyPolicy}
          </Link>
          .
        </p>
        <button type="submit" className="btn btn-primary min-w-40" disabled={isPending}>
          {isPending ? copy.submitting : copy.submit}
        </button>
      </div>
      <p role="status" className="text-sm font-medium text-emerald-800">
        {notice}
      </p>
    </form>
  );
}
