import type { RegionCode } from "../constants";
import type { Language } from "../language";
import type { UiCopy } from "./en";

// Which copy a region reads: German for DE, English for US and UK
// (docs/decisions/0017-copy-per-language-and-currency.md).
//
// Each language's UI copy is a module of its own that is provided here before anything reads
// it: the server provides both at start (shared/i18n/all-copy.ts); the browser loads only the
// page's language before it hydrates, and the other one before a navigation renders a page in
// it (client/lib/region/copy-loading.ts), so a page hydrates with one language's copy.

export type { UiCopy };

const provided: Partial<Record<Language, UiCopy>> = {};

/** Makes a language's UI copy readable by copyFor. */
export function provideCopy(copy: UiCopy): void {
  provided[copy.language] = copy;
}

/** Whether a language's UI copy has been provided. */
export const hasCopy = (language: Language): boolean => provided[language] !== undefined;

export const languageForRegion = (region: RegionCode): Language => (region === "DE" ? "de" : "en");

export function copyFor(language: Language): UiCopy {
  const copy = provided[language];
  if (!copy) throw new Error(`The ${language} UI copy was read before it was loaded (shared/i18n/copy.ts)`);
  return copy;
}

export const copyForRegion = (region: RegionCode): UiCopy => copyFor(languageForRegion(region));

/**
 * A pair of page copy modules in a region's language, for code outside React: a page's
 * `<head>` (client/head/page-meta.ts) picks its title and description with it.
 */
export const pageCopyFor = <T>(copies: Record<Language, T>, region: RegionCode): T => copies[languageForRegion(region)];

/** A label from one of the copy's fixed-option maps (keys are the English option ids or labels). */
export function optionLabel<K extends string>(labels: Record<K, string>, key: string): string {
  return (labels as Record<string, string>)[key] ?? key;
}
