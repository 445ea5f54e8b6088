import type { Request, Response } from "express";
import { regionFromCookieHeader } from "../../shared/region";
import type { Logger } from "../logger";
import { pageCacheKey, type CachedPage, type PageCache } from "./page-cache";
import type { PageRenderer } from "./render";

/** Picks the best stored encoding the client accepts. */
function chooseEncoding(accept: string | undefined): "br" | "gzip" | "identity" {
  const value = accept ?? "";
  if (/\bbr\b/.test(value)) return "br";
  if (/\bgzip\b/.test(value)) return "gzip";
  return "identity";
}

function sendCached(req: Request, res: Response, page: CachedPage): void {
  res.setHeader("ETag", page.etag);
  res.setHeader("Vary", "Accept-Encoding, Cookie");
  res.setHeader("Cache-Control", "no-cache");
  if (req.headers["if-none-match"] === page.etag) {
    res.status(304).end();
    return;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const body = page[encoding];
  res.status(200);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  // With Content-Encoding already set, the compression middleware leaves the body alone.
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

/**
 * GET for every page: serve from the rendered-page cache when possible, else
 * render (streaming) and keep the bytes of a normal 200 page for next time.
 */
export function createPageHandler(deps: {
  renderer: PageRenderer;
  cache: PageCache | null;
  getContentVersion: () => string;
  logger: Logger;
}) {
  return async function handlePage(req: Request, res: Response): Promise<void> {
    const { cache } = deps;
    const key = cache ? pageCacheKey(regionFromCookieHeader(req.headers.cookie), deps.getContentVersion(), req.originalUrl) : "";
    const hit = cache?.get(key);
    if (hit) {
      res.setHeader("X-Page-Cache", "hit");
      sendCached(req, res, hit);
      return;
    }
    if (cache) res.setHeader("X-Page-Cache", "miss");
    res.setHeader("Vary", "Accept-Encoding, Cookie");
    res.setHeader("Cache-Control", "no-cache");
    const result = await deps.renderer.render(req, res);
    if (cache && result.status === 200 && result.html) {
      const stored = cache.set(key, result.html);
      deps.logger.debug({ path: req.path, bytes: stored.identity.length }, "page cached");
    }
  };
}
