import { attributionFormFields } from "../../../shared/attribution/clean-attribution";
import { ATTRIBUTION_FORM_FIELD_NAMES, type LeadAttribution } from "../../../shared/schemas/lead-attribution";
import { safeLocalStorage, safeSessionStorage } from "../../browser/safe-storage";
import { readStoredConsent } from "../consent/consent-preferences";
import { createAttributionStore } from "./attribution-store";
import { landingToRecord } from "./landing";

// The page's one attribution store (attribution-store.ts). entry.client.tsx loads
// this module after hydration on every full page load and captures the landing it
// remembered (landing.ts); the lead-posting path reads it for each post.

/** The flat hidden-field names a plain form posts its attribution under. */
export const ATTRIBUTION_HIDDEN_FIELDS = ATTRIBUTION_FORM_FIELD_NAMES;

let store: ReturnType<typeof createAttributionStore> | null = null;

function browserStore() {
  if (!store) {
    const local = safeLocalStorage();
    store = createAttributionStore({
      session: safeSessionStorage(),
      local,
      now: () => Date.now(),
      hasMarketingConsent: () => {
        const stored = readStoredConsent(local, Date.now());
        return stored.status === "valid" && stored.preferences.marketing;
      },
    });
  }
  return store;
}

let isCaptured = false;

/** Records where this visit came from, once per page load; cheap (a few storage reads). */
export function captureAttribution(): void {
  if (isCaptured) return;
  isCaptured = true;
  try {
    const { url, referrer } = landingToRecord();
    browserStore().capture(new URL(url), referrer);
  } catch {
    // attribution must never break a page
  }
}

/** The attribution a lead post sends: where this visit came from, or null when nothing is known. */
export function getAttributionForPost(): LeadAttribution | null {
  captureAttribution();
  return browserStore().current();
}

/** A plain form's hidden attribution fields (filled after hydration). */
export function attributionFieldsForForm(): Record<string, string> {
  return attributionFormFields(getAttributionForPost());
}

/** Follows a consent choice: marketing consent keeps the visit's origin for 90 days, its absence removes it. */
export function applyAttributionConsent(marketing: boolean): void {
  captureAttribution();
  try {
    browserStore().applyConsent(marketing);
  } catch {
    // a refused storage write must not break the consent choice
  }
}
