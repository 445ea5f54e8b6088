import type { BlogCopy } from "./blog.en";

export const blogDe: BlogCopy = {
  meta: {
    title: "Agentur-Blog: SEO, Google Ads, KI und Teamaufbau",
    description:
      "Fachartikel auf Englisch für Agenturinhaber: White-Label-SEO und PPC, KI-Lösungen, dedizierte Teams und Online-Marketing für einzelne Branchen.",
  },
  articleDescription: ({ title }) =>
    `„${title}“: ein Fachartikel auf Englisch für Agenturinhaber, aus unserem Blog über Marketing und Wachstum.`,
  eyebrow: "Blog",
  title: "Impulse für Agenturen, die wachsen wollen",
  intro:
    "Erfahrungen aus unseren SEO-, Google-Ads-, Web-, KI- und Personalteams: was für Agenturen gerade funktioniert und wie Sie es unter Ihrer eigenen Marke anbieten.",
  strategySession: "Kostenlose Strategiesitzung sichern",
  articles: "Artikel",
  loading: "Artikel werden geladen …",
  searchLabel: "Artikel durchsuchen",
  searchPlaceholder: "Artikel durchsuchen …",
  search: "Suchen",
  categories: "Artikelkategorien",
  allPosts: "Alle Beiträge",
  featured: "Empfohlener Artikel",
  matching: "Passende Artikel",
  latest: "Neueste Artikel",
  found: (count) => `${count} ${count === 1 ? "Artikel" : "Artikel"} gefunden`,
  noMatch: "Keine Artikel passen zu Ihrer Suche.",
  noneYet: "Es wurden noch keine Artikel veröffentlicht.",
  showAll: "Alle Artikel anzeigen",
  readArticle: "Artikel lesen",
  minRead: (minutes) => `${minutes} Min. Lesezeit`,
  backToBlog: "Zurück zum Blog",
  share: "Artikel teilen",
  summaryLabel: "Zusammenfassung",
  summary: "Zusammenfassung des Artikels:",
  topics: "Behandelte Themen:",
  cta: {
    title: "Bereit loszulegen?",
    text: "Erzählen Sie uns von Ihrer Agentur und Ihren Kunden. In einer kostenlosen Beratung zeigen wir Ihnen, wie wir diese Arbeit unter Ihrer Marke liefern.",
    book: "Kostenlose Beratung buchen",
    call: (phone) => `Anrufen: ${phone}`,
  },
  related: {
    title: "Setzen Sie es in die Praxis um",
    text: "Wir liefern diese Arbeit für Agenturen, unter deren eigener Marke.",
  },
  states: {
    loading: "Artikel wird geladen …",
    wait: "Bitte warten Sie, während wir den Beitrag laden",
    offline: "Wir konnten die Website nicht erreichen. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
    serverError: "Bei uns ist ein Problem aufgetreten. Bitte versuchen Sie es gleich noch einmal.",
    retryLater: "Bitte versuchen Sie es gleich noch einmal.",
    loadFailed: "Dieser Artikel konnte nicht geladen werden",
    tryAgain: "Erneut versuchen",
  },
};
