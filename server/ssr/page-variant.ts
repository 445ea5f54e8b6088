// Besides the content version, a page's HTML depends on its address only: the region is
// part of it (/uk/..., /de/..., docs/decisions/0016-regions-as-addresses.md). The
// page-cache key, the Vary header and the shared caches' lifetime are decided here.

/** Vary of every page response: only the encoding is negotiated; no cookie or other header changes a page. */
export const PAGE_VARY = "Accept-Encoding";

/** How long a shared cache (CDN) may serve a public page as fresh, in seconds. */
const SHARED_MAX_AGE_S = 300;
/** How long after that it may still serve it while it fetches a new copy, in seconds. */
const STALE_WHILE_REVALIDATE_S = 60;

/**
 * Cache-Control of a public page: browsers revalidate every time (cheap, by ETag), a shared
 * cache keeps it SHARED_MAX_AGE_S and then serves it stale for up to STALE_WHILE_REVALIDATE_S
 * more while it revalidates, so a published post reaches CDN visitors within about 6 minutes.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_S}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}`;

/** Cache-Control of a page that belongs to one visitor (it sets a cookie): no cache may keep it. */
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-store";

/**
 * The page-cache key: content version and the page's address (the request's path and
 * declared query parameters, server/ssr/page-address.ts), whose prefix names the region.
 */
export function pageCacheKey(pageUrl: string, contentVersion: string): string {
  return `${contentVersion}|${pageUrl}`;
}
