import type { CalculatorCopy } from "./calculator.en";
import { serviceNamesDe } from "./service-names.de";

export const calculatorDe: CalculatorCopy = {
  meta: {
    title: "Preisrechner für White-Label-Leistungen",
    description: (currency, p) =>
      `White-Label-Kosten in ${currency} schätzen: SEO ab ${p.seo}/Monat, Google Ads ab ${p.ads}/Monat, Websites ab ${p.web}, KI ab ${p.ai} und Fachkräfte ab ${p.team}/Monat.`,
  },
  eyebrow: "Preise",
  title: "Preisrechner",
  intro: (fromPrices) =>
    `Wählen Sie die Leistungen, die Ihre Kunden brauchen, und sehen Sie sofort die monatlichen und einmaligen Kosten, Posten für Posten. SEO ab ${fromPrices.seo} im Monat, Google Ads ab ${fromPrices.ads} im Monat, Websites ab ${fromPrices.web}, KI-Projekte ab ${fromPrices.ai} und dedizierte Spezialisten ab ${fromPrices.team} im Monat, mit bis zu 20 % Teamrabatt.`,
  findService: "Unsicher, was Sie brauchen? Finden Sie Ihre Leistung",
  services: serviceNamesDe,
  choose: "Leistungen und Optionen wählen",
  from: (price) => `ab ${price}`,
  aMonth: " im Monat",
  aProject: " pro Projekt",
  oneOff: " einmalig",
  include: "Aufnehmen",
  includeInEstimate: (service) => `${service} in die Schätzung aufnehmen`,
  update: "Schätzung aktualisieren",
  perMonth: "/Monat",
  estimate: "Schätzung:",
  breakdownLink: "Aufschlüsselung",
  yourEstimate: "Ihre Schätzung",
  addSpecialist: "Fügen Sie mindestens einen Spezialisten hinzu, um Ihre Schätzung zu sehen.",
  includeService: "Nehmen Sie mindestens eine Leistung auf, um Ihre Schätzung zu sehen.",
  monthly: "Monatlich",
  oneOffTotal: "Einmalig",
  firstYear: "Erstes Jahr",
  breakdownCaption: "Aufschlüsselung der Schätzung",
  item: "Posten",
  price: "Preis",
  each: (price) => `je ${price}`,
  perMonthShort: "/Monat",
  once: " einmalig",
  getQuote: "Dieses Angebot anfordern",
  pricesNote: ({ currency, region, own, converted }) => {
    const list = (names: readonly string[]) => names.join(", ");
    const conversion =
      "aus unserer US-Dollar-Preisliste zu einem festen Kurs umgerechnet und auf einen runden Betrag gerundet (mit ≈ markiert)";
    const said =
      converted.length === 0
        ? "wie unsere Preisliste sie festlegt."
        : own.length === 0
          ? `${conversion}.`
          : `In ${currency} festgelegt: ${list(own)}. ${list(converted)}: ${conversion}.`;
    return `Preise in ${currency} für ${region}${converted.length > 0 && own.length > 0 ? "." : ","} ${said} Ihr schriftliches Angebot bestätigt jeden Betrag.`;
  },
  convertedMark: "≈",
  regionNames: { US: "die Vereinigten Staaten", UK: "das Vereinigte Königreich", DE: "Deutschland" },
  quote: {
    text: "Senden Sie uns diese Schätzung: Innerhalb von 24 Stunden erhalten Sie ein schriftliches Angebot für Ihre Agentur, bereit zum Weiterverkauf unter Ihrer Marke.",
    thanks: "Danke: Ihre Schätzung ist bei unserem Team angekommen, wir antworten innerhalb von 24 Stunden.",
    sending: "Wird gesendet …",
    successTitle: "Angebotsanfrage gesendet!",
    successDescription: "Wir melden uns innerhalb von 24 Stunden bei Ihnen.",
    failure: "Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es erneut.",
  },
  seo: {
    how: "Wie möchten Sie wählen?",
    pickPackage: "Ein Paket wählen",
    sizeIt: "Nach Keywords, Seiten und Standorten bemessen",
    package: "Paket",
    scope: (keywords, pages, locations) =>
      `${keywords} Keywords, ${pages} Seiten, ${locations} ${locations === 1 ? "Standort" : "Standorte"}`,
    keywords: "Ziel-Keywords",
    pages: "Zu optimierende Seiten",
    locations: "Geschäftsstandorte",
    fitsBefore: "Dieser Umfang passt zum Paket",
    fitsAfter: (maxKeywords, maxLocations) =>
      `. Mehr als ${maxKeywords} Keywords oder ${maxLocations} Standorte? Fordern Sie das Angebot an und sagen Sie es uns im Gespräch.`,
  },
  ads: {
    spend: (currency) => `Monatliches Werbebudget des Kunden (${currency})`,
    spendHint: (starter, growth, now) => `Bis ${starter}: Starter. Bis ${growth}: Growth. Darüber: Scale. Aktuell: ${now}.`,
    campaigns: "Kampagnen",
    campaignsHint: "Jede weitere Kampagne kostet 15 % der Stufengebühr.",
    types: "Kampagnentypen",
    typesHint: "Mehr als drei Typen erhöhen die Betreuungsgebühr um 10 %.",
  },
  web: {
    platform: "Plattform",
    pages: "Anzahl der Seiten",
    pricedAs: (tier) => `Berechnet als ${tier}.`,
    integrations: "Drittanbieter-Integrationen",
    integrationsHint: (price) => `CRM, E-Mail-Marketing, Buchung und Ähnliches: je ${price}.`,
    alwaysShop: (platform) => `E-Commerce (jede ${platform}-Website ist ein Shop)`,
    shop: "E-Commerce: Warenkorb, Kasse und Zahlungen",
    care: "Betreuung nach dem Launch",
  },
  ai: {
    type: "Projektart",
    scope: "Umfang",
    raised: (type, scope) => `${type}: Diese Projekte beginnen beim Umfang ${scope}, daher rechnet die Schätzung damit.`,
  },
  team: {
    discounts: (tiers) =>
      `Teamrabatte: ${tiers.map((t) => `ab ${t.minPeople} Personen ${t.percent} %`).join(", ")}. Teilzeit kostet die Hälfte des Vollzeitpreises.`,
    perMonthEach: (price) => `je ${price}/Monat`,
    people: "Personen",
    level: "Erfahrung",
    hours: "Umfang",
    others: "Weitere",
    addOne: "Fügen Sie mindestens einen Spezialisten hinzu, um einen Preis zu sehen.",
    summary: (people, percent) =>
      `${people} ${people === 1 ? "Person" : "Personen"}${percent > 0 ? `: ${percent} % Teamrabatt berücksichtigt` : ""}.`,
  },
};
