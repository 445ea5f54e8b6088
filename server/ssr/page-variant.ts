import type { IncomingMessage } from "node:http";
import { REGION_COOKIE, REGIONS, type RegionCode } from "../../shared/constants";
import { regionFromCookieHeader } from "../../shared/region";

// Besides its address, the one thing a page's HTML depends on is the visitor's
// region, today carried by the region cookie. The renderer, the page-cache key,
// the Vary header and the cache warm-up all ask this file, so moving regions to
// addresses of their own changes this file only.

/** The region a request is rendered for. */
export function requestRegion(req: Pick<IncomingMessage, "headers">): RegionCode {
  return regionFromCookieHeader(req.headers.cookie);
}

/** Vary of every page response: the encoding is negotiated, the region comes from a cookie. */
export const PAGE_VARY = "Accept-Encoding, Cookie";

/** The request headers that ask for a page in each region (the cache warm-up sends them). */
export function regionRequests(): { region: RegionCode; headers: Record<string, string> }[] {
  return REGIONS.map((region) => ({ region, headers: { cookie: `${REGION_COOKIE}=${region}` } }));
}

/**
 * The page-cache key: content version, region and the page's address (the request's
 * path and declared query parameters, server/ssr/page-address.ts).
 */
export function pageCacheKey(req: Pick<IncomingMessage, "headers">, pageUrl: string, contentVersion: string): string {
  return `${contentVersion}|${requestRegion(req)}|${pageUrl}`;
}
