import type { RegionCode } from "../../../shared/constants";
import { formatAdSpend, packagePrice, type ServiceDetail } from "../../../shared/content/service-details";
import type { ServiceSummary } from "../../../shared/content/services";
import { pageCopyFor } from "../../../shared/i18n/copy";
import { servicePageDe } from "../../../shared/i18n/pages/service-page.de";
import { servicePageEn } from "../../../shared/i18n/pages/service-page.en";
import { serviceSummariesDe } from "../../../shared/i18n/pages/service-summaries.de";
import { serviceSummariesEn } from "../../../shared/i18n/pages/service-summaries.en";
import { currencyForRegion, formatShownPrice, listPrice } from "../../../shared/pricing/currency";
import { type Prices, pricesWith } from "../../../shared/pricing/own-prices";
import { pricesInText } from "../../../shared/pricing/prices-in-text";
import { fromPrice } from "../../../shared/pricing/from-prices";
import { isPricedService } from "../../../shared/pricing/selection";
import { webPageLd } from "../../../shared/structured-data";
import { breadcrumbLd, faqPageLd, pricedServiceLd, type ServiceOfferInput } from "../../../shared/structured-data-content";
import { type Crumb, trailIn } from "../../components/content/breadcrumb-trail";
import type { MetaArgs, PageMeta } from "../../head/page-meta";

/** The service's name as the region's pages call it. */
const serviceNameIn = (region: RegionCode, s: ServiceSummary) =>
  pageCopyFor({ en: serviceSummariesEn, de: serviceSummariesDe }, region)[s.slug].name;

/** Home / Services / the service, in the region's language (visible and in JSON-LD). */
export const serviceTrail = (region: RegionCode, s: ServiceSummary): Crumb[] =>
  trailIn(region, "/services", { name: serviceNameIn(region, s), path: `/services/${s.slug}` });

/**
 * One offer per package; services priced per specialist get their "from" price. Prices and
 * words are the region's, as on the page (docs/decisions/0017-copy-per-language-and-currency.md),
 * at the prices in force; an offer carries the amount alone, converted or not.
 */
export function serviceOffers(
  s: ServiceSummary,
  detail: ServiceDetail,
  pageUrl: string,
  region: RegionCode,
  prices: Prices,
): ServiceOfferInput[] {
  const currency = currencyForRegion(region);
  const words = pageCopyFor({ en: servicePageEn, de: servicePageDe }, region).packages;
  if (detail.packages.length > 0) {
    return detail.packages.map((p) => ({
      name: p.name,
      price: listPrice(packagePrice(p, prices), currency),
      priceCurrency: currency,
      url: `${pageUrl}#packages`,
      ...(p.billing === "month" ? { unitText: "MONTH" } : {}),
      ...(p.isMinimum ? { isMinimum: true } : {}),
      ...(p.plusAdSpend && p.adSpendUsd ? { description: words.offer.managementFee(formatAdSpend(p.adSpendUsd, region)) } : {}),
      ...(p.bestFor && !p.plusAdSpend ? { description: `${words.bestFor} ${p.bestFor}` } : {}),
    }));
  }
  if (!isPricedService(s.slug)) return [];
  return [
    {
      name: words.offer.startingPrice(serviceNameIn(region, s)),
      price: fromPrice(s.slug, currency, prices).amount,
      priceCurrency: currency,
      isMinimum: true,
      url: `${pageUrl}#pricing`,
      ...(s.priceUnit === "month" ? { unitText: "MONTH" } : {}),
    },
  ];
}

/** Service (with priced offers), FAQPage, BreadcrumbList and WebPage, named in the region's language. */
export function serviceMeta(s: ServiceSummary, detail: ServiceDetail, args: MetaArgs): PageMeta {
  // The service's own illustration is its social card's picture (shared/social-card.ts).
  const cardVisual = { kind: "picture" as const, ...detail.illustration };
  const { brand, siteUrl, pathname, region } = args;
  const prices = pricesWith(brand.prices);
  const pageUrl = `${siteUrl}${pathname}`;
  const from = isPricedService(s.slug) ? formatShownPrice(fromPrice(s.slug, currencyForRegion(region), prices), region) : "";
  const { title, description: describe } = pageCopyFor({ en: servicePageEn, de: servicePageDe }, region).meta.services[s.slug];
  const description = describe(from);
  return {
    title,
    description,
    cardVisual,
    structuredData: [
      pricedServiceLd({
        brand,
        siteUrl,
        pathname,
        name: serviceNameIn(region, s),
        description,
        offers: serviceOffers(s, detail, pageUrl, region, prices),
      }),
      // The answers as the page shows them, with our prices in the region's currency.
      faqPageLd(detail.faqs.map((f) => ({ question: f.question, answer: pricesInText(f.answer, region, prices) }))),
      breadcrumbLd(siteUrl, serviceTrail(region, s), region),
      webPageLd({ siteUrl, pathname, title, description }),
    ],
  };
}
