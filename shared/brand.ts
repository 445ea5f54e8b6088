// Brand settings (docs/decisions/0005-white-label-brand.md): the site is white-label itself, so everything a
// visitor reads about "who we are" comes from here. We do not publish the real
// agency's name and contacts, so the defaults are an invented agency with
// reserved example domains and a UK drama-range phone number (Ofcom 020 7946 0xxx).
// A deployment overrides them with BRAND_* environment variables (server/env.ts).

import type { RegionCode } from "./constants";

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** When the team answers the phone: the same hours on each listed day, in `timeZone`. */
export interface BusinessHours {
  days: Weekday[];
  /** "09:00" */
  opens: string;
  /** "18:00" */
  closes: string;
}

/**
 * How a region's visitors reach the team (docs/decisions/0016-regions-as-addresses.md).
 * Each field a region does not set (REGION_<CODE>_* variables) is the brand's own.
 */
export interface RegionContactSettings {
  phone: string;
  email: string;
  bookingUrl: string;
  hours: BusinessHours;
  /** IANA time zone the hours are in, e.g. "Europe/London". */
  timeZone: string;
}

export interface SocialLink {
  network: "LinkedIn" | "Facebook" | "Instagram" | "Behance" | "Pinterest";
  url: string;
}

export interface Brand {
  name: string;
  legalName: string;
  domain: string;
  email: string;
  phone: string;
  /** External scheduler page for the 30-minute strategy call (opens in a new tab). */
  bookingUrl: string;
  /** Origin of the embeddable scheduling widget (allowed by the CSP). */
  schedulingOrigin: string;
  /** The external AI development page the footer links to. */
  aiDevelopmentUrl: string;
  address: { street: string; city: string; postalCode: string; country: string };
  foundingYear: number;
  social: SocialLink[];
  /** Business hours and their time zone, for every region that sets none of its own. */
  hours: BusinessHours;
  timeZone: string;
  /** Contacts a region has of its own; every field left out is the brand's (shared/content/regions.ts resolveRegion). */
  regionContacts: Partial<Record<RegionCode, Partial<RegionContactSettings>>>;
}

export const defaultBrand: Brand = {
  name: "Northbeam Studio",
  legalName: "Northbeam Studio Ltd",
  domain: "northbeam.example",
  email: "hello@northbeam.example",
  phone: "+44 20 7946 0321",
  bookingUrl: "https://calendly.com/northbeam-studio/strategy-call",
  schedulingOrigin: "https://calendly.com",
  aiDevelopmentUrl: "https://ai.northbeam.example/",
  address: { street: "71 Shoreditch High Street", city: "London", postalCode: "E1 6JJ", country: "GB" },
  foundingYear: 2020,
  hours: { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" },
  timeZone: "Europe/London",
  regionContacts: {},
  social: [
    { network: "LinkedIn", url: "https://www.linkedin.com/company/northbeam-studio" },
    { network: "Facebook", url: "https://www.facebook.com/northbeamstudio" },
    { network: "Instagram", url: "https://www.instagram.com/northbeamstudio" },
    { network: "Behance", url: "https://www.behance.net/northbeamstudio" },
    { network: "Pinterest", url: "https://www.pinterest.com/northbeamstudio" },
  ],
};
