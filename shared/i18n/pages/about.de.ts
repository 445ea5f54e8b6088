import type { AboutCopy } from "./about.en";

export const aboutDe: AboutCopy = {
  meta: {
    title: "Über uns: Ihr White-Label-Umsetzungspartner",
    description: (year) =>
      `Seit ${year} liefern über 20 Fachleute in 6 Abteilungen White-Label-SEO, Ads, Web und KI für mehr als 25 Agenturen in den USA, Großbritannien und Deutschland.`,
  },
  eyebrow: "Über uns",
  title: "Das Team hinter dem Wachstum Ihrer Agentur",
  intro: (year: number) =>
    `Seit ${year} arbeiten wir als stiller Umsetzungspartner für mehr als 25 Agenturen in den USA, im Vereinigten Königreich und in Deutschland. Ein Team aus über 20 Fachleuten in 6 Abteilungen übernimmt SEO, Google Ads, Webentwicklung, KI und dedizierte Fachkräfte, immer zu 100 % White-Label.`,
  bookCall: "Kostenloses 30-Minuten-Gespräch buchen",
  seeServices: "Unsere Leistungen",
  figuresLabel: "Das Unternehmen in Zahlen",
  founded: "Gegründet",
  markets: "Märkte: USA, Vereinigtes Königreich und Deutschland",
  claims: {
    "20+": "Fachleute im Team",
    "6": "Abteilungen unter einem Dach",
    "25+": "betreute Agenturen",
    "100%": "White-Label-Umsetzung",
  },
  whoWeAre: "Wer wir sind",
  whiteLabelMeans: "Was 100 % White-Label bedeutet",
  whiteLabelPoints: [
    "Ihre Marke auf jedem Ergebnis, jedem Bericht und jeder E-Mail, die Ihr Kunde sieht.",
    "Kein Kontakt zu Ihren Kunden, es sei denn, Sie wünschen es.",
    "Keine Logos, Vermerke oder Links von uns in der Arbeit, die wir übergeben.",
    "Ihre Kundenbeziehungen bleiben Ihre, immer.",
  ],
  partnership: "So läuft eine Partnerschaft",
  step: (n: number) => `Schritt ${n}`,
  values: "Wofür wir stehen",
  teamTitle: "Das Team",
  teamIntro:
    "Gründer, Entwickler, SEO- und Ads-Spezialisten, Designer, Automatisierung und Personal: die Fachleute, die die Arbeit leisten, die Ihre Kunden unter Ihrem Namen sehen.",
  partners: "Agenturen, mit denen wir arbeiten",
  ctaTitle: "Bereit zu wachsen, ohne einzustellen?",
  ctaText:
    "Sagen Sie uns, was Ihre Kunden brauchen. Wir antworten innerhalb von 24 Stunden mit einem Plan, einem Preis und einem realistischen Zeitplan.",
  contactTeam: "Unser Team kontaktieren",
  bookStrategyCall: "Strategiegespräch buchen",
};
