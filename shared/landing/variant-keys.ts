// A landing page's variants as they travel outside the page's document: their keys, the cookie
// that keeps a consenting visitor's variant, and the lead fields naming the page and variant
// (docs/decisions/0039-landing-pages.md). Apart from ./landing-rules.ts and without imports,
// because the entry script carries it (client/lib/landing/variant-cookie.ts, through the consent).

/** A variant's key: it names the variant in the page's address, in the leads and in the counts. */
export const VARIANT_KEY_PATTERN = /^[a-z0-9]{1,12}$/;
export const MAX_VARIANTS = 4;

/**
 * The control fields of a lead sent from a landing page's form: the page's id and the variant the
 * visitor saw, hidden inputs of the form, rendered with the variant (server/api/lead-controls.ts).
 */
export const LANDING_PAGE_FIELD = "landingPage";
export const LANDING_VARIANT_FIELD = "landingVariant";

/** The page and variant a lead post names, or null when it names none or something that cannot be one. */
export function landingOfPost(page: unknown, variant: unknown): { pageId: number; variant: string } | null {
  const id = typeof page === "number" ? page : typeof page === "string" && /^\d{1,12}$/.test(page) ? Number(page) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || typeof variant !== "string" || !VARIANT_KEY_PATTERN.test(variant)) return null;
  return { pageId: id, variant };
}

/** A visitor's variant is kept this long, and only with their consent (client/lib/landing/variant-cookie.ts). */
export const VARIANT_COOKIE_DAYS = 30;
const VARIANT_COOKIE_PREFIX = "lpv_";
/** The cookie that keeps a visitor's variant of one page: lpv_<page id>. */
export const variantCookieName = (pageId: number): string => `${VARIANT_COOKIE_PREFIX}${pageId}`;
export const isVariantCookieName = (name: string): boolean => name.startsWith(VARIANT_COOKIE_PREFIX);
/** Whether a Cookie header (or document.cookie) holds any kept variant. */
export const hasVariantCookies = (cookies: string): boolean => cookies.includes(VARIANT_COOKIE_PREFIX);

/** The variant a Cookie header keeps for a page, or null. */
export function variantFromCookies(cookieHeader: string | undefined, pageId: number): string | null {
  if (!cookieHeader) return null;
  const name = `${variantCookieName(pageId)}=`;
  for (const part of cookieHeader.split(";")) {
    const cookie = part.trim();
    if (cookie.startsWith(name)) {
      const value = cookie.slice(name.length);
      return VARIANT_KEY_PATTERN.test(value) ? value : null;
    }
  }
  return null;
}
