import type { AdUserDataConsent, LeadAttribution } from "../../../shared/schemas/lead-attribution";
import { safeLocalStorage } from "../../browser/safe-storage";
import { readStoredConsent } from "../consent/consent-preferences";
import { HONEYPOT_FIELD } from "../../../shared/schemas/spam";
import { LANDING_PAGE_FIELD, LANDING_VARIANT_FIELD } from "../../../shared/landing/variant-keys";

/**
 * The control fields every JSON lead post carries beside the lead
 * (server/api/lead-controls.ts takes them off before the lead is checked).
 */
export interface LeadPostControls {
  attribution: LeadAttribution | null;
  /**
   * Consent Mode's ad_user_data at the moment of sending: it follows the cookie choice's
   * marketing category (client/features/cookie-consent/consent-mode.ts). The enhanced-
   * conversions export sends only "granted" leads (docs/decisions/0026-ads-conversion-loop.md).
   */
  adUserData: AdUserDataConsent;
  formToken: string | null;
  /** The honeypot: empty unless something filled the form's hidden field. */
  website: string;
  /** A landing page's form: the page and the variant the visitor saw (its hidden fields, rendered with the variant). */
  landingPage?: string;
  landingVariant?: string;
}

/**
 * What to add to a lead's JSON body: `{ ...lead, ...(await leadPostControls(form)) }`.
 * Pass the form when there is one, so a script that filled its honeypot is caught;
 * resolves once the form token is old enough (client/lib/spam-guard/form-token-source.ts).
 */
export async function leadPostControls(form?: HTMLFormElement | null): Promise<LeadPostControls> {
  const honeypot = form?.elements.namedItem(HONEYPOT_FIELD);
  const hidden = (name: string) => {
    const input = form?.elements.namedItem(name);
    return input instanceof HTMLInputElement && input.value ? { [name]: input.value } : {};
  };
  // Loaded on the first post, not with the page (both are loaded by then on most pages).
  const [{ getAttributionForPost }, { formTokenForPost }] = await Promise.all([
    import("../attribution/attribution"),
    import("./form-token"),
  ]);
  return {
    attribution: getAttributionForPost(),
    adUserData: adUserDataNow(),
    formToken: await formTokenForPost(),
    website: honeypot instanceof HTMLInputElement ? honeypot.value : "",
    ...hidden(LANDING_PAGE_FIELD),
    ...hidden(LANDING_VARIANT_FIELD),
  };
}

/** "granted" only while a valid stored cookie choice allows marketing; no choice yet is "denied". */
function adUserDataNow(): AdUserDataConsent {
  const stored = readStoredConsent(safeLocalStorage(), Date.now());
  return stored.status === "valid" && stored.preferences.marketing ? "granted" : "denied";
}
