import { getPrimaryServiceOption } from "./content/service-options";
import { LEAD_API_MESSAGES } from "./i18n/api-messages";

// The home contact form (docs/product-rules.md#lead-forms) without any UI: its state, its
// rules and its texts. The lead it sends is built in home-contact-payload.ts. The
// browser (with JavaScript) and the server (plain form post,
// server/api/form-adapters.ts) both use these, so the stored lead is the same.

export const HOME_CONTACT_FORM_TYPE = "home-contact-form";

/** The home contact form's state. */
export interface HomeContactFormState {
  name: string;
  email: string;
  phone: string;
  agencyName: string;
  /** The primary service's label, or "" when none is chosen. */
  servicesInterested: string;
  subServices: string[];
  message: string;
}

export const EMPTY_HOME_CONTACT_FORM: HomeContactFormState = {
  name: "",
  email: "",
  phone: "",
  agencyName: "",
  servicesInterested: "",
  subServices: [],
  message: "",
};

// The rule errors the API answers a plain post with are the API's messages, in its English
// (LEAD_API_MESSAGES, shared/i18n/api-messages.ts); pages show them in the visitor's language.
// The form's other texts are UI copy (shared/i18n, `homeForm`).

/**
 * Once a primary service with options is chosen, at least one of its
 * sub-services must be ticked. 'N8N Automations (Coming Soon)' has no options to
 * tick, so choosing it alone is enough (it would otherwise block the lead).
 */
export function isMissingSubService(state: Pick<HomeContactFormState, "servicesInterested" | "subServices">): boolean {
  const option = getPrimaryServiceOption(state.servicesInterested);
  if (!option || option.subServices.length === 0) return false;
  return !state.subServices.some((s) => option.subServices.includes(s));
}

/** Field errors of the form's rules (the email's format is the schema's and the browser's). */
export function validateHomeContactForm(state: HomeContactFormState): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (state.name.trim() === "") errors.name = [LEAD_API_MESSAGES.homeNameRequired];
  if (state.email.trim() === "") errors.email = [LEAD_API_MESSAGES.homeEmailRequired];
  if (isMissingSubService(state)) errors.subServices = [LEAD_API_MESSAGES.homeSubServiceMissing];
  return errors;
}
