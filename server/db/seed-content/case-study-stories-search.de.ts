import type { SeedCaseStudySlug, SeedStory } from "./seed-case-study";

// Seed input only (case-study-stories.de.ts): the German stories of the SEO and Google Ads
// studies (case-studies-search.ts). Each says what the English one says, with the same figures in
// German formats; terms follow the German meta (case-study-meta.de.ts) and the figure words
// (shared/i18n/pages/case-study-figures.de.ts) the page shows beside the story. A number and
// its sign are joined by a no-break space ("122\u00a0%", "6,51\u00a0£"), as the figures Intl
// writes are, so no line of the story starts with a bare sign.
export const searchStoriesDe = {
  // ---------------------------------------------------------------- SEO
  "seo-case-study": {
    title: "Wie ein Fundamentsanierer aus North Carolina seine Formularanfragen um 122\u00a0% steigerte",
    intro:
      "Atlantic Foundation & Crawl Space Repair aus Wendell, North Carolina, brauchte eine Website, die mehr lokale Sanierungsanfragen gewinnt. Eine White-Label-Kampagne für lokales und technisches SEO steigerte die organischen Nutzer um 49\u00a0% und die Formularanfragen um 122\u00a0%.",
    challenge: [
      "Auf dem Smartphone bremste die Website das Geschäft aus: Der Largest Contentful Paint lag bei 4,2 Sekunden, der Cumulative Layout Shift bei 0,45, beide deutlich über den Grenzwerten, die Google empfiehlt.",
      "Auch die lokalen Signale waren schwach. Das Unternehmen stand in nur 12 lokalen Brancheneinträgen, der Branchenschnitt liegt bei 45 oder mehr. Und 60\u00a0% seiner Leistungsseiten hatten weniger als 250 Wörter: zu wenig, damit Suchmaschinen verstehen, worum es bei der jeweiligen Leistung geht.",
    ],
    delivered: [
      "Core-Web-Vitals-Optimierung gegen langsames Laden auf dem Smartphone und verrutschende Layouts",
      "Lokales SEO für das Einzugsgebiet des Unternehmens in North Carolina",
      "Schema-Auszeichnung, die das Unternehmen, seine Leistungen und seinen Standort beschreibt",
      "Aufbau weiterer lokaler Brancheneinträge über die ursprünglichen 12 hinaus",
      "Tracking von Rankings, Klicks und Impressionen in der Google Search Console",
      "White-Label-Lieferung, die die Partneragentur unter ihrer eigenen Marke präsentieren kann",
    ],
  },
  "scuba-diving-case-study": {
    title: "Wie eine Tauchschule in Raleigh ihre Anrufklicks mit lokalem SEO um 360\u00a0% steigerte",
    intro:
      "By The Shore SCUBA Instruction bildet in Raleigh, North Carolina, Taucher aus und zertifiziert sie. Sechs Monate lokales White-Label-SEO machten aus mehr Suchen echte Kontakte: 360\u00a0% mehr Anrufklicks und 260\u00a0% mehr Formularklicks.",
    challenge: [
      "Als lokaler Anbieter für Privatkunden lebt die Schule davon, dass Taucher aus der Umgebung sie finden und dann anrufen oder ein Formular absenden. Vor der Kampagne stand sie nur mit 5 Keywords auf Platz 1 und hatte im Vergleichszeitraum 1.361 organische Nutzer.",
      "Die Ladegeschwindigkeit war mit Werten von 90 auf Mobilgeräten und am Desktop schon ordentlich. Das Potenzial lag deshalb in der lokalen Sichtbarkeit, in einer gepflegten Website und darin, die Anrufe und Formularklicks zu messen, die sie auslöste.",
    ],
    delivered: [
      "Lokales SEO für mehr Sichtbarkeit bei Suchen nach Tauchkursen im Raum Raleigh",
      "Defekte Links auf der gesamten Website repariert",
      "Neue FAQ-Bereiche mit Antworten auf die Fragen angehender Taucher",
      "Konversions-Tracking für Anruf- und Formularklicks, damit die Ergebnisse als Anfragen berichtet werden und nicht nur als Besucherzahlen",
      "Feinschliff der Ladegeschwindigkeit auf Mobilgeräten und am Desktop",
      "White-Label-Lieferung unter der Marke der Partneragentur",
    ],
  },
  "stat-planning-case-study": {
    title: "Wie ein britisches Planungsbüro seine organischen Klicks in 30 Tagen um 453\u00a0% steigerte",
    intro:
      "STAT Planning berät zur Stadt- und Bauleitplanung in Nottinghamshire und den East Midlands. Als White-Label-Partner hinter seiner Webagentur haben wir die organischen Klicks des Büros in 30 Tagen von 17 auf 94 gebracht.",
    challenge: [
      "Mit weniger als 10 Mitarbeitenden brauchte das Büro eine Website, die B2B-Planungsaufträge aus der ganzen Region bringt.",
      "Vor Beginn der Arbeit waren nur 4 seiner Keywords indexiert, seine Seiten standen bei Google im Schnitt auf Position 53, und die Website hatte aus 229 Impressionen gerade einmal 17 organische Klicks erzielt.",
    ],
    delivered: [
      "Lokales SEO für Suchen nach Planungsleistungen in ganz Nottinghamshire und den East Midlands",
      "OnPage-Optimierung der wichtigsten Leistungsseiten",
      "Ausrichtung auf die wichtigsten Keywords, Monat für Monat in der Google Search Console verfolgt",
      "White-Label-Lieferung über die Webagentur des Büros, die die Kundenbeziehung behielt",
    ],
  },
  "ubu-design-case-study": {
    title: "Wie ein britisches Architektur- und Designbüro in 90 Tagen 482 organische Klicks erzielte",
    intro:
      "UBU Design ist ein britisches Architektur- und Designbüro mit Schwerpunkt auf gewerblichen Projekten. In 90 Tagen B2B- und technischem SEO als White-Label erzielte seine Website 482 organische Klicks und 50.900 Impressionen in der Suche.",
    challenge: [
      "Vor der Kampagne kamen nur 0–2 organische Besucher am Tag auf die Website. Für ein Büro, das von gewerblichen Aufträgen lebt, trug die Suche kaum dazu bei, von möglichen Auftraggebern gesehen zu werden.",
      "Das SEO wurde als White-Label über die Webagentur des Büros beauftragt und über 90 Tage gemessen, von Mai bis Juli 2025.",
    ],
    delivered: [
      "B2B-SEO für die Suchen, mit denen gewerbliche Auftraggeber Architektur- und Designbüros finden",
      "Technische SEO-Korrekturen auf der gesamten Website",
      "Tracking von Klicks, Impressionen, durchschnittlicher Position und wiederkehrenden Nutzern",
      "White-Label-Lieferung über die Partner-Webagentur",
    ],
  },
  "citypat-case-study": {
    title: "Wie ein britischer Prüfdienst für Elektrogeräte in sechs Monaten 34.600 Impressionen in der Suche erreichte",
    intro:
      "Citypat bietet Unternehmen und Privathaushalten in Großbritannien Elektrosicherheit, Geräteprüfung (PAT) und Compliance-Leistungen. Sechs Monate lokales White-Label-SEO bauten seine Sichtbarkeit auf 34.600 Impressionen und 244 organische Klicks aus, bei einer Interaktionsrate von 88,37\u00a0%.",
    challenge: [
      "Citypat arbeitet für Geschäfts- und Privatkunden und musste daher bei einer großen Bandbreite von Suchen zu Prüfungen und Compliance erscheinen, nicht nur bei einem einzigen Kernbegriff.",
      "Die Arbeit wurde als White-Label über die Webagentur des Unternehmens beauftragt und über sechs Monate gemessen, vom 17. Januar bis 17. Juli 2025.",
    ],
    delivered: [
      "Keyword-Recherche zu Suchen rund um Geräteprüfung, Elektrosicherheit und Compliance",
      "Eigene Landingpages für die Kernleistungen des Unternehmens",
      "Schema-Auszeichnung und einheitliche Angaben zu Name, Adresse und Telefonnummer (NAP)",
      "Optimierung des Google-Unternehmensprofils",
      "Aufbau von Brancheneinträgen in passenden Verzeichnissen",
      "White-Label-Lieferung über die Partner-Webagentur",
    ],
  },
  "griffin-group-case-study": {
    title: "Wie eine Immobiliengruppe aus Essex die Sitzungen ihrer Website in einem Quartal um 16,24\u00a0% steigerte",
    intro:
      "Die Griffin Group entwickelt Immobilien in Essex und Südostengland und investiert dort. Lokales SEO, als White-Label über SocialLand Digital geliefert, steigerte im zweiten Quartal 2025 die Nutzer um 12,02\u00a0% und die Sitzungen um 16,24\u00a0%.",
    challenge: [
      "Die Griffin Group arbeitet für Geschäfts- und Privatkunden, ihre Website muss also in Essex und im ganzen Südosten lokal sichtbar sein.",
      "Das SEO lieferten wir als White-Label über ihre Marketingagentur SocialLand Digital, die die Kundenbeziehung behielt. Ausgangspunkt für das Quartal waren 5.984 Nutzer und 6.200 Sitzungen.",
    ],
    delivered: [
      "Lokales SEO für Immobiliensuchen in Essex und ganz Südostengland",
      "Ranking-Arbeit, die die durchschnittlichen Positionen um 7 Plätze verbesserte",
      "Tracking von Nutzern, Sitzungen, Interaktion und wiederkehrenden Besuchern neben den Rankings",
      "White-Label-Lieferung über die Partneragentur SocialLand Digital",
    ],
  },

  // ---------------------------------------------------------------- Google Ads
  "arlingsworth-solicitors-case-study": {
    title: "Wie eine britische Kanzlei für Familienrecht mit Search und Performance Max über 100 Konversionen gewann",
    intro:
      "Arlingsworth Solicitors vertritt Privatmandanten in Großbritannien im Familienrecht, in Nachlasssachen und bei Scheidungen. Die Such- und Performance-Max-Kampagnen der Kanzlei brachten über 100 Konversionen zu 20,66\u00a0£ je Konversion in 30 Tagen: Die beste Kampagne erreichte eine Konversionsrate von 18,95\u00a0%, und mit Performance Max lagen die Kosten pro Akquisition im besten Fall bei 6,51\u00a0£.",
    challenge: [
      "Familienrecht, Nachlass und Scheidung sind hart umkämpfte Suchbereiche. Bei einem Tagesbudget von durchschnittlich 117,22\u00a0£ musste die Kanzlei aus Klicks Anrufe und Anfragen machen, nicht bloß Besucher.",
    ],
    delivered: [
      "Google-Ads-Suchkampagnen rund um Suchen zu Familienrecht, Nachlass und Scheidung",
      "Performance-Max-Kampagnen parallel zu den Suchkampagnen",
      "Responsive Suchanzeigen, um Anzeigentitel und Beschreibungen laufend zu testen",
      "Gebotsstrategie „Conversions maximieren“",
      "Tracking von Anrufen und Anfragen als Konversionen",
    ],
  },
  "junksaway-case-study": {
    title: "Wie ein Entrümpler aus den USA seine Kosten pro Akquisition um 82\u00a0% senkte",
    intro:
      "JunksAway übernimmt in den USA Entrümpelung und Entsorgung für Haushalte und Unternehmen. Seine Kosten pro Akquisition in Google Ads sanken von 34,37\u00a0$ auf 6,09\u00a0$, also um 82\u00a0%, bei 706 Konversionen.",
    challenge: [
      "Vor unserer Arbeit kostete jede Konversion 34,37\u00a0$, und das Konto verlor rund 45\u00a0% seines möglichen Anteils an Impressionen: Das Unternehmen fehlte bei einem großen Teil der Suchen, bei denen es hätte erscheinen können.",
    ],
    delivered: [
      "Google-Ads-Suchkampagnen für Suchen nach Entrümpelung und Entsorgung",
      "Responsive Suchanzeigen, um Anzeigentitel und Beschreibungen laufend zu testen",
      "Eine Performance-Max-Kampagne, die 444 Konversionen bei 2.703\u00a0$ Ausgaben brachte",
      "Laufende Optimierung mit Blick auf die Kosten pro Akquisition",
    ],
  },
  "the-dog-guy-case-study": {
    title: "Wie ein britischer Hundetrainer 192 Konversionen über Google Ads zu je 20,35\u00a0£ erzielte",
    intro:
      "The Dog Guy bietet in Großbritannien Hundetraining für Hundehalter an. Vier Suchkampagnen mit einem Tagesbudget von 128\u00a0£ brachten 192 Konversionen, davon 191 Anfragen über Lead-Formulare, zu durchschnittlich 20,35\u00a0£.",
    challenge: [
      "Als Haustier-Dienstleister für Privatkunden brauchte The Dog Guy einen stetigen Strom an Trainingsanfragen von Hundehaltern, zu Kosten pro Lead, die sich für einen kleinen Dienstleistungsbetrieb rechnen.",
    ],
    delivered: [
      "Vier aktive Google-Ads-Suchkampagnen",
      "Responsive Suchanzeigen, um Anzeigentitel und Beschreibungen laufend zu testen",
      "Konversions-Tracking für Lead-Formulare",
      "Budgetsteuerung mit 128\u00a0£ pro Tag und 3.906,48\u00a0£ Ausgaben im Zeitraum",
    ],
  },
} satisfies Partial<Record<SeedCaseStudySlug, SeedStory>>;
