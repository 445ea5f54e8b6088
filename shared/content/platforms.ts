import type { ServiceSlug } from "./services";

// The platforms each service page names in its own text, shown as their marks
// (client/components/content/platform-marks.tsx). Only what the copy names is listed, so no
// page claims a platform its text does not mention (tests/unit/people-and-platforms.test.tsx
// checks every entry against the copy). A service that names none is left out. A case study's
// platforms are a field of its document (shared/schemas/content-documents.ts), chosen by staff.

export const platformNames = [
  "WordPress",
  "Elementor",
  "WooCommerce",
  "Shopify",
  "BigCommerce",
  "Google Ads",
  "Google Analytics",
  "Google Search Console",
  "Google Business Profile",
  "n8n",
  "React",
  "Node.js",
  "Kubernetes",
  "AWS",
] as const;

export type PlatformName = (typeof platformNames)[number];

export const servicePlatforms: Partial<Record<ServiceSlug, readonly PlatformName[]>> = {
  seo: ["Google Business Profile"],
  "web-development": ["WordPress", "Elementor", "WooCommerce", "Shopify", "BigCommerce", "Google Analytics", "Google Search Console"],
  "google-ads": ["Google Ads"],
  "dedicated-resources": ["Google Ads"],
  "n8n-automations": ["n8n"],
};
