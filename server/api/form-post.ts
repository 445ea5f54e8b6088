import type { LeadInput } from "../../shared/schemas/lead";
import { visitorRecord } from "../field-errors";
import { NEWSLETTER_FORM_TYPE } from "../../shared/lead-form-types";

// Plain HTML forms (no JavaScript) post application/x-www-form-urlencoded.
// These helpers turn such a post into the same lead a script would send.

/** Form fields that steer the response and are not part of the lead. */
export const FORM_CONTROL_FIELDS = ["returnTo"] as const;

/**
 * A plain form post's fields by name, repeated names as arrays. Every name a visitor
 * sent is kept, "__proto__" too (a general query-string parser drops it silently), so
 * an unknown field is named in the answer rather than lost.
 */
export function parseFormFields(body: string): Record<string, string | string[]> {
  const fields = visitorRecord<string | string[]>();
  for (const [name, value] of new URLSearchParams(body)) {
    const seen = fields[name];
    if (seen === undefined) fields[name] = value;
    else if (Array.isArray(seen)) seen.push(value);
    else fields[name] = [seen, value];
  }
  return fields;
}

/** The page each plain form is on: where its post returns when returnTo names no page of the site. */
const FORM_PAGES = new Map<string, string>([
  ["home-contact-form", "/"],
  ["contact-us-page-contact-form", "/contact"],
  [NEWSLETTER_FORM_TYPE, "/newsletter"],
  ["pricing-calculator", "/pricing-calculator"],
  ["onboarding-wizard", "/onboarding-wizard"],
  ["seo-audit", "/seo-audit"],
  ["n8n-waitlist", "/services/n8n-automations"],
]);

export const formPageOf = (formType: unknown): string => (typeof formType === "string" ? FORM_PAGES.get(formType) : undefined) ?? "/";

export interface SitePages {
  /** SITE_URL: returnTo is resolved against it and must stay on its origin. */
  siteUrl: string;
  /** Whether the route table answers this path (dynamic routes by their pattern). */
  isPage(path: string): boolean;
}

/**
 * Where a plain form post returns: the path of a page of this site, resolved the
 * way a browser would resolve it ("/x/..//evil.example" is "//evil.example",
 * another host), else the form's own page.
 */
export function safeReturnPath(value: unknown, site: SitePages, fallback = "/"): string {
  if (typeof value !== "string" || value === "" || value.length > 2000) return fallback;
  let url: URL;
  try {
    url = new URL(value, site.siteUrl);
  } catch {
    return fallback;
  }
  const path = url.pathname;
  if (url.origin !== new URL(site.siteUrl).origin || !path.startsWith("/") || path.startsWith("//")) return fallback;
  return site.isPage(path) ? path : fallback;
}

/** The return path of a parsed plain form post: its returnTo, else its form's page. */
export const returnPathOf = (fields: Record<string, unknown> | undefined, site: SitePages): string =>
  safeReturnPath(fields?.returnTo, site, formPageOf(fields?.contactFormType));

/**
 * Checkbox groups arrive as arrays and are joined with ", " (as the home form's
 * servicesSelected is); empty inputs mean "not given".
 */
export function leadFromFormFields(body: Record<string, unknown>): LeadInput {
  const lead = visitorRecord<string>();
  for (const [name, raw] of Object.entries(body)) {
    if ((FORM_CONTROL_FIELDS as readonly string[]).includes(name)) continue;
    const value = Array.isArray(raw) ? raw.map(String).filter(Boolean).join(", ") : String(raw ?? "");
    if (value.trim() !== "") lead[name] = value;
  }
  return lead as unknown as LeadInput;
}

/** The form values echoed back to a page that shows validation errors. */
export function formValues(body: Record<string, unknown>): Record<string, string> {
  const values = visitorRecord<string>();
  for (const [name, raw] of Object.entries(body)) {
    if ((FORM_CONTROL_FIELDS as readonly string[]).includes(name)) continue;
    // Echoed into the page again: without NUL characters (they are refused, nul-characters.ts).
    values[name] = (Array.isArray(raw) ? raw.map(String).join(", ") : String(raw ?? "")).replaceAll("\u0000", "");
  }
  return values;
}
