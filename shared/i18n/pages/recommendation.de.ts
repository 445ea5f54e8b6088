import { estimateDe } from "./estimate.de";
import type { RecommendationWords } from "./recommendation.en";
import { serviceSummariesDe } from "./service-summaries.de";
import { wizardDe } from "./wizard.de";

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export const recommendationDe: RecommendationWords = {
  estimate: estimateDe,
  budgetLabel: wizardDe.budget,
  serviceName: (service) => serviceSummariesDe[service].name,
  packages: {
    seo: (name) => `Paket ${name}`,
    ads: (tier) => `Google-Ads-Betreuung, Stufe ${tier}`,
    web: (tier) => `Website-Paket ${tier}`,
    ai: (scope) => `KI-Projekt, Paket ${scope}`,
    team: (count, role, level, hours) => {
      const how = `${estimateDe.levels[level]}, ${estimateDe.hours[hours]}`;
      return count === 1 ? `1 × ${role} (${how})` : `Ein Team aus ${count} Personen: ${role} (${how})`;
    },
  },
  goals: {
    traffic: "Sie möchten mehr organischen Suchtraffic, und SEO bringt noch lange nach jeder erledigten Arbeit Besucher.",
    leads: "Sie möchten Leads aus der bezahlten Suche: Betreute Google-Ads-Kampagnen zeigen Ihre Kunden Menschen, die genau jetzt suchen.",
    website:
      "Sie möchten Websites starten oder neu aufbauen: Unsere Entwickler bauen sie unter Ihrer Marke, fertig zur Übergabe an Ihren Kunden.",
    ai: "Sie möchten KI einsetzen: Wir planen die Integration oder das Produkt mit Ihnen und liefern es als Projekt mit festem Preis.",
    capacity:
      "Sie möchten mehr Kapazität ohne Neueinstellungen: Dedizierte Fachkräfte arbeiten in Voll- oder Teilzeit in Ihren Abläufen mit.",
  },
  budget: (budget, packageName, price) => `Für ein Budget von ${lowerFirst(budget)} empfehlen wir: ${packageName} für ${price}.`,
  notSure:
    "Noch unsicher, welche Leistungen Sie brauchen? Beginnen Sie mit der, die Ihrem Hauptziel dient; weitere schlagen wir im Gespräch vor.",
  alsoAsked: (services) =>
    `Sie haben auch nach ${services.join(" und ")} gefragt, daher haben wir ${services.length === 1 ? "diese Leistung" : "diese Leistungen"} in der Einstiegsstufe ergänzt.`,
  business: {
    agency: "Alles wird als White-Label geliefert: Ihre Kunden sehen immer nur den Namen Ihrer Agentur.",
    studio: "Die Arbeit kommt als White-Label und präsentationsfertig, so verkauft Ihr Studio mehr, als es selbst umsetzen kann.",
    consultant: "Mit einer dedizierten Fachkraft betreuen Sie mehr Kunden, ohne die Kosten einer Vollzeitstelle.",
    business: "Ein Team deckt Suche, Anzeigen, Web und KI ab: Ihr Marketingteam hat einen einzigen Partner für alle Briefings.",
  },
  consultantWithoutTeam: "Alles wird als White-Label geliefert, so präsentieren Sie die Arbeit Ihren Kunden als Ihre eigene.",
  timelines: {
    asap: "Sie möchten bald starten: Buchen Sie das kostenlose 30-minütige Strategiegespräch, dann planen wir das Onboarding gemeinsam.",
    quarter: "Ein Start innerhalb von drei Monaten lässt Zeit, Umfang, Reporting und Branding abzustimmen, bevor die Arbeit beginnt.",
    half: "Mit drei bis sechs Monaten Vorlauf testen Sie zuerst eine Leistung und ergänzen die anderen, sobald sie sich bewährt hat.",
    exploring: "Kein Zeitdruck: Öffnen Sie den vorausgefüllten Preisrechner und vergleichen Sie Optionen und Pakete in Ruhe.",
  },
};
