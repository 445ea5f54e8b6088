import { useState, type ChangeEvent, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { PRIMARY_SERVICE_OPTIONS } from "../../../shared/content/service-options";
import { regionInfo } from "../../../shared/content/regions";
import { EMPTY_HOME_CONTACT_FORM, HOME_CONTACT_FORM_TYPE, HOME_CONTACT_TEXT, isMissingSubService, type HomeContactFormState } from "../../../shared/home-contact";
import { HttpStatusError } from "../../api/http";
import { useRootData } from "../../root-data-context";
import { useRegion } from "../../lib/region/region-context";
import { toast } from "../../lib/toasts/toast-store";
import { homeContactFieldErrors, initialHomeContactState } from "./form-state";
import { FieldError, fieldClass, labelClass } from "./form-fields";

/** Where a plain post lands: the browser keeps this fragment through the answer, so the visitor sees the form. */
export const HOME_CONTACT_ANCHOR = "home-contact";

type TextField = "name" | "email" | "phone" | "agencyName" | "message";

/**
 * The home contact form (docs/product-rules.md#lead-forms). With JavaScript it posts JSON
 * and answers with notifications; without, it is a plain form post to the same
 * endpoint, which stores the same lead (server/api/form-adapters.ts) or renders
 * this page again with the errors beside the fields.
 */
export function HomeContactForm() {
  const { formState } = useRootData();
  const { region } = useRegion();
  const [searchParams] = useSearchParams();
  const [state, setState] = useState<HomeContactFormState>(() => initialHomeContactState(formState));
  const [errors, setErrors] = useState(() => homeContactFieldErrors(formState));
  const [isPending, setPending] = useState(false);
  const isThanked = searchParams.get("submitted") === HOME_CONTACT_FORM_TYPE;

  const setText = (field: TextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setState((s) => ({ ...s, [field]: event.target.value }));
  // Changing the primary service clears the chosen sub-services.
  const handleServiceChange = (event: ChangeEvent<HTMLSelectElement>) =>
    setState((s) => ({ ...s, servicesInterested: event.target.value, subServices: [] }));
  const handleSubServiceChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, checked } = event.target;
    setState((s) => ({ ...s, subServices: checked ? [...s.subServices, value] : s.subServices.filter((v) => v !== value) }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    if (isMissingSubService(state)) {
      toast({ variant: "destructive", title: HOME_CONTACT_TEXT.subServiceTitle, description: HOME_CONTACT_TEXT.subServiceDescription });
      return;
    }
    setPending(true);
    try {
      const { submitHomeContact } = await import("./submit-home-contact");
      await submitHomeContact(state, regionInfo[region].name);
      toast({ title: HOME_CONTACT_TEXT.successTitle, description: HOME_CONTACT_TEXT.successDescription });
      setState(EMPTY_HOME_CONTACT_FORM);
      setErrors({});
    } catch (error) {
      const serverMessage = error instanceof HttpStatusError ? error.serverMessage : null;
      toast({ variant: "destructive", title: HOME_CONTACT_TEXT.errorTitle, description: serverMessage || HOME_CONTACT_TEXT.errorFallback });
    } finally {
      setPending(false);
    }
  }

  const describedBy = (field: string) => (errors[field] ? `home-contact-${field}-error` : undefined);
  const textInput = (field: TextField, label: string, props: { type?: string; autoComplete: string; required?: boolean }) => (
    <div>
      <label htmlFor={`home-contact-${field}`} className={labelClass}>
        {label}
        {props.required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={`home-contact-${field}`}
        name={field}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        required={props.required}
        value={state[field]}
        onChange={setText(field)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field)}
        className={fieldClass}
      />
      <FieldError id={describedBy(field)} messages={errors[field]} />
    </div>
  );

  return (
    <form method="post" action={`/api/contacts#${HOME_CONTACT_ANCHOR}`} onSubmit={handleSubmit} className="home-contact-form" aria-label="Contact form">
      <input type="hidden" name="returnTo" value="/" />
      <input type="hidden" name="contactFormType" value={HOME_CONTACT_FORM_TYPE} />
      <input type="hidden" name="region" value={region} />
      {isThanked && (
        <div role="status" className="mb-6 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-900">
          <p className="font-semibold">{HOME_CONTACT_TEXT.successTitle}</p>
          <p>{HOME_CONTACT_TEXT.successDescription}</p>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {textInput("name", "Full Name", { autoComplete: "name", required: true })}
        {textInput("email", "Email Address", { type: "email", autoComplete: "email", required: true })}
        {textInput("phone", "Phone Number", { type: "tel", autoComplete: "tel" })}
        {textInput("agencyName", "Agency Name", { autoComplete: "organization" })}
      </div>
      <div className="mt-5">
        <label htmlFor="home-contact-service" className={labelClass}>
          Primary Service
        </label>
        <select
          id="home-contact-service"
          name="servicesInterested"
          value={state.servicesInterested}
          onChange={handleServiceChange}
          aria-invalid={errors.servicesInterested ? true : undefined}
          aria-describedby={describedBy("servicesInterested")}
          className={fieldClass}
        >
          <option value="">Select a service</option>
          {PRIMARY_SERVICE_OPTIONS.map((option) => (
            <option key={option.label} value={option.label}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldError id={describedBy("servicesInterested")} messages={errors.servicesInterested} />
      </div>
      {/* The options appear once a primary service is chosen. Every group is in
          the page, shown by data-open; without JavaScript a :has() rule in app.css
          shows the chosen one instead. */}
      {PRIMARY_SERVICE_OPTIONS.map((option, index) =>
        option.isComingSoon ? (
          <p key={option.label} className="service-group mt-5 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" data-group={index} data-open={state.servicesInterested === option.label}>
            <strong className="font-semibold">Coming Soon:</strong> n8n automations are not bookable yet. Send us your details and
            what you would like automated, and we will tell you as soon as they are.
          </p>
        ) : (
          <fieldset key={option.label} className="service-group mt-5" data-group={index} data-open={state.servicesInterested === option.label} aria-describedby={describedBy("subServices")}>
            <legend className={labelClass}>Sub-services for {option.label} (choose at least one)</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {option.subServices.map((sub) => (
                <label key={sub} className="flex items-start gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700 has-checked:border-indigo-400 has-checked:bg-indigo-50">
                  <input
                    type="checkbox"
                    name="subServices"
                    value={sub}
                    checked={state.servicesInterested === option.label && state.subServices.includes(sub)}
                    onChange={handleSubServiceChange}
                    className="mt-0.5 size-4 shrink-0 accent-indigo-600"
                  />
                  {sub}
                </label>
              ))}
            </div>
          </fieldset>
        ),
      )}
      <FieldError id={describedBy("subServices")} messages={errors.subServices} />
      <div className="mt-5">
        <label htmlFor="home-contact-message" className={labelClass}>
          Message
        </label>
        <textarea
          id="home-contact-message"
          name="message"
          rows={4}
          value={state.message}
          onChange={setText("message")}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message")}
          className={fieldClass}
        />
        <FieldError id={describedBy("message")} messages={errors.message} />
      </div>
      <button type="submit" disabled={isPending} className="btn btn-primary mt-6 w-full sm:w-auto">
        {isPending ? "Submitting..." : "Send Message"}
      </button>
    </form>
  );
}
