import type { ServiceText } from "../../../content/service-details";
import { whiteLabelDe } from "./white-label.de";

export const dedicatedResourcesDe: ServiceText = {
  whoFor: {
    intro:
      "Für Agenturen mit mehr Kundenarbeit als Leuten, die Kapazität aufbauen wollen, ohne die Kosten und die Wartezeit einer Einstellung.",
    points: [
      "Agenturen, die Projekte ablehnen, weil das Team ausgebucht ist",
      "Agenturinhaber, die Fachleute wollen, die jeden Tag nach ihren Abläufen arbeiten, statt Freelancer auf Abruf",
      "Agenturen, die mit jemandem, der die Arbeit schon kennt, eine neue Leistung wie SEO oder Google Ads starten",
      "Gründer und kleine Studios, die ein Team im Rücken brauchen, um größere Kunden anzunehmen",
    ],
  },
  included: [
    {
      title: "Ihre Fachkräfte, voll für Ihre Arbeit",
      text: "Jede Fachkraft arbeitet nur für Ihre Kunden, in Ihren Tools und nach Ihren Prioritäten.",
    },
    {
      title: "Jede Kombination von Rollen",
      text: "Stellen Sie Designer, Entwickler, Marketer und Assistenzen zu einem Team zusammen, das zu Ihrer Auslastung passt.",
    },
    {
      title: "Die Einstellung übernehmen wir",
      text: "Wir finden und beschäftigen die Fachkräfte; Sie steuern ihre Arbeit wie die Ihres übrigen Teams.",
    },
    { title: "Raum zum Wachsen", text: "Nehmen Sie Leute dazu, wenn Ihre Kundenliste wächst, mit höheren Rabatten für größere Teams." },
  ],
  packages: [],
  whiteLabel: whiteLabelDe(
    "Ihre Fachkräfte arbeiten unter dem Namen Ihrer Agentur, in Ihren Tools, E-Mails und Meetings.",
    "Die Arbeit fließt direkt in Ihre eigenen Abläufe und Berichte, sodass Ihre Kunden immer nur Ihre Agentur sehen.",
  ),
  process: [
    { title: "Bedarf nennen", text: "Beschreiben Sie Rollen, Fähigkeiten, Erfahrung und Arbeitszeiten, die Ihre Agentur braucht." },
    { title: "Fachkräfte kennenlernen", text: "Wir schlagen passende Fachkräfte vor, und Sie entscheiden, wer in Ihr Team kommt." },
    {
      title: "Einarbeitung",
      text: "Ihre neuen Teammitglieder erhalten Zugang zu Ihren Tools und lernen die Arbeit für Ihre Kunden kennen.",
    },
    { title: "Tägliche Arbeit nach Ihren Regeln", text: "Sie arbeiten jeden Tag an Ihren Aufgaben und Prioritäten und berichten an Sie." },
    {
      title: "Auf- oder abstocken",
      text: "Nehmen Sie Rollen dazu, wenn die Arbeit wächst; der Teamrabatt steigt von 5 % bei 2 Personen auf 20 % ab 8.",
    },
  ],
  faqs: [
    {
      question: "Was kostet eine dedizierte Fachkraft?",
      answer:
        "Dedizierte Fachkräfte gibt es ab $400 im Monat. Der Preis hängt von Rolle, Erfahrung und Stunden ab; der Preisrechner schätzt die Kosten für das Team, das Sie sich vorstellen, im Detail.",
    },
    {
      question: "Welche Teamrabatte gibt es?",
      answer: "Je mehr Personen Sie dazunehmen, desto weniger kostet jede: 5 % ab 2 Personen, 10 % ab 3, 15 % ab 5 und 20 % ab 8.",
    },
    {
      question: "Wie viel spart meine Agentur gegenüber einer Festanstellung?",
      answer:
        "Im Schnitt sparen Agenturen 60 % gegenüber dem gleichen Team in Festanstellung. SocialLand Digital, eine Agentur aus Essex, sparte mit einem sechsköpfigen Team 60 %, Koala Digital mit zwei Fachkräften 55 %.",
    },
    {
      question: "Welche Rollen kann ich besetzen?",
      answer:
        "Grafikdesigner, Videoeditoren, SEO-Spezialisten, Google-Ads-Experten, Webentwickler und Full-Stack-Entwickler, dazu Datenerfassung, virtuelle Assistenzen und Social-Media-Manager.",
    },
    {
      question: "Arbeiten die Fachkräfte unter der Marke meiner Agentur?",
      answer:
        "Ja. Sie arbeiten in Ihren Tools und unter dem Namen Ihrer Agentur, und Ihre Kunden haben immer nur mit Ihrer Agentur zu tun.",
    },
    {
      question: "Gibt es eine Einrichtungsgebühr?",
      answer: "Nennen Sie bei Ihrer Anfrage das Angebot SETUP FREE, dann entfallen die Einrichtungskosten für Ihr neues Team.",
    },
  ],
  roles: [
    { title: "Grafikdesigner", text: "Social-Media-Grafiken, Werbemotive, Markenelemente und Website-Grafiken für Ihre Kunden." },
    { title: "Videoeditor", text: "Schnitt für Social Media, Anzeigen und Websites, nach den Markenrichtlinien Ihrer Kunden." },
    { title: "SEO-Spezialist", text: "Audits, OnPage-Arbeit, Content-Briefings und Linkaufbau für Ihre ganze Kundenliste." },
    { title: "Google-Ads-Experte", text: "Kampagnenaufbau, tägliche Optimierung und Reporting für Ihre Kunden in der bezahlten Suche." },
    { title: "Webentwickler", text: "WordPress- und E-Commerce-Websites, Updates und Korrekturen für die Websites Ihrer Kunden." },
    {
      title: "Full-Stack-Entwickler",
      text: "Individuelle Webanwendungen, Integrationen und Backend-Arbeit jenseits dessen, was Themes können.",
    },
    {
      title: "Weitere (Datenerfassung / virtuelle Assistenz / Social-Media-Management)",
      text: "Unterstützende Rollen, die die Kundenarbeit am Laufen halten: Datenerfassung, Verwaltung und tägliche Betreuung der sozialen Medien.",
    },
  ],
};
