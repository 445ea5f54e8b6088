import type { LegalCopy } from "./legal.en";

export const legalDe: LegalCopy = {
  eyebrow: "Rechtliches",
  titles: { privacy: "Datenschutzerklärung", terms: "Nutzungsbedingungen", cookies: "Cookie-Richtlinie" },
  descriptions: {
    privacy:
      "Wie wir personenbezogene Daten aus Website und Formularen erheben, nutzen, speichern und schützen, und wie Sie Ihre Rechte in der EU, UK und den USA ausüben.",
    terms:
      "Die Bedingungen für unsere Website, Preisrechner und Angebote: Kostenvoranschläge, Rabattcodes, White-Label-Vertraulichkeit, Nutzung, Haftung und Recht.",
    cookies:
      "Welche Cookies und welchen Browserspeicher unsere Website nutzt, nach Zweck geordnet, und wie Sie Ihre Einwilligung jederzeit ändern oder widerrufen.",
  },
  lastUpdated: "Zuletzt aktualisiert:",
  contents: "Inhalt",
  cookieSettingsText: "Haben Sie es sich anders überlegt? Sie können jede Kategorie jederzeit erlauben oder ablehnen.",
  openCookieSettings: "Cookie-Einstellungen öffnen",
};
