import { hasCopy, provideCopy, type UiCopy } from "../../../shared/i18n/copy";
import type { Language } from "../../../shared/language";

// The browser loads one language's UI copy: the page's, before the app hydrates (its chunk is
// fetched with the app's, server/ssr/asset-manifest.ts), and the other only before a page in it
// is rendered (client/app/copy-first-strategy.ts). docs/decisions/0017-copy-per-language-and-currency.md.

const loaders: Record<Language, () => Promise<UiCopy>> = {
  en: () => import("../../../shared/i18n/en").then((m) => m.en),
  de: () => import("../../../shared/i18n/de").then((m) => m.de),
};

/** Resolves once the language's UI copy can be read (shared/i18n/copy.ts). */
export async function loadCopy(language: Language): Promise<void> {
  if (!hasCopy(language)) provideCopy(await loaders[language]());
}
