import type { ServiceText } from "../../content/service-details";
import type { ServiceSlug } from "../../content/services";
import { aiDevelopmentEn } from "./service-details/ai-development.en";
import { dedicatedResourcesEn } from "./service-details/dedicated-resources.en";
import { googleAdsEn } from "./service-details/google-ads.en";
import { n8nAutomationsEn } from "./service-details/n8n-automations.en";
import { seoEn } from "./service-details/seo.en";
import { webDevelopmentEn } from "./service-details/web-development.en";

/** What each service page says, in English (one module per service). */
export const serviceTextEn: Record<ServiceSlug, ServiceText> = {
  seo: seoEn,
  "web-development": webDevelopmentEn,
  "google-ads": googleAdsEn,
  "ai-development": aiDevelopmentEn,
  "dedicated-resources": dedicatedResourcesEn,
  "n8n-automations": n8nAutomationsEn,
};
