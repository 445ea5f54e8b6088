import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { PRIMARY_SERVICE_OPTIONS } from "../../../shared/content/service-options";
import { regionInfo } from "../../../shared/content/regions";
import { optionLabel } from "../../../shared/i18n/copy";
import {
  EMPTY_HOME_CONTACT_FORM,
  HOME_CONTACT_FORM_TYPE,
  isMissingSubService,
  type HomeContactFormState,
} from "../../../shared/home-contact";
import { FieldError, fieldErrorId, fieldProps } from "../../components/forms/field-error";
import { LeadHiddenFields } from "../../lib/lead-posting/plain-lead-form";
import { useLeadPost } from "../../lib/lead-posting/use-lead-post";
import { usePageRegion } from "../../lib/region/region-context";
import { useCopy } from "../../lib/region/use-copy";
import { toast } from "../../lib/toasts/toast-store";
import { HOME_CONTACT_ANCHOR } from "./home-contact-anchor";
import { homeContactStateFrom, typedIntoForm } from "./form-state";

const FORM_ID = "home-contact";
const labelClass = "block text-sm font-medium text-slate-800";
const fieldClass =
  "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-indigo-500 aria-invalid:border-red-500 sm:text-sm";

type TextField = "name" | "email" | "phone" | "agencyName" | "message";

/**
 * The home contact form. With JavaScript it posts its lead as JSON
 * (client/lib/lead-posting); without, it is a plain form post to the same
 * endpoint, which stores the same lead (server/api/form-adapters.ts) or renders
 * this page again with the errors beside the fields.
 */
export function HomeContactForm() {
  const region = usePageRegion();
  const [searchParams] = useSearchParams();
  const copy = useCopy();
  const text = copy.homeForm;
  const lead = useLeadPost({
    formType: HOME_CONTACT_FORM_TYPE,
    success: () => ({ title: text.successTitle, description: text.successDescription }),
    failure: text.errorFallback,
  });
  const errors = lead.fieldErrors;
  const [state, setState] = useState<HomeContactFormState>(() => homeContactStateFrom(lead.values));
  const isThanked = searchParams.get("submitted") === HOME_CONTACT_FORM_TYPE;
  const formRef = useRef<HTMLFormElement>(null);

  // On the home page the form hydrates once it comes near the view (client/pages/home/contact-form-island.tsx):
  // its state takes what the visitor may have typed into the server's form by then, and the form
  // says it is live, which ends app.css's showing of the chosen service's options without script.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    setState(typedIntoForm(form));
    form.dataset.live = "true";
  }, []);

  const setText = (field: TextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setState((s) => ({ ...s, [field]: event.target.value }));
  // Changing the primary service clears the chosen sub-services (they belong to the old one).
  const handleServiceChange = (event: ChangeEvent<HTMLSelectElement>) =>
    setState((s) => ({ ...s, servicesInterested: event.target.value, subServices: [] }));
  const handleSubServiceChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, checked } = event.target;
    setState((s) => ({ ...s, subServices: checked ? [...s.subServices, value] : s.subServices.filter((v) => v !== value) }));
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (lead.isPending) return;
    if (isMissingSubService(state)) {
      toast({ variant: "destructive", title: text.subServiceTitle, description: copy.apiMessages.homeSubServiceMissing });
      return;
    }
    // The payload code loads on the first submit, so it is not part of the page's first load.
    const build = async () => (await import("../../../shared/home-contact-payload")).buildHomeContactLead(state, regionInfo[region].name);
    lead.post(build, { form: event.currentTarget, onSuccess: () => setState(EMPTY_HOME_CONTACT_FORM) });
  }

  const textInput = (field: TextField, label: string, props: { type?: string; autoComplete: string; required?: boolean }) => (
    <div>
      <label htmlFor={`${FORM_ID}-${field}`} className={labelClass}>
        {label}
        {props.required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        {...fieldProps(FORM_ID, field, errors)}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        required={props.required}
        value={state[field]}
        onChange={setText(field)}
        className={fieldClass}
      />
      <FieldError formId={FORM_ID} name={field} fieldErrors={errors} />
    </div>
  );

  return (
    <form
      ref={formRef}
      method="post"
      action={`/api/contacts#${HOME_CONTACT_ANCHOR}`}
      onSubmit={handleSubmit}
      className="home-contact-form"
      aria-label={text.label}
    >
      <LeadHiddenFields returnTo="/" fields={{ contactFormType: HOME_CONTACT_FORM_TYPE, region }} />
      {isThanked && (
        <div role="status" className="mb-6 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-900">
          <p className="font-semibold">{text.successTitle}</p>
          <p>{text.successDescription}</p>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {textInput("name", text.fullName, { autoComplete: "name", required: true })}
        {textInput("email", text.email, { type: "email", autoComplete: "email", required: true })}
        {textInput("phone", text.phone, { type: "tel", autoComplete: "tel" })}
        {textInput("agencyName", text.agencyName, { autoComplete: "organization" })}
      </div>
      <div className="mt-5">
        <label htmlFor={`${FORM_ID}-service`} className={labelClass}>
          {text.primaryService}
        </label>
        <select
          {...fieldProps(FORM_ID, "servicesInterested", errors)}
          id={`${FORM_ID}-service`}
          value={state.servicesInterested}
          onChange={handleServiceChange}
          className={fieldClass}
        >
          <option value="">{text.selectService}</option>
          {PRIMARY_SERVICE_OPTIONS.map((option) => (
            <option key={option.label} value={option.label}>
              {optionLabel(copy.serviceOptions, option.label)}
            </option>
          ))}
        </select>
        <FieldError formId={FORM_ID} name="servicesInterested" fieldErrors={errors} />
      </div>
      {/* The options appear once a primary service is chosen. Every group is in the
          page, shown by data-open; without JavaScript a :has() rule in app.css
          shows the chosen one instead. */}
      {PRIMARY_SERVICE_OPTIONS.map((option, index) =>
        option.isComingSoon ? (
          <p
            key={option.label}
            className="service-group mt-5 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
            data-group={index}
            data-open={state.servicesInterested === option.label}
          >
            <strong className="font-semibold">{text.comingSoonLabel}</strong> {text.comingSoonText}
          </p>
        ) : (
          <fieldset
            key={option.label}
            className="service-group mt-5"
            data-group={index}
            data-open={state.servicesInterested === option.label}
            aria-describedby={errors.subServices ? fieldErrorId(FORM_ID, "subServices") : undefined}
          >
            <legend className={labelClass}>{text.subServicesFor(optionLabel(copy.serviceOptions, option.label))}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {option.subServices.map((sub) => (
                <label
                  key={sub}
                  className="flex items-start gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700 has-checked:border-indigo-400 has-checked:bg-indigo-50"
                >
                  <input
                    type="checkbox"
                    name="subServices"
                    value={sub}
                    checked={state.servicesInterested === option.label && state.subServices.includes(sub)}
                    onChange={handleSubServiceChange}
                    className="mt-0.5 size-4 shrink-0 accent-indigo-600"
                  />
                  {optionLabel(copy.serviceOptions, sub)}
                </label>
              ))}
            </div>
          </fieldset>
        ),
      )}
      <FieldError formId={FORM_ID} name="subServices" fieldErrors={errors} />
      <div className="mt-5">
        <label htmlFor={`${FORM_ID}-message`} className={labelClass}>
          {text.message}
        </label>
        <textarea
          {...fieldProps(FORM_ID, "message", errors)}
          rows={4}
          value={state.message}
          onChange={setText("message")}
          className={fieldClass}
        />
        <FieldError formId={FORM_ID} name="message" fieldErrors={errors} />
      </div>
      <button type="submit" disabled={lead.isPending} className="btn btn-primary mt-6 w-full sm:w-auto">
        {lead.isPending ? text.submitting : text.submit}
      </button>
    </form>
  );
}
