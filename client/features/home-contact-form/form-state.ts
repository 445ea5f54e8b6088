import { EMPTY_HOME_CONTACT_FORM, HOME_CONTACT_FORM_TYPE, type HomeContactFormState } from "../../../shared/home-contact";
import type { FormState } from "../../../shared/form-state";

/** The values of a failed plain post (no JavaScript), so the form shows what was typed. */
export function initialHomeContactState(formState: FormState | null): HomeContactFormState {
  if (formState?.formType !== HOME_CONTACT_FORM_TYPE) return EMPTY_HOME_CONTACT_FORM;
  const v = formState.values;
  return {
    name: v.name ?? "",
    email: v.email ?? "",
    phone: v.phone ?? "",
    agencyName: v.agencyName ?? "",
    servicesInterested: v.servicesInterested ?? "",
    // Checkbox groups come back joined with ", " (server/api/form-post.ts formValues).
    subServices: v.subServices ? v.subServices.split(", ") : [],
    message: v.message ?? "",
  };
}

/** Field errors of a failed plain post of this form; none otherwise. */
export function homeContactFieldErrors(formState: FormState | null): Record<string, string[]> {
  return formState?.formType === HOME_CONTACT_FORM_TYPE ? formState.fieldErrors : {};
}
