import type { ServiceNames } from "./service-names.en";

export const serviceNamesDe: ServiceNames = {
  seo: "SEO",
  "google-ads": "Google Ads",
  "web-development": "Webentwicklung",
  "ai-development": "KI-Entwicklung",
  "dedicated-resources": "Dedizierte Fachkräfte",
  branding: "Branding",
};
