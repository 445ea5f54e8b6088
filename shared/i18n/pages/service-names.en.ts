import type { CaseStudyService } from "../../content/case-studies";
import type { PricedService } from "../../pricing/selection";

// The services' short names as labels: the calculator's and the wizard's options and the
// case studies' tags. The service pages' own titles are in service-summaries.

export const serviceNamesEn = {
  seo: "SEO",
  "google-ads": "Google Ads",
  "web-development": "Web development",
  "ai-development": "AI development",
  "dedicated-resources": "Dedicated resources",
  branding: "Branding",
} satisfies Record<PricedService | CaseStudyService, string>;

export type ServiceNames = Record<keyof typeof serviceNamesEn, string>;
