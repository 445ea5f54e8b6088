import type { LegalCopy } from "./legal.en";

export const legalDe: LegalCopy = {
  eyebrow: "Rechtliches",
  titles: { privacy: "Datenschutzerklärung", terms: "Nutzungsbedingungen", cookies: "Cookie-Richtlinie" },
  lastUpdated: "Zuletzt aktualisiert:",
  contents: "Inhalt",
  cookieSettingsText: "Haben Sie es sich anders überlegt? Sie können jede Kategorie jederzeit erlauben oder ablehnen.",
  openCookieSettings: "Cookie-Einstellungen öffnen",
};
