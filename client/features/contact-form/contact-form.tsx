import { Link } from "../../lib/region/region-link";
import type { ContactOffer } from "../../../shared/content/offers";
import { services, type ServiceSummary } from "../../../shared/content/services";
import { FieldError, fieldProps } from "../../components/forms/field-error";
import { LeadHiddenFields } from "../../lib/lead-posting/plain-lead-form";
import { useLeadPost } from "../../lib/lead-posting/use-lead-post";
import { useRegion } from "../../lib/region/region-context";
import { budgetOptions, CONTACT_PAGE_FORM_TYPE, contactHiddenFields, preferredContactOptions } from "./contact-form-options";

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200 aria-[invalid=true]:border-red-500";
const labelClass = "block text-sm font-medium text-slate-800";

/**
 * The full contact form of /contact. A plain HTML form posting to /api/contacts
 * (works without JavaScript); with JavaScript it posts the same fields as JSON.
 */
export function ContactForm({ service, offer }: { service: ServiceSummary | null; offer: ContactOffer | null }) {
  const formId = "contact";
  const { region } = useRegion();
  const { values, fieldErrors, isPending, notice, handleSubmit } = useLeadPost({
    formType: CONTACT_PAGE_FORM_TYPE,
    success: () => ({ title: "Message sent successfully!", description: "We'll get back to you within 24 hours." }),
    failure: "Failed to send message. Please try again.",
  });
  const props = (name: string) => fieldProps(formId, name, fieldErrors);
  const err = (name: string) => <FieldError formId={formId} name={name} fieldErrors={fieldErrors} />;
  const preferred = values.preferred_contact ?? "email";

  return (
    <form method="post" action="/api/contacts" onSubmit={handleSubmit} className="space-y-5" aria-label="Contact form">
      <LeadHiddenFields returnTo="/contact" fields={contactHiddenFields(region, offer)} />

      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${formId}-name`} className={labelClass}>
            Name <span aria-hidden="true">*</span>
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
            Email <span aria-hidden="true">*</span>
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
        <div>
          <label htmlFor={`${formId}-phone`} className={labelClass}>
            Phone <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <input {...props("phone")} type="tel" autoComplete="tel" maxLength={50} defaultValue={values.phone} className={inputClass} />
          {err("phone")}
        </div>
        <div>
          <label htmlFor={`${formId}-company`} className={labelClass}>
            Company or agency <span className="font-normal text-slate-500">(optional)</span>
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
        <div>
          <label htmlFor={`${formId}-service`} className={labelClass}>
            Service you're interested in
          </label>
          <select {...props("service")} defaultValue={values.service ?? service?.name ?? ""} className={inputClass}>
            <option value="">Not sure yet</option>
            {services.map((s) => (
              <option key={s.slug} value={s.name}>
                {s.isComingSoon ? `${s.name} (coming soon)` : s.name}
              </option>
            ))}
          </select>
          {err("service")}
        </div>
        <div>
          <label htmlFor={`${formId}-budget`} className={labelClass}>
            Budget <span className="font-normal text-slate-500">(per month or per project)</span>
          </label>
          <select {...props("budget")} defaultValue={values.budget ?? ""} className={inputClass}>
            <option value="">Choose a range</option>
            {budgetOptions(region).map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
          {err("budget")}
        </div>
      </div>

      <fieldset>
        <legend className={labelClass}>How should we contact you?</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {preferredContactOptions.map((o) => (
            <label
              key={o.value}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50"
            >
              <input
                type="radio"
                name="preferred_contact"
                value={o.value}
                defaultChecked={preferred === o.value}
                className="accent-indigo-600"
              />
              <span className="text-sm text-slate-800">{o.label}</span>
            </label>
          ))}
        </div>
        {err("preferred_contact")}
      </fieldset>

      <div>
        <label htmlFor={`${formId}-message`} className={labelClass}>
          How can we help?
        </label>
        <textarea
          {...props("message")}
          rows={5}
          maxLength={5000}
          defaultValue={values.message}
          placeholder="Tell us about your agency, the client project and your timeline."
          className={inputClass}
        />
        {err("message")}
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500">
          We use your details only to answer you. See our{" "}
          <Link to="/privacy-policy" className="underline">
            Privacy Policy
          </Link>
          .
        </p>
        <button type="submit" className="btn btn-primary min-w-40" disabled={isPending}>
          {isPending ? "Submitting..." : "Send message"}
        </button>
      </div>
      <p role="status" className="text-sm font-medium text-emerald-800">
        {notice}
      </p>
    </form>
  );
}
