import type { ServiceText } from "../../../content/service-details";
import { whiteLabelDe } from "./white-label.de";

export const aiDevelopmentDe: ServiceText = {
  whoFor: {
    intro: "Für Agenturen, deren Kunden nach KI fragen, und die Ja sagen wollen, ohne ein eigenes KI-Team aufzubauen.",
    points: [
      "Web- und Softwareagenturen, die ihre Produkte um KI-Funktionen erweitern",
      "Marketingagenturen, die ihren Kunden Chatbots und KI-gestützten Kundenservice anbieten",
      "Agenturen, deren Kunden KI in die Plattformen einbinden wollen, die sie schon nutzen",
      "Agenturen, die agentische Plattformen und KI-zentrierte Web- oder Mobile-Apps ausloten",
    ],
  },
  included: [
    { title: "KI-gestützte Web- und Mobile-Apps", text: "Neue Anwendungen mit KI im Kern, von der Konzeption bis zum Launch entwickelt." },
    { title: "Agentische Plattformen", text: "KI-Agenten, die mehrstufige Aufgaben für das Team oder die Kunden Ihres Kunden erledigen." },
    { title: "KI-Integration", text: "KI in den Websites, Shops und Tools, die Ihr Kunde schon nutzt." },
    { title: "KI-Chatbots und Support", text: "Chatbots, die rund um die Uhr Fragen beantworten und Supportanfragen bearbeiten." },
    { title: "Content-Erstellung und Personalisierung", text: "KI, die Inhalte entwirft oder anpasst, was jeder Besucher sieht." },
    {
      title: "Datenanalyse und Automatisierung",
      text: "KI, die aus den Daten Ihres Kunden Berichte macht und wiederkehrende Arbeit automatisiert.",
    },
  ],
  packages: [
    {
      includes: [
        "Ein einfacher KI-Chatbot",
        "Bis zu 1.000 Interaktionen im Monat",
        "Support per E-Mail",
        "Basis-Auswertungen",
        "1 Korrekturschleife",
        "30 Tage Support nach dem Launch",
      ],
    },
    {
      includes: [
        "Fortgeschrittene KI-Umsetzung",
        "Bis zu 10.000 Interaktionen im Monat",
        "Bevorzugter Support",
        "Erweiterte Auswertungen",
        "3 Korrekturschleifen",
        "90 Tage Support nach dem Launch",
        "Individuelle Integrationen",
        "Schulung und Dokumentation",
      ],
    },
    {
      includes: [
        "Eine vollständig individuelle KI-Lösung",
        "Unbegrenzte Interaktionen",
        "Support rund um die Uhr",
        "Komplette Analytics-Suite",
        "Unbegrenzte Korrekturschleifen",
        "1 Jahr Support",
        "Individuelle APIs",
        "Workshops für Ihr Team",
        "Leistungsgarantien",
      ],
    },
  ],
  packagesNote:
    "Jedes Projekt kostet so viel wie das Paket, das sein Umfang braucht; ein einfacher Chatbot beginnt also bei AI Starter. Typische Laufzeiten: KI-Chatbots 2–4 Wochen, Content-Erstellung 1–3 Wochen, Kundenservice 3–5 Wochen, Datenanalyse 4–6 Wochen, Personalisierung 3–5 Wochen und KI-gestützte Automatisierung 2–4 Wochen.",
  whiteLabel: whiteLabelDe(
    "Spezifikationen, Demos und die fertige Anwendung werden als Arbeit Ihrer Agentur übergeben.",
    "Auswertungen und Statusberichte tragen Ihre Marke, bereit zur Weitergabe an Ihren Kunden.",
  ),
  process: [
    { title: "Erstgespräch", text: "Wir klären, was KI für Ihren Kunden leisten soll und mit welchen Systemen sie zusammenarbeiten muss." },
    {
      title: "Umfang und Angebot",
      text: "Sie erhalten Umfang, Zeitplan und Projektpreis schriftlich, um Ihren Aufschlag für den Kunden zu kalkulieren.",
    },
    {
      title: "Entwickeln und trainieren",
      text: "Wir bauen die Lösung, binden sie an Daten und Tools Ihres Kunden an und testen sie an echten Fällen.",
    },
    { title: "Launch", text: "Die Lösung geht unter dem Namen Ihrer Agentur live, mit Dokumentation für das Team Ihres Kunden." },
    { title: "Support", text: "Nach dem Launch geht der Support weiter: 30 Tage, 90 Tage oder ein ganzes Jahr, je nach Paket." },
  ],
  faqs: [
    {
      question: "Welche KI-Lösungen entwickeln Sie?",
      answer:
        "KI-gestützte Web- und Mobile-Apps, agentische Plattformen und KI-Integrationen in bestehende Plattformen, darunter Chatbots, KI-Kundenservice, Content-Erstellung, Personalisierung, Datenanalyse und Automatisierung.",
    },
    {
      question: "Was kostet ein KI-Projekt?",
      answer:
        "Projekte beginnen bei $2,000 mit AI Starter. AI Business kostet $5,500, AI Enterprise beginnt bei $12,000. Jedes Projekt erhält Umfang und Preis schriftlich, bevor die Arbeit beginnt.",
    },
    {
      question: "Wie lange dauert ein KI-Projekt?",
      answer:
        "Typisch sind 1–3 Wochen für Content-Erstellung bis 4–6 Wochen für Datenanalyse. Chatbots und KI-gestützte Automatisierung dauern meist 2–4 Wochen.",
    },
    {
      question: "Können Sie KI in eine Plattform einbauen, die mein Kunde schon nutzt?",
      answer:
        "Ja. Die Integration von KI in bestehende Plattformen ist neben neuen KI-gestützten Apps und agentischen Plattformen einer unserer drei KI-Schwerpunkte.",
    },
    {
      question: "Welchen Support gibt es nach dem Launch?",
      answer: "AI Starter enthält 30 Tage Support, AI Business 90 Tage und AI Enterprise ein ganzes Jahr.",
    },
  ],
  relatedNote:
    "Eine KI-Fallstudie haben wir noch nicht veröffentlicht. Diese Webprojekte zeigen, wie unsere Entwickler White-Label-Projekte für Agenturen umsetzen.",
};
