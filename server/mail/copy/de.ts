import { exitOffers } from "../../../shared/content/exit-offers";
import { services } from "../../../shared/content/services";
import { optionLabel } from "../../../shared/i18n/copy";
import { de as ui } from "../../../shared/i18n/de";
import { leadCaptureDe } from "../../../shared/i18n/lead-capture.de";
import { serviceSummariesDe } from "../../../shared/i18n/pages/service-summaries.de";
import type { MailCopy } from "./en";

// What the visitor's emails say, in German (region DE). Informal "du" is unusual
// for a B2B agency: the copy uses "Sie".

/** The German names the pages show for the values forms send: the home form's options, the services, the exit popup's offers. */
const serviceNames: Record<string, string> = {
  ...ui.serviceOptions,
  ...Object.fromEntries(services.map((s) => [s.name, serviceSummariesDe[s.slug].name])),
  ...Object.fromEntries(exitOffers.map((o) => [o.name, optionLabel(leadCaptureDe.popups.exit.offers, o.id)])),
};

/** "30%" as German writes it: "30 %". */
const percent = (discount: string) => discount.replace("%", "\u00a0%");

export const de: MailCopy = {
  lang: "de",
  greeting: (name) => (name ? `Hallo ${name},` : "Guten Tag,"),
  serviceName: (service) => serviceNames[service] ?? service,
  nextStepsTitle: "So geht es weiter",
  visitor: {
    enquiry: ({ brand, service }) => ({
      subject: `Wir haben Ihre Nachricht erhalten – ${brand}`,
      heading: "Vielen Dank, Ihre Nachricht ist bei unserem Team angekommen",
      intro: service
        ? `Danke, dass Sie sich wegen ${service} an ${brand} gewandt haben. Diese E-Mail bestätigt, dass Ihre Nachricht sicher angekommen ist.`
        : `Danke, dass Sie sich an ${brand} gewandt haben. Diese E-Mail bestätigt, dass Ihre Nachricht sicher angekommen ist.`,
      nextSteps: [
        "Ein Stratege liest Ihre Nachricht und prüft, was Sie brauchen.",
        "Wir antworten innerhalb von 24 Stunden auf dem Weg, den Sie gewählt haben.",
        "Wenn es hilft, schlagen wir ein kurzes Gespräch zu Umfang, Zeitplan und Preis vor.",
      ],
    }),
    quote: ({ brand }) => ({
      subject: `Ihre Angebotsanfrage – ${brand}`,
      heading: "Vielen Dank für Ihre Angebotsanfrage",
      intro: `Wir haben die Leistungen und Optionen erhalten, die Sie im Preisrechner von ${brand} gewählt haben.`,
      nextSteps: [
        "Wir prüfen Ihre Auswahl und die berechnete Schätzung.",
        "Innerhalb von 24 Stunden erhalten Sie ein schriftliches Angebot mit dem endgültigen Preis.",
        "Fragen zum Angebot? Antworten Sie darauf oder buchen Sie ein Gespräch.",
      ],
    }),
    recommendation: ({ service }) => ({
      subject: "Ihre Leistungsempfehlung",
      heading: "Danke, dass Sie den Leistungsfinder ausgefüllt haben",
      intro: service
        ? `Nach Ihren Antworten ist ${service} der beste Einstieg. Unser Team hat Ihre Antworten ebenfalls erhalten.`
        : "Unser Team hat Ihre Antworten erhalten.",
      nextSteps: [
        "Ein Stratege prüft Ihre Antworten und die Empfehlung.",
        "Innerhalb von 24 Stunden senden wir Ihnen einen Plan mit den nächsten Schritten und Preisen.",
      ],
    }),
    audit: ({ brand }) => ({
      subject: `Ihr vollständiger SEO-Bericht – ${brand}`,
      heading: "Danke für Ihre Anfrage nach dem vollständigen SEO-Bericht",
      intro: `Ein SEO-Spezialist von ${brand} erstellt den vollständigen Bericht zu dem Audit, das Sie auf unserer Website durchgeführt haben.`,
      nextSteps: [
        "Wir prüfen jedes gefundene Problem und wie viel es Sie kostet.",
        "Innerhalb von 24 Stunden erhalten Sie den vollständigen Bericht mit den Korrekturen, die Ihren Rankings am meisten helfen, nach Priorität geordnet.",
      ],
    }),
    waitlist: ({ brand }) => ({
      subject: `Sie stehen auf der Warteliste für n8n-Automatisierungen – ${brand}`,
      heading: "Sie stehen auf der Warteliste",
      intro: `Danke für Ihr Interesse an n8n-Automatisierungen von ${brand}. Ihr Platz auf der Warteliste ist gespeichert.`,
      nextSteps: [
        "Wir schreiben Ihnen, sobald der Service startet.",
        "Wer auf der Warteliste steht, erfährt es zuerst, noch vor jeder öffentlichen Ankündigung.",
      ],
    }),
    welcome: ({ brand, service }) => ({
      subject: `Willkommen bei ${brand}`,
      heading: "Alles erledigt",
      intro: service ? `Danke für Ihr Interesse an ${service}.` : `Danke, dass Sie sich an ${brand} gewandt haben.`,
      nextSteps: [
        "Ein Teammitglied meldet sich innerhalb von 24 Stunden mit Ideen für Ihre Agentur.",
        "Bis dahin zeigen unsere Fallstudien, was wir für Agenturen wie Ihre erreicht haben.",
      ],
    }),
    offer: ({ brand, service }) => ({
      subject: `Ihr exklusiver Rabattcode – ${brand}`,
      heading: "Hier ist Ihr exklusiver Rabatt",
      intro: service ? `Danke, dass Sie das Angebot für ${service} angenommen haben.` : "Danke, dass Sie unser Angebot angenommen haben.",
      nextSteps: [
        "Ein Teammitglied meldet sich innerhalb von 24 Stunden, um über Ihr Projekt zu sprechen.",
        "Der Code gilt nur für Sie und kann einmal eingelöst werden.",
      ],
    }),
  },
  offer: {
    codeLabel: (discount, service) => `Ihr Code für ${percent(discount)} Rabatt auf ${service}`,
    howToUse: (discount, service) =>
      `Nennen Sie den Code, wenn Sie auf diese E-Mail antworten oder Ihr Gespräch buchen, und wir ziehen ${percent(discount)} von Ihrem Angebot für ${service} ab.`,
  },
  bookCall: {
    text: (minutes) =>
      `Sie möchten früher sprechen? Buchen Sie ein kostenloses ${minutes}-minütiges Strategiegespräch zu einer Zeit, die Ihnen passt.`,
    button: "Strategiegespräch buchen",
  },
  replyHint: "Möchten Sie etwas ergänzen? Antworten Sie einfach auf diese E-Mail: Sie geht direkt an unser Team.",
  signOff: (brand) => `Ihr Team von ${brand}`,
  sentBecause: (domain) =>
    `Sie erhalten diese E-Mail, weil diese Adresse in einem Formular auf ${domain} eingegeben wurde. Falls Sie das nicht waren, können Sie sie ignorieren.`,
  newsletter: {
    subject: (brand) => `Bitte bestätigen Sie Ihr Abonnement des ${brand}-Newsletters`,
    heading: "Bestätigen Sie Ihr Abonnement",
    intro: (brand) =>
      `Jemand, hoffentlich Sie, möchte den Newsletter von ${brand} an diese Adresse erhalten. Klicken Sie auf die Schaltfläche, um das zu bestätigen; die nächste Ausgabe landet dann in Ihrem Postfach.`,
    button: "Ja, ich möchte den Newsletter",
    expiry: (days) => `Der Link ist ${days} Tage gültig.`,
    notYou: "Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ohne Ihre Bestätigung senden wir Ihnen nichts.",
    unsubscribeHint: "Jede Ausgabe enthält einen Link, mit dem Sie sich mit einem Klick abmelden.",
  },
};
