import type { Response } from "express";
import { keepVisitQuery } from "../../shared/visit-query";
import { PRIVATE_PAGE_CACHE_CONTROL } from "./page-variant";

/**
 * Every redirect of a page address (letter case, trailing slash, an old slug: server/app.ts and
 * ./render.tsx) goes out here: its Location carries the query the visitor asked with
 * (shared/visit-query.ts), ad click ids included. Such an answer belongs to that one click: a
 * shared cache that keys pages without their tracking parameters (they never change a page,
 * docs/decisions/0002-page-cache.md) would hand one visitor's click id to the next, so none may keep it.
 */
export function redirectKeepingQuery(res: Response, status: number, target: string, visitUrl: string): void {
  const location = keepVisitQuery(target, visitUrl);
  if (location !== target) res.setHeader("Cache-Control", PRIVATE_PAGE_CACHE_CONTROL);
  res.redirect(status, location);
}
