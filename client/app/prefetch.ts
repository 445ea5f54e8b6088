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
  const later = () => window.setTimeout(run, PREFETCH_DELAY_MS);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}
