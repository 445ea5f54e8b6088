import { DEFAULT_REGION } from "../../shared/constants";
import { regionInfo } from "../../shared/content/regions";
import { getPrimaryServiceOption } from "../../shared/content/service-options";
import { HOME_CONTACT_FORM_TYPE, validateHomeContactForm, type HomeContactFormState } from "../../shared/home-contact";
import { buildHomeContactLead } from "../../shared/home-contact-payload";
import { LEAD_API_MESSAGES } from "../../shared/i18n/api-messages";
import { isRegionCode } from "../../shared/region";
import type { LeadInput } from "../../shared/schemas/lead";
import { visitorRecord } from "../field-errors";
import { FORM_CONTROL_FIELDS, leadFromFormFields } from "./form-post";

// A plain HTML form (no JavaScript) posts its own fields. Most forms' fields are
// lead fields already (leadFromFormFields); a form whose lead is composed from its
// fields, as the home form's message is, has an adapter here that builds
// the same lead the browser would have sent, plus the errors of its own rules.

export interface AdaptedFormPost {
  lead: LeadInput;
  /** Errors of the form's own rules, shown beside its fields; empty when it passed. */
  fieldErrors: Record<string, string[]>;
}

type FormAdapter = (fields: Record<string, unknown>) => AdaptedFormPost;

/** The first copy of a repeated field; a copy that is itself an array (no browser sends one) is no text. */
const single = (value: unknown): string => {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first : "";
};
const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === "string" && v !== "");

const HOME_FORM_FIELDS = new Set<string>([
  ...FORM_CONTROL_FIELDS,
  "contactFormType",
  "region",
  "name",
  "email",
  "phone",
  "agencyName",
  "servicesInterested",
  "subServices",
  "message",
]);

/** The home contact form: the rules of shared/home-contact.ts, the payload of shared/home-contact-payload.ts, country from the region the page showed. */
export function homeContactFormAdapter(fields: Record<string, unknown>): AdaptedFormPost {
  const fieldErrors = visitorRecord<string[]>();
  for (const key of Object.keys(fields)) if (!HOME_FORM_FIELDS.has(key)) fieldErrors[key] = [LEAD_API_MESSAGES.unknownField];

  const chosen = single(fields.servicesInterested);
  const option = getPrimaryServiceOption(chosen);
  if (chosen !== "" && !option) fieldErrors.servicesInterested = [LEAD_API_MESSAGES.unknownService];
  const state: HomeContactFormState = {
    name: single(fields.name),
    email: single(fields.email),
    phone: single(fields.phone),
    agencyName: single(fields.agencyName),
    servicesInterested: option ? chosen : "",
    // Without JavaScript, boxes ticked under a service chosen before stay checked:
    // only the chosen service's own options count (changing the service clears them).
    subServices: list(fields.subServices).filter((s) => option?.subServices.includes(s)),
    message: single(fields.message),
  };
  Object.assign(fieldErrors, validateHomeContactForm(state));
  const region = single(fields.region);
  const regionName = regionInfo[isRegionCode(region) ? region : DEFAULT_REGION].name;
  return { lead: buildHomeContactLead(state, regionName), fieldErrors };
}

/** Keyed by the posted contactFormType: a Map, so "valueOf" or "__proto__" finds nothing. */
const adapters = new Map<string, FormAdapter>([[HOME_CONTACT_FORM_TYPE, homeContactFormAdapter]]);

/** The lead a plain form post stands for, with the errors of the form's own rules. */
export function leadFromFormPost(fields: Record<string, unknown>): AdaptedFormPost {
  const adapter = adapters.get(single(fields.contactFormType));
  return adapter ? adapter(fields) : { lead: leadFromFormFields(fields), fieldErrors: {} };
}
