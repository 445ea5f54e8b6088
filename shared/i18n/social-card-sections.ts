import type { Language } from "../language";

// The line above the title on a page's social card (server/social-cards/card-image.tsx):
// the site section a page belongs to, by the first part of its path. Kept here rather
// than read from each page's copy, so the head (in the entry chunk) carries no page copy.

export type CardSection =
  | "services"
  | "blog"
  | "case-studies"
  | "case-study"
  /** A study that is an example engagement: its card never says "case study" (docs/decisions/0040-site-settings.md). */
  | "example"
  | "seo-audit"
  | "pricing-calculator"
  | "onboarding-wizard"
  | "about"
  | "contact"
  | "newsletter"
  | "legal"
  | "security";

export const cardSectionLabels: Record<Language, Record<CardSection, string>> = {
  en: {
    services: "Services",
    blog: "Blog",
    "case-studies": "Case studies",
    "case-study": "Case study",
    example: "Example engagement",
    "seo-audit": "Free SEO audit",
    "pricing-calculator": "Pricing",
    "onboarding-wizard": "Find your service",
    about: "About us",
    contact: "Contact",
    newsletter: "Newsletter",
    legal: "Legal",
    security: "Security",
  },
  de: {
    services: "Leistungen",
    blog: "Blog",
    "case-studies": "Fallstudien",
    "case-study": "Fallstudie",
    example: "Beispielprojekt",
    "seo-audit": "Kostenloser SEO-Check",
    "pricing-calculator": "Preise",
    "onboarding-wizard": "Leistung finden",
    about: "Über uns",
    contact: "Kontakt",
    newsletter: "Newsletter",
    legal: "Rechtliches",
    security: "Sicherheit",
  },
};
