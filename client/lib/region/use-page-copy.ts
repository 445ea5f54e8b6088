import type { Language } from "../../../shared/language";
import { pageCopyFor } from "../../../shared/i18n/copy";
import { usePageRegion } from "./region-context";

// Copy that only some pages show lives in its own typed pair (shared/i18n/pages/<name>.en.ts
// and .de.ts), imported by those pages, so it loads with their chunks and not with the home
// page's first load (docs/decisions/0017-copy-per-language-and-currency.md).

/** One page's copy in the current region's language: `usePageCopy({ en: contactEn, de: contactDe })`. */
export function usePageCopy<T>(copies: Record<Language, T>): T {
  const region = usePageRegion();
  return pageCopyFor(copies, region);
}
