import type { HOME_CONTACT_FORM_TYPE, HomeContactFormState } from "./home-contact";
import type { LeadInput } from "./schemas/lead";

// The home form's lead, built the same way by the browser (loaded on the
// first submit, so it stays out of the page's first load) and by the server for a
// plain form post.

/** The message text of a home-form lead (docs/product-rules.md#lead-forms). */
export function composeHomeContactMessage(state: HomeContactFormState, regionName: string): string {
  return [
    "Home Page Contact Form Submission",
    "",
    "Services Requested:",
    `Primary Service: ${state.servicesInterested || "Not specified"}`,
    `Sub-services: ${state.subServices.length > 0 ? state.subServices.join(", ") : "None"}`,
    "",
    "Customer Message:",
    state.message.trim() || "No message provided",
    "",
    `Region: ${regionName}`,
  ].join("\n");
}

// Written out rather than imported, and checked against HOME_CONTACT_FORM_TYPE by
// the compiler: the browser loads this module on the first submit, and importing a
// value from home-contact.ts would split that module out of the home page's chunk.
const FORM_TYPE: typeof HOME_CONTACT_FORM_TYPE = "home-contact-form";

/** The exact home-form payload of POST /api/contacts. */
export function buildHomeContactLead(input: HomeContactFormState, regionName: string): LeadInput {
  const state: HomeContactFormState = {
    name: input.name.trim(),
    email: input.email.trim(),
    phone: input.phone.trim(),
    agencyName: input.agencyName.trim(),
    servicesInterested: input.servicesInterested,
    subServices: input.subServices,
    message: input.message,
  };
  return {
    name: state.name,
    email: state.email,
    phone: state.phone,
    company: "Not provided",
    inquiry_type: FORM_TYPE,
    message: composeHomeContactMessage(state, regionName),
    preferred_contact: "email",
    country: regionName,
    topPriority: state.servicesInterested || "general-inquiry",
    agencyName: state.agencyName,
    couponCode: null,
    service: state.servicesInterested,
    servicesSelected: state.subServices.length > 0 ? state.subServices.join(", ") : null,
    contactFormType: FORM_TYPE,
  };
}
