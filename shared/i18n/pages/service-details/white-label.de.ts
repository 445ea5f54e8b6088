import type { ServicePoint } from "../../../content/service-details";

/** Das gleiche White-Label-Versprechen, in den Worten der jeweiligen Leistung. */
export const whiteLabelDe = (work: string, reports: string): ServicePoint[] => [
  {
    title: "Ihre Marke, nicht unsere",
    text: `${work} Nichts, was Ihr Kunde sieht, trägt unseren Namen oder unser Logo.`,
  },
  {
    title: "Der Kunde bleibt Ihrer",
    text: "Sie bleiben der einzige Ansprechpartner Ihres Kunden. Wir arbeiten im Hintergrund, berichten an Sie und sprechen Ihre Kunden nie an.",
  },
  {
    title: "Berichte zum Weiterleiten",
    text: reports,
  },
  {
    title: "Ein fester Ansprechpartner",
    text: "Eine feste Ansprechperson koordiniert die Arbeit, antwortet innerhalb von 24 Stunden und sorgt dafür, dass jede Frist hält.",
  },
];
