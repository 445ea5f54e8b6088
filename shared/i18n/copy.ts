import type { RegionCode } from "../constants";
import type { Language } from "../language";
import { de } from "./de";
import { en, type UiCopy } from "./en";

// Which copy a region reads: German for DE, English for US and UK
// (docs/decisions/0017-copy-per-language-and-currency.md).

export type { UiCopy };

const COPY: Record<Language, UiCopy> = { en, de };

export const languageForRegion = (region: RegionCode): Language => (region === "DE" ? "de" : "en");

export const copyFor = (language: Language): UiCopy => COPY[language];

export const copyForRegion = (region: RegionCode): UiCopy => COPY[languageForRegion(region)];

/**
 * A pair of page copy modules in a region's language, for code outside React: a page's
 * `<head>` (client/head/page-meta.ts) picks its title and description with it.
 */
export const pageCopyFor = <T>(copies: Record<Language, T>, region: RegionCode): T => copies[languageForRegion(region)];

/** A label from one of the copy's fixed-option maps (keys are the English option ids or labels). */
export function optionLabel<K extends string>(labels: Record<K, string>, key: string): string {
  return (labels as Record<string, string>)[key] ?? key;
}
