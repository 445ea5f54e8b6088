import type { NewsletterCopy } from "./newsletter.en";

export const newsletterDe: NewsletterCopy = {
  meta: {
    title: "Der Newsletter für wachsende Agenturen",
    description: (subscribers) =>
      `${subscribers ? `${subscribers} ` : ""}Agenturinhaber lesen mit: Strategien zur Kundengewinnung, Tipps zu Preisen und Angeboten, KI und Automatisierung und echte Geschichten aus Agenturen.`,
  },
  eyebrow: "Newsletter",
  title: "Der Newsletter für wachsende Agenturen",
  intro: (subscribers) =>
    `${subscribers ? `${subscribers} ` : ""}Agenturinhaber bekommen praktische Ideen in ihr Postfach: Strategien zur Kundengewinnung, Tipps zu Preisen und Angeboten, Rat zu KI und Automatisierung und ehrliche Geschichten von Agenturen, die ohne Neueinstellungen gewachsen sind.`,
  subscribeFree: "Kostenlos abonnieren",
  topicsTitle: "Das erwartet Sie in jeder Ausgabe",
  topics: [
    {
      title: "Strategien, die Kunden gewinnen",
      text: "Ideen zu Positionierung, Akquise und Vertrieb, mit denen Agenturen wie Ihre den nächsten Dauerauftrag gewonnen haben.",
    },
    {
      title: "Tipps zu Preisen und Angeboten",
      text: "Wie Sie White-Label-Leistungen bündeln, bepreisen und präsentieren, damit die Marge stimmt.",
    },
    {
      title: "Tipps zu KI und Automatisierung",
      text: "Praktische Wege, KI und Automatisierung in Umsetzung und Abläufen zu nutzen, ohne den Hype.",
    },
    {
      title: "Geschichten aus Agenturen",
      text: "Ehrliche Berichte, was funktioniert hat und was nicht, als Agenturen ohne Neueinstellungen gewachsen sind.",
    },
  ],
  subscribersText: "Abonnenten lesen ihn schon in ihrem Postfach.",
  subscribeTitle: "Abonnieren",
  subscribeText:
    "Kostenlos und jederzeit kündbar. Schauen Sie nach der Anmeldung in Ihr Postfach: Ein Klick auf den Link in unserer E-Mail bestätigt Ihr Abonnement.",
  projectText: "Sie haben schon ein Projekt im Kopf? Unser Team beantwortet jede Nachricht innerhalb von 24 Stunden.",
  contactTeam: "Unser Team kontaktieren",
};
