import type { RegionCode } from "../../../shared/constants";
import { type ServiceDetail, serviceDetailWith, serviceFacts } from "../../../shared/content/service-details";
import type { ServiceSlug } from "../../../shared/content/services";
import { pageCopyFor } from "../../../shared/i18n/copy";
import { serviceTextDe } from "../../../shared/i18n/pages/service-details.de";
import { serviceTextEn } from "../../../shared/i18n/pages/service-details.en";
import { usePageCopy } from "../../lib/region/use-page-copy";

const texts = { en: serviceTextEn, de: serviceTextDe };

/** A service page's facts and words in the region's language (for its head and structured data). */
export const serviceDetailIn = (slug: ServiceSlug, region: RegionCode): ServiceDetail =>
  serviceDetailWith(serviceFacts[slug], pageCopyFor(texts, region)[slug]);

/** The same, in the language of the page being rendered. */
export function useServiceDetail(slug: ServiceSlug): ServiceDetail {
  return serviceDetailWith(serviceFacts[slug], usePageCopy(texts)[slug]);
}
