import type { ServiceText } from "../../../content/service-details";
import { whiteLabelDe } from "./white-label.de";

export const seoDe: ServiceText = {
  whoFor: {
    intro: "Für Agenturen, die SEO unter eigenem Namen verkaufen, ohne dafür eine eigene SEO-Abteilung aufzubauen.",
    points: [
      "Webdesign- und Marketingagenturen, deren Kunden immer wieder fragen, wie sie bei Google weiter nach oben kommen",
      "Agenturen mit lokalen Betrieben und Start-ups als Kunden, die Google-Unternehmensprofil, Branchenverzeichnisse und Standortseiten brauchen",
      "Agenturen für wachsende Unternehmen, Onlineshops und größere Websites, die echte technische Tiefe verlangen",
      "Freelancer und kleine Studios, die SEO ohne Neueinstellung als neue Leistung anbieten wollen",
    ],
  },
  included: [
    { title: "Keyword-Recherche", text: "Keywords nach Suchabsicht gruppiert und den Seiten zugeordnet, die dafür ranken sollen." },
    {
      title: "OnPage-Optimierung",
      text: "Titel, Meta-Beschreibungen, Überschriften, interne Links und Texte auf den wichtigsten Seiten gezielt verbessert.",
    },
    {
      title: "Technisches SEO-Audit und Korrekturen",
      text: "Ladezeit, mobile Nutzbarkeit, Crawling-Fehler, Weiterleitungen, strukturierte Daten und Core Web Vitals: gefunden und behoben.",
    },
    {
      title: "Lokales SEO",
      text: "Google-Unternehmensprofil, Einträge in Branchenverzeichnissen und lokale Signale für Betriebe mit festem Einzugsgebiet.",
    },
    { title: "Content und SEO-Blogartikel", text: "Artikel für die Zielgruppe Ihres Kunden und die Keywords, bei denen er gewinnen muss." },
    { title: "Linkaufbau", text: "Links von relevanten, etablierten Websites, mit einer Mindest-Domain-Authority je nach Paket." },
    { title: "E-Commerce-SEO", text: "Produkt- und Kategorieseiten so aufgebaut und getextet, dass Käufer sie in der Suche finden." },
    {
      title: "Monatliches Reporting",
      text: "Rankings, Traffic und erledigte Arbeit in einem Bericht, der unter Ihrer Marke hinausgehen kann.",
    },
  ],
  packages: [
    {
      bestFor: "lokale Betriebe und Start-ups",
      includes: [
        "Basis-Audit der Website mit schnellen Korrekturen",
        "10 Haupt-Keywords",
        "5 optimierte Seiten",
        "Korrekturen an Ladezeit, Mobilansicht und Meta-Tags",
        "Google-Unternehmensprofil für 1 Standort",
        "1 Blogartikel im Monat (1.000 Wörter)",
        "2 Links im Monat (DA 30+)",
        "Kurzer Wettbewerbs-Check",
        "Monatlicher Kurzbericht",
      ],
    },
    {
      bestFor: "wachsende Unternehmen",
      includes: [
        "Vollständiges technisches und OnPage-Audit",
        "25 Keywords, nach Suchabsicht gruppiert",
        "10 optimierte Seiten",
        "Korrekturen an strukturierten Daten, Weiterleitungen und Crawling",
        "3 Standorte plus Branchenverzeichnisse",
        "2 Blogartikel im Monat (1.000–1.200 Wörter)",
        "5 Links im Monat (DA 40+)",
        "Analyse von 5 Wettbewerbern",
        "Monatsbericht plus Besprechung",
      ],
    },
    {
      bestFor: "Onlineshops und große Unternehmenswebsites",
      includes: [
        "Tiefen-Crawl und individueller technischer Plan",
        "50+ Keywords, nach Suchabsicht segmentiert",
        "20 optimierte Seiten plus Conversion-Tracking",
        "Core Web Vitals und JavaScript-SEO",
        "5+ Standorte plus Bewertungsstrategie",
        "4 Blogartikel im Monat (1.500+ Wörter)",
        "10 Links im Monat (DA 50+)",
        "Komplette Wettbewerbsanalyse und Quartalsberichte",
        "Live-Übersicht der Kennzahlen plus Strategiegespräche alle zwei Wochen",
      ],
    },
  ],
  whiteLabel: whiteLabelDe(
    "Audits, Keyword-Pläne und Inhalte kommen so bei Ihnen an, dass Sie sie als Arbeit Ihrer Agentur präsentieren können.",
    "Die Monatsberichte kommen ohne Branding oder mit Ihrem Logo, sodass Sie sie unverändert an Ihren Kunden schicken können.",
  ),
  process: [
    {
      title: "Briefing und Zugänge",
      text: "Sie nennen uns Ziele, Website und Zugänge Ihres Kunden. Wir bestätigen Paket und Prioritäten.",
    },
    {
      title: "Audit und Keyword-Plan",
      text: "Wir prüfen die Website, recherchieren Keywords und stimmen die Zielseiten mit Ihnen ab, bevor wir etwas ändern.",
    },
    {
      title: "Monatliche Umsetzung",
      text: "OnPage-Korrekturen, Inhalte, Links und lokale Arbeit gehen jeden Monat nach dem vereinbarten Plan live.",
    },
    {
      title: "White-Label-Reporting",
      text: "Jeden Monat erhalten Sie einen Bericht unter Ihrer Marke: die erledigte Arbeit und wie sich Rankings und Traffic entwickelt haben.",
    },
    {
      title: "Auswerten und nachsteuern",
      text: "Wir besprechen die Ergebnisse mit Ihnen und lenken den Aufwand dorthin, wo er sich für Ihren Kunden am meisten lohnt.",
    },
  ],
  faqs: [
    {
      question: "Erfahren meine Kunden, dass Sie die SEO-Arbeit machen?",
      answer:
        "Nein. Berichte, Audits und Inhalte kommen unter Ihrer Marke, und wir nehmen nie Kontakt zu Ihren Kunden auf. Für sie ist es die Arbeit Ihrer Agentur.",
    },
    {
      question: "Was kostet White-Label-SEO?",
      answer:
        "Die Pakete beginnen bei $500 im Monat für Starter SEO. Growth SEO kostet $650 im Monat, Pro SEO $1,200 im Monat. Jedes Paket nennt seine Keywords, Seiten, Inhalte und Links, sodass Sie Ihren eigenen Monatspreis mit klarer Marge kalkulieren können.",
    },
    {
      question: "Welches Paket passt zu meinem Kunden?",
      answer:
        "Starter passt zu lokalen Betrieben und Start-ups mit einem Standort. Growth passt zu wachsenden Unternehmen, die vollständige technische Arbeit und bis zu 3 Standorte brauchen. Pro ist für Onlineshops und große Unternehmenswebsites mit 5 oder mehr Standorten, JavaScript-SEO und Strategiegesprächen alle zwei Wochen gedacht.",
    },
    {
      question: "Wie schnell zeigen sich Ergebnisse?",
      answer:
        "Das hängt von der Website und ihrem Wettbewerb ab. In unseren veröffentlichten Fallstudien steigerte eine britische Planungsberatung ihre organischen Klicks innerhalb von 30 Tagen von 17 auf 94, während ein Fundamentsanierer aus North Carolina seine größten Zuwächse über 6 Monate sah.",
    },
    {
      question: "Übernehmen Sie lokales SEO für Unternehmen mit mehreren Standorten?",
      answer:
        "Ja. Starter umfasst das Google-Unternehmensprofil für 1 Standort, Growth 3 Standorte mit Branchenverzeichnissen und Pro 5 oder mehr Standorte mit Bewertungsstrategie.",
    },
    {
      question: "Was steht im Monatsbericht?",
      answer:
        "Rankings, Traffic und die im Monat erledigte Arbeit. Growth ergänzt eine Besprechung, Pro eine Live-Übersicht der Kennzahlen und Quartalsberichte zur Wettbewerbslage.",
    },
  ],
};
