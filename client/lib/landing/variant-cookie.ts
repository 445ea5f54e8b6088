import { isVariantCookieName, VARIANT_COOKIE_DAYS, variantCookieName } from "../../../shared/landing/landing-rules";
import { safeLocalStorage } from "../../browser/safe-storage";
import { readStoredConsent } from "../consent/consent-preferences";

// A landing page split in variants keeps showing a visitor the variant they saw, but only with their
// analytics consent (docs/decisions/0039-landing-pages.md): the page tells this module its variant,
// which writes the cookie the server reads (shared/landing/landing-rules.ts variantFromCookies) while
// the stored choice allows analytics, and removes every such cookie when it no longer does. Without
// consent nothing is written, and each page view is drawn afresh. The consent feature calls
// applyVariantConsent with every choice (client/features/cookie-consent/page-consent.ts).

let shown: { pageId: number; variant: string } | null = null;

function write(pageId: number, variant: string): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${variantCookieName(pageId)}=${variant}; Max-Age=${VARIANT_COOKIE_DAYS * 86_400}; Path=/; SameSite=Lax${secure}`;
}

function removeAll(): void {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=", 1)[0]!.trim();
    if (isVariantCookieName(name)) document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  }
}

/** Puts a choice into effect: analytics allowed keeps the shown variant; not allowed removes every kept one. */
export function applyVariantConsent(analytics: boolean): void {
  if (!analytics) removeAll();
  else if (shown) write(shown.pageId, shown.variant);
}

/** The page a visitor is on shows `variant` of a split page: kept now if the stored choice allows analytics, else once it does. */
export function rememberShownVariant(pageId: number, variant: string): void {
  shown = { pageId, variant };
  const stored = readStoredConsent(safeLocalStorage(), Date.now());
  if (stored.status === "valid" && stored.preferences.analytics) write(pageId, variant);
}

/** The visitor left the split page: a later consent keeps nothing. */
export function forgetShownVariant(): void {
  shown = null;
}
