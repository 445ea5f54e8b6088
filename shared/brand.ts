// Brand settings (docs/decisions/0005-white-label-brand.md): the site is white-label itself, so everything a
// visitor reads about "who we are" comes from here. We do not publish the real
// agency's name and contacts, so the defaults are an invented agency with
// reserved example domains and a UK drama-range phone number (Ofcom 020 7946 0xxx).
// Who the deployment is (name, legal name, domain, the scheduler's origin) is configuration
// read at start (BRAND_* variables, server/env.ts); what visitors read about reaching it
// (contacts, hours, address, profiles, colours, logo, prices in pounds and euros) is the site settings staff edit,
// seeded from these defaults and the configuration (docs/decisions/0040-site-settings.md).

import { type BrandColors, DEFAULT_BRAND_COLORS } from "./brand-colors";
import type { RegionCode } from "./constants";
import type { MediaImage } from "./media/media-image";
import type { OwnPriceTable } from "./pricing/own-prices";

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

export interface PostalAddress {
  street: string;
  city: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2 ("GB"). */
  country: string;
}

/**
 * How a region's visitors reach the team (docs/decisions/0016-regions-as-addresses.md).
 * Each field a region does not set in the site settings is the brand's own.
 */
export interface RegionContactSettings {
  phone: string;
  email: string;
  bookingUrl: string;
  hours: BusinessHours;
  /** IANA time zone the hours are in, e.g. "Europe/London". */
  timeZone: string;
  address: PostalAddress;
}

export const SOCIAL_NETWORKS = ["LinkedIn", "Facebook", "Instagram", "Behance", "Pinterest", "X", "YouTube"] as const;

export interface SocialLink {
  network: (typeof SOCIAL_NETWORKS)[number];
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
  /** The registered address: the legal pages' controller, the emails' footer, every region that sets none. */
  address: PostalAddress;
  foundingYear: number;
  social: SocialLink[];
  /** Business hours and their time zone, for every region that sets none of its own. */
  hours: BusinessHours;
  timeZone: string;
  /** Contacts a region has of its own; every field left out is the brand's (shared/content/regions.ts resolveRegion). */
  regionContacts: Partial<Record<RegionCode, Partial<RegionContactSettings>>>;
  colors: BrandColors;
  /** The logo staff uploaded; null: the site's own mark, drawn in `colors` (client/components/layout/brand-mark.tsx). */
  logo: MediaImage | null;
  /** The prices staff set in pounds and euros (shared/pricing/own-prices.ts); every other is converted from the dollar list. */
  prices: OwnPriceTable;
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
  prices: {},
  colors: DEFAULT_BRAND_COLORS,
  logo: null,
  social: [
    { network: "LinkedIn", url: "https://www.linkedin.com/company/northbeam-studio" },
    { network: "Facebook", url: "https://www.facebook.com/northbeamstudio" },
    { network: "Instagram", url: "https://www.instagram.com/northbeamstudio" },
    { network: "Behance", url: "https://www.behance.net/northbeamstudio" },
    { network: "Pinterest", url: "https://www.pinterest.com/northbeamstudio" },
  ],
};
