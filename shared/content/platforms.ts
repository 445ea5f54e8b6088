import type { ServiceSlug } from "./services";

// The platforms each service page and case study names in its own text, shown as their marks
// (client/components/content/platform-marks.tsx). Only what the copy names is listed, so no
// page claims a platform its text does not mention (tests/unit/platform-marks.test.tsx checks
// every entry against the copy). A service or study that names none is left out.

export type PlatformName =
  | "WordPress"
  | "Elementor"
  | "WooCommerce"
  | "Shopify"
  | "BigCommerce"
  | "Google Ads"
  | "Google Analytics"
  | "Google Search Console"
  | "Google Business Profile"
  | "n8n"
  | "React"
  | "Node.js"
  | "Kubernetes"
  | "AWS";

export const servicePlatforms: Partial<Record<ServiceSlug, readonly PlatformName[]>> = {
  seo: ["Google Business Profile"],
  "web-development": ["WordPress", "Elementor", "WooCommerce", "Shopify", "BigCommerce", "Google Analytics", "Google Search Console"],
  "google-ads": ["Google Ads"],
  "dedicated-resources": ["Google Ads"],
  "n8n-automations": ["n8n"],
};

/** Keyed by a study's slug as seeded (server/db/seed-content/case-studies.ts). */
export const caseStudyPlatforms: Partial<Record<string, readonly PlatformName[]>> = {
  "seo-case-study": ["Google Search Console"],
  "scuba-diving-case-study": ["Google Search Console"],
  "stat-planning-case-study": ["Google Search Console"],
  "citypat-case-study": ["Google Business Profile"],
  "arlingsworth-solicitors-case-study": ["Google Ads"],
  "junksaway-case-study": ["Google Ads"],
  "the-dog-guy-case-study": ["Google Ads"],
  "social-land": ["WordPress"],
  "koala-digital": ["WordPress", "Google Ads"],
  "website-architect": ["WordPress"],
  "socialland-website-case-study": ["WordPress"],
  "ts-landscaping-website": ["WordPress"],
  "green-paradise-branding-website": ["WordPress"],
  "web-development": ["React"],
  "google-ads": ["Google Ads"],
  "payflow-systems": ["React", "Node.js", "Kubernetes", "AWS"],
};
