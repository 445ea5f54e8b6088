// Where a lead came from: the first page of the visit, the site that sent the
// visitor there, and the campaign parameters of that address (UTM and the ad
// networks' click ids). What is kept and why that is lawful:
// docs/decisions/0014-attribution-and-spam.md.

/**
 * The one list of what is recorded, in order. `name` is the field's name outside the
 * code: its column in the leads table (migration 005), its key in the CSV export, the
 * webhook and the team's email, and, for the campaign fields (`inUrl`), its query
 * parameter in the landing page's address. `maxLength` is the longest value kept;
 * longer ones are cut, never refused (a lead is never lost over them), except a click
 * id, which is kept whole or not at all (a cut one would name no click). A click id
 * names the ad network it belongs to (shared/attribution/traffic-source.ts), whose
 * characters it must be written in (shared/attribution/clean-attribution.ts).
 */
const fields = {
  landingPage: { name: "landing_page", maxLength: 1000 },
  referrer: { name: "referrer", maxLength: 1000 },
  utmSource: { name: "utm_source", maxLength: 200, inUrl: true },
  utmMedium: { name: "utm_medium", maxLength: 200, inUrl: true },
  utmCampaign: { name: "utm_campaign", maxLength: 200, inUrl: true },
  utmTerm: { name: "utm_term", maxLength: 200, inUrl: true },
  utmContent: { name: "utm_content", maxLength: 200, inUrl: true },
  gclid: { name: "gclid", maxLength: 300, inUrl: true, clickIdOf: "google" },
  gbraid: { name: "gbraid", maxLength: 300, inUrl: true, clickIdOf: "google" },
  wbraid: { name: "wbraid", maxLength: 300, inUrl: true, clickIdOf: "google" },
  fbclid: { name: "fbclid", maxLength: 300, inUrl: true, clickIdOf: "facebook" },
  msclkid: { name: "msclkid", maxLength: 300, inUrl: true, clickIdOf: "bing" },
} satisfies Record<string, AttributionField>;

/** The ad networks whose click ids are recorded. */
export type ClickIdNetwork = "google" | "facebook" | "bing";

export interface AttributionField {
  name: string;
  maxLength: number;
  inUrl?: true;
  clickIdOf?: ClickIdNetwork;
}

export type AttributionKey = keyof typeof fields;
export const ATTRIBUTION_FIELDS: Record<AttributionKey, AttributionField> = fields;
export const ATTRIBUTION_KEYS = Object.keys(ATTRIBUTION_FIELDS) as AttributionKey[];

/** Each field's name outside the code (column, export and webhook key), in order. */
export const ATTRIBUTION_NAMES: readonly string[] = ATTRIBUTION_KEYS.map((key) => ATTRIBUTION_FIELDS[key].name);

/**
 * Every field optional; each a string of at most its ATTRIBUTION_LIMITS length. The
 * server and the browser both build it with shared/attribution/clean-attribution.ts,
 * which enforces that (a plain type, so the first-load script needs no zod).
 */
export interface LeadAttribution {
  /** Path and query of the first page of the visit, e.g. "/?utm_source=google". */
  landingPage?: string;
  /** The other site that sent the visitor (origin and path only), never one of ours. */
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  /** Google Ads click ids (gbraid/wbraid: iOS app and web-to-app clicks). */
  gclid?: string;
  gbraid?: string;
  wbraid?: string;
  /** Meta (Facebook, Instagram) and Microsoft Advertising click ids. */
  fbclid?: string;
  msclkid?: string;
}

/** The campaign fields, read from the landing page's query string under their names. */
export const ATTRIBUTION_URL_KEYS = ATTRIBUTION_KEYS.filter((key) => ATTRIBUTION_FIELDS[key].inUrl);

/**
 * The flat hidden-field name of each field in a plain HTML form post. The campaign
 * fields keep their URL parameter names; the two page fields get an `attr_` prefix
 * so they cannot be mistaken for lead fields.
 */
export const ATTRIBUTION_FORM_FIELDS = Object.fromEntries(
  ATTRIBUTION_KEYS.map((key) => {
    const { name, inUrl } = ATTRIBUTION_FIELDS[key];
    return [key, inUrl ? name : `attr_${name}`];
  }),
) as Record<AttributionKey, string>;

/** Every flat hidden-field name, in a stable order. */
export const ATTRIBUTION_FORM_FIELD_NAMES: readonly string[] = ATTRIBUTION_KEYS.map((key) => ATTRIBUTION_FORM_FIELDS[key]);

/**
 * The visitor's Consent Mode `ad_user_data` signal when they sent the form (it follows
 * the cookie choice's marketing category: client/features/cookie-consent/consent-mode.ts).
 * Stored with the lead; only "granted" leads go into the enhanced-conversions file.
 */
export const AD_USER_DATA_CONSENTS = ["granted", "denied"] as const;
export type AdUserDataConsent = (typeof AD_USER_DATA_CONSENTS)[number];

/** The control field of a lead post that carries it (shared/lead-control-fields.ts). */
export const AD_USER_DATA_FIELD = "adUserData";

/** The posted value, or null when it is missing or anything else. */
export const adUserDataConsentOf = (value: unknown): AdUserDataConsent | null => (value === "granted" || value === "denied" ? value : null);
