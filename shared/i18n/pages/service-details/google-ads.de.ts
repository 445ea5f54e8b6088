import type { ServiceText } from "../../../content/service-details";
import { whiteLabelDe } from "./white-label.de";

export const googleAdsDe: ServiceText = {
  whoFor: {
    intro: "Für Agenturen, die bezahlte Suche anbieten wollen, ohne eigene PPC-Spezialisten einzustellen und auszubilden.",
    points: [
      "Marketingagenturen, deren Kunden Anfragen über Google noch diesen Monat wollen, nicht erst nach einer Einstellungsrunde",
      "SEO- und Webagenturen, die ihre laufenden Kundenverträge um PPC-Betreuung erweitern",
      "Agenturen mit lokalen Dienstleistern als Kunden, etwa Kanzleien, Handwerk und Hausservice",
      "Agenturen mit Onlineshops, die Shopping- und Performance-Max-Kampagnen brauchen",
    ],
  },
  included: [
    { title: "Kampagnenbetreuung", text: "Kontostruktur, Gebote, Budgets und tägliche Optimierung über alle Kampagnen hinweg." },
    {
      title: "Keyword-Targeting",
      text: "Keywords mit hoher Kaufabsicht, Suchbegriff-Analysen und auszuschließende Keywords gegen Streuverluste.",
    },
    {
      title: "Anzeigentexte",
      text: "Responsive Suchanzeigen, geschrieben und getestet, bis die besten Titel und Beschreibungen gewinnen.",
    },
    {
      title: "Conversion-Tracking",
      text: "Anrufe, Formulare und Käufe werden erfasst, damit Erfolg in Anfragen und Umsatz zählt, nicht nur in Klicks.",
    },
    {
      title: "Alle Kampagnentypen",
      text: "Such-, Performance-Max-, Display-, Marken-, Remarketing-, YouTube- und Shopping-Kampagnen, je nach Paket.",
    },
    {
      title: "Berichte mit Ihrer Marke",
      text: "Monatsberichte und Strategiegespräche, bereit zur Weitergabe an Ihren Kunden als Arbeit Ihrer Agentur.",
    },
  ],
  packages: [
    {
      includes: [
        "Search- und Performance-Max-Kampagnen",
        "Remarketing",
        "Bis zu 2 Standorte",
        "3 Anzeigengruppen für die Suche",
        "Einrichtung des Conversion-Trackings",
        "Monatlicher Kurzbericht",
        "Support per E-Mail",
      ],
    },
    {
      includes: [
        "Such-, Performance-Max-, Display- und Markenkampagnen",
        "Bis zu 5 Standorte",
        "5 Suchanzeigen und 1 Display-Motiv",
        "Empfehlungen für Landingpages",
        "Zielgruppensegmentierung",
        "Monatliche Wettbewerbsbeobachtung",
        "Berichte als PDF",
        "2 Strategiegespräche im Monat",
      ],
    },
    {
      includes: [
        "Search, Display und YouTube über den ganzen Funnel",
        "Shopping-Anzeigen für Onlineshops",
        "Bundesweit oder bis zu 10 Standorte",
        "Erweiterte Zielgruppensegmentierung",
        "Empfehlungen für A/B-Tests",
        "Wettbewerbsbeobachtung alle zwei Wochen",
        "Zugang zur Live-Übersicht der Kennzahlen",
        "3 Strategiegespräche im Monat und bevorzugter Support",
      ],
    },
  ],
  packagesNote: "Die Gebühren decken nur die Betreuung ab. Das Werbebudget Ihres Kunden wird separat an Google gezahlt.",
  whiteLabel: whiteLabelDe(
    "Kampagnenpläne, Anzeigentexte und Empfehlungen kommen so bei Ihnen an, dass Sie sie als Arbeit Ihrer Agentur präsentieren können.",
    "Berichte und Kennzahl-Übersichten tragen Ihre Marke, sodass Ihr Kunde Ergebnisse von Ihrer Agentur sieht und von niemandem sonst.",
  ),
  process: [
    {
      title: "Kontoanalyse",
      text: "Wir prüfen das bestehende Konto, oder das Geschäft, wenn es neu bei Google Ads ist, und legen Ziele und Budget fest.",
    },
    {
      title: "Zuerst das Tracking",
      text: "Das Conversion-Tracking wird eingerichtet oder repariert, bevor sich Budgets ändern, damit jede Entscheidung auf echten Daten beruht.",
    },
    { title: "Kampagnenaufbau", text: "Kampagnen, Keywords, Zielgruppen und Anzeigen entstehen rund um die Suchen, die Kunden bringen." },
    {
      title: "Laufend optimieren",
      text: "Gebote, Suchbegriffe, Ausschlüsse und Anzeigentexte werden auf Kosten pro Anfrage optimiert, nicht auf Klicks.",
    },
    {
      title: "Berichte unter Ihrer Marke",
      text: "Sie erhalten Berichte und Strategiegespräche zur Weitergabe, mit klaren nächsten Schritten für Ihren Kunden.",
    },
  ],
  faqs: [
    {
      question: "Ist das Werbebudget im Preis enthalten?",
      answer:
        "Nein. Der Paketpreis ist unsere Betreuungsgebühr; das Werbebudget wird separat an Google gezahlt. Starter ist für ein Budget von $1,000–$3,000 ausgelegt, Growth für $3,000–$8,000 und Scale für $8,000–$15,000.",
    },
    {
      question: "Was kostet White-Label-Google-Ads-Betreuung?",
      answer:
        "Die Betreuung beginnt bei $400 im Monat mit dem Starter-Paket. Growth kostet $799 im Monat, Scale $1,299 im Monat, jeweils zuzüglich Werbebudget.",
    },
    {
      question: "Welche Kampagnentypen betreuen Sie?",
      answer:
        "Search, Performance Max und Remarketing ab Starter, Display- und Markenkampagnen ab Growth, YouTube- und Shopping-Anzeigen in Scale.",
    },
    {
      question: "Richten Sie das Conversion-Tracking ein?",
      answer:
        "Ja, jedes Paket enthält es. Wir berichten Ergebnisse als Anrufe, Formularanfragen und Verkäufe, nicht nur als Klicks und Impressionen.",
    },
    {
      question: "Welche Ergebnisse haben Sie erzielt?",
      answer:
        "Bei einem US-Entrümpelungsunternehmen sanken die Kosten pro Conversion über 706 Conversions von 34,37 $ auf 6,09 $. Eine britische Kanzlei für Familienrecht gewann in einem Monat über 100 Conversions zu je 20,66 £. Die Fallstudien unten zeigen die Details.",
    },
    {
      question: "Wie sehe ich, was im Konto passiert?",
      answer:
        "Starter enthält einen monatlichen Kurzbericht und Support per E-Mail, Growth ergänzt PDF-Berichte und zwei Strategiegespräche im Monat, Scale den Zugang zur Live-Übersicht der Kennzahlen und bevorzugten Support.",
    },
  ],
};
