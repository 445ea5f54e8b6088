import type { ServicePageCopy } from "./service-page.en";

export const servicePageDe: ServicePageCopy = {
  meta: {
    overview: {
      title: "White-Label-Leistungen für Agenturen",
      description:
        "White-Label-SEO, Google Ads, Web- und KI-Entwicklung und dedizierte Fachkräfte für Agenturen in Deutschland, Großbritannien und den USA, unter Ihrer Marke.",
    },
    services: {
      seo: {
        title: "White-Label-SEO für Agenturen",
        description: (from) =>
          `White-Label-SEO für Agenturen: Audits, OnPage-Optimierung, lokales SEO, Content und Linkaufbau unter Ihrer Marke, ab ${from} im Monat.`,
      },
      "web-development": {
        title: "White-Label-Webentwicklung für Agenturen",
        description: (from) =>
          `Websites für Agenturen als White-Label: WordPress, Shopify, BigCommerce und individuelle Entwicklung unter Ihrer Marke, ab ${from} pro Website.`,
      },
      "google-ads": {
        title: "White-Label-Google-Ads-Betreuung für Agenturen",
        description: (from) =>
          `Google Ads als White-Label: Kampagnen-Setup, Optimierung, Conversion-Tracking und Berichte unter Ihrer Marke, ab ${from} im Monat zzgl. Werbebudget.`,
      },
      "ai-development": {
        title: "White-Label-KI-Entwicklung für Agenturen",
        description: (from) =>
          `KI-Entwicklung als White-Label: Chatbots, KI-gestützte Web- und Mobile-Apps, agentische Plattformen und Integrationen, ab ${from} pro Projekt.`,
      },
      "dedicated-resources": {
        title: "Dedizierte Remote-Fachkräfte für Agenturen",
        description: (from) =>
          `Dedizierte Designer, Entwickler, SEO- und Google-Ads-Fachleute für Ihre Agentur ab ${from} im Monat, bis zu 20 % Teamrabatt, im Schnitt 60 % günstiger.`,
      },
      "n8n-automations": {
        title: "n8n-Automatisierungen für Agenturen (demnächst)",
        description: () =>
          "n8n-Automatisierungen als White-Label für Agenturen, bald verfügbar: Lead-Verteilung, Reporting und Kundenprozesse, gebaut und gepflegt unter Ihrer Marke.",
      },
    },
  },
  hero: {
    bookCall: "Kostenloses Strategiegespräch buchen",
    notifyMe: "Zum Start benachrichtigen",
    askAbout: (service: string) => `${service} anfragen`,
  },
  sections: {
    whoFor: "Für wen es passt",
    included: "Was enthalten ist",
    plannedIncluded: "Was geplant ist",
    whiteLabel: "So funktioniert White-Label-Umsetzung",
    whiteLabelIntro:
      "Sie verkaufen die Arbeit als Ihre eigene. Wir setzen sie im Hintergrund um und sorgen dafür, dass nichts auf uns zurückweist.",
    process: "So arbeiten wir zusammen",
    step: (n: number) => `Schritt ${n}: `,
    faq: "Häufige Fragen",
  },
  packages: {
    title: "Pakete und Preise",
    intro: "Großhandelspreise für Agenturen. Schlagen Sie Ihre Marge auf und verkaufen Sie jedes Paket unter Ihrer eigenen Marke.",
    mostPopular: "Am beliebtesten",
    bestFor: "Ideal für:",
    adSpend: "Werbebudget:",
    offer: {
      managementFee: (adSpend: string) => `Monatliche Betreuungsgebühr; das Werbebudget (${adSpend}) zahlen Sie separat an Google.`,
      startingPrice: (service: string) => `${service}: Einstiegspreis`,
    },
    askAbout: (name: string) => `Paket ${name} anfragen`,
    tailored: "Sie brauchen eine individuelle Schätzung?",
    tryCalculator: "Zum Preisrechner",
  },
  dedicated: {
    rolesTitle: "Rollen für Ihr Team",
    pricingTitle: "Preise und Teamrabatte",
    pricingIntro: "Jede Fachkraft wird nach Rolle, Erfahrung und Stunden berechnet. Je größer Ihr Team, desto höher der Rabatt.",
    claims: [
      { value: "$400", label: "Einstiegspreis pro Monat" },
      { value: "Bis zu 20 %", label: "Teamrabatt" },
      { value: "60 %", label: "Durchschnittliche Ersparnis gegenüber einem Team im eigenen Haus" },
    ],
    teamSizeLabel: (people: number) => `${people}+ Personen`,
    discountsCaption: "Teamrabatte",
    teamSize: "Teamgröße",
    teamDiscount: "Teamrabatt",
    estimate: "Kosten Ihres Teams schätzen",
    claimSetup: (code: string) => `Kostenlose Einrichtung sichern (${code})`,
  },
  related: {
    relatedWork: "Verwandte Projekte",
    caseStudies: "Fallstudien",
    resultsFrom: (service: string) => `Ergebnisse unserer Arbeit im Bereich ${service} für Agenturen und ihre Kunden.`,
    seeAllFor: (service: string) => `Alle Fallstudien im Bereich ${service}`,
    seeAll: "Alle Fallstudien",
  },
  cta: {
    comingSoonTitle: "Sie brauchen schon vor dem Start Hilfe bei Automatisierungen?",
    comingSoonText:
      "Sagen Sie uns, was Ihre Kunden automatisieren möchten, und wir schlagen vor, wie es sich heute am besten umsetzen lässt.",
    readyTitle: (service: string) => `Bereit, Ihren Kunden ${service} anzubieten?`,
    readyText:
      "Buchen Sie ein kostenloses 30-minütiges Strategiegespräch oder schicken Sie uns die Details: Antwort innerhalb von 24 Stunden.",
  },
  waitlist: {
    title: "Zum Start benachrichtigt werden",
    intro:
      "Tragen Sie sich in die Warteliste ein und erfahren Sie als Erste, wann White-Label-n8n-Automatisierungen starten, mit Umfang und Preisen.",
    formLabel: "Auf die Warteliste für n8n-Automatisierungen",
    email: "Geschäftliche E-Mail",
    required: "(Pflichtfeld)",
    name: "Ihr Name",
    agencyName: "Name der Agentur",
    message: "Welche Automatisierungen wünschen sich Ihre Kunden?",
    submit: "Zum Start benachrichtigen",
    submitting: "Wird eingetragen …",
    successToastTitle: "Sie stehen auf der Liste!",
    successToastText: "Wir schreiben Ihnen, sobald n8n-Automatisierungen starten.",
    failure: "Die Eintragung hat nicht geklappt. Bitte versuchen Sie es erneut.",
    doneTitle: "Sie stehen auf der Liste.",
    doneText: "Wir schreiben Ihnen, sobald n8n-Automatisierungen starten, noch bevor wir sie irgendwo ankündigen.",
  },
  overview: {
    eyebrow: "Leistungen",
    title: "White-Label-Leistungen für wachsende Agenturen",
    intro:
      "SEO, Google Ads, Websites, KI-Entwicklung und dedizierte Fachkräfte, umgesetzt von einem Team unter der Marke Ihrer Agentur. Wählen Sie eine Leistung oder kombinieren Sie mehrere; jedes Projekt hat klare Preise, einen festen Ansprechpartner und Berichte, die Ihre Kunden nie zu uns zurückverfolgen.",
    findService: "Passende Leistung finden",
    estimate: "Preis schätzen",
    allServices: "Unsere Leistungen",
    explore: (service: string) => `${service} ansehen`,
    howTitle: "So funktioniert White-Label mit uns",
    steps: [
      {
        title: "Sie verkaufen",
        text: "Sie gewinnen den Kunden und legen den Preis fest. Unsere Großhandelspreise lassen Raum für Ihre Marge.",
      },
      { title: "Wir liefern", text: "Unsere Fachleute arbeiten nach Ihren Vorgaben und Fristen, für Ihren Kunden unsichtbar." },
      { title: "Sie berichten", text: "Berichte und Übergaben kommen unter Ihrer Marke, bereit zum Weiterleiten." },
      { title: "Sie wachsen", text: "Mehr Kunden und neue Leistungen, ohne zusätzliche Gehälter." },
    ],
    resultsTitle: "Ergebnisse hinter den Leistungen",
    seeAllCaseStudies: "Alle Fallstudien",
    ctaTitle: "Nicht sicher, welche Leistung passt?",
    ctaBefore: "Beantworten Sie ein paar Fragen in unserem",
    ctaFinder: "Leistungsfinder",
    ctaAfter: ", buchen Sie ein Strategiegespräch oder erzählen Sie uns von Ihren Kunden: Wir antworten innerhalb von 24 Stunden.",
    ctaContact: "Kontakt aufnehmen",
  },
};
