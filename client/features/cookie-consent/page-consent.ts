import { safeLocalStorage } from "../../browser/safe-storage";
import { applyAttributionConsent } from "../../lib/attribution/attribution";
import { hasVariantCookies } from "../../../shared/landing/variant-keys";
import { pageAttention } from "../../lib/attention/page-attention";
import type { ConsentPreferences } from "../../lib/consent/consent-preferences";
import { applyConsentMode } from "./consent-mode";
import { type ConsentStore, createConsentStore } from "./consent-store";
import { loadGoogleTag } from "./google-tag";

/**
 * Puts a choice into effect: Consent Mode first, then the tag if anything was granted;
 * the visit's attribution is kept across visits only with marketing consent, a landing page's variant only with analytics.
 */
export function applyConsent(preferences: ConsentPreferences, measurementId: string | null | undefined): void {
  applyConsentMode(preferences);
  applyAttributionConsent(preferences.marketing);
  // A landing page's kept variant goes with analytics consent (its module loads only when there is one to remove).
  if (!preferences.analytics && hasVariantCookies(document.cookie))
    void import("../../lib/landing/variant-cookie").then((m) => m.removeKeptVariants());
  if (measurementId && (preferences.analytics || preferences.marketing)) loadGoogleTag(measurementId);
}

let store: ConsentStore | null = null;

/**
 * The page's one consent store. The small entry script creates it and drives the
 * server-rendered banner with it before the app has arrived (cookie-banner-dom.ts); the
 * app's settings dialog (cookie-consent.tsx) reads and changes the same store, so a choice
 * is stored and applied by one piece of code whichever of the two took it.
 */
export function pageConsent(measurementId: string | null | undefined): ConsentStore {
  store ??= createConsentStore({
    storage: safeLocalStorage(),
    now: () => Date.now(),
    apply: (preferences) => applyConsent(preferences, measurementId),
    report: pageAttention.reportConsent,
  });
  return store;
}
