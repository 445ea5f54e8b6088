import type { Request } from "express";
import { attributionFromFormFields, attributionFromUrl, cleanAttribution } from "../../shared/attribution/clean-attribution";
import { LEAD_CONTROL_FIELDS } from "../../shared/lead-control-fields";
import {
  AD_USER_DATA_FIELD,
  adUserDataConsentOf,
  type AdUserDataConsent,
  type LeadAttribution,
} from "../../shared/schemas/lead-attribution";
import { ATTRIBUTION_FIELD, FORM_TOKEN_FIELD, HONEYPOT_FIELD, type SpamReason } from "../../shared/schemas/spam";
import type { FormTokens } from "../security/form-token";
import { LANDING_PAGE_FIELD, LANDING_VARIANT_FIELD, landingOfPost } from "../../shared/landing/variant-keys";
import { visitorRecord } from "../field-errors";

// The control fields a lead post carries besides the lead (docs/decisions/0014):
// its attribution, the honeypot and the signed form token. They are taken off the
// body before the strict lead schema sees it, like returnTo (form-post.ts), and
// none of them can make a lead fail: bad attribution is dropped, a tripped spam
// rule only marks the lead.

export interface LeadControls {
  /** The body without the control fields: what the lead schema (or a form adapter) reads. */
  fields: Record<string, unknown>;
  attribution: LeadAttribution | null;
  spamReason: SpamReason | null;
  /** What the post said of the visitor's ad_user_data consent; null when it said nothing usable. */
  adUserDataConsent: AdUserDataConsent | null;
  /** The landing page and variant whose form sent it (docs/decisions/0039-landing-pages.md); null for any other form. */
  landing: { pageId: number; variant: string } | null;
}

export interface LeadControlDeps {
  formTokens: FormTokens;
  /** This site's public host (SITE_URL), e.g. "www.example.com". */
  siteHost: string;
}

/** Whether a copy of the text, or a non-empty string, counts as filled. */
const isFilledCopy = (copy: unknown): boolean => typeof copy !== "string" || copy.trim() !== "";

/**
 * Whether the honeypot holds anything. A browser sends it as text, or as a flat array of texts
 * when the field repeats; anything else (a number, an object, arrays inside arrays) comes from
 * a script and counts as filled. One level is looked at, never walked, so no nesting, however
 * deep, can exhaust the stack.
 */
const isFilled = (value: unknown): boolean => {
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.some((copy) => copy !== null && isFilledCopy(copy));
  return isFilledCopy(value);
};

/**
 * The page a same-origin post came from, as attribution: a plain form post without
 * JavaScript sends no attribution fields, but its Referer is the full address of the
 * form's page (strict-origin-when-cross-origin keeps path and query on our own
 * origin), and a visitor who landed on that page from a campaign has its tags there.
 */
function attributionFromReferer(req: Request, ownHosts: string[]): LeadAttribution | null {
  const referer = req.get("referer");
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !ownHosts.includes(url.host.toLowerCase())) return null;
  return attributionFromUrl(url, undefined, { ownHosts });
}

export function readLeadControls(body: Record<string, unknown>, req: Request, deps: LeadControlDeps): LeadControls {
  // Null-prototype records: a field named "__proto__" stays a field (field-errors.ts).
  const fields = visitorRecord<unknown>();
  const controls = visitorRecord<unknown>();
  for (const [name, value] of Object.entries(body)) {
    if (LEAD_CONTROL_FIELDS.has(name)) controls[name] = value;
    else fields[name] = value;
  }
  const ownHosts = [deps.siteHost, req.get("host") ?? ""].map((h) => h.toLowerCase()).filter(Boolean);
  const attribution =
    cleanAttribution(controls[ATTRIBUTION_FIELD], { ownHosts }) ??
    attributionFromFormFields(controls, { ownHosts }) ??
    attributionFromReferer(req, ownHosts);
  const spamReason: SpamReason | null = isFilled(controls[HONEYPOT_FIELD]) ? "honeypot" : deps.formTokens.check(controls[FORM_TOKEN_FIELD]);
  return {
    fields,
    attribution,
    spamReason,
    adUserDataConsent: adUserDataConsentOf(controls[AD_USER_DATA_FIELD]),
    landing: landingOfPost(controls[LANDING_PAGE_FIELD], controls[LANDING_VARIANT_FIELD]),
  };
}
