import type { Request, Response } from "express";
import type { OutgoingHttpHeaders } from "node:http";
import type { Logger } from "../logger";
import type { PageCache } from "./page-cache";
import { PAGE_VARY, PUBLIC_PAGE_CACHE_CONTROL, pageCacheKey } from "./page-variant";
import type { PageRenderer } from "./render";
import { sendEarlyHints } from "./early-hints";
import type { RequestVersion } from "./request-version";

/**
 * /admin and everything under it (docs/decisions/0009-admin-security.md): never cached, never indexed. Matched
 * the way the router matches (case-insensitive, percent-decoded).
 */
export function isAdminPath(url: string): boolean {
  let path = url.split(/[?#]/)[0] ?? "";
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape: the router will not match it either
  }
  return /^\/+admin(?:\/|$)/i.test(path);
}

/**
 * Whether a rendered response may be kept in the page cache: a normal 200 page
 * that is not part of the admin area and sets no cookie (a response that sets a
 * cookie belongs to one visitor).
 */
export function isStorablePage(url: string, status: number, headers: OutgoingHttpHeaders): boolean {
  // A page its loader marked no-store is visitor-specific (docs/decisions/0002): never stored.
  const isNoStore = String(headers["cache-control"] ?? "").includes("no-store");
  return status === 200 && !isAdminPath(url) && headers["set-cookie"] === undefined && !isNoStore;
}

/**
 * GET for every page that the cache could not answer (createApp in server/app.ts
 * tries the cache first): render the page whole, send it, and keep the bytes and headers of a
 * normal 200 page for next time.
 */
export function createPageHandler(deps: {
  renderer: PageRenderer;
  cache: PageCache | null;
  /** The version the request is answered at (./request-version.ts): synchronous on SQLite; on PostgreSQL a promise when the kept value is over a second old. */
  getContentVersion: RequestVersion;
  logger: Logger;
  /** The Link values of the 103 Early Hints sent before every render (./early-hints.ts); none when empty. */
  earlyHints: () => readonly string[];
}) {
  return async function handlePage(req: Request, res: Response): Promise<void> {
    // The first bytes, at once: what the first paint needs is fetched while the page is rendered.
    const hints = deps.earlyHints();
    if (hints.length > 0) sendEarlyHints(req, res, hints);
    const isAdmin = isAdminPath(req.originalUrl);
    const cache = isAdmin ? null : deps.cache;
    // Read the version before rendering: a change during the render must not be hidden by this page.
    const key = cache ? pageCacheKey(deps.renderer.pageUrl(req.originalUrl), await deps.getContentVersion(req)) : "";
    if (cache) res.setHeader("X-Page-Cache", "miss");
    res.setHeader("Vary", PAGE_VARY);
    // Public pages may be kept by a shared cache (page-variant.ts); the renderer turns a page that sets a
    // cookie, or whose loader said no-store, into a private one.
    res.setHeader("Cache-Control", isAdmin ? "no-store" : PUBLIC_PAGE_CACHE_CONTROL);
    if (isAdmin) res.setHeader("X-Robots-Tag", "noindex, nofollow");
    const result = await deps.renderer.render(req, res);
    // A page already held was rendered for a client none of its encodings suit: keep the entry and its compressed copies.
    if (cache && result.html && !cache.has(key) && isStorablePage(req.originalUrl, result.status, res.getHeaders())) {
      cache.set(key, result.html, res.getHeaders());
      deps.logger.debug({ path: req.path, bytes: result.html.length }, "page cached");
    }
  };
}
