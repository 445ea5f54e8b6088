import { seedCaseStudyDocuments } from "./content-seed";

// Words an earlier seed shipped that mislead, put right in databases that still hold them
// (server/db/seed-sets.ts). A field is changed only where it still reads exactly as shipped: what
// staff wrote since stays theirs. The corrected words are the seed's own (case-studies-search.ts,
// case-study-meta.*.ts, case-study-stories-search.de.ts), so a new database and a corrected one agree.

export interface SeedCorrection {
  /** The study, by its seeded slug. */
  slug: string;
  /** Each field by its path in the document, with the text the earlier seed gave it. */
  was: Readonly<Record<string, string>>;
}

/**
 * A study led with its best campaign's lowest cost per acquisition (£6.51) while its own 30-day
 * figure was £20.66 per conversion (docs/decisions/0040-site-settings.md, "Proof a sceptic believes").
 */
export const arlingsworthLead: SeedCorrection = {
  slug: "arlingsworth-solicitors-case-study",
  was: {
    "story.en.title": "How a UK family-law firm reached a £6.51 cost per acquisition with Performance Max",
    "story.en.intro":
      "Arlingsworth Solicitors handles family law, probate and divorce for private clients in the UK. Its Search and Performance Max campaigns generated 100+ conversions, with the best campaign converting at 18.95% and Performance Max reaching a £6.51 cost per acquisition.",
    "story.de.title": "Wie eine britische Kanzlei für Familienrecht mit Performance Max 6,51\u00a0£ Kosten pro Akquisition erreichte",
    "story.de.intro":
      "Arlingsworth Solicitors vertritt Privatmandanten in Großbritannien im Familienrecht, in Nachlasssachen und bei Scheidungen. Die Such- und Performance-Max-Kampagnen der Kanzlei brachten 100+ Konversionen: Die beste Kampagne erreichte eine Konversionsrate von 18,95\u00a0%, und mit Performance Max lagen die Kosten pro Akquisition bei 6,51\u00a0£.",
    "meta.en.title": "Law Firm Google Ads Case Study: £6.51 CPA With PMax",
    "meta.en.description":
      "Google Ads for a UK family law, probate and divorce firm: Search and Performance Max delivered 100+ conversions, an 18.95% conversion rate and a £6.51 CPA.",
    "meta.de.title": "Google-Ads-Fallstudie Kanzlei: 6,51 £ CPA mit PMax",
    "meta.de.description":
      "Google Ads für eine britische Kanzlei für Familien- und Erbrecht: Search und Performance Max brachten 100+ Conversions, 18,95 % Conversion-Rate, 6,51 £ CPA.",
  },
};

const at = (doc: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], doc);

/** The document with each field that still reads as shipped given the seed's words now; null when none does. */
export function corrected(correction: SeedCorrection, json: string): string | null {
  const seeded = seedCaseStudyDocuments.find((s) => s.document.slug === correction.slug)?.document;
  if (!seeded) return null;
  const doc = JSON.parse(json) as Record<string, unknown>;
  let changed = false;
  for (const [path, was] of Object.entries(correction.was)) {
    if (at(doc, path) !== was) continue;
    const keys = path.split(".");
    const parent = at(doc, keys.slice(0, -1).join(".")) as Record<string, unknown>;
    parent[keys.at(-1)!] = at(seeded, path);
    changed = true;
  }
  return changed ? JSON.stringify(doc) : null;
}
