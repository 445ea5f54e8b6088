import type { WizardCopy } from "./wizard.en";
import { serviceNamesDe } from "./service-names.de";

export const wizardDe: WizardCopy = {
  meta: {
    title: "Die passende White-Label-Leistung finden",
    description:
      "Ein paar Fragen zu Agentur, Zielen, Budget und Zeitplan, und Sie erhalten eine Empfehlung für White-Label-SEO, Google Ads, Web, KI oder dedizierte Teams.",
  },
  eyebrow: "Leistung finden",
  title: "Finden Sie die passende Leistung für Ihre Agentur",
  intro:
    "Beantworten Sie fünf kurze Fragen zu Ihrer Agentur, Ihren Zielen, Ihrem Budget und Ihrem Zeitplan. Wir empfehlen die passenden Leistungen und das passende Paket, mit einem Link zu einer vorausgefüllten Preisschätzung.",
  progress: "Fortschritt des Assistenten",
  progressBar: "Fortschritt",
  stepOf: (step, total) => `Schritt ${step} von ${total}`,
  steps: {
    business: "Ihr Unternehmen",
    goal: "Hauptziel",
    interests: "Leistungen",
    budget: "Budget",
    timeline: "Zeitplan",
    plan: "Ihr Plan",
  },
  questions: {
    business: { title: "Was beschreibt Ihr Unternehmen am besten?", hint: "Wählen Sie eine Antwort." },
    goal: {
      title: "Was ist gerade Ihr wichtigstes Ziel?",
      hint: "Wählen Sie das wichtigste; alles Weitere besprechen wir im Gespräch.",
    },
    interests: {
      title: "Welche Leistungen interessieren Sie?",
      hint: "Kreuzen Sie alle passenden an, oder keine, wenn Sie noch unsicher sind.",
    },
    budget: {
      title: "An welches monatliche Budget denken Sie?",
      hint: "Eine grobe Zahl genügt; danach richtet sich das vorgeschlagene Paket.",
    },
    timeline: { title: "Wann möchten Sie starten?", hint: "Wählen Sie eine Antwort." },
  },
  businessTypes: {
    agency: "Digital- oder Marketingagentur",
    studio: "Webdesign- oder Entwicklungsstudio",
    consultant: "Freelancer oder Berater",
    business: "Unternehmen mit eigenem Marketingteam",
  },
  goals: {
    traffic: "Mehr organischen Suchtraffic gewinnen",
    leads: "Leads über bezahlte Suchanzeigen gewinnen",
    website: "Websites starten oder neu aufbauen",
    ai: "KI in Produkte oder Kundenleistungen bringen",
    capacity: "Mehr Kapazität ohne Neueinstellungen",
  },
  services: serviceNamesDe,
  budget: (band, from, to) =>
    band === "small" ? `Unter ${to} im Monat` : band === "xlarge" ? `Über ${from} im Monat` : `${from} bis ${to} im Monat`,
  timelines: {
    asap: "So bald wie möglich",
    quarter: "Innerhalb der nächsten drei Monate",
    half: "In drei bis sechs Monaten",
    exploring: "Ich schaue mich erst einmal um",
  },
  chooseOne: "Wählen Sie eine Option, um fortzufahren.",
  back: "Zurück",
  next: "Weiter",
  startAgain: "Neu beginnen",
  plan: {
    title: "Ihr empfohlener Plan",
    suggested: "Vorgeschlagenes Paket",
    startWith: "Beginnen mit",
    add: "Dazu",
    about: (service) => `Mehr über ${service}`,
    why: "Warum dieser Plan",
    calculator: "Die vollständige Schätzung im Preisrechner ansehen",
    bookCall: "Kostenloses 30-Minuten-Gespräch buchen",
  },
  form: {
    title: "Diesen Plan an mich senden",
    text: "Hinterlassen Sie Ihre Daten, und wir melden uns innerhalb von 24 Stunden, um ihn mit Ihnen durchzugehen.",
    sending: "Wird gesendet …",
    thanksTitle: "Danke, Ihr Plan ist bei unserem Team angekommen.",
    thanksText: "Wir melden uns innerhalb von 24 Stunden, um ihn mit Ihnen durchzugehen.",
    successTitle: "Plan gesendet!",
    successDescription: "Wir melden uns innerhalb von 24 Stunden bei Ihnen.",
    failure: "Ihr Plan konnte nicht gesendet werden. Bitte versuchen Sie es erneut.",
  },
};
