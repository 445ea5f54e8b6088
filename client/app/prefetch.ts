import { PREFETCH_DELAY_MS } from "../../shared/constants";
import { pageNames, prefetchPage } from "../pages/page-modules";
import { routeModules } from "../pages/route-modules.generated";

/**
 * docs/product-rules.md#pages-and-navigation: one second after the page has loaded, fetch the chunks of
 * the pages visitors open most (those whose route module says `prefetch`), so those navigations are instant.
 */
export function schedulePrefetch(alongside: () => void): void {
  const run = () => {
    for (const name of pageNames) if (routeModules[name].prefetch) prefetchPage(name);
    alongside();
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
