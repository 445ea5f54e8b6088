import type { PostalAddress } from "../brand";

// Contact details in words and links. The details themselves (email, phone, booking page,
// business hours and their time zone) are the region's configuration, else the brand's
// (./regions.ts resolveRegion). Which languages we speak and the note on time zones are copy
// in the visitor's language (shared/i18n/pages/contact.*.ts).

const TIME_ZONE_NAMES: Record<string, string> = {
  "Europe/London": "UK time",
  "Europe/Berlin": "German time",
  "America/New_York": "US Eastern time",
};

/** "Monday to Friday" for a run of days, else the days listed. */
export function daysInWords(days: readonly string[]): string {
  if (days.length === 0) return "";
  if (days.length === 1) return days[0]!;
  return days.length > 2 ? `${days[0]} to ${days.at(-1)}` : days.join(" and ");
}

/** A time zone as visitors say it ("UK time"), else its name ("Europe/Madrid time"). */
export const timeZoneInWords = (timeZone: string) => TIME_ZONE_NAMES[timeZone] ?? `${timeZone.replace(/_/g, " ")} time`;

/** A street address on one line as its country writes it: "71 Shoreditch High Street, London E1 6JJ", "Torstraße 1, 10119 Berlin". */
export function addressLine(address: PostalAddress): string {
  const place = ["GB", "US", "IE"].includes(address.country)
    ? `${address.city} ${address.postalCode}`
    : `${address.postalCode} ${address.city}`;
  return `${address.street}, ${place}`;
}

/** A phone number as a tel: link (spaces removed). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
