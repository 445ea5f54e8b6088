import { formatFigure, germanFigureInText } from "../../format/numbers";
import type { AboutCopy, AboutFigures } from "./about.en";

const people = (f: AboutFigures) => (f.specialists ? `${germanFigureInText(f.specialists)} Fachleute` : "Fachleute");
const departments = (f: AboutFigures) => (f.departments ? ` in ${formatFigure(f.departments, "DE")} Abteilungen` : "");
const agencies = (f: AboutFigures) => (f.agencies ? `${germanFigureInText(f.agencies)} ` : "");

export const aboutDe: AboutCopy = {
  meta: {
    title: "Über uns: Ihr White-Label-Umsetzungspartner",
    description: (f) =>
      `Seit ${f.year} liefern ${people(f)}${departments(f)} White-Label-SEO, Ads, Web und KI für ${agencies(f)}Agenturen in den USA, Großbritannien und Deutschland.`,
  },
  eyebrow: "Über uns",
  title: "Das Team hinter dem Wachstum Ihrer Agentur",
  intro: (f) =>
    `Seit ${f.year} arbeiten wir als stiller Umsetzungspartner für ${agencies(f)}Agenturen in den USA, im Vereinigten Königreich und in Deutschland. Ein Team aus ${people(f).replace(/Fachleute$/, "Fachleuten")}${departments(f)} übernimmt SEO, Google Ads, Webentwicklung, KI und dedizierte Fachkräfte, immer zu 100 % White-Label.`,
  bookCall: "Kostenloses 30-Minuten-Gespräch buchen",
  seeServices: "Unsere Leistungen",
  figuresLabel: "Das Unternehmen in Zahlen",
  founded: "Gegründet",
  markets: "Märkte: USA, Vereinigtes Königreich und Deutschland",
  claims: {
    specialists: "Fachleute im Team",
    departments: "Abteilungen unter einem Dach",
    agencies: "betreute Agenturen",
    whiteLabel: "White-Label-Umsetzung",
  },
  whoWeAre: "Wer wir sind",
  whiteLabelMeans: "Was 100 % White-Label bedeutet",
  whiteLabelPoints: [
    "Ihre Marke auf jedem Ergebnis, jedem Bericht und jeder E-Mail, die Ihr Kunde sieht.",
    "Kein Kontakt zu Ihren Kunden, es sei denn, Sie wünschen es.",
    "Keine Logos, Vermerke oder Links von uns in der Arbeit, die wir übergeben.",
    "Ihre Kundenbeziehungen bleiben Ihre, immer.",
  ],
  story: (brand, year) => [
    `${brand} begann ${year} mit einer einfachen Idee: Agenturen sollen mehr Kunden zusagen können, ohne für jede neue Disziplin einzustellen. Wir erledigen die Facharbeit im Hintergrund, unsere Partner behalten die Kundenbeziehung, die Marke und die Anerkennung.`,
    "Heute decken unsere Fachleute SEO, Google Ads, Webentwicklung, KI-Entwicklung, Design und dedizierte Fachkräfte ab. Agenturen in den USA, im Vereinigten Königreich und in Deutschland nutzen uns als Erweiterung ihres eigenen Teams, für ein einzelnes Projekt oder über Jahre.",
  ],
  partnership: "So läuft eine Partnerschaft",
  partnershipSteps: [
    {
      title: "Ein 30-minütiges Strategiegespräch",
      text: "Sie erzählen uns von Ihrer Agentur, Ihren Kunden und der Arbeit, die Sie abgeben möchten. Wir sagen Ihnen ehrlich, ob wir gut zusammenpassen.",
    },
    {
      title: "Ein schriftliches Angebot",
      text: "Umfang, Preis, Zeitplan und die Menschen, die die Arbeit machen, schriftlich, bevor irgendetwas beginnt.",
    },
    {
      title: "Umsetzung unter Ihrer Marke",
      text: "Unsere Fachleute arbeiten in Ihren Abläufen und Tools. Ihre Kunden sehen auf jeder E-Mail, jedem Bericht und jeder Rechnung den Namen Ihrer Agentur, nie unseren.",
    },
    {
      title: "Reporting und Wachstum",
      text: "White-Label-Berichte, die Sie unverändert weiterleiten können, regelmäßige Abstimmungen und die Freiheit, Leute oder Leistungen dazuzunehmen, wenn Ihre Kundenliste wächst.",
    },
  ],
  step: (n: number) => `Schritt ${n}`,
  values: "Wofür wir stehen",
  valueList: [
    {
      title: "Unsichtbar mit Absicht",
      text: "Ihre Kunden gehören Ihnen. Wir sprechen sie nie direkt an, signieren unsere Arbeit nie und werben Ihnen keine Kunden ab.",
    },
    {
      title: "Klare Antworten",
      text: "Klare Preise, realistische Zeitpläne und ehrliche Berichte, auch wenn eine Kampagne hinter den Erwartungen bleibt, und was wir dann ändern.",
    },
    {
      title: "Schnelle Rückmeldung",
      text: "Jede Nachricht wird an Werktagen innerhalb von 24 Stunden beantwortet, damit Ihre Kunden nie auf uns warten.",
    },
    {
      title: "Partner statt Dienstleister",
      text: "Wir messen Erfolg daran, wie lange Agenturen bei uns bleiben und wie stark sie wachsen, nicht an der Größe eines einzelnen Projekts.",
    },
  ],
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
