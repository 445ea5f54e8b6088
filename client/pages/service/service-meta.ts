import type { RegionCode } from "../../../shared/constants";
import type { ServiceDetail } from "../../../shared/content/service-details";
import type { ServiceSummary } from "../../../shared/content/services";
import { pageCopyFor } from "../../../shared/i18n/copy";
import { servicePageDe } from "../../../shared/i18n/pages/service-page.de";
import { servicePageEn } from "../../../shared/i18n/pages/service-page.en";
import { serviceSummariesDe } from "../../../shared/i18n/pages/service-summaries.de";
import { serviceSummariesEn } from "../../../shared/i18n/pages/service-summaries.en";
import { CURRENCY_BY_REGION, formatMoney, listPrice } from "../../../shared/pricing/currency";
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

/** One offer per package; services priced per specialist get their "from" price. */
export function serviceOffers(s: ServiceSummary, detail: ServiceDetail, pageUrl: string): ServiceOfferInput[] {
  if (detail.packages.length > 0) {
    return detail.packages.map((p) => ({
      name: p.name,
      price: p.priceUsd,
      priceCurrency: "USD",
      url: `${pageUrl}#packages`,
      ...(p.billing === "month" ? { unitText: "MONTH" } : {}),
      ...(p.isMinimum ? { isMinimum: true } : {}),
      ...(p.plusAdSpend ? { description: `Monthly management fee; ad spend (${p.adSpendRange}) is paid to Google separately.` } : {}),
      ...(p.bestFor && !p.plusAdSpend ? { description: `Best for: ${p.bestFor}.` } : {}),
    }));
  }
  if (s.priceFromUsd === null) return [];
  return [
    {
      name: `${s.name}: starting price`,
      price: s.priceFromUsd,
      priceCurrency: "USD",
      isMinimum: true,
      url: `${pageUrl}#pricing`,
      ...(s.priceUnit === "month" ? { unitText: "MONTH" } : {}),
    },
  ];
}

/** Service (with priced offers), FAQPage, BreadcrumbList and WebPage, named in the region's language. */
export function serviceMeta(s: ServiceSummary, detail: ServiceDetail, args: MetaArgs): PageMeta {
  const { brand, siteUrl, pathname, region } = args;
  const pageUrl = `${siteUrl}${pathname}`;
  const from = s.priceFromUsd === null ? "" : formatMoney(listPrice(s.priceFromUsd, CURRENCY_BY_REGION[region]), region);
  const { title, description: describe } = pageCopyFor({ en: servicePageEn, de: servicePageDe }, region).meta.services[s.slug];
  const description = describe(from);
  return {
    title,
    description,
    structuredData: [
      pricedServiceLd({
        brand,
        siteUrl,
        pathname,
        name: serviceNameIn(region, s),
        description,
        offers: serviceOffers(s, detail, pageUrl),
      }),
      faqPageLd(detail.faqs),
      breadcrumbLd(siteUrl, serviceTrail(region, s), region),
      webPageLd({ siteUrl, pathname, title, description }),
    ],
  };
}
