import type { SeoAuditCopy } from "./seo-audit.en";

export const seoAuditDe: SeoAuditCopy = {
  meta: {
    title: "Kostenloser SEO-Check für jede Webseite",
    description:
      "Prüfen Sie jede Webseite kostenlos: Title, Meta-Description, Überschriften, strukturierte Daten, Indexierung und mehr, verständlich erklärt und mit Lösungen.",
  },
  eyebrow: "Kostenloses Tool",
  title: "Kostenloser SEO-Check: Sehen Sie Ihre Website so, wie Google sie sieht",
  intro:
    "Geben Sie eine Website-Adresse ein: Unser Audit ruft die Seite ab, prüft die Signale, auf die Suchmaschinen achten (Titel, Beschreibungen, Überschriften, strukturierte Daten, Indexierungsregeln, Grundlagen der Ladezeit), und erklärt verständlich, was Sie zuerst beheben sollten.",
  cta: "Sollen diese Korrekturen für Ihre Kunden erledigt werden, unter Ihrer Marke? Unser White-Label-SEO-Team macht aus Befunden Ergebnisse.",
  ctaButton: "White-Label-SEO ansehen",
  form: {
    label: "Eine Seite prüfen",
    address: "Website-Adresse",
    auditing: "Wird geprüft …",
    run: "Kostenlos prüfen",
    hint: "Jede öffentliche Seite: die Startseite Ihres Kunden, eine Landingpage oder ein Blogartikel. Wir lesen sie einmal, wie eine Suchmaschine.",
  },
  progress: {
    auditing: "Prüfe",
    steps: (checks) => [
      "Adresse prüfen und verbinden",
      "Seite abrufen wie eine Suchmaschine",
      "Titel, Überschriften, Links und Tags lesen",
      "robots.txt und XML-Sitemap prüfen",
      `${checks} Prüfungen bewerten`,
    ],
    inProgress: " (läuft)",
    duration: "Das dauert meist ein paar Sekunden, nie länger als zehn.",
  },
  topics: {
    title: "Was das Audit prüft",
    intro:
      "Jede Prüfung endet mit bestanden, Warnung oder nicht bestanden und einem einzeiligen Lösungsvorschlag. Die Gesamtpunktzahl von 0 bis 100 gewichtet sie danach, wie stark sie das Ranking beeinflussen. Eine Seite, die Suchmaschinen nicht indexieren können, erreicht nie mehr als 30 Punkte, so gut der Rest auch ist.",
    list: [
      {
        title: "Können Suchmaschinen sie indexieren?",
        items: [
          "HTTP-Status und Weiterleitungskette",
          "noindex in Robots-Meta-Tags und X-Robots-Tag-Headern",
          "robots.txt-Regeln für diese Seite",
          "XML-Sitemap",
          "Canonical-URL",
        ],
      },
      {
        title: "Was sehen Suchende?",
        items: [
          "Title-Tag: vorhanden und passende Länge",
          "Meta-Description: vorhanden und passende Länge",
          "Eine klare H1 und eine saubere Überschriftenstruktur",
          "Sprachangabe",
          "Alt-Texte für Bilder",
        ],
      },
      {
        title: "Ist sie schnell und mobil tauglich?",
        items: ["HTTPS", "Antwortzeit des Servers", "HTML-Größe und Komprimierung", "Mobiler Viewport"],
      },
      {
        title: "Fällt sie auf?",
        items: ["JSON-LD-Typen strukturierter Daten", "Open-Graph- und Twitter/X-Karten für geteilte Links", "Interne und externe Links"],
      },
    ],
  },
  report: {
    title: "SEO-Auditbericht",
    summary: (fail, warn, pass) =>
      `${fail} ${fail === 1 ? "kritisches Problem" : "kritische Probleme"}, ${warn} ${warn === 1 ? "Warnung" : "Warnungen"} und ${pass} bestandene Prüfungen.`,
    status: "Status",
    responseTime: "Antwortzeit",
    htmlSize: "HTML-Größe",
    redirects: "Weiterleitungen",
    emailCta: "Den vollständigen Bericht per E-Mail erhalten",
    groups: {
      fail: { title: "Zuerst beheben", intro: "Diese Punkte bremsen die Seite in den Suchergebnissen." },
      warn: { title: "Verbesserungswürdig", intro: "Nicht blockierend, aber jeder Punkt kostet Sichtbarkeit oder Klicks." },
      pass: { title: "Bereits gut", intro: "Lassen Sie diese Punkte, wie sie sind." },
    },
    badges: { fail: "Nicht bestanden", warn: "Warnung", pass: "Bestanden" },
    whyItMatters: "Warum das zählt: ",
    howToFix: "So beheben Sie es: ",
    details: {
      title: "Was eine Suchmaschine sieht",
      rows: {
        title: "Title",
        description: "Meta-Description",
        canonical: "Canonical-URL",
        redirects: "Weiterleitungskette",
        indexing: "Indexierung",
        language: "Sprache",
        viewport: "Viewport",
        headings: (count) => `Überschriften (${count})`,
        images: "Bilder",
        links: "Links",
        structuredData: "Strukturierte Daten",
        openGraph: "Open Graph",
        twitter: "Twitter / X",
        robotsTxt: "robots.txt",
        sitemap: "XML-Sitemap",
        transfer: "Übertragung",
      },
      noneFound: "Nichts gefunden",
      notFound: "Nicht gefunden",
      noRedirects: "Keine Weiterleitungen",
      hop: (status, url) => `${status} von ${url}`,
      landed: (status, url) => `${status} unter ${url}`,
      blockedByNoindex: "Durch noindex gesperrt",
      allowed: "Erlaubt",
      emptyHeading: "(leer)",
      images: (count, withoutAlt) => `${count} Bilder, ${withoutAlt} ohne Alt-Text`,
      links: (internal, external) => `${internal} intern, ${external} extern`,
      robotsBlocks: "Gefunden, sperrt diese Seite",
      robotsAllows: "Gefunden, erlaubt diese Seite",
      transfer: (kb, encoding) =>
        `${kb.toLocaleString("de-DE")} KB übertragen${encoding ? `, komprimiert mit ${encoding}` : ", unkomprimiert"}`,
    },
  },
  problem: {
    refused:
      "Wir prüfen nur öffentliche Websites: eine Adresse im Internet, auf den üblichen Web-Ports (80 und 443), ohne Benutzername oder Passwort darin.",
    unreachable: "Prüfen Sie die Schreibweise der Adresse und ob die Website online ist, und versuchen Sie es dann erneut.",
    badCertificate:
      "Browser warnen Besucher vor dieser Website, und Suchmaschinen schicken niemanden dorthin. Erneuern oder korrigieren Sie das Zertifikat (es muss gültig sein und diese Domain nennen) und starten Sie das Audit dann erneut.",
    timeout:
      "Eine langsame erste Antwort schadet auch dem Ranking. Versuchen Sie es gleich noch einmal; passiert das öfter, braucht der Server Aufmerksamkeit.",
    notHtml: "Geben Sie die Adresse einer Seite ein, die Menschen im Browser aufrufen, keine Datei und kein Bild.",
    tooComplex:
      "Das Audit liest eine Seite nur bis zu diesen Grenzen, damit eine einzelne Seite nicht die Audits aller anderen aufhält. Prüfen Sie eine andere Seite derselben Website; endet jede Seite hier, wiederholt oder verschachtelt ihre Vorlage weit mehr Markup, als eine Seite braucht.",
    badAddress: "Geben Sie eine vollständige Adresse ein, etwa https://www.example.com.",
    tryAgain: "Bitte versuchen Sie es gleich noch einmal.",
  },
  score: {
    grades: { good: "Gut", "needs-work": "Ausbaufähig", poor: "Schwach" },
    label: (score, grade) => `SEO-Punktzahl ${score} von 100: ${grade}`,
    outOf: "von 100",
  },
  lead: {
    title: "Den vollständigen Bericht per E-Mail erhalten",
    text: "Unsere SEO-Spezialisten prüfen die Befunde von Hand und senden Ihnen den vollständigen Bericht mit den Korrekturen nach Wirkung geordnet, bereit zur Weitergabe an Ihren Kunden unter Ihrer eigenen Marke. Wir antworten innerhalb von 24 Stunden.",
    thanks: "Danke! Ihre Anfrage ist bei unserem Team angekommen; der vollständige Bericht ist innerhalb von 24 Stunden in Ihrem Postfach.",
    email: "Geschäftliche E-Mail",
    name: "Ihr Name",
    company: "Agentur oder Firma",
    sending: "Wird gesendet …",
    successTitle: "Bericht angefordert",
    failureTitle: "Ihre Anfrage konnte nicht gesendet werden",
    checkConnection: "Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
    tryAgain: "Bitte versuchen Sie es erneut.",
  },
};
