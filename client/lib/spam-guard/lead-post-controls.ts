import type { LeadAttribution } from "../../../shared/schemas/lead-attribution";
import { HONEYPOT_FIELD } from "../../../shared/schemas/spam";

/**
 * The control fields every JSON lead post carries beside the lead
 * (server/api/lead-controls.ts takes them off before the lead is checked).
 */
export interface LeadPostControls {
  attribution: LeadAttribution | null;
  formToken: string | null;
  /** The honeypot: empty unless something filled the form's hidden field. */
  website: string;
}

/**
 * What to add to a lead's JSON body: `{ ...lead, ...(await leadPostControls(form)) }`.
 * Pass the form when there is one, so a script that filled its honeypot is caught;
 * resolves once the form token is old enough (client/lib/spam-guard/form-token-source.ts).
 */
export async function leadPostControls(form?: HTMLFormElement | null): Promise<LeadPostControls> {
  const honeypot = form?.elements.namedItem(HONEYPOT_FIELD);
  // Loaded on the first post, not with the page (both are loaded by then on most pages).
  const [{ getAttributionForPost }, { formTokenForPost }] = await Promise.all([
    import("../attribution/attribution"),
    import("./form-token"),
  ]);
  return {
    attribution: getAttributionForPost(),
    formToken: await formTokenForPost(),
    website: honeypot instanceof HTMLInputElement ? honeypot.value : "",
  };
}
