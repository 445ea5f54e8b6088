import type { CaseStudiesCopy } from "./case-studies.en";
import { serviceNamesDe } from "./service-names.de";

export const caseStudiesDe: CaseStudiesCopy = {
  services: serviceNamesDe,
  list: {
    meta: {
      title: "Fallstudien: White-Label-SEO, Google Ads und Web",
      description:
        "Fallstudien zu White-Label-SEO, Google Ads, Webentwicklung und dedizierten Teams für Agenturen in den USA und Großbritannien, mit gemessenen Ergebnissen.",
      forService: (service, count) => ({
        title: `Fallstudien: ${service}`,
        description: `${service}: ${count} ${count === 1 ? "Fallstudie" : "Fallstudien"} mit den Kunden, unserer White-Label-Arbeit für ihre Agenturen und den gemessenen Ergebnissen.`,
      }),
    },
    eyebrow: "Fallstudien",
    title: "Ergebnisse, die wir für Agenturen und ihre Kunden erzielt haben",
    intro:
      "Echte Projekte aus den USA und Großbritannien: lokales SEO, das die Pipeline füllte, Google-Ads-Konten mit niedrigeren Kosten pro Lead, Websites in wenigen Tagen und dedizierte Teams, mit denen Agenturen ein Vielfaches lieferten, alles als White-Label geliefert.",
    all: "Alle Fallstudien",
    forService: (service) => `Fallstudien: ${service}`,
    showing: (shown, total) => `${shown} von ${total} Fallstudien`,
    otherTitle: "Projekte und Beispielprojekte",
    otherIntro:
      "Echte Projekte, deren Ergebnis die Arbeit selbst ist, und als solche markierte Beispielprojekte, die zeigen, wie ein typisches Projekt dieser Art abläuft. Keines davon nennt gemessene Zahlen.",
    ctaTitle: "Solche Ergebnisse für Ihre Kunden?",
    ctaText:
      "Buchen Sie ein kostenloses 30-minütiges Strategiegespräch, oder erzählen Sie uns von Ihren Kunden: Wir antworten innerhalb von 24 Stunden.",
    ctaContact: "Erzählen Sie uns von Ihren Kunden",
  },
  filter: { label: "Fallstudien nach Leistung filtern", all: "Alle" },
  card: {
    example: "Beispielprojekt",
    illustration: "Eine Veranschaulichung, wie ein solches Projekt abläuft. Sie nennt keine Kundenergebnisse.",
    read: "Fallstudie lesen",
    readExample: "Beispiel ansehen",
    noFigures: "Ein geliefertes Projekt. Es nennt keine gemessenen Zahlen.",
  },
  detail: {
    caseStudy: "Fallstudie",
    example: "Beispielprojekt",
    bookCall: "Kostenloses Strategiegespräch buchen",
    all: "Alle Fallstudien",
    explore: (service) => `Unsere Leistung ${service} ansehen`,
    typicalChallenge: "Die typische Herausforderung",
    challenge: "Die Herausforderung",
    typicallyDeliver: "Was wir typischerweise liefern",
    delivered: "Was wir geliefert haben",
    results: "Ergebnisse",
    servicesAndTech: "Leistungen und Technik",
    servicesUsed: "Eingesetzte Leistungen",
    tech: "Technik und Methoden",
    context: "Das Projekt",
    noFigures: "Dieses Projekt nennt keine gemessenen Zahlen: Sein Ergebnis ist die oben beschriebene Arbeit.",
    related: "Ähnliche Fallstudien",
    ctaPlanning: "Planen Sie ein solches Projekt?",
    ctaResults: "Solche Ergebnisse für Ihre Kunden?",
    ctaText:
      "Buchen Sie ein kostenloses 30-minütiges Strategiegespräch, oder erzählen Sie uns von Ihrem Kunden: Wir antworten innerhalb von 24 Stunden.",
    ctaContact: "Erzählen Sie uns von Ihrem Kunden",
    atAGlance: "Auf einen Blick",
    clientType: "Kundentyp",
    client: "Kunde",
    industry: "Branche",
    location: "Standort",
    service: "Leistung",
    servicesLabel: "Leistungen",
    year: "Jahr",
    headlineResults: "Wichtigste Ergebnisse",
    exampleNote:
      "Diese Seite beschreibt, wie ein solches Projekt für eine Partneragentur typischerweise abläuft. Sie ist kein gemessenes Kundenergebnis und zeigt daher keine Ergebniszahlen.",
  },
};
