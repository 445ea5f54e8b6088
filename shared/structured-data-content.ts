import type { Brand } from "./brand";
import type { RegionCode } from "./constants";
import type { CurrencyCode } from "./pricing/currency";
import { regionPath } from "./region-addresses";

// schema.org blocks of the content pages (services, case studies): breadcrumbs,
// FAQs, item lists and services with priced offers. Kept apart from
// structured-data.ts, which the entry chunk loads for every page: these belong
// to the chunks of the pages that use them.

const absolute = (siteUrl: string, path: string) => (/^https?:\/\//.test(path) ? path : `${siteUrl}${path}`);

export interface ServiceOfferInput {
  name: string;
  price: number;
  priceCurrency: CurrencyCode;
  /** "MONTH" for recurring prices. */
  unitText?: string;
  /** The price is a starting price ("from $400", "$12,000+"). */
  isMinimum?: boolean;
  description?: string;
  url?: string;
}

function offerLd(o: ServiceOfferInput) {
  return {
    "@type": "Offer",
    name: o.name,
    ...(o.description ? { description: o.description } : {}),
    ...(o.url ? { url: o.url } : {}),
    priceCurrency: o.priceCurrency,
    price: o.price,
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: o.price,
      priceCurrency: o.priceCurrency,
      ...(o.isMinimum ? { minPrice: o.price } : {}),
      ...(o.unitText ? { unitText: o.unitText } : {}),
    },
  };
}

/** A service with one Offer (and UnitPriceSpecification) per package; no offers while it is not on sale. */
export function pricedServiceLd(args: {
  brand: Brand;
  siteUrl: string;
  pathname: string;
  name: string;
  description: string;
  offers: ServiceOfferInput[];
}) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: args.name,
    description: args.description,
    serviceType: args.name,
    url: `${args.siteUrl}${args.pathname}`,
    provider: { "@id": `${args.siteUrl}/#organization`, "@type": "Organization", name: args.brand.name },
    areaServed: ["US", "GB", "DE"],
    ...(args.offers.length > 0 ? { offers: args.offers.map(offerLd) } : {}),
  };
}

/** Trail from the home page to this page; the last item is the page itself. */
/** A breadcrumb trail of plain (US) paths, as addresses of the page's region. */
export function breadcrumbLd(siteUrl: string, trail: readonly { name: string; path: string }[], region: RegionCode) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absolute(siteUrl, regionPath(region, item.path)),
    })),
  };
}

export function faqPageLd(faqs: readonly { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}

/** A list of pages by their plain (US) paths, as addresses of the page's region. */
export function itemListLd(siteUrl: string, name: string, items: readonly { name: string; path: string }[], region: RegionCode) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      url: absolute(siteUrl, regionPath(region, item.path)),
    })),
  };
}
