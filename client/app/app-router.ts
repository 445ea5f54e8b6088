import type { DataStrategyFunction, HydrationState, RouteObject } from "react-router";
import { keepHeadCurrent } from "../head/keep-head-current";
import type { RootData } from "../root-data";
import { createBrowserRouter } from "./browser-router";
import type { AppRouter } from "./landing-router";

/**
 * The app's data router, at the address the page was loaded at and with the server's data for it,
 * so it starts where the hydrated page stands (client/app/landing-router.ts). The document's head
 * follows its navigations; until the first, the server's head is the page's.
 */
export function createAppRouter(
  routes: RouteObject[],
  hydrationData: HydrationState,
  dataStrategy: DataStrategyFunction,
  root: RootData,
): AppRouter {
  const router = createBrowserRouter(routes, { hydrationData, dataStrategy });
  keepHeadCurrent(router, root);
  return router;
}
