import type { Brand, RegionContactSettings } from "./brand";
import { fallbackFormat, widestOf } from "./media/media-image";

// schema.org blocks shared by several pages. Built from the brand settings so a
// white-label deployment describes itself, never the agency it resells for.

const absolute = (siteUrl: string, path: string) => (/^https?:\/\//.test(path) ? path : `${siteUrl}${path}`);

/** The contacts of the page's region (shared/content/regions.ts resolveRegion). */
type Contacts = Pick<RegionContactSettings, "email" | "phone" | "hours" | "address">;

export function organizationLd(brand: Brand, siteUrl: string, contacts: Contacts) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: brand.name,
    legalName: brand.legalName,
    url: `${siteUrl}/`,
    // The logo staff uploaded to the site settings, else the site's own mark.
    logo: absolute(siteUrl, (brand.logo && widestOf(brand.logo, fallbackFormat(brand.logo))?.url) || "/images/logo.svg"),
    email: contacts.email,
    telephone: contacts.phone,
    foundingDate: String(brand.foundingYear),
    areaServed: ["US", "GB", "DE"],
    sameAs: brand.social.map((s) => s.url),
  };
}

/** The business as the page's region meets it: that region's office address, contacts and hours. */
export function localBusinessLd(brand: Brand, siteUrl: string, contacts: Contacts) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${siteUrl}/#business`,
    name: brand.name,
    url: `${siteUrl}/`,
    image: absolute(siteUrl, "/images/og-default.jpg"),
    email: contacts.email,
    telephone: contacts.phone,
    priceRange: "$$",
    address: {
      "@type": "PostalAddress",
      streetAddress: contacts.address.street,
      addressLocality: contacts.address.city,
      postalCode: contacts.address.postalCode,
      addressCountry: contacts.address.country,
    },
    // The region's business hours; accepted currencies GBP, USD, EUR (shared/content/company.ts)
    openingHoursSpecification: [
      { "@type": "OpeningHoursSpecification", dayOfWeek: contacts.hours.days, opens: contacts.hours.opens, closes: contacts.hours.closes },
    ],
    currenciesAccepted: "GBP, USD, EUR",
    paymentAccepted: "Credit Card, Debit Card, Bank Transfer",
    areaServed: ["US", "GB", "DE"],
  };
}

export function webPageLd(args: { siteUrl: string; pathname: string; title: string; description: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": `${args.siteUrl}${args.pathname}#webpage`,
    url: `${args.siteUrl}${args.pathname}`,
    name: args.title,
    description: args.description,
    isPartOf: { "@id": `${args.siteUrl}/#website` },
  };
}

export function blogPostingLd(args: {
  brand: Brand;
  siteUrl: string;
  pathname: string;
  title: string;
  description: string;
  /** The article's own language, which may differ from the page's (English articles on German pages). */
  inLanguage: string;
  author: string;
  imageUrl: string;
  publishedAt: string | null;
  updatedAt: string;
  tags: string[];
}) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: args.title,
    description: args.description,
    inLanguage: args.inLanguage,
    url: `${args.siteUrl}${args.pathname}`,
    mainEntityOfPage: `${args.siteUrl}${args.pathname}`,
    image: args.imageUrl ? absolute(args.siteUrl, args.imageUrl) : undefined,
    author: { "@type": "Organization", name: args.author },
    publisher: { "@id": `${args.siteUrl}/#organization`, "@type": "Organization", name: args.brand.name },
    datePublished: args.publishedAt ?? undefined,
    dateModified: args.updatedAt,
    keywords: args.tags.join(", "),
  };
}
