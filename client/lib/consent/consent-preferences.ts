import { CONSENT_LIFETIME_DAYS, STORAGE_KEYS } from "../../../shared/constants";
import type { KeyValueStorage } from "../../browser/safe-storage";

// The stored cookie choice. It lives in client/lib, not in the cookie-consent
// feature, because more than the banner reads it: the attribution capture keeps
// a returning visitor's campaign only with marketing consent (client/lib/attribution).

/** The stored cookie choice: essential is always on. */
export interface ConsentPreferences {
  essential: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
}
export type OptionalCategory = "analytics" | "marketing" | "functional";

// Accept All turns every optional category on, Reject All turns them off.
export const ACCEPT_ALL: ConsentPreferences = { essential: true, analytics: true, marketing: true, functional: true };
export const REJECT_ALL: ConsentPreferences = { essential: true, analytics: false, marketing: false, functional: false };

const CONSENT_LIFETIME_MS = CONSENT_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/** The stored JSON, or null when it is not a complete preference object. */
export function parsePreferences(raw: string): ConsentPreferences | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (v.essential !== true) return null;
  if (typeof v.analytics !== "boolean" || typeof v.marketing !== "boolean" || typeof v.functional !== "boolean") return null;
  return { essential: true, analytics: v.analytics, marketing: v.marketing, functional: v.functional };
}

export type StoredConsent =
  | { status: "valid"; preferences: ConsentPreferences; date: string }
  | { status: "none" }
  /** Older than 365 days: removed. */
  | { status: "expired" }
  /** Unparsable preferences or date: removed. */
  | { status: "corrupt" };

function removeConsent(storage: KeyValueStorage): void {
  storage.removeItem(STORAGE_KEYS.cookieConsent);
  storage.removeItem(STORAGE_KEYS.cookieConsentDate);
}

/**
 * The stored choice, if it is still valid. An expired or unreadable choice
 * is removed from storage, so the banner asks again. Reading never rewrites the date.
 */
export function readStoredConsent(storage: KeyValueStorage, now: number): StoredConsent {
  const raw = storage.getItem(STORAGE_KEYS.cookieConsent);
  const date = storage.getItem(STORAGE_KEYS.cookieConsentDate);
  if (raw === null) {
    // A date without a choice is a leftover: nothing to apply.
    if (date !== null) storage.removeItem(STORAGE_KEYS.cookieConsentDate);
    return { status: "none" };
  }
  const preferences = parsePreferences(raw);
  const time = date === null ? Number.NaN : Date.parse(date);
  // A choice without a readable date cannot be shown to be recent: ask again.
  if (!preferences || Number.isNaN(time)) {
    removeConsent(storage);
    return { status: "corrupt" };
  }
  if (now - time > CONSENT_LIFETIME_MS) {
    removeConsent(storage);
    return { status: "expired" };
  }
  return { status: "valid", preferences, date: date! };
}

/** Each choice stores the preferences as JSON and the ISO date it was made. */
export function storeConsent(storage: KeyValueStorage, preferences: ConsentPreferences, now: number): void {
  storage.setItem(STORAGE_KEYS.cookieConsent, JSON.stringify(preferences));
  storage.setItem(STORAGE_KEYS.cookieConsentDate, new Date(now).toISOString());
}
