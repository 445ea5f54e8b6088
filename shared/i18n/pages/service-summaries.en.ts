import type { ServiceSlug } from "../../content/services";

// The services' names, short introductions and card features as the UI shows them on cards,
// headings and option lists (the values forms send stay shared/content/services.ts's English names).

export const serviceSummariesEn: Record<ServiceSlug, { name: string; headline: string; intro: string; features: readonly string[] }> = {
  seo: {
    name: "White-Label SEO",
    headline: "White-label SEO your clients will credit to you",
    intro:
      "Keyword research, on-page fixes, local SEO and link building delivered quietly behind your brand, with reports you can send under your own logo.",
    features: ["Keyword research", "On-page optimization", "Link building", "Content creation"],
  },
  "web-development": {
    name: "White-Label Web Development",
    headline: "Websites built for your agency, shipped under your name",
    intro:
      "WordPress, Shopify, BigCommerce and custom-coded sites designed, built and tested by our developers, handed over ready for your client.",
    features: ["Website design", "E-commerce development", "Mobile-friendly design", "Content management system"],
  },
  "google-ads": {
    name: "White-Label Google Ads",
    headline: "Google Ads management that runs under your agency's banner",
    intro:
      "Search, Performance Max, Display and Shopping campaigns set up, optimised and reported by certified specialists while your client talks only to you.",
    features: ["Google Ads management", "Keyword targeting", "Ad copywriting", "Conversion tracking"],
  },
  "ai-development": {
    name: "AI Development",
    headline: "AI agents and integrations your agency can sell tomorrow",
    intro:
      "Chatbots, AI-powered web and mobile apps, agentic platforms and integrations into the tools your clients already use, scoped and delivered as a white-label project.",
    features: ["AI chatbots", "Custom AI models", "Process automation", "AI integrations"],
  },
  "dedicated-resources": {
    name: "Dedicated Resources",
    headline: "Dedicated specialists who work as part of your team",
    intro:
      "Designers, developers, SEO and Google Ads specialists who join your workflow full- or part-time, from $400 a month, with team discounts of up to 20% and average savings of 60% against hiring in-house.",
    features: [
      "Designers and video editors",
      "SEO and Google Ads specialists",
      "Web and full-stack developers",
      "Team discounts up to 20%",
    ],
  },
  "n8n-automations": {
    name: "n8n Automations",
    headline: "n8n automations for agencies: coming soon",
    intro:
      "We are preparing a white-label service that builds and maintains n8n workflows for your clients: lead routing, reporting and the repetitive tasks in between.",
    features: ["Lead routing", "Automated reporting", "Client operations", "Built and maintained for you"],
  },
};

export type ServiceSummariesCopy = typeof serviceSummariesEn;
