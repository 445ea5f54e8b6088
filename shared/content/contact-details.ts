import type { Brand } from "../brand";
import type { RegionCode } from "../constants";
import { regionInfo } from "./regions";

// Region-aware contact details for /contact. The brand settings hold one
// email, phone and booking page; what differs by region is how we quote, which
// languages we speak and what the visitor should know about time zones.

export interface RegionContact {
  region: RegionCode;
  flag: string;
  name: string;
  email: string;
  phone: string;
  bookingUrl: string;
  currency: "USD" | "GBP" | "EUR";
  languages: string;
  note: string;
}

const notes: Record<RegionCode, { languages: string; note: string }> = {
  US: {
    languages: "English",
    note: "We work with agencies across the US. The scheduler shows free slots in your own time zone, and quotes are in US dollars.",
  },
  UK: {
    languages: "English",
    note: "Our hours follow UK time, so calls fit your working day. Quotes are in pounds sterling.",
  },
  DE: {
    languages: "English or German (Deutsch)",
    note: "Gespräche gern auf Deutsch oder Englisch. The scheduler shows slots in your own time zone, and quotes are in euros.",
  },
};

export function regionContact(brand: Brand, region: RegionCode): RegionContact {
  const info = regionInfo[region];
  return {
    region,
    flag: info.flag,
    name: info.name,
    email: brand.email,
    phone: brand.phone,
    bookingUrl: brand.bookingUrl,
    currency: info.currency,
    ...notes[region],
  };
}

/** A phone number as a tel: link (spaces removed). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
