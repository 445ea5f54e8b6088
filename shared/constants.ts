// Business constants (docs/product-rules.md#timings-and-constants), in one place so
// that every page, test and script reads the same number.

export const REGIONS = ["US", "UK", "DE"] as const;
export type RegionCode = (typeof REGIONS)[number];
export const DEFAULT_REGION: RegionCode = "US";
/** Each region's language tag: its pages' <html lang> and hreflang, and the format of its numbers and dates. */
export const REGION_LOCALE: Readonly<Record<RegionCode, string>> = { US: "en-US", UK: "en-GB", DE: "de-DE" };

export const STORAGE_KEYS = {
  region: "agency-region",
  cookieConsent: "cookie-consent",
  cookieConsentDate: "cookie-consent-date",
  popupShown: (kind: PopupKind) => `popup-${kind}-shown`,
  popupDismissed: (kind: PopupKind) => `popup-${kind}-dismissed`,
  /** How this visit arrived (sessionStorage; localStorage only with marketing consent). */
  attribution: "lead-attribution",
  /** The first page of this visit until the attribution module has recorded it (sessionStorage). */
  attributionLanding: "lead-attribution-landing",
  /** Name and email of the last sent form, for the booking links (sessionStorage, functional consent only). */
  bookingContact: "booking-contact",
  /** The address the arrival rule moved this tab to, until that page has loaded (sessionStorage). */
  regionMove: "region-move",
} as const;
export type PopupKind = "entry" | "exit" | "mobile" | "general";

// Timings
export const COOKIE_BANNER_DELAY_MS = 1500;
export const CONSENT_LIFETIME_DAYS = 365;
/** How long a returning visitor's campaign is remembered, with marketing consent (docs/decisions/0014). */
export const ATTRIBUTION_LIFETIME_DAYS = 90;
export const POPUP_DELAY_MS = 1000;
export const POPUP_FOCUS_DELAY_MS = 100;
export const DEV_HOST_EXIT_POPUP_DELAY_MS = 15_000;
export const MOBILE_EXIT_DELAY_MS = 100;
export const PREFETCH_DELAY_MS = 1000;
export const MOBILE_MAX_WIDTH_PX = 768;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Blog defaults
export const BLOG_DEFAULT_AUTHOR = "the team";
export const BLOG_DEFAULT_READ_TIME = 5;
export const BLOG_DEFAULT_CATEGORY = "General";
/** The list hides posts whose image name contains this. */
export const AD_FATIGUE_IMAGE_NAME = "ad-fatigue-digital-marketing";
export const BLOG_LIST_STALE_MS = 15 * 60_000;
export const BLOG_POST_STALE_MS = 10 * 60_000;
export const BLOG_POST_GC_MS = 30 * 60_000;
export const BLOG_RETRIES = 2;

// Prices and claims
export const PROMO_SETUP_FREE = "SETUP FREE";
export const STRATEGY_CALL_MINUTES = 30;

/** Largest accepted lead body (over 16 KB answers 413). */
export const LEAD_BODY_LIMIT = "16kb";
/** Window of the per-IP lead rate limit; the count comes from CONTACTS_RATE_LIMIT. */
export const CONTACTS_RATE_WINDOW_MS = 10 * 60_000;

/** Window event the footer's "Cookie settings" link sends; the consent feature opens its dialog. */
export const OPEN_COOKIE_SETTINGS_EVENT = "cookie-settings:open";
