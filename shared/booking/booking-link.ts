import { ATTRIBUTION_FIELDS, ATTRIBUTION_KEYS, type LeadAttribution } from "../schemas/lead-attribution";

// The booking page's address with what the visit already told us
// (docs/decisions/0026-ads-conversion-loop.md): the visit's utm_* tags always, and the
// visitor's name and email once they have sent a form. Calendly reads all of these
// from its address (its prefill `name`/`email` and its `utm_*` parameters), so the
// booking it records carries the campaign and the form is filled in.

/** The visit's campaign tags: the attribution fields that are utm_* parameters of its address. */
const UTM_FIELDS = ATTRIBUTION_KEYS.filter((key) => ATTRIBUTION_FIELDS[key].name.startsWith("utm_"));

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
  for (const key of UTM_FIELDS) {
    const value = attribution?.[key];
    if (value) url.searchParams.set(ATTRIBUTION_FIELDS[key].name, value);
  }
  if (contact?.name) url.searchParams.set("name", contact.name);
  if (contact?.email) url.searchParams.set("email", contact.email);
  return url.toString();
}
