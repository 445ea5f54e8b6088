import type { ServiceSlug } from "./service-slugs";

// The six services (facts `services`). Prices follow the fixed "from" figures,
// which win where the facts disagree (docs/product-rules.md#services-and-prices); pages show
// them in the visitor's currency from shared/pricing/from-prices.ts. Each page's title and description
// are page copy per language (shared/i18n/pages/service-page.en.ts).

export type { ServiceSlug };

export interface ServiceSummary {
  slug: ServiceSlug;
  name: string;
  /** Page H1. */
  headline: string;
  /** Short introduction under the H1 and on cards. */
  intro: string;
  /** Lowest price in USD for structured data; null while coming soon. */
  priceFromUsd: number | null;
  priceUnit: "month" | "project" | "one-off" | null;
  isComingSoon: boolean;
}

export const services: readonly ServiceSummary[] = [
  {
    slug: "seo",
    name: "White-Label SEO",
    headline: "White-label SEO your clients will credit to you",
    intro:
      "Keyword research, on-page fixes, local SEO and link building delivered quietly behind your brand, with reports you can send under your own logo.",
    priceFromUsd: 500,
    priceUnit: "month",
    isComingSoon: false,
  },
  {
    slug: "web-development",
    name: "White-Label Web Development",
    headline: "Websites built for your agency, shipped under your name",
    intro:
      "WordPress, Shopify, BigCommerce and custom-coded sites designed, built and tested by our developers, handed over ready for your client.",
    priceFromUsd: 600,
    priceUnit: "one-off",
    isComingSoon: false,
  },
  {
    slug: "google-ads",
    name: "White-Label Google Ads",
    headline: "Google Ads management that runs under your agency's banner",
    intro:
      "Search, Performance Max, Display and Shopping campaigns set up, optimised and reported by certified specialists while your client talks only to you.",
    priceFromUsd: 400,
    priceUnit: "month",
    isComingSoon: false,
  },
  {
    slug: "ai-development",
    name: "AI Development",
    headline: "AI agents and integrations your agency can sell tomorrow",
    intro:
      "Chatbots, AI-powered web and mobile apps, agentic platforms and integrations into the tools your clients already use, scoped and delivered as a white-label project.",
    priceFromUsd: 2000,
    priceUnit: "project",
    isComingSoon: false,
  },
  {
    slug: "dedicated-resources",
    name: "Dedicated Resources",
    headline: "Dedicated specialists who work as part of your team",
    intro:
      "Designers, developers, SEO and Google Ads specialists who join your workflow full- or part-time, from $400 a month, with team discounts of up to 20% and average savings of 60% against hiring in-house.",
    priceFromUsd: 400,
    priceUnit: "month",
    isComingSoon: false,
  },
  {
    slug: "n8n-automations",
    name: "n8n Automations",
    headline: "n8n automations for agencies: coming soon",
    intro:
      "We are preparing a white-label service that builds and maintains n8n workflows for your clients: lead routing, reporting and the repetitive tasks in between.",
    priceFromUsd: null,
    priceUnit: null,
    isComingSoon: true,
  },
];

export function getService(slug: string): ServiceSummary | null {
  return services.find((s) => s.slug === slug) ?? null;
}
