// What the landing route itself reads (client/pages/landing/landing.route.ts and its loader), in a
// module of its own: the app every page hydrates with holds the route, and a module it shares with
// later chunks brings along every export those use (./landing-rules.ts's address rules are the
// server's and the editor's). docs/decisions/0039-landing-pages.md.

/**
 * The query parameters the page itself declares (client/pages/landing/landing.route.ts): the
 * listed value of the staff's parameter and the variant, both written by the server, never taken
 * from a visitor's address.
 */
export const MATCH_PARAM = "match";
export const VARIANT_PARAM = "variant";

/**
 * Cache-Control of a page the server answers in several variants, one per request (a landing
 * page's A/B test, docs/decisions/0039-landing-pages.md): each variant is kept by the server's page
 * cache (server/ssr/page-cache.ts), but no shared cache may keep one, or it would serve one
 * visitor's variant to everyone; browsers revalidate every time, and each variant has its own ETag.
 */
export const SPLIT_PAGE_CACHE_CONTROL = "private, no-cache";
