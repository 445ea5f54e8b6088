import { matchRoutes, type RouteObject } from "react-router";
import { PREFETCH_DELAY_MS, PREFETCH_PATHS } from "../../shared/constants";
import { prefetchPage } from "../pages/page-modules";
import { pageNameOfRoute } from "../routes";

/**
 * docs/product-rules.md#pages-and-navigation: one second after the page has loaded, fetch the chunks of
 * the pages visitors open most, so those navigations are instant.
 */
export function schedulePrefetch(routes: RouteObject[]): void {
  const run = () => {
    for (const path of PREFETCH_PATHS) {
      for (const { route } of matchRoutes(routes, path) ?? []) {
        if (route.id && route.id !== "root") prefetchPage(pageNameOfRoute(route.id));
      }
    }
  };
  // The app itself starts after the load event (client/entry.client.tsx): the second counts from the event.
  const later = () => {
    const loadedAt = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    const sinceLoad = loadedAt && loadedAt.loadEventEnd > 0 ? performance.now() - loadedAt.loadEventEnd : 0;
    window.setTimeout(run, Math.max(0, PREFETCH_DELAY_MS - sinceLoad));
  };
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}
