import type { ServiceText } from "../../../content/service-details";
import { whiteLabelDe } from "./white-label.de";

export const n8nAutomationsDe: ServiceText = {
  whoFor: {
    intro: "Für Agenturen, die ihren Kunden Workflow-Automatisierung verkaufen wollen, ohne selbst n8n zu lernen.",
    points: [
      "Agenturen, deren Kunden Anfragen zwischen Formularen, Postfächern und CRM verlieren",
      "Agenturen, die jeden Monat Stunden damit verbringen, dieselben Kundenberichte von Hand zu bauen",
      "Agenturen, die neben SEO, Anzeigen und Websites einen laufenden Automatisierungsservice anbieten wollen",
    ],
  },
  included: [
    {
      title: "Lead-Routing",
      text: "Neue Anfragen aus Formularen und Anzeigen direkt ins richtige Postfach, CRM oder an den richtigen Chat-Kanal.",
    },
    {
      title: "Automatisches Reporting",
      text: "Daten aus den Tools Ihrer Kunden fließen in regelmäßige Berichte, ohne Kopieren und Einfügen.",
    },
    {
      title: "Kundenprozesse",
      text: "Die wiederkehrenden Aufgaben zwischen Tools automatisiert, vom Onboarding bis zur Zahlungserinnerung.",
    },
    { title: "Wartung", text: "Workflows werden überwacht und laufen weiter, wenn sich die verbundenen Tools ändern." },
  ],
  packages: [],
  whiteLabel: whiteLabelDe(
    "Workflows werden dokumentiert und als Arbeit Ihrer Agentur übergeben.",
    "Übergabenotizen und Laufberichte tragen Ihre Marke, nicht unsere.",
  ),
  process: [
    {
      title: "Auf die Warteliste",
      text: "Hinterlassen Sie auf dieser Seite Ihre E-Mail-Adresse und sagen Sie uns, nach welchen Automatisierungen Ihre Kunden fragen.",
    },
    { title: "Nachricht zum Start", text: "Wenn der Service startet, schreiben wir zuerst der Warteliste, mit Umfang und Preisen." },
    {
      title: "Erste Workflows",
      text: "Die ersten Workflows für Ihre Kunden werden geplant, gebaut und unter dem Namen Ihrer Agentur übergeben.",
    },
  ],
  faqs: [
    {
      question: "Wann startet der n8n-Automatisierungsservice?",
      answer:
        "Einen Termin gibt es noch nicht. Tragen Sie sich in die Warteliste ein, dann erfahren Sie es zuerst, bevor wir den Service anderswo ankündigen.",
    },
    {
      question: "Was wird der Service umfassen?",
      answer:
        "Geplant ist, n8n-Workflows für Ihre Kunden zu bauen und zu pflegen: Lead-Routing, Reporting und die wiederkehrenden Aufgaben dazwischen, als White-Label geliefert wie alle unsere Leistungen.",
    },
    {
      question: "Helfen Sie schon vor dem Start bei Automatisierung?",
      answer:
        "Unsere KI-Entwicklung deckt KI-gestützte Automatisierung bereits ab, und eine dedizierte Fachkraft kann wiederkehrende Arbeit schon heute übernehmen. Melden Sie sich, und wir schlagen die passende Lösung vor.",
    },
    {
      question: "Was passiert mit meiner E-Mail-Adresse?",
      answer: "Wir nutzen sie nur, um Ihnen den Start des Service mitzuteilen. Sie können jederzeit verlangen, dass wir sie löschen.",
    },
  ],
};
