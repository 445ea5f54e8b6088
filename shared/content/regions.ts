import type { Brand, RegionContactSettings } from "../brand";
import { REGION_LOCALE, type RegionCode } from "../constants";

// Region config (docs/product-rules.md#regions), keyed US, UK or DE: English text for US and UK, German
// for DE (DE alone has uniqueValue). Facts `regions` give the names, time zones,
// languages and button texts; the rest is our own copy. The home page's hero,
// buttons, section titles, contact-form title and SEO texts all come from here.

export interface RegionConfig {
  code: RegionCode;
  /** Emoji flag, for plain-text places; the header draws its own SVG flags. */
  flag: string;
  name: string;
  /** Value of <html lang> for pages rendered in this region. */
  htmlLang: string;
  currency: "USD" | "GBP" | "EUR";
  heroTitle: string;
  heroSubtitle: string;
  tagline: string;
  /** Label of the strategy-call button (the external booking page). */
  ctaButton: string;
  downloadButton: string;
  servicesTitle: string;
  caseStudiesTitle: string;
  contactFormTitle: string;
  contactFormSubtitle: string;
  seoTitle: string;
  seoDescription: string;
  /** DE only: what sets the service apart for German agencies. */
  uniqueValue?: string;
}

/**
 * A region with its contacts settled: phone, email, booking page, business hours, their time
 * zone and the address come from the region's own site settings, else from the brand's
 * (docs/decisions/0016-regions-as-addresses.md, docs/decisions/0040-site-settings.md).
 */
export interface ResolvedRegion extends RegionConfig, RegionContactSettings {}

const HERO_TITLE_EN = "Scale Your Agency Without Hiring";

export const regionInfo: Record<RegionCode, RegionConfig> = {
  US: {
    code: "US",
    flag: "🇺🇸",
    name: "United States",
    htmlLang: REGION_LOCALE.US,
    currency: "USD",
    heroTitle: HERO_TITLE_EN,
    heroSubtitle:
      "SEO, Google Ads, websites, AI development and dedicated specialists, delivered by our team under your brand. Take on more clients this quarter without adding a single salary.",
    tagline: "The white-label team behind growing US agencies",
    ctaButton: "Book Free Strategy Call",
    downloadButton: "Download Pricing Guide",
    servicesTitle: "Services you can resell from day one",
    caseStudiesTitle: "Results we delivered for agencies like yours",
    contactFormTitle: "Tell us what your agency needs",
    contactFormSubtitle: "Share a few details and a specialist replies within 24 hours with next steps and pricing.",
    seoTitle: "White-Label SEO, Google Ads, Web & AI for US Agencies",
    seoDescription:
      "Scale your agency without hiring: white-label SEO, Google Ads, web development, AI development and dedicated specialists for US agencies, with a reply within 24 hours.",
  },
  UK: {
    code: "UK",
    flag: "🇬🇧",
    name: "United Kingdom",
    htmlLang: REGION_LOCALE.UK,
    currency: "GBP",
    heroTitle: HERO_TITLE_EN,
    heroSubtitle:
      "SEO, PPC, websites, AI development and dedicated specialists delivered under your brand, so your agency can win more clients without growing its payroll.",
    tagline: "The white-label team behind growing UK agencies",
    ctaButton: "Book Free Consultation",
    downloadButton: "Download Service Guide",
    servicesTitle: "White-label services for UK agencies",
    caseStudiesTitle: "Results we've delivered for agencies and their clients",
    contactFormTitle: "Tell us about your agency",
    contactFormSubtitle: "Share a few details and one of our specialists will come back to you within 24 hours.",
    seoTitle: "White-Label SEO, PPC, Web & AI Partner for UK Agencies",
    seoDescription:
      "White-label SEO, PPC, web development, AI development and dedicated specialists for UK agencies, delivered under your brand with a reply within 24 hours.",
  },
  DE: {
    code: "DE",
    flag: "🇩🇪",
    name: "Deutschland",
    htmlLang: REGION_LOCALE.DE,
    currency: "EUR",
    heroTitle: "Skalieren Sie Ihre Agentur ohne Neueinstellungen",
    heroSubtitle:
      "SEO, Google Ads, Websites, KI-Entwicklung und dedizierte Fachkräfte, umgesetzt von unserem Team unter Ihrer Marke. So betreuen Sie mehr Kunden, ohne neue Stellen zu schaffen.",
    tagline: "Das White-Label-Team hinter wachsenden Agenturen in Deutschland",
    ctaButton: "Kostenlose Beratung buchen",
    downloadButton: "Preisliste herunterladen",
    servicesTitle: "White-Label-Leistungen für Ihre Agentur",
    caseStudiesTitle: "Ergebnisse für Agenturen und ihre Kunden",
    contactFormTitle: "Erzählen Sie uns von Ihrer Agentur",
    contactFormSubtitle: "Ein paar Angaben genügen: Eine Fachkraft aus unserem Team meldet sich innerhalb von 24 Stunden bei Ihnen.",
    seoTitle: "White-Label-Partner für Agenturen: SEO, Ads, Web und KI",
    seoDescription:
      "Skalieren Sie Ihre Agentur ohne Neueinstellungen: White-Label-SEO, Google Ads, Web- und KI-Entwicklung und dedizierte Fachkräfte, mit Antwort binnen 24 Stunden.",
    uniqueValue: "Ansprechpartner auf Deutsch und Englisch, Abrechnung in Euro und jede Leistung unter Ihrer eigenen Marke.",
  },
};

/** The region's config with its contacts: the region's own, else the brand's. */
export function resolveRegion(code: RegionCode, brand: Brand): ResolvedRegion {
  const own = brand.regionContacts[code] ?? {};
  return {
    ...regionInfo[code],
    bookingUrl: own.bookingUrl ?? brand.bookingUrl,
    phone: own.phone ?? brand.phone,
    email: own.email ?? brand.email,
    hours: own.hours ?? brand.hours,
    timeZone: own.timeZone ?? brand.timeZone,
    address: own.address ?? brand.address,
  };
}
