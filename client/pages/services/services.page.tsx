import { defineStaticPart } from "../../lib/static-parts/static-part";
import { services } from "../../../shared/content/services";
import { webPageLd } from "../../../shared/structured-data";
import { breadcrumbLd, itemListLd } from "../../../shared/structured-data-content";
import type { PageHandle } from "../../head/page-meta";
import { trailIn } from "../../components/content/breadcrumb-trail";
import { pageCopyFor } from "../../../shared/i18n/copy";
import { servicePageDe } from "../../../shared/i18n/pages/service-page.de";
import { servicePageEn } from "../../../shared/i18n/pages/service-page.en";
import { serviceSummariesDe } from "../../../shared/i18n/pages/service-summaries.de";
import { serviceSummariesEn } from "../../../shared/i18n/pages/service-summaries.en";

export const handle: PageHandle = {
  meta: ({ siteUrl, pathname, region }) => {
    const copy = pageCopyFor({ en: servicePageEn, de: servicePageDe }, region);
    const names = pageCopyFor({ en: serviceSummariesEn, de: serviceSummariesDe }, region);
    const { title, description } = copy.meta.overview;
    return {
      title,
      description,
      structuredData: [
        webPageLd({ siteUrl, pathname, title, description }),
        breadcrumbLd(siteUrl, trailIn(region, "/services"), region),
        itemListLd(
          siteUrl,
          copy.overview.allServices,
          services.map((s) => ({ name: names[s.slug].name, path: `/services/${s.slug}` })),
          region,
        ),
      ],
    };
  },
};

// Links, text and pictures only: a static part, which the browser does not hydrate (client/lib/static-parts/static-part.tsx).
const ServicesContent = defineStaticPart("services-content", () => import("./services-content").then((m) => m.ServicesContent));

export function Component() {
  return <ServicesContent />;
}
