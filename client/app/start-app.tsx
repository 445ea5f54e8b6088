import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import type { HydrationState } from "react-router";
import { RouterProvider } from "react-router/dom";
import { browserApi, loadBrowserApi } from "../api/browser-api";
import type { BrowserQueryCache } from "../api/query-cache";
import { AppProviders } from "../app-providers";
import { deserializeErrors } from "../router-hydration";
import { LEAD_POPUPS_PAGE } from "../lib/routing/popup-page";
import { loadCopy } from "../lib/region/copy-loading";
import { keepBookingLinksCurrent } from "../lib/booking/booking-links-current";
import { revealTeamBanners } from "../components/content/team-banner-reveal";
import { followStaticPartLinks } from "../lib/static-parts/static-part-links";
import { createRoutes, pageNameOfRoute } from "../routes";
import type { AppData } from "./app-data";
import { copyFirstStrategy } from "./copy-first-strategy";
import { landingRouter, type AppRouter } from "./landing-router";
import { pageRouter, resolveLazyRoutes } from "../lib/routing/react-router-adapter";
import { schedulePrefetch } from "./prefetch";
import { builtWith } from "../lib/fast-path-switches";

/**
 * The lead popups' own root (client/app/popup-layer.tsx), mounted the first time the app shows
 * the page that hosts them. Landing there, it is mounted before hydration starts: its code was
 * fetched with the app's (server/ssr/asset-manifest.ts).
 */
async function startLeadPopups(
  router: AppRouter,
  queryCache: BrowserQueryCache,
  appData: AppData,
  requested: Promise<typeof import("./popup-layer")> | null,
): Promise<void> {
  const showsPopups = () => router.state.matches.some((match) => pageNameOfRoute(match.route.id) === LEAD_POPUPS_PAGE);
  // Without the popups the page still works: their failure never holds hydration back.
  const mount = () =>
    (requested ?? import("./popup-layer")).then(
      (layer) => layer.mountPopupLayer({ router, queryCache, rootData: appData.root, showsPopups }),
      (error: unknown) => console.error("The popups' code failed to load", error),
    );
  if (showsPopups()) return mount();
  const stop = router.subscribe(() => {
    if (!showsPopups()) return;
    stop();
    void mount();
  });
}

/**
 * Hydrates the server's HTML into the app: router, query cache and head, then the prefetches.
 * `receivedAt` is when the page arrived (client/entry.client.tsx): its data counts as fresh from then.
 */
export async function startApp(appData: AppData, receivedAt: number): Promise<void> {
  // Landing on the popups' page, their modules are evaluated while the routes resolve.
  const popupLayer = appData.template === LEAD_POPUPS_PAGE ? import("./popup-layer") : null;
  // The query cache's code comes with the first thing that reads it: a page's component, or a
  // loader in a navigation (client/api/query-cache.ts).
  const queryCache: BrowserQueryCache = { browser: true, state: appData.queries, receivedAt, client: null };
  const pageQueryClient = () => import("../api/page-query-client");
  const routes = createRoutes({ api: browserApi, queryClientFor: async () => (await pageQueryClient()).queryClientOf(queryCache) });
  // The page's language's copy alone: the server named it, and its chunk came with the app's.
  await Promise.all([resolveLazyRoutes(routes, window.location.pathname), loadCopy(appData.language)]);
  const hydrationData: HydrationState = {
    loaderData: appData.router.loaderData,
    actionData: appData.router.actionData,
    errors: deserializeErrors(appData.router.errors),
  };
  let app: AppRouter | undefined;
  // While the app's router starts, the data it has loaded is the server's.
  const loadedData = () => app?.state.loaderData ?? hydrationData.loaderData ?? {};
  const appRouter = () =>
    import("./app-router").then((m) => {
      app = m.createAppRouter(routes, hydrationData, copyFirstStrategy(loadedData), appData.root);
      return app;
    });
  // The page hydrates without react-router's router core, which comes with the first navigation
  // (client/app/landing-router.ts). An error page starts with it: its boundaries are the app's.
  const { pathname, search, hash } = window.location;
  const router: AppRouter =
    hydrationData.errors || !builtWith("landing-router")
      ? await appRouter()
      : landingRouter(pageRouter(routes, `${pathname}${search}${hash}`, hydrationData), appRouter);
  // Measuring what the lazy query cache buys: the client and react-query's code before hydrating.
  if (!builtWith("query-cache-lazy")) (await pageQueryClient()).queryClientOf(queryCache);
  await startLeadPopups(router, queryCache, appData, popupLayer);

  // As a transition, hydration is split into short tasks that let the browser paint and
  // answer input in between, instead of one long task the size of the page.
  startTransition(() => {
    hydrateRoot(
      document.getElementById("root")!,
      <StrictMode>
        <AppProviders queryCache={queryCache} api={browserApi} rootData={appData.root}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
  // What the document does for the static parts React keeps as the server's HTML
  // (client/lib/static-parts/static-part.tsx), and for every page alike.
  followStaticPartLinks((to) => void router.navigate(to));
  keepBookingLinksCurrent();
  revealTeamBanners();
  // The router core, the query cache and the API are fetched with the pages visitors open most, so a first navigation waits for none of them.
  schedulePrefetch(() => {
    void import("./app-router");
    void pageQueryClient();
    void loadBrowserApi();
  });
  void import("../lib/attribution/attribution").then((m) => m.captureAttribution());
}
