import type { HeroVisualsCopy } from "./hero-visuals.en";

export const heroVisualsDe: HeroVisualsCopy = {
  services: { title: "Alle Leistungen, ab", footer: "Preise in der Währung Ihrer Region, vor einem Teamrabatt." },
  service: { title: "Das bekommen Sie", plannedTitle: "Was geplant ist", footer: "Geliefert unter Ihrer Marke, nie unter unserer." },
  contact: {
    title: "Nach Ihrer Nachricht",
    steps: [
      { label: "Ihre Nachricht erreicht sofort unser Team", value: "" },
      { label: "Eine persönliche Antwort", value: "binnen 24 Std." },
      { label: "Ein Plan, ein Preis und ein realistischer Zeitplan", value: "" },
    ],
    footer: (minutes: number) => `Lieber sprechen? Ein kostenloses ${minutes}-Minuten-Gespräch, zu einer Zeit Ihrer Wahl.`,
  },
  blog: { title: "Neueste Artikel" },
  caseStudies: {
    title: "Ergebnisse im Überblick",
    footer: (measured: number, examples: number) => `${measured} Fallstudien mit gemessenen Ergebnissen · ${examples} Beispielprojekte`,
  },
  calculator: {
    title: "Ihre Schätzung beginnt bei",
    perMonth: "/Monat",
    oneOff: "einmalig",
    footer: "Wählen Sie unten Leistungen und Optionen: Die Summe rechnet mit.",
  },
  wizard: { title: "Fünf Fragen, dann Ihr Plan", plan: "Ihr Plan: Leistungen, Paket und eine vorausgefüllte Schätzung" },
  seoAudit: {
    title: "Was wir prüfen",

    footer: "Jede endet mit bestanden, Warnung oder Fehler samt kurzer Lösung und zählt zu einer Punktzahl von 0 bis 100.",
  },
  security: { title: "Schutzmaßnahmen" },
  about: {
    title: "Wo wir arbeiten",
    since: (year: number) => `White-Label-Umsetzung seit ${year}`,
  },
  legal: {
    title: "Auf einen Blick",
    controller: "Verantwortlich",
    questions: "Fragen",
    sections: (n: number) => `${n} Abschnitte`,
    contentsBelow: "Im Inhaltsverzeichnis unten",
  },
  newsletter: { title: "In jeder Ausgabe" },
};
