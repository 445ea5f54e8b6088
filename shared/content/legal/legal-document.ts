import type { Brand } from "../../brand";
import type { RetentionPeriods } from "../../retention";

// The legal pages are data: sections with an id (the table of contents links to
// it), a title and blocks of text, lists and tables. Text may hold links written
// as [label](href); the page renders them, so the copy stays plain strings.

export type LegalBlock =
  | { kind: "p"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "table"; caption: string; columns: string[]; rows: string[][] };

export interface LegalSection {
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** ISO date the text last changed; shown as "Last updated". */
  updated: string;
  /** What the document is, in a sentence or two, under the heading. */
  summary: string;
  sections: LegalSection[];
}

/** The day the privacy, cookie and terms texts were last changed. */
export const LEGAL_UPDATED = "2026-11-28";

export interface LegalContext {
  brand: Brand;
  siteUrl: string;
}

/** The privacy policy also states the retention settings, which the retention job performs (shared/retention.ts). */
export interface PrivacyContext extends LegalContext {
  retention: RetentionPeriods;
}

/** The controller's postal address in one line. */
export const postalAddress = (brand: Brand) =>
  `${brand.address.street}, ${brand.address.city} ${brand.address.postalCode}, ${countryName(brand.address.country)}`;

const COUNTRY_NAMES: Record<string, string> = { GB: "United Kingdom", US: "United States", DE: "Germany" };
export const countryName = (code: string) => COUNTRY_NAMES[code] ?? code;

/** Host name of the scheduling service, e.g. "calendly.com". */
export const schedulingHost = (brand: Brand) => new URL(brand.schedulingOrigin).host;

export const p = (text: string): LegalBlock => ({ kind: "p", text });
export const list = (...items: string[]): LegalBlock => ({ kind: "list", items });
export const table = (caption: string, columns: string[], rows: string[][]): LegalBlock => ({ kind: "table", caption, columns, rows });
