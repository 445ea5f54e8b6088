import type { ConsentPreferences } from "../../lib/consent/consent-preferences";
import { gtag } from "../../lib/consent/google-tag-queue";

type ConsentValue = "granted" | "denied";
export interface ConsentModeUpdate {
  analytics_storage: ConsentValue;
  ad_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
}

const value = (on: boolean): ConsentValue => (on ? "granted" : "denied");

/** Consent Mode v2: analytics storage follows analytics; the three ad signals follow marketing. */
export function consentModeUpdate(preferences: ConsentPreferences): ConsentModeUpdate {
  return {
    analytics_storage: value(preferences.analytics),
    ad_storage: value(preferences.marketing),
    ad_user_data: value(preferences.marketing),
    ad_personalization: value(preferences.marketing),
  };
}

// Cookies the Google tag sets: analytics (_ga, _ga_<id>, _gid, _gat) and ads (_gcl_*, _gac_*).
const ANALYTICS_COOKIES = /^(_ga|_ga_.+|_gid|_gat.*)$/;
const MARKETING_COOKIES = /^(_gcl_.+|_gac_.+)$/;

/** Deletes the named cookies on this host and each parent domain the tag may have used. */
function deleteCookies(pattern: RegExp): void {
  const names = document.cookie
    .split(";")
    .map((c) => c.split("=")[0]!.trim())
    .filter((name) => pattern.test(name));
  if (names.length === 0) return;
  const labels = window.location.hostname.split(".");
  const domains = [null, ...labels.slice(0, -1).map((_, i) => labels.slice(i).join("."))];
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/${domain ? `; Domain=${domain}` : ""}`;
    }
  }
}

/**
 * Sends the choice to Consent Mode (it takes effect at once for a loaded tag) and,
 * for a category that is off, deletes the cookies the tag already set for it, so
 * that a withdrawal takes effect immediately (docs/product-rules.md#cookie-consent).
 */
export function applyConsentMode(preferences: ConsentPreferences): void {
  gtag("consent", "update", consentModeUpdate(preferences));
  if (!preferences.analytics) deleteCookies(ANALYTICS_COOKIES);
  if (!preferences.marketing) deleteCookies(MARKETING_COOKIES);
}
