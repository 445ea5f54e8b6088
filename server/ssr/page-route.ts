import type { Request, Response } from "express";
import type { Logger } from "../logger";
import { pageCacheKey, type PageCache } from "./page-cache";
import type { PageRenderer } from "./render";

/**
 * GET for every page that the cache could not answer (server/http-listener.ts
 * tries the cache first): render, streaming, and keep the bytes and headers of a
 * normal 200 page for next time.
 */
export function createPageHandler(deps: { renderer: PageRenderer; cache: PageCache | null; getContentVersion: () => string; logger: Logger }) {
  return async function handlePage(req: Request, res: Response): Promise<void> {
    const { cache } = deps;
    // Read the version before rendering: a change during the render must not be hidden by this page.
    const key = cache ? pageCacheKey(req, deps.getContentVersion()) : "";
    if (cache) res.setHeader("X-Page-Cache", "miss");
    res.setHeader("Vary", "Accept-Encoding, Cookie");
    res.setHeader("Cache-Control", "no-cache");
    const result = await deps.renderer.render(req, res);
    // A page its loader marked no-store is visitor-specific (docs/decisions/0002): never stored.
    const isStorable = !String(res.getHeader("Cache-Control") ?? "").includes("no-store");
    if (cache && result.status === 200 && result.html && isStorable) {
      cache.set(key, result.html, res.getHeaders());
      deps.logger.debug({ path: req.path, bytes: result.html.length }, "page cached");
    }
  };
}
