import {
  ATTRIBUTION_FIELDS,
  ATTRIBUTION_FORM_FIELDS,
  ATTRIBUTION_KEYS,
  ATTRIBUTION_URL_KEYS,
  type AttributionKey,
  type ClickIdNetwork,
  type LeadAttribution,
} from "../schemas/lead-attribution";

// Attribution arrives from the visitor's browser, so every value is untrusted.
// These helpers never refuse: a bad value is trimmed, cut to its limit or
// dropped, and the lead is stored either way (docs/decisions/0014).

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]+/g;
/**
 * The characters each ad network issues its click ids in (docs/decisions/0014-attribution-and-spam.md):
 * Google's (gclid, gbraid, wbraid) and Meta's (fbclid) are web-safe base64, letters, digits, "-"
 * and "_", and start with a letter or a digit; Microsoft's msclkid is a GUID written as 32 hex
 * digits. Anything else is not a click the network made, and could only do harm where the id
 * goes: the platforms' upload files, which spreadsheets open too.
 */
const CLICK_ID_FORMAT: Record<ClickIdNetwork, RegExp> = {
  google: /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
  facebook: /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
  bing: /^[0-9A-Fa-f]{32}$/,
};
const clickIdFormat = (key: AttributionKey): RegExp | undefined => {
  const network = ATTRIBUTION_FIELDS[key].clickIdOf;
  return network === undefined ? undefined : CLICK_ID_FORMAT[network];
};

/** Cuts to at most `max` UTF-16 units without splitting a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** The first non-empty string of a value (a repeated form field arrives as an array). */
function firstText(value: unknown): string | undefined {
  const candidates = Array.isArray(value) ? value : [value];
  for (const candidate of candidates) {
    if (typeof candidate !== "string") continue;
    const text = candidate.replace(CONTROL_CHARACTERS, " ").trim();
    if (text !== "") return text;
  }
  return undefined;
}

/** A path on this site with its query ("/pricing?utm_source=x"), or undefined. */
function cleanLandingPage(text: string): string | undefined {
  if (!text.startsWith("/") || text.startsWith("//") || text.includes("\\")) return undefined;
  const withoutHash = text.split("#")[0]!;
  return cut(withoutHash, ATTRIBUTION_FIELDS.landingPage.maxLength);
}

/**
 * Origin and path of another site's page. The query and fragment are dropped: they
 * may carry what the visitor searched or typed there, which is none of our business.
 */
function cleanReferrer(text: string, ownHosts: readonly string[]): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  if (ownHosts.includes(url.host.toLowerCase())) return undefined;
  return cut(`${url.origin}${url.pathname === "/" ? "" : url.pathname}`, ATTRIBUTION_FIELDS.referrer.maxLength);
}

/** One field's value cleaned as cleanAttribution cleans it (no host counts as this site's); undefined when nothing usable is left. */
export function cleanValue(key: AttributionKey, value: unknown, ownHosts: readonly string[] = []): string | undefined {
  const text = firstText(value);
  if (text === undefined) return undefined;
  if (key === "landingPage") return cleanLandingPage(text);
  if (key === "referrer") return cleanReferrer(text, ownHosts);
  const clickId = clickIdFormat(key);
  if (clickId) return clickId.test(text) && text.length <= ATTRIBUTION_FIELDS[key].maxLength ? text : undefined;
  return cut(text, ATTRIBUTION_FIELDS[key].maxLength);
}

export interface CleanOptions {
  /** Hosts of this site (host:port, lower case): a referrer on them is not another site. */
  ownHosts?: readonly string[];
}

/** Attribution from an untrusted object keyed like LeadAttribution; null when nothing usable is in it. */
export function cleanAttribution(input: unknown, options: CleanOptions = {}): LeadAttribution | null {
  if (input === null || typeof input !== "object" || Array.isArray(input)) return null;
  const source = input as Record<string, unknown>;
  const result: LeadAttribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    if (!Object.hasOwn(source, key)) continue;
    const value = cleanValue(key, source[key], options.ownHosts ?? []);
    if (value !== undefined) result[key] = value;
  }
  return Object.keys(result).length > 0 ? result : null;
}

/** Attribution from a plain form post's flat hidden fields (attr_landing_page, utm_source, ...). */
export function attributionFromFormFields(fields: Record<string, unknown>, options: CleanOptions = {}): LeadAttribution | null {
  const keyed: Record<string, unknown> = {};
  for (const key of ATTRIBUTION_KEYS) {
    const name = ATTRIBUTION_FORM_FIELDS[key];
    if (Object.hasOwn(fields, name)) keyed[key] = fields[name];
  }
  return cleanAttribution(keyed, options);
}

/**
 * Attribution of a page address: the path and query as the landing page, and the
 * campaign parameters of its query. The referrer is the caller's to add.
 */
export function attributionFromUrl(url: URL, referrer?: string, options: CleanOptions = {}): LeadAttribution | null {
  const keyed: Record<string, unknown> = { landingPage: `${url.pathname}${url.search}`, referrer };
  for (const key of ATTRIBUTION_URL_KEYS) keyed[key] = url.searchParams.get(ATTRIBUTION_FIELDS[key].name) ?? undefined;
  return cleanAttribution(keyed, options);
}

/** The flat hidden fields of a plain form for an attribution (empty fields left out). */
export function attributionFormFields(attribution: LeadAttribution | null): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = attribution?.[key];
    if (value) fields[ATTRIBUTION_FORM_FIELDS[key]] = value;
  }
  return fields;
}

/** Whether a visit came from somewhere: a campaign parameter, a click id or another site. */
export function isReferredVisit(attribution: LeadAttribution | null): boolean {
  if (!attribution) return false;
  return ATTRIBUTION_KEYS.some((key) => key !== "landingPage" && attribution[key] !== undefined);
}
