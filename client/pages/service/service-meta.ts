import type { ServiceDetail } from "../../../shared/content/service-details";
import type { ServiceSummary } from "../../../shared/content/services";
import { webPageLd } from "../../../shared/structured-data";
import { breadcrumbLd, faqPageLd, pricedServiceLd, type ServiceOfferInput } from "../../../shared/structured-data-content";
import type { MetaArgs, PageMeta } from "../../head/page-meta";

export const serviceTrail = (s: ServiceSummary) => [
  { name: "Home", path: "/" },
  { name: "Services", path: "/services" },
  { name: s.name, path: `/services/${s.slug}` },
];

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

/** Service (with priced offers), FAQPage, BreadcrumbList and WebPage. */
export function serviceMeta(s: ServiceSummary, detail: ServiceDetail, args: MetaArgs): PageMeta {
  const { brand, siteUrl, pathname, region } = args;
  const pageUrl = `${siteUrl}${pathname}`;
  return {
    title: s.metaTitle,
    description: s.metaDescription,
    structuredData: [
      pricedServiceLd({
        brand,
        siteUrl,
        pathname,
        name: s.name,
        description: s.metaDescription,
        offers: serviceOffers(s, detail, pageUrl),
      }),
      faqPageLd(detail.faqs),
      breadcrumbLd(siteUrl, serviceTrail(s), region),
      webPageLd({ siteUrl, pathname, title: s.metaTitle, description: s.metaDescription }),
    ],
  };
}
