import type { ContentDocuments } from "../../../shared/schemas/content-documents";
import type { EntryKind } from "../../../shared/schemas/content-entry";

// What a stored draft changes against the published version, in the editor's words: the
// preview says it beside the page (content-preview.tsx). Every field of every kind has its name
// here; a new field of a document schema does not type-check until it has one.

type FieldNames = { [K in EntryKind]: Record<keyof ContentDocuments[K], string> };

const FIELD_NAMES: FieldNames = {
  "case-study": {
    slug: "Address",
    client: "Client",
    service: "Main service",
    secondaryServices: "Other services",
    servicesUsed: "Services used",
    tech: "Technology",
    isIllustrative: "Example engagement",
    year: "Year",
    related: "Related studies",
    story: "Story",
    meta: "Search results and summary",
    figures: "Figures",
    platforms: "Platforms",
    cover: "Cover image",
  },
  testimonial: {
    quote: "Quote",
    person: "Name",
    role: "Role",
    agency: "Agency",
    photo: "Photo",
    caseStudy: "Case study",
    publicationAgreed: "Agreement to publication",
    agreementNote: "How they agreed",
  },
  "team-member": { name: "Name", role: "Role", department: "Department", photo: "Photo", portrait: "Illustrated portrait" },
  partner: { name: "Name", logo: "Logo", url: "Website" },
  "landing-page": {
    slug: "Address",
    regions: "Regions",
    indexable: "Search engines",
    meta: "Page title and description",
    match: "Message match",
    variants: "Variants and blocks",
  },
  // The site settings' form (client/features/admin/settings-form.tsx), by its sections.
  "site-settings": {
    company: "Founding year",
    claims: "Claims",
    security: "Security panel",
    contacts: "Contacts and hours",
    social: "Social profiles",
    look: "Brand colours and logo",
    prices: "Prices in pounds and euros",
  },
};

const LANGUAGES = { en: "English", de: "German" } as const;

/** Equal as JSON documents: the same keys with equal values, in any order; a key set to undefined counts as absent. */
export function sameDocument(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = (o: object) => Object.keys(o).filter((k) => (o as Record<string, unknown>)[k] !== undefined);
  const [ka, kb] = [keys(a), keys(b)];
  return ka.length === kb.length && ka.every((k) => sameDocument((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

const isLanguagePair = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).every((k) => k in LANGUAGES);

/** The names of the fields whose draft differs from the published document ("Role (German)", "Logo"), in the form's order. */
export function changedFields(kind: EntryKind, draft: unknown, published: unknown): string[] {
  const names = FIELD_NAMES[kind] as Record<string, string>;
  const d = (draft ?? {}) as Record<string, unknown>;
  const p = (published ?? {}) as Record<string, unknown>;
  return Object.entries(names).flatMap(([key, name]) => {
    if (sameDocument(d[key], p[key])) return [];
    const [dv, pv] = [d[key], p[key]];
    if (!isLanguagePair(dv) || !isLanguagePair(pv)) return [name];
    return Object.entries(LANGUAGES)
      .filter(([lang]) => !sameDocument(dv[lang], pv[lang]))
      .map(([, language]) => `${name} (${language})`);
  });
}

/** A field's path in the editor's words: "story.en.title" → "Story (English) › title", list places counted from 1. */
export function fieldPathName(kind: EntryKind, path: string): string {
  const [first = "", ...rest] = path.split(".");
  const names = FIELD_NAMES[kind] as Record<string, string>;
  const language = rest[0] && rest[0] in LANGUAGES ? ` (${LANGUAGES[rest.shift() as keyof typeof LANGUAGES]})` : "";
  const parts = rest.map((part) =>
    /^\d+$/.test(part) ? String(Number(part) + 1) : part.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase(),
  );
  return [`${names[first] ?? first}${language}`, ...parts].join(" › ");
}
