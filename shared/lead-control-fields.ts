import { AD_USER_DATA_FIELD, ATTRIBUTION_FORM_FIELD_NAMES } from "./schemas/lead-attribution";
import { ATTRIBUTION_FIELD, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "./schemas/spam";
import { LANDING_PAGE_FIELD, LANDING_VARIANT_FIELD } from "./landing/variant-keys";

/**
 * Names a lead post may carry that are not lead fields: the attribution (an object
 * in JSON, flat hidden fields in a plain form), the visitor's ad_user_data consent,
 * the honeypot, the form token, and the landing page and variant a landing page's form was sent from.
 * The server takes them off before the strict lead schema (server/api/lead-controls.ts);
 * a form's script leaves them out of the lead it reads from the form.
 */
export const LEAD_CONTROL_FIELDS: ReadonlySet<string> = new Set([
  ATTRIBUTION_FIELD,
  AD_USER_DATA_FIELD,
  HONEYPOT_FIELD,
  FORM_TOKEN_FIELD,
  LANDING_PAGE_FIELD,
  LANDING_VARIANT_FIELD,
  ...ATTRIBUTION_FORM_FIELD_NAMES,
]);
