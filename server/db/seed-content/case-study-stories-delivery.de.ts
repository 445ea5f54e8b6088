import type { SeedCaseStudySlug, SeedStory } from "./seed-case-study";

// Seed input only (case-study-stories.de.ts): the German stories of the dedicated-team,
// web-development, branding and illustrative studies (case-studies-delivery.ts). Each says what
// the English one says, with the same figures in German formats; an example engagement says it
// is one, as the English does. A number and its sign are joined by a no-break space
// ("150\u00a0%"), as in case-study-stories-search.de.ts.
export const deliveryStoriesDe = {
  // ---------------------------------------------------------------- Dedicated resources
  "social-land": {
    title: "Wie eine Marketingagentur aus Essex mit einem dedizierten Team 150\u00a0% mehr Projekte umsetzte",
    intro:
      "SocialLand Digital ist eine Agentur für digitales Marketing und Branding in Essex. Ein sechsköpfiges dediziertes Team, eingebunden in ihre Projektarbeit, brachte sie von 10–12 auf 25+ Projekte im Monat, bei 60\u00a0% Kostenersparnis.",
    challenge: [
      "Die Agentur lieferte 10–12 Projekte im Monat, jedes mit einer Bearbeitungszeit von 8–10 Tagen. Um darüber hinaus zu wachsen, brauchte sie verlässliche zusätzliche Kapazität für Web, Design und Video.",
      "Die Zusammenarbeit begann mit einer White-Label-Website für die Agentur selbst; daraus wurden Websites für ihre Kunden und mit der Zeit ein dediziertes Team.",
    ],
    delivered: [
      "Ein sechsköpfiges dediziertes Team, eingebunden in die Abläufe der Agentur",
      "WordPress-Entwicklung für die Kunden-Websites der Agentur",
      "Unterstützung im Grafikdesign",
      "Unterstützung im Videoschnitt",
      "White-Label-Lieferung: Jedes Projekt geht unter der Marke der Agentur an den Kunden",
    ],
  },
  "koala-digital": {
    title: "Wie eine britische Agentur mit einem zweiköpfigen dedizierten Team 150\u00a0% mehr Kampagnen umsetzte",
    intro:
      "Koala Digital ist eine britische Agentur für SEO, Google Ads und WordPress. Ein zweiköpfiges dediziertes Team aus einem Google-Ads-Experten und einem Webentwickler brachte sie von 6–8 auf 15–20 Kampagnen im Monat, bei 55\u00a0% Kostenersparnis.",
    challenge: [
      "Koala Digital betreute 6–8 Kampagnen im Monat, jede mit 6–7 Tagen Bearbeitungszeit. Um mehr Aufträge für Google Ads und WordPress anzunehmen, brauchte die Agentur zusätzliche Fachkräfte.",
    ],
    delivered: [
      "Ein dedizierter Google-Ads-Experte als Teil des Agenturteams",
      "Ein dedizierter Webentwickler für die WordPress-Arbeit",
      "Bearbeitungszeit von 6–7 auf 2–3 Tage verkürzt",
      "White-Label-Lieferung: Die Kunden der Agentur sehen immer nur ihre Marke",
    ],
  },
  "website-architect": {
    title: "Wie eine Ein-Personen-Webagentur monatlich 200\u00a0% mehr lieferte und SEO ins Angebot nahm",
    intro:
      "Website Architect ist eine britische Agentur für maßgeschneiderte WordPress-Websites, die ihr Gründer allein führt. Mit einem kleinen dedizierten Team im Rücken kam sie von 1–2 auf 5–6 Websites im Monat und nahm SEO als neue Leistung ins Angebot.",
    challenge: [
      "Als Ein-Personen-Unternehmen konnte Website Architect nur 1–2 maßgeschneiderte WordPress-Websites im Monat liefern und seinen Kunden kein SEO anbieten.",
      "Die Zusammenarbeit begann über eine BNI-Netzwerkgruppe.",
    ],
    delivered: [
      "Dedizierte Unterstützung in der WordPress-Entwicklung für maßgeschneiderte Websites",
      "SEO-Fachleute, mit denen ein neues SEO-Angebot möglich wurde",
      "Ein kleines Team, das nach den Vorgaben des Gründers arbeitet",
      "White-Label-Lieferung: Die Kunden haben es nur mit der Marke Website Architect zu tun",
    ],
  },

  // ---------------------------------------------------------------- Web development
  "ts-landscaping-website": {
    title: "Wie ein Gartenbaubetrieb aus Raleigh in 48 Stunden seine erste Website bekam",
    intro:
      "TS Landscaping NC (Twins Solutions Landscaping) arbeitet für Privat- und Gewerbekunden in Raleigh, North Carolina. Als White-Label-Partner einer Agentur haben wir in 48 Stunden seine erste Website geliefert, mit eingebauten Formularen für neue Anfragen und Angebotsanfragen.",
    challenge: [
      "Der Betrieb hatte überhaupt keine Website und war bei neuen Anfragen ganz auf Empfehlungen angewiesen: Er konnte weder fertige Arbeiten zeigen noch online Angebotsanfragen annehmen.",
    ],
    delivered: [
      "Eine responsive WordPress-Website, von Grund auf neu gebaut",
      "Formulare, die neue Anfragen erfassen",
      "Formulare für Angebotsanfragen",
      "Eine Galerie mit den Gartenbauprojekten des Betriebs",
      "White-Label-Lieferung über eine Partneragentur, fertig in 48 Stunden",
    ],
  },
  "vellu-laser-landing-page": {
    title: "Wie eine Marke für Laser-Haarentfernung in 48 Stunden eine auf Konversion ausgelegte Landingpage bekam",
    intro:
      "Vellu Laser bietet Laser-Haarentfernung im Markt für Beauty und Hautpflege an. Als White-Label-Partner seiner Agentur AC Graphics Digital haben wir in 48 Stunden eine Landingpage gestaltet und geliefert, die auf Konversion ausgelegt und zuerst für das Smartphone entworfen ist.",
    challenge: [
      "Das Briefing verlangte eine einzelne Landingpage, die Besucher zu Kunden macht, zuerst für das Smartphone gestaltet und so schnell fertig, dass sie in den Zeitplan der Agentur passt.",
    ],
    delivered: [
      "Gestaltung der Landingpage innerhalb von 24 Stunden",
      "Umsetzung zuerst für das Smartphone, ausgerichtet auf Konversion",
      "Komplette Lieferung innerhalb von 48 Stunden",
      "White-Label-Übergabe über AC Graphics Digital",
    ],
  },
  "socialland-website-case-study": {
    title: "Wie aus einer White-Label-WordPress-Website für eine Agentur in Essex eine Partnerschaft über 2 Jahre wurde",
    intro:
      "SocialLand Digital, eine Agentur für digitales Marketing in Essex, brauchte eine professionelle eigene WordPress-Website. Es war unsere erste White-Label-Website für eine britische Agentur, und daraus wurde eine Partnerschaft, die seit zwei Jahren besteht und weiterläuft.",
    challenge: [
      "Für eine Marketingagentur ist die eigene Website Teil der Akquise: Sie muss jedem potenziellen Kunden, der sie besucht, die Leistungen der Agentur glaubwürdig zeigen.",
    ],
    delivered: [
      "Eine WordPress-Website für die eigene Marke der Agentur",
      "Folgeaufträge: mehrere White-Label-Websites für Kunden der Agentur",
      "Ein dediziertes Team für die Agentur, aufgebaut, als die Partnerschaft wuchs",
    ],
  },

  // ---------------------------------------------------------------- Branding
  "green-paradise-branding-website": {
    title: "Wie ein Gartenbaubetrieb ohne eigene Marke zu einer vollständigen Markenidentität und Website kam",
    intro:
      "Green Paradise gestaltet Gärten und Außenanlagen und hatte anfangs weder eine Markenidentität noch eine Website. Als White-Label-Partner einer Agentur haben wir beides geschaffen: ein Logo, eine Farbpalette und Markenrichtlinien, danach eine Website auf einem eigens entwickelten WordPress-Theme.",
    challenge: [
      "Green Paradise hatte weder Markenidentität noch Website: Kunden hatten nichts Einheitliches, woran sie den Betrieb erkennen konnten, und keinen Weg, ihn online zu finden.",
    ],
    delivered: [
      "Logogestaltung",
      "Eine Farbpalette",
      "Markenrichtlinien, die den Auftritt einheitlich halten",
      "Eine Website auf einem eigenen WordPress-Theme, gestaltet rund um die neue Markenidentität",
      "White-Label-Lieferung über eine Partneragentur",
    ],
  },

  // ---------------------------------------------------------------- Illustrative (placeholder) studies
  "web-development": {
    title: "Beispielprojekt: ein White-Label-Onlineshop für eine Modemarke",
    intro:
      "Diese Seite ist ein veranschaulichendes Beispiel, kein gemessenes Kundenergebnis. Sie zeigt, wie wir den Aufbau eines Onlineshops für eine Mode- und Lifestylemarke typischerweise als White-Label im Auftrag einer Partneragentur umsetzen.",
    challenge: [
      "Ein typisches Briefing dieser Art kommt von einer Agentur, deren Kunde aus dem Handel seinem Onlineshop entwachsen ist: Die Seiten laden langsam, auf dem Smartphone kauft es sich schlechter als am Desktop, und im Checkout springen Kunden ab, die schon kaufbereit waren.",
      "Die Agentur möchte den Aufbau komplett unter ihrer eigenen Marke abgewickelt wissen und behält dabei die Kundenbeziehung und das letzte Wort beim Design.",
    ],
    delivered: [
      "Bestandsaufnahme von Sortiment, Checkout-Ablauf und mobiler Nutzung, mit der Agentur abgestimmt, bevor die Umsetzung beginnt",
      "Gestaltung und Entwicklung des Shops, als White-Label unter der Marke der Agentur geliefert",
      "Seitenvorlagen, zuerst für das Smartphone gestaltet und auf Ladegeschwindigkeit optimiert",
      "Optimierung des Checkouts samt Einrichtung von Zahlungsanbieter und Versand",
      "SEO-Grundlagen für die Produktseiten",
      "Vereinbarte Korrekturschleifen und eine saubere Übergabe an das Team der Agentur",
    ],
  },
  "google-ads": {
    title: "Beispielprojekt: White-Label-Google-Ads für einen B2B-Softwareanbieter",
    intro:
      "Diese Seite ist ein veranschaulichendes Beispiel, kein gemessenes Kundenergebnis. Sie zeigt Schritt für Schritt, wie die White-Label-Betreuung von Google Ads für einen Anbieter von B2B-Finanzsoftware im Auftrag einer Partneragentur typischerweise eingerichtet und geführt wird.",
    challenge: [
      "Käufer von B2B-Software suchen mit präzisen Begriffen und klarer Kaufabsicht, und Klicks sind in dieser Kategorie selten günstig. Ein typisches Briefing verlangt eine höhere Lead-Qualität und niedrigere Kosten pro Lead, mit Berichten, die die Agentur direkt an ihren Kunden weitergeben kann.",
    ],
    delivered: [
      "Prüfung des Kontos und Einrichtung des Konversions-Trackings, bevor Budgets geändert werden",
      "Such- und Performance-Max-Kampagnen rund um Keywords mit hoher Kaufabsicht",
      "Zielgruppensegmentierung und Empfehlungen für die Landingpages",
      "Laufende Optimierung von Geboten, Keywords und Anzeigentexten",
      "White-Label-Berichte und regelmäßige Strategiegespräche mit der Agentur",
    ],
  },
  "payflow-systems": {
    title: "Beispielprojekt: ein dediziertes Entwicklerteam für ein Fintech-Start-up",
    intro:
      "Diese Seite ist ein veranschaulichendes Beispiel, kein gemessenes Kundenergebnis. Sie zeigt, wie ein dediziertes Remote-Entwicklerteam typischerweise zusammengestellt und geführt wird: für ein Fintech-Start-up nach seiner Series-A-Finanzierung, das Software für B2B-Zahlungen entwickelt.",
    challenge: [
      "Ein finanziertes Fintech-Start-up muss sein Produkt schnell ausliefern, doch Fachleute für Full-Stack-Entwicklung, Security und DevOps fest einzustellen kostet Monate und einen großen Teil des Budgets.",
      "Mit einem dedizierten Team gewinnt es diese Kapazität ohne langwierige Einstellungsverfahren und behält dabei die Kontrolle über Roadmap und Prioritäten.",
    ],
    delivered: [
      "Ein auf die Roadmap zugeschnittenes dediziertes Team aus Full-Stack-Entwicklern, Security-Fachleuten, DevOps-Fachleuten und einem Projektmanager",
      "Frontend- und Backend-Entwicklung mit React und Node.js",
      "Microservices auf AWS, betrieben mit Kubernetes",
      "CI/CD-Pipelines für häufige, nachvollziehbare Releases",
      "Teamrabatte von 5\u00a0% ab 2 Personen bis 20\u00a0% ab 8 Personen",
    ],
  },
} satisfies Partial<Record<SeedCaseStudySlug, SeedStory>>;
