import { StrictMode, useSyncExternalStore } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import type { RouterSubscriber } from "react-router";
import { RouterProvider } from "react-router/dom";
import { browserApi } from "../api/browser-api";
import type { BrowserQueryCache } from "../api/query-cache";
import { AppProviders } from "../app-providers";
import { LeadPopups } from "../features/popups/lead-popups";
import type { RootData } from "../root-data";
import { pageRouter, standInRouter, type AppRouter } from "../lib/routing/react-router-adapter";

/** The address a router shows, as one string. */
const addressOf = (router: { state: { location: { pathname: string; search: string; hash: string } } }) => {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
};

export interface PopupLayerOptions {
  router: AppRouter;
  queryCache: BrowserQueryCache;
  rootData: RootData;
  /** Whether the app's current page hosts the popups (client/lib/routing/popup-page.ts). */
  showsPopups(): boolean;
}

/**
 * The lead popups in a React root of their own, beside the app's (client/app/start-app.tsx).
 * The app's root hydrates the whole page in one transition, which on a slow phone ends seconds
 * after the load event; a popup inside it could only open once that had ended, 1.4 s after the
 * banner's answer instead of 1 s (docs/decisions/0004-performance-budget.md). This root renders
 * nothing the server wrote, so it mounts at once, before hydration starts, and a popup that
 * falls due opens as a synchronous update between hydration's slices.
 *
 * The popups read the page's region and navigate through react-router's hooks. Their root gets
 * a router of one route that follows the app's address, and a navigation the popups make (the
 * entry popup's "View Pricing") is handed to the app's router.
 */
export function mountPopupLayer({ router, queryCache, rootData, showsPopups }: PopupLayerOptions): void {
  const PopupHost = () => {
    const shown = useSyncExternalStore(router.subscribe, showsPopups, showsPopups);
    return shown ? <LeadPopups /> : null;
  };
  const layerRouter = followingRouter(router, [{ id: "popups", path: "*", Component: PopupHost }]);

  const container = document.createElement("div");
  container.id = "popup-layer";
  document.body.appendChild(container);
  const root = createRoot(container);
  // Synchronously: a render at normal priority would wait behind the app's hydration.
  flushSync(() => {
    root.render(
      <StrictMode>
        <AppProviders queryCache={queryCache} api={browserApi} rootData={rootData}>
          <RouterProvider router={layerRouter} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

/**
 * A router of the given routes that stands wherever `app` stands once its navigations settle, and
 * hands its own navigations to `app`. Built on the server page's kind of router (pageRouter), it
 * needs none of react-router's router core, which the app loads only on its first navigation.
 */
function followingRouter(app: AppRouter, routes: Parameters<typeof pageRouter>[0]): AppRouter {
  let page = pageRouter(routes, addressOf(app), {});
  let state = page.state;
  const listeners = new Set<RouterSubscriber>();
  app.subscribe(() => {
    if (app.state.navigation.state !== "idle" || addressOf(app) === addressOf(page)) return;
    page = pageRouter(routes, addressOf(app), {});
    state = page.state;
    for (const listener of listeners) listener(state, { deletedFetchers: [], newErrors: null, flushSync: false });
  });
  return standInRouter(page, {
    current: () => page,
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // The route a navigation starts from is this router's own: the app's has other routes.
    navigate: ((to: number | string, options?: object) =>
      typeof to === "number" ? app.navigate(to) : app.navigate(to, { ...options, fromRouteId: undefined })) as AppRouter["navigate"],
  });
}
