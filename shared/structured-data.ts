import type { Brand } from "./brand";

// schema.org blocks shared by several pages. Built from the brand settings so a
// white-label deployment describes itself, never the agency it resells for.

const absolute = (siteUrl: string, path: string) => (/^https?:\/\//.test(path) ? path : `${siteUrl}${path}`);

export function organizationLd(brand: Brand, siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: brand.name,
    legalName: brand.legalName,
    url: `${siteUrl}/`,
    logo: absolute(siteUrl, "/images/logo.svg"),
    email: brand.email,
    telephone: brand.phone,
    foundingDate: String(brand.foundingYear),
    areaServed: ["US", "GB", "DE"],
    sameAs: brand.social.map((s) => s.url),
  };
}

export function localBusinessLd(brand: Brand, siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${siteUrl}/#business`,
    name: brand.name,
    url: `${siteUrl}/`,
    image: absolute(siteUrl, "/images/og-default.jpg"),
    email: brand.email,
    telephone: brand.phone,
    priceRange: "$$",
    address: {
      "@type": "PostalAddress",
      streetAddress: brand.address.street,
      addressLocality: brand.address.city,
      postalCode: brand.address.postalCode,
      addressCountry: brand.address.country,
    },
    // Business hours Mo-Fr 09:00-18:00; accepted currencies GBP, USD, EUR (shared/content/company.ts)
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "18:00",
      },
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
