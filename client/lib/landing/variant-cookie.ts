import { isVariantCookieName, VARIANT_COOKIE_DAYS, variantCookieName } from "../../../shared/landing/variant-keys";
import { safeLocalStorage } from "../../browser/safe-storage";
import { pageAttention } from "../attention/page-attention";
import { readStoredConsent } from "../consent/consent-preferences";

// A landing page split in variants keeps showing a visitor the variant they saw, but only with their
// analytics consent (docs/decisions/0039-landing-pages.md): the page hands its variant to
// keepVariantWithConsent, which writes the cookie the server reads (shared/landing/variant-keys.ts
// variantFromCookies) once the stored choice allows analytics, at once or when the visitor answers
// the banner on this page. Without consent nothing is written and each page view is drawn afresh.
// Withdrawing analytics removes every kept variant (client/features/cookie-consent/page-consent.ts).
// Only the landing page's chunk and that withdrawal load this module, not the entry script.

const allowsAnalytics = () => {
  const stored = readStoredConsent(safeLocalStorage(), Date.now());
  return stored.status === "valid" && stored.preferences.analytics;
};

function write(pageId: number, variant: string): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${variantCookieName(pageId)}=${variant}; Max-Age=${VARIANT_COOKIE_DAYS * 86_400}; Path=/; SameSite=Lax${secure}`;
}

/** Removes every kept variant (analytics consent withdrawn or refused). */
export function removeKeptVariants(): void {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=", 1)[0]!.trim();
    if (isVariantCookieName(name)) document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  }
}

/**
 * The visitor sees `variant` of a split page: kept now if the stored choice allows analytics, else
 * once a choice made on this page does. Returns what stops waiting for that choice (leaving the page).
 */
export function keepVariantWithConsent(pageId: number, variant: string): () => void {
  if (allowsAnalytics()) {
    write(pageId, variant);
    return () => {};
  }
  const stop = pageAttention.subscribe(() => {
    if (pageAttention.getState().consent === "given" && allowsAnalytics()) {
      write(pageId, variant);
      stop();
    }
  });
  return stop;
}
