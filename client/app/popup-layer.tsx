import type { QueryClient } from "@tanstack/react-query";
import { StrictMode, useSyncExternalStore } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, type createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { browserApi } from "../api/browser-api";
import { AppProviders } from "../app-providers";
import { LeadPopups } from "../features/popups/lead-popups";
import type { RootData } from "../root-data";

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The address a router shows, as one string. */
const addressOf = (router: { state: { location: { pathname: string; search: string; hash: string } } }) => {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
};

export interface PopupLayerOptions {
  router: AppRouter;
  queryClient: QueryClient;
  rootData: RootData;
  /** Whether the app's current page hosts the popups (client/features/popups/popup-page.ts). */
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
 * a memory router of one route that follows the app's address, and a navigation the popups
 * make (the entry popup's "View Pricing") is handed to the app's router.
 */
export function mountPopupLayer({ router, queryClient, rootData, showsPopups }: PopupLayerOptions): void {
  const PopupHost = () => {
    const shown = useSyncExternalStore(router.subscribe, showsPopups, showsPopups);
    return shown ? <LeadPopups /> : null;
  };
  const layerRouter = createMemoryRouter([{ path: "*", Component: PopupHost }], { initialEntries: [addressOf(router)] });
  router.subscribe(() => {
    if (router.state.navigation.state === "idle" && addressOf(router) !== addressOf(layerRouter)) {
      void layerRouter.navigate(addressOf(router), { replace: true });
    }
  });
  layerRouter.subscribe(() => {
    if (addressOf(layerRouter) !== addressOf(router)) void router.navigate(addressOf(layerRouter));
  });

  const container = document.createElement("div");
  container.id = "popup-layer";
  document.body.appendChild(container);
  const root = createRoot(container);
  // Synchronously: a render at normal priority would wait behind the app's hydration.
  flushSync(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient} api={browserApi} rootData={rootData}>
          <RouterProvider router={layerRouter} />
        </AppProviders>
      </StrictMode>,
    );
  });
}
