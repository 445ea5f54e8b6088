import type { DataStrategyFunction, HydrationState, RouteObject } from "react-router";
import { createBrowserRouter } from "./browser-router";
import type { AppRouter } from "./landing-router";

/**
 * The app's data router, at the address the page was loaded at and with the server's data for it,
 * so it starts where the hydrated page stands (client/app/landing-router.ts).
 */
export function createAppRouter(routes: RouteObject[], hydrationData: HydrationState, dataStrategy: DataStrategyFunction): AppRouter {
  return createBrowserRouter(routes, { hydrationData, dataStrategy });
}
