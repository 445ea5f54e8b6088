import type { ServiceSummariesCopy } from "./service-summaries.en";

export const serviceSummariesDe: ServiceSummariesCopy = {
  seo: {
    name: "White-Label-SEO",
    headline: "White-Label-SEO, das Ihre Kunden Ihnen zuschreiben",
    intro:
      "Keyword-Recherche, OnPage-Optimierung, lokales SEO und Linkaufbau, still hinter Ihrer Marke erledigt, mit Berichten, die Sie unter Ihrem eigenen Logo versenden.",
    features: ["Keyword-Recherche", "OnPage-Optimierung", "Linkaufbau", "Content-Erstellung"],
  },
  "web-development": {
    name: "White-Label-Webentwicklung",
    headline: "Websites für Ihre Agentur, ausgeliefert unter Ihrem Namen",
    intro:
      "WordPress-, Shopify-, BigCommerce- und individuell programmierte Websites, von unseren Entwicklern gestaltet, gebaut und getestet und fertig für Ihren Kunden übergeben.",
    features: ["Webdesign", "E-Commerce-Entwicklung", "Mobilfreundliches Design", "Content-Management-System"],
  },
  "google-ads": {
    name: "White-Label-Google-Ads",
    headline: "Google-Ads-Betreuung unter dem Namen Ihrer Agentur",
    intro:
      "Search-, Performance-Max-, Display- und Shopping-Kampagnen, von zertifizierten Spezialisten eingerichtet, optimiert und ausgewertet, während Ihr Kunde nur mit Ihnen spricht.",
    features: ["Google-Ads-Betreuung", "Keyword-Targeting", "Anzeigentexte", "Conversion-Tracking"],
  },
  "ai-development": {
    name: "KI-Entwicklung",
    headline: "KI-Agenten und Integrationen, die Ihre Agentur morgen verkaufen kann",
    intro:
      "Chatbots, KI-gestützte Web- und Mobile-Apps, agentische Plattformen und Integrationen in die Tools Ihrer Kunden, als White-Label-Projekt geplant und geliefert.",
    features: ["KI-Chatbots", "Individuelle KI-Modelle", "Prozessautomatisierung", "KI-Integrationen"],
  },
  "dedicated-resources": {
    name: "Dedizierte Fachkräfte",
    headline: "Dedizierte Spezialisten, die Teil Ihres Teams werden",
    intro:
      "Designer, Entwickler, SEO- und Google-Ads-Spezialisten, die in Voll- oder Teilzeit in Ihren Abläufen mitarbeiten, ab $400 im Monat, mit bis zu 20 % Teamrabatt und durchschnittlich 60 % Ersparnis gegenüber einer Festanstellung.",
    features: [
      "Designer und Videoeditoren",
      "SEO- und Google-Ads-Spezialisten",
      "Web- und Full-Stack-Entwickler",
      "Teamrabatte bis zu 20 %",
    ],
  },
  "n8n-automations": {
    name: "n8n-Automatisierungen",
    headline: "n8n-Automatisierungen für Agenturen: in Kürze",
    intro:
      "Wir bereiten einen White-Label-Service vor, der n8n-Workflows für Ihre Kunden baut und pflegt: Lead-Verteilung, Reporting und die wiederkehrenden Aufgaben dazwischen.",
    features: ["Lead-Verteilung", "Automatisiertes Reporting", "Kundenprozesse", "Für Sie gebaut und gepflegt"],
  },
};
