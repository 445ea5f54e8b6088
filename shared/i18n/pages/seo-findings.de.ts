import type { SeoFindingsCopy } from "./seo-findings.en";

// What each SEO audit check says, in German, from the outcome and figures the API sends with
// its English text (seo-findings.en.ts). Code and tag names (<title>, noindex, og:image) stay as
// they are written in HTML.

const chars = (n: number) => `${n} Zeichen`;
const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString("de-DE")} KB`;
const ms = (n: number) => `${n.toLocaleString("de-DE")} ms`;

export const seoFindingsDe: SeoFindingsCopy = {
  status: {
    label: "HTTP-Status",
    outcomes: {
      ok: (p) => ({
        finding: `Die Seite antwortet mit ${p.status}.`,
        fix: "So soll es bleiben: Suchmaschinen indexieren nur Seiten, die erfolgreich laden.",
      }),
      error: (p) => ({
        finding: `Die Seite antwortet mit ${p.status} statt 200.`,
        fix: "Sorgen Sie dafür, dass die Seite mit Status 200 lädt, oder leiten Sie diese Adresse auf eine Seite weiter, die es tut.",
      }),
    },
  },
  indexing: {
    label: "Indexierung erlaubt",
    outcomes: {
      noindexHeader: () => ({
        finding: "Die Seite verbietet Suchmaschinen die Indexierung (noindex in einem X-Robots-Tag-Header).",
        fix: "Entfernen Sie die noindex-Anweisung, wenn die Seite in den Suchergebnissen erscheinen soll.",
      }),
      noindexMeta: () => ({
        finding: "Die Seite verbietet Suchmaschinen die Indexierung (noindex in einem Robots-Meta-Tag).",
        fix: "Entfernen Sie die noindex-Anweisung, wenn die Seite in den Suchergebnissen erscheinen soll.",
      }),
      allowed: () => ({
        finding: "Keine noindex-Anweisung: Suchmaschinen dürfen diese Seite indexieren.",
        fix: "Nichts zu tun; setzen Sie noindex nur auf Seiten, die nicht in der Suche erscheinen sollen.",
      }),
    },
  },
  https: {
    label: "HTTPS",
    outcomes: {
      https: () => ({
        finding: "Die Seite wird über HTTPS ausgeliefert.",
        fix: "Nichts zu tun: HTTPS ist ein Rankingsignal und schützt die Daten der Besucher.",
      }),
      http: () => ({
        finding: "Die Seite wird über unverschlüsseltes HTTP ausgeliefert.",
        fix: "Installieren Sie ein TLS-Zertifikat und leiten Sie jede http://-Adresse auf https:// weiter.",
      }),
    },
  },
  title: {
    label: "Title-Tag",
    outcomes: {
      missing: (p) => ({
        finding: "Die Seite hat keinen Title.",
        fix: `Ergänzen Sie einen <title> mit ${p.min}–${p.max} Zeichen, der das Thema der Seite und Ihre Marke nennt.`,
      }),
      several: (p) => ({
        finding: `Die Seite hat ${p.count} Title-Tags.`,
        fix: "Behalten Sie einen einzigen <title> im <head> der Seite.",
      }),
      short: (p) => ({
        finding: `Der Title ist kurz (${chars(p.length)}).`,
        fix: `Verlängern Sie ihn auf ${p.min}–${p.max} Zeichen mit dem wichtigsten Keyword der Seite.`,
      }),
      long: (p) => ({
        finding: `Der Title ist lang (${chars(p.length)}) und wird in den Suchergebnissen abgeschnitten.`,
        fix: `Kürzen Sie ihn auf höchstens ${p.max} Zeichen, das wichtigste Keyword zuerst.`,
      }),
      good: (p) => ({
        finding: `Der Title hat eine gute Länge (${chars(p.length)}).`,
        fix: "Nichts zu tun: Ein klarer Title ist das, was Suchende anklicken.",
      }),
    },
  },
  "meta-description": {
    label: "Meta-Description",
    outcomes: {
      missing: (p) => ({
        finding: "Die Seite hat keine Meta-Description.",
        fix: `Ergänzen Sie eine Meta-Description mit ${p.min}–${p.max} Zeichen, die zum Klicken einlädt.`,
      }),
      several: (p) => ({
        finding: `Die Seite hat ${p.count} Meta-Descriptions.`,
        fix: "Behalten Sie eine Meta-Description pro Seite.",
      }),
      short: (p) => ({
        finding: `Die Description ist kurz (${chars(p.length)}).`,
        fix: `Erweitern Sie sie auf ${p.min}–${p.max} Zeichen mit einem Grund zum Klicken.`,
      }),
      long: (p) => ({
        finding: `Die Description ist lang (${chars(p.length)}) und wird abgeschnitten.`,
        fix: `Kürzen Sie sie auf höchstens ${p.max} Zeichen.`,
      }),
      good: (p) => ({
        finding: `Die Description hat eine gute Länge (${chars(p.length)}).`,
        fix: "Nichts zu tun: Suchmaschinen zeigen sie oft unter Ihrem Title.",
      }),
    },
  },
  h1: {
    label: "Hauptüberschrift (H1)",
    outcomes: {
      missing: () => ({
        finding: "Die Seite hat keine H1-Überschrift.",
        fix: "Ergänzen Sie eine H1, die sagt, worum es auf der Seite geht.",
      }),
      several: (p) => ({
        finding: `Die Seite hat ${p.count} H1-Überschriften.`,
        fix: "Behalten Sie eine H1 und machen Sie die anderen zu H2-Zwischenüberschriften.",
      }),
      empty: () => ({ finding: "Die H1-Überschrift ist leer.", fix: "Schreiben Sie das Thema der Seite in Worten in die H1." }),
      one: () => ({
        finding: "Die Seite hat genau eine H1.",
        fix: "Nichts zu tun: Eine klare H1 zeigt Suchmaschinen das Thema.",
      }),
    },
  },
  viewport: {
    label: "Mobiler Viewport",
    outcomes: {
      missing: () => ({
        finding: "Die Seite hat kein Viewport-Meta-Tag.",
        fix: 'Ergänzen Sie <meta name="viewport" content="width=device-width, initial-scale=1">: Google indexiert die mobile Version.',
      }),
      fixedWidth: () => ({
        finding: "Der Viewport richtet sich nicht nach der Gerätebreite.",
        fix: 'Verwenden Sie content="width=device-width, initial-scale=1".',
      }),
      mobile: () => ({
        finding: "Die Seite ist für mobile Bildschirme eingerichtet.",
        fix: "Nichts zu tun: Google bewertet die mobile Version von Seiten.",
      }),
    },
  },
  canonical: {
    label: "Canonical-URL",
    outcomes: {
      missing: (p) => ({
        finding: "Die Seite gibt keine Canonical-URL an.",
        fix: `Ergänzen Sie <link rel="canonical" href="${p.url}">, damit Duplikate auf eine Adresse verweisen.`,
      }),
      conflicting: (p) => ({
        finding: `Die Seite gibt ${p.count} verschiedene Canonical-URLs an.`,
        fix: "Behalten Sie einen Canonical-Link; widersprüchliche ignorieren Suchmaschinen.",
      }),
      invalid: () => ({
        finding: "Der Canonical-Link ist keine gültige Webadresse.",
        fix: "Lassen Sie den Canonical-Link auf die vollständige https://-Adresse der Seite zeigen.",
      }),
      elsewhere: () => ({
        finding: "Die Canonical-URL zeigt auf eine andere Adresse.",
        fix: "Prüfen Sie, ob das gewollt ist; eine Seite, die ranken soll, muss sich selbst als Canonical nennen.",
      }),
      self: () => ({
        finding: "Die Seite nennt sich selbst als Canonical-URL.",
        fix: "Nichts zu tun: Duplikate dieser Seite werden hier zusammengeführt.",
      }),
    },
  },
  "response-time": {
    label: "Antwortzeit des Servers",
    outcomes: {
      fast: (p) => ({
        finding: `Der Server hat in ${ms(p.ms)} geantwortet (Time to First Byte).`,
        fix: "Nichts zu tun: Ein schnelles erstes Byte hilft jeder anderen Ladezeit-Kennzahl.",
      }),
      slow: (p) => ({
        finding: `Der Server hat in ${ms(p.ms)} geantwortet (Time to First Byte).`,
        fix: `Ziel sind unter ${ms(p.good)}: mit Seiten-Caching, einem CDN oder schnellerem Hosting.`,
      }),
      verySlow: (p) => ({
        finding: `Der Server hat in ${ms(p.ms)} geantwortet (Time to First Byte).`,
        fix: `Bringen Sie sie unter ${ms(p.good)}: Seiten cachen, ein CDN einsetzen oder zu schnellerem Hosting wechseln.`,
      }),
    },
  },
  "robots-txt": {
    label: "robots.txt",
    outcomes: {
      unreadable: () => ({
        finding: "Wir konnten die robots.txt der Website nicht lesen.",
        fix: "Lassen Sie /robots.txt schnell mit Status 200 antworten (oder mit 404, wenn es keine gibt).",
      }),
      missing: () => ({
        finding: "Die Website hat keine robots.txt.",
        fix: "Legen Sie eine /robots.txt an, die das Crawlen erlaubt und Ihre Sitemap nennt.",
      }),
      blocks: () => ({
        finding: "Die robots.txt sperrt Suchmaschinen für diese Seite.",
        fix: "Entfernen Sie die Disallow-Regel für diese Seite, sofern sie nicht aus der Suche herausbleiben muss.",
      }),
      allows: () => ({ finding: "Die robots.txt ist vorhanden und erlaubt Suchmaschinen, diese Seite zu crawlen.", fix: "Nichts zu tun." }),
    },
  },
  sitemap: {
    label: "XML-Sitemap",
    outcomes: {
      found: () => ({
        finding: "Die Website hat eine XML-Sitemap.",
        fix: "Nichts zu tun; halten Sie sie aktuell und reichen Sie sie in der Search Console ein.",
      }),
      unreadable: () => ({
        finding: "Wir konnten die Sitemap der Website nicht lesen.",
        fix: "Lassen Sie /sitemap.xml (oder die Sitemap:-Zeile in der robots.txt) mit gültigem XML antworten.",
      }),
      missing: () => ({
        finding: "Wir haben keine XML-Sitemap gefunden.",
        fix: "Veröffentlichen Sie eine /sitemap.xml mit Ihren Seiten und nennen Sie sie in der robots.txt.",
      }),
    },
  },
  "image-alt": {
    label: "Alt-Texte der Bilder",
    outcomes: {
      noImages: () => ({
        finding: "Die Seite hat keine <img>-Bilder.",
        fix: "Nichts zu tun; geben Sie neuen Bildern ein alt-Attribut.",
      }),
      allHaveAlt: (p) => ({
        finding: `Alle ${p.images} Bilder haben einen Alt-Text.`,
        fix: "Nichts zu tun: Über den Alt-Text lesen Suchmaschinen Bilder.",
      }),
      someMissing: (p) => ({
        finding: `${p.missing} von ${p.images} Bildern haben kein alt-Attribut.`,
        fix: 'Beschreiben Sie jedes Bild in einem alt-Attribut (alt="" für rein dekorative Bilder).',
      }),
    },
  },
  "structured-data": {
    label: "Strukturierte Daten",
    outcomes: {
      invalid: (p) => ({
        finding: `${p.blocks} JSON-LD-${p.blocks === 1 ? "Block ist" : "Blöcke sind"} kein gültiges JSON.`,
        fix: "Korrigieren Sie die JSON-Syntax: Einen Block, der sich nicht lesen lässt, ignorieren Suchmaschinen.",
      }),
      none: () => ({
        finding: "Die Seite hat keine strukturierten Daten in JSON-LD.",
        fix: "Beschreiben Sie die Seite mit schema.org-JSON-LD (Organization, Product, Article …) für Rich Results.",
      }),
      found: (p) => ({
        finding: `JSON-LD gefunden: ${p.types}.`,
        fix: "Nichts zu tun; testen Sie es mit dem Test für Rich-Suchergebnisse von Google.",
      }),
    },
  },
  headings: {
    label: "Überschriftenstruktur",
    outcomes: {
      none: () => ({
        finding: "Die Seite hat überhaupt keine Überschriften.",
        fix: "Gliedern Sie den Inhalt mit einer H1 und H2-/H3-Zwischenüberschriften.",
      }),
      opensLow: (p) => ({
        finding: `Die Gliederung beginnt mit einer H${p.level}.`,
        fix: "Beginnen Sie mit der H1 und ordnen Sie H2 und H3 ohne Lücken darunter an.",
      }),
      skips: (p) => ({
        finding: `Die Gliederung überspringt eine Ebene (auf H${p.from} folgt H${p.to}).`,
        fix: "Ordnen Sie Überschriften der Reihe nach: H1, dann H2, dann H3, ohne Lücken.",
      }),
      tidy: (p) => ({
        finding: `${p.count} Überschriften in einer sauberen Gliederung.`,
        fix: "Nichts zu tun: Eine klare Gliederung hilft Suchmaschinen und Screenreadern.",
      }),
    },
  },
  lang: {
    label: "Sprache",
    outcomes: {
      missing: () => ({
        finding: "Das <html>-Element hat kein lang-Attribut.",
        fix: 'Geben Sie die Sprache an, z. B. <html lang="de">.',
      }),
      invalid: (p) => ({
        finding: `„${p.lang}“ ist kein gültiger Sprachcode.`,
        fix: 'Verwenden Sie einen Sprachcode wie "de", "de-DE" oder "en".',
      }),
      declared: (p) => ({
        finding: `Die Seite gibt ihre Sprache an (${p.lang}).`,
        fix: "Nichts zu tun: So zeigen Suchmaschinen sie dem passenden Publikum.",
      }),
    },
  },
  "page-weight": {
    label: "HTML-Größe",
    outcomes: {
      light: (p) => ({
        finding: `Das HTML ist ${kb(p.bytes)} groß.`,
        fix: "Nichts zu tun: Schlankes HTML ist schnell geladen und verarbeitet.",
      }),
      heavy: (p) => ({
        finding: `Das HTML ist ${kb(p.bytes)} groß.`,
        fix: `Halten Sie das HTML unter ${kb(p.good)}: Verlagern Sie Inline-Skripte, -Styles und -Daten in gecachte Dateien.`,
      }),
      veryHeavy: (p) => ({
        finding: `Das HTML ist ${kb(p.bytes)} groß.`,
        fix: `Bringen Sie das HTML deutlich unter ${kb(p.poor)}: Meist sind eingebetteter Code und Daten die Ursache.`,
      }),
    },
  },
  compression: {
    label: "Komprimierung",
    outcomes: {
      compressed: (p) => ({
        finding: `Das HTML wird komprimiert übertragen (${p.encoding}).`,
        fix: "Nichts zu tun: Komprimierung verkürzt die Übertragung.",
      }),
      tooSmall: () => ({
        finding: "Das HTML ist zu klein, als dass Komprimierung etwas ausmacht.",
        fix: "Vorerst nichts zu tun; aktivieren Sie gzip oder Brotli, wenn die Seite wächst.",
      }),
      uncompressed: () => ({
        finding: "Das HTML wird unkomprimiert übertragen.",
        fix: "Aktivieren Sie gzip- oder Brotli-Komprimierung auf dem Webserver.",
      }),
    },
  },
  redirects: {
    label: "Weiterleitungen",
    outcomes: {
      none: () => ({
        finding: "Die Adresse lädt direkt, ohne Weiterleitungen.",
        fix: "Nichts zu tun: Jede Weiterleitung kostet einen weiteren Umlauf.",
      }),
      one: () => ({
        finding: "Die Adresse erreicht die Seite mit einer einzigen Weiterleitung.",
        fix: "Nichts zu tun; verlinken Sie, wo möglich, direkt die Zieladresse.",
      }),
      chain: (p) => ({
        finding: `Die Adresse durchläuft ${p.count} Weiterleitungen bis zur Seite.`,
        fix: "Leiten Sie direkt auf die Zieladresse weiter und passen Sie interne Links darauf an.",
      }),
    },
  },
  "open-graph": {
    label: "Open-Graph-Tags",
    outcomes: {
      complete: () => ({
        finding: "Titel, Beschreibung und Bild sind für das Teilen in sozialen Netzwerken gesetzt.",
        fix: "Nichts zu tun: Geteilte Links sehen richtig aus.",
      }),
      none: () => ({
        finding: "Die Seite hat keine Open-Graph-Tags.",
        fix: "Ergänzen Sie og:title, og:description und og:image, damit geteilte Links eine ordentliche Vorschau zeigen.",
      }),
      partial: (p) => ({
        finding: `Es fehlen: ${p.missing}.`,
        fix: "Ergänzen Sie die fehlenden Open-Graph-Tags für eine vollständige Linkvorschau.",
      }),
    },
  },
  links: {
    label: "Links",
    outcomes: {
      noInternal: (p) => ({
        finding: `${p.internal} interne und ${p.external} externe Links.`,
        fix: "Verlinken Sie Ihre anderen Seiten: Über interne Links finden Crawler und Besucher sie.",
      }),
      linked: (p) => ({
        finding: `${p.internal} interne und ${p.external} externe Links.`,
        fix: "Nichts zu tun: Interne Links verteilen die Autorität über die Website.",
      }),
    },
  },
  "twitter-card": {
    label: "Twitter-/X-Card",
    outcomes: {
      declared: (p) => ({ finding: `Eine Card vom Typ ${p.card} ist angegeben.`, fix: "Nichts zu tun." }),
      unknown: (p) => ({
        finding: `„${p.card}“ ist kein bekannter Card-Typ.`,
        fix: 'Verwenden Sie twitter:card "summary_large_image" oder "summary".',
      }),
      missing: () => ({
        finding: "Kein twitter:card-Tag (X greift auf Open Graph zurück, mit kleiner Vorschau).",
        fix: 'Ergänzen Sie <meta name="twitter:card" content="summary_large_image">.',
      }),
    },
  },
};
