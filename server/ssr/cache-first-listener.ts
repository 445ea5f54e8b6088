import type { IncomingMessage, ServerResponse } from "node:http";
import { MEDIA_PREFIX } from "../../shared/media/media-image";
import { SOCIAL_CARD_PREFIX } from "../../shared/social-card";
import type { Logger } from "../logger";
import type { PageCache } from "./page-cache";
import { isAdminPath } from "./page-route";
import { pageCacheKey } from "./page-variant";
import { writeCachedPage } from "./serve-cached-page";
import type { RequestVersion } from "./request-version";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export interface CacheFirstDeps {
  /** Express: everything the cache does not answer. */
  app: Listener;
  cache: PageCache;
  /** The cache key of a request's page (server/ssr/render.tsx `pageUrl`). */
  pageUrl: (url: string) => string;
  /** The version the request is answered at (./request-version.ts): a string at once, or a promise when PostgreSQL's kept version is stale. */
  getContentVersion: RequestVersion;
  /** A staff member's draft preview is never a cached page (server/content-preview.ts). */
  mayBePreview: (req: IncomingMessage) => boolean;
  logger: Logger;
}

/**
 * A page the cache holds is answered before Express, with the headers recorded when it was
 * rendered: that keeps a hit within a few times the cost of bare node:http
 * (docs/decisions/0004-performance-budget.md). The cache is an optimisation: if it cannot
 * answer (e.g. the database is down), Express handles the request and its error handling applies.
 */
export function cacheFirstListener(deps: CacheFirstDeps): Listener {
  const { app, cache, logger } = deps;
  const logHits = logger.isLevelEnabled("info");
  const serveFromCache = (req: IncomingMessage, res: ServerResponse, version: string): boolean => {
    try {
      const page = cache.get(pageCacheKey(deps.pageUrl(req.url ?? "/"), version));
      return page !== undefined && writeCachedPage(req, res, page);
    } catch {
      return false;
    }
  };
  const answer = (req: IncomingMessage, res: ServerResponse, url: string, version: string | null) => {
    if (version !== null && serveFromCache(req, res, version)) {
      if (logHits) logger.info({ method: req.method, path: url.split("?")[0], status: res.statusCode, cache: "hit" }, "request");
      return;
    }
    app(req, res);
  };
  return (req, res) => {
    const url = req.url ?? "/";
    const isPage =
      !url.startsWith("/api/") &&
      !url.startsWith("/assets/") &&
      !url.startsWith(SOCIAL_CARD_PREFIX) &&
      !url.startsWith(MEDIA_PREFIX) &&
      !isAdminPath(url);
    if (!isPage || (req.method !== "GET" && req.method !== "HEAD") || deps.mayBePreview(req)) return app(req, res);
    let version: string | Promise<string>;
    try {
      version = deps.getContentVersion(req);
    } catch {
      return app(req, res);
    }
    // SQLite answers at once; PostgreSQL only when its kept version is over a second old.
    if (typeof version === "string") return answer(req, res, url, version);
    version.then(
      (v) => answer(req, res, url, v),
      () => answer(req, res, url, null),
    );
  };
}
