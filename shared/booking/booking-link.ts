import type { LeadAttribution } from "../schemas/lead-attribution";

// The booking page's address with what the visit already told us
// (docs/decisions/0026-ads-conversion-loop.md): the visit's utm_* tags always, and the
// visitor's name and email once they have sent a form. Calendly reads all of these
// from its address (its prefill `name`/`email` and its `utm_*` parameters), so the
// booking it records carries the campaign and the form is filled in.

const UTM_PARAMS = [
  ["utmSource", "utm_source"],
  ["utmMedium", "utm_medium"],
  ["utmCampaign", "utm_campaign"],
  ["utmContent", "utm_content"],
  ["utmTerm", "utm_term"],
] as const satisfies readonly (readonly [keyof LeadAttribution, string])[];

export interface BookingContact {
  name: string;
  email: string;
}

/** `base` with the tags and the contact added; `base` unchanged when it is not an absolute address. */
export function bookingLink(base: string, attribution: LeadAttribution | null, contact: BookingContact | null): string {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return base;
  }
  for (const [key, param] of UTM_PARAMS) {
    const value = attribution?.[key];
    if (value) url.searchParams.set(param, value);
  }
  if (contact?.name) url.searchParams.set("name", contact.name);
  if (contact?.email) url.searchParams.set("email", contact.email);
  return url.toString();
}
