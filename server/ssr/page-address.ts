import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject } from "react-router";
import { searchParamFilter } from "../../client/routes";
import { queryParamName } from "../../shared/visit-query";

/** Paths whose parameter filter is remembered; unknown paths (404s) only cost a match again. */
const REMEMBERED_PATHS = 2000;

/**
 * The address a page is rendered and cached under: the request's path with only the
 * query parameters its routes declare (each page's route module, client/routes.tsx routeSearchParams), as sent
 * and in the order sent. Tracking parameters and any other unknown ones are dropped,
 * so they can neither change the HTML nor make a new cache entry: "/?gclid=x&utm_source=y"
 * is "/", and "/blog?utm_medium=cpc&q=seo" is "/blog?q=seo". Only names are decoded
 * (values are kept as they came), so an ad click costs a split, not a parse.
 */
export function createPageAddress(routes: RouteObject[]): (url: string) => string {
  const filters = new LRUCache<string, (name: string) => boolean>({ max: REMEMBERED_PATHS });

  function filterFor(pathname: string): (name: string) => boolean {
    let filter = filters.get(pathname);
    if (!filter) {
      filter = searchParamFilter((matchRoutes(routes, pathname) ?? []).map((m) => m.route.id ?? ""));
      filters.set(pathname, filter);
    }
    return filter;
  }

  return function pageAddress(requestUrl: string): string {
    // A fragment never reaches a server from a browser; one typed into a raw request is ignored.
    const hash = requestUrl.indexOf("#");
    const url = hash === -1 ? requestUrl : requestUrl.slice(0, hash);
    const q = url.indexOf("?");
    if (q === -1) return url;
    const pathname = url.slice(0, q);
    const isDeclared = filterFor(pathname);
    let search = "";
    for (const pair of url.slice(q + 1).split("&")) {
      if (pair === "") continue;
      const name = queryParamName(pair);
      if (name !== null && isDeclared(name)) search += search ? `&${pair}` : pair;
    }
    return search ? `${pathname}?${search}` : pathname;
  };
}
