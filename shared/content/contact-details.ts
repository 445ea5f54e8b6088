import type { Brand, BusinessHours } from "../brand";
import type { RegionCode } from "../constants";
import { resolveRegion } from "./regions";

// Region-aware contact details for /contact. Email, phone, booking page, business hours and
// their time zone are the region's configuration, else the brand's (resolveRegion); the
// currency we quote in is the region's. Which languages we speak and the note on time zones
// are copy in the visitor's language (shared/i18n/pages/contact.*.ts).

export interface RegionContact {
  region: RegionCode;
  flag: string;
  name: string;
  email: string;
  phone: string;
  bookingUrl: string;
  hours: BusinessHours;
  timeZone: string;
  currency: "USD" | "GBP" | "EUR";
}

export function regionContact(brand: Brand, region: RegionCode): RegionContact {
  const info = resolveRegion(region, brand);
  return {
    region,
    flag: info.flag,
    name: info.name,
    email: info.email,
    phone: info.phone,
    bookingUrl: info.bookingUrl,
    hours: info.hours,
    timeZone: info.timeZone,
    currency: info.currency,
  };
}

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

/** A phone number as a tel: link (spaces removed). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
