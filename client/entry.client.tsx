import { hydrate, type DehydratedState } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { browserApi } from "./api/browser-api";
import { createQueryClient } from "./api/query-client";
import { AppProviders } from "./app-providers";
import { installGlobalErrorHandlers } from "./browser/global-errors";
import { schedulePrefetch } from "./app/prefetch";
import { rememberLanding } from "./lib/attribution/landing";
import { watchLeadFormInteraction } from "./lib/spam-guard/form-token-trigger";
import { denyConsentByDefault } from "./lib/consent/google-tag-queue";
import { setRenderedFormToken } from "./lib/spam-guard/rendered-form-token";
import { applyHead } from "./head/apply-head";
import { buildHead } from "./head/build-head";
import type { RootData } from "./root-data";
import { deserializeErrors } from "./router-hydration";
import { createRoutes } from "./routes";

interface AppData {
  root: RootData;
  router: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Parameters<typeof deserializeErrors>[0];
  };
  queries: DehydratedState;
}

/**
 * Lazy routes of the current page are loaded before hydrating. Otherwise react-router
 * renders the page twice (two <nav>s), warning only "No `HydrateFallback` element provided".
 */
async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

async function start() {
  denyConsentByDefault();
  installGlobalErrorHandlers();
  const dataElement = document.getElementById("__APP_DATA__");
  const appData = JSON.parse(dataElement?.textContent ?? "null") as AppData;
  // Where this visit came from, read from this load's address before the router can
  // change it (recorded after hydration), and the lead forms' anti-spam token
  // (docs/decisions/0014).
  rememberLanding();
  setRenderedFormToken(appData.root.formToken);
  watchLeadFormInteraction();
  const queryClient = createQueryClient();
  hydrate(queryClient, appData.queries);

  const routes = createRoutes({ api: browserApi, queryClientFor: () => queryClient });
  await resolveLazyRoutes(routes, window.location.pathname);
  const router = createBrowserRouter(routes, {
    hydrationData: {
      loaderData: appData.router.loaderData,
      actionData: appData.router.actionData,
      errors: deserializeErrors(appData.router.errors),
    },
  });

  // The server wrote <head> for the first page; after each navigation it is rebuilt
  // here (a change of region is a navigation too: docs/decisions/0016-regions-as-addresses.md).
  const refreshHead = () => {
    const state = router.state;
    applyHead(
      buildHead({
        matches: state.matches,
        loaderData: state.loaderData,
        errors: state.errors,
        pathname: state.location.pathname,
        root: appData.root,
      }),
    );
  };
  let lastLocationKey = router.state.location.key;
  router.subscribe((state) => {
    if (state.navigation.state !== "idle" || state.location.key === lastLocationKey) return;
    lastLocationKey = state.location.key;
    refreshHead();
  });

  // As a transition, hydration is split into short tasks that let the browser paint and
  // answer input in between, instead of one long task the size of the page.
  startTransition(() => {
    hydrateRoot(
      document.getElementById("root")!,
      <StrictMode>
        <AppProviders queryClient={queryClient} api={browserApi} rootData={appData.root}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
  schedulePrefetch(routes);
  void import("./lib/attribution/attribution").then((m) => m.captureAttribution());
}

void start();
