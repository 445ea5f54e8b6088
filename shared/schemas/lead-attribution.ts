// Where a lead came from: the first page of the visit, the site that sent the
// visitor there, and the campaign parameters of that address (UTM and the ad
// networks' click ids). What is kept and why that is lawful:
// docs/decisions/0014-attribution-and-spam.md.

/** Longest value kept per field; longer ones are cut, never refused (a lead is never lost over them). */
export const ATTRIBUTION_LIMITS = {
  landingPage: 1000,
  referrer: 1000,
  utmSource: 200,
  utmMedium: 200,
  utmCampaign: 200,
  utmTerm: 200,
  utmContent: 200,
  gclid: 300,
  gbraid: 300,
  wbraid: 300,
  fbclid: 300,
  msclkid: 300,
} as const;

export type AttributionKey = keyof typeof ATTRIBUTION_LIMITS;
export const ATTRIBUTION_KEYS = Object.keys(ATTRIBUTION_LIMITS) as AttributionKey[];

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

/** Query-string parameter of each campaign field (the landing page's address). */
export const ATTRIBUTION_URL_PARAMS = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
  gclid: "gclid",
  gbraid: "gbraid",
  wbraid: "wbraid",
  fbclid: "fbclid",
  msclkid: "msclkid",
} as const satisfies Partial<Record<AttributionKey, string>>;

/**
 * The flat hidden-field name of each field in a plain HTML form post. The campaign
 * fields keep their URL parameter names; the two page fields get an `attr_` prefix
 * so they cannot be mistaken for lead fields.
 */
export const ATTRIBUTION_FORM_FIELDS: Record<AttributionKey, string> = {
  landingPage: "attr_landing_page",
  referrer: "attr_referrer",
  ...ATTRIBUTION_URL_PARAMS,
};

/** Every flat hidden-field name, in a stable order. */
export const ATTRIBUTION_FORM_FIELD_NAMES: readonly string[] = ATTRIBUTION_KEYS.map((key) => ATTRIBUTION_FORM_FIELDS[key]);
