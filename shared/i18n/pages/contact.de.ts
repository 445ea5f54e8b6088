import type { Weekday } from "../../brand";
import type { ContactCopy } from "./contact.en";

const WEEKDAY_NAMES: Record<Weekday, string> = {
  Monday: "Montag",
  Tuesday: "Dienstag",
  Wednesday: "Mittwoch",
  Thursday: "Donnerstag",
  Friday: "Freitag",
  Saturday: "Samstag",
  Sunday: "Sonntag",
};

const TIME_ZONE_NAMES: Record<string, string> = {
  "Europe/London": "britische Zeit",
  "Europe/Berlin": "deutsche Zeit",
  "America/New_York": "US-Ostküstenzeit",
};

/** "€1,000 – €2,500" → "1.000 € – 2.500 €", "Under €1,000" → "Unter 1.000 €". */
const budgetLabel = (value: string) =>
  value
    .replace(/€(\d{1,3}),(\d{3})/g, "$1.$2 €")
    .replace(/^Under /, "Unter ")
    .replace(/^Over /, "Über ")
    .replace("Not sure yet", "Noch unklar");

export const contactDe: ContactCopy = {
  meta: {
    title: "Kontakt",
    description:
      "Schreiben Sie unserem White-Label-Team: Antwort innerhalb von 24 Stunden mit Plan und Preis, oder buchen Sie ein kostenloses 30-minütiges Strategiegespräch.",
  },
  eyebrow: "Kontakt",
  title: "Sprechen wir über das nächste Projekt Ihrer Agentur",
  intro:
    "Schreiben Sie uns, was Ihre Kunden brauchen: Innerhalb von 24 Stunden erhalten Sie einen Plan, einen Preis und einen realistischen Zeitrahmen. Lieber reden? Buchen Sie ein kostenloses 30-minütiges Strategiegespräch zu einer Zeit, die Ihnen passt.",
  sendMessage: "Nachricht senden",
  bookCall: "Kostenloses 30-Minuten-Gespräch buchen",
  requiredNote: "Mit * markierte Felder sind Pflichtfelder. Alles Weitere hilft uns, Ihnen gleich eine brauchbare erste Antwort zu geben.",
  detailsTitle: "Kontaktdaten",
  yourRegion: "Ihre Region:",
  markets: { US: "Vereinigte Staaten", UK: "Vereinigtes Königreich", DE: "Deutschland" },
  email: "E-Mail",
  phone: "Telefon",
  languages: "Sprachen",
  spokenLanguages: { US: "Englisch", UK: "Englisch", DE: "Deutsch oder Englisch" },
  regionNote: {
    US: "Wir arbeiten mit Agenturen in den ganzen USA. Der Terminplaner zeigt freie Zeiten in Ihrer Zeitzone, Angebote erhalten Sie in US-Dollar.",
    UK: "Unsere Zeiten richten sich nach britischer Zeit, damit Gespräche in Ihren Arbeitstag passen. Angebote erhalten Sie in Pfund Sterling.",
    DE: "Gespräche gern auf Deutsch oder Englisch. Der Terminplaner zeigt freie Zeiten in Ihrer Zeitzone, Angebote erhalten Sie in Euro.",
  },
  quotesIn: "Angebote in",
  office: "Büro",
  alsoAccept: (currencies: string[]) => `(wir akzeptieren auch ${currencies.join(" und ")})`,
  hoursTitle: "Geschäftszeiten",
  days: (days) => {
    const names = days.map((day) => WEEKDAY_NAMES[day]);
    if (names.length <= 1) return names.join("");
    return names.length > 2 ? `${names[0]} bis ${names.at(-1)}` : names.join(" und ");
  },
  timeSuffix: " Uhr",
  timeZone: (timeZone) => TIME_ZONE_NAMES[timeZone] ?? `Zeitzone ${timeZone.replace(/_/g, " ")}`,
  replyWithin: (hours: number) => `Wir beantworten jede Nachricht an Werktagen innerhalb von ${hours} Stunden.`,
  bookTitle: "Kostenloses 30-minütiges Strategiegespräch buchen",
  bookText:
    "Wählen Sie einen passenden Termin: Wir sprechen über Ihre Kunden, die Arbeit, die Sie abgeben möchten, und was sie kosten würde. Unverbindlich.",
  openBooking: "Buchungsseite öffnen",
  scheduler: {
    frameTitle: "Strategiegespräch buchen",
    notice: (host: string) =>
      `Lieber einen Termin wählen, ohne diese Seite zu verlassen? Der Terminplaner verbindet sich mit ${host}, das eigene Cookies setzen kann (siehe unsere`,
    cookiePolicy: "Cookie-Richtlinie",
    load: "Terminplaner hier laden",
  },
  offer: {
    applied: "Angebot übernommen",
    code: "Code:",
    remove: "Angebot entfernen",
    offers: {
      "setup-free": {
        title: "Kostenlose Einrichtung für dedizierte Fachkräfte",
        description:
          "Die Einrichtungskosten für Ihre dedizierten Spezialisten entfallen. Senden Sie das Formular, und wir bestätigen das Angebot in Ihrem schriftlichen Angebot.",
      },
    },
  },
  form: {
    label: "Kontaktformular",
    name: "Name",
    email: "E-Mail",
    phone: "Telefon",
    optional: "(optional)",
    company: "Firma oder Agentur",
    service: "Welche Leistung interessiert Sie?",
    notSure: "Noch unklar",
    comingSoon: "(in Kürze)",
    budget: "Budget",
    budgetHint: "(pro Monat oder pro Projekt)",
    chooseRange: "Bereich wählen",
    budgetLabel,
    preferred: "Wie sollen wir Sie kontaktieren?",
    preferredOptions: { email: "E-Mail", phone: "Telefon", "video call": "Videoanruf" },
    message: "Wie können wir helfen?",
    messagePlaceholder: "Erzählen Sie uns von Ihrer Agentur, dem Kundenprojekt und Ihrem Zeitplan.",
    privacyBefore: "Wir verwenden Ihre Angaben nur, um Ihnen zu antworten. Siehe unsere",
    privacyPolicy: "Datenschutzerklärung",
    submit: "Nachricht senden",
    submitting: "Wird gesendet …",
    successTitle: "Nachricht erfolgreich gesendet!",
    successDescription: "Wir melden uns innerhalb von 24 Stunden bei Ihnen.",
    failure: "Die Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.",
  },
};
