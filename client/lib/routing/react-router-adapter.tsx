import { type ComponentType, type Context, type ReactElement, use } from "react";
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type DataRouter,
  type HydrationState,
  type RouteObject,
  type RouterState,
  type RouterSubscriber,
  type StaticHandler,
  type StaticHandlerContext,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterDataContext as DataRouterDataContext,
  UNSAFE_DataRouterNavigationContext as DataRouterNavigationContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FetchersContext as FetchersContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
  UNSAFE_ViewTransitionContext as ViewTransitionContext,
} from "react-router";
import { unstable_preloadRoutePattern as preloadRoutePattern } from "react-router/route-pattern";

// Everything this site assumes about react-router beyond its documented API, in one file: the
// contexts a render passes on (UNSAFE_*), the static router built from a page's data block (the
// handler context's private fields), the router object RouterProvider is given before the router
// core has loaded (a Proxy), how a route's lazy object is loaded and the server's matcher behind an
// unstable flag. Each assumption is pinned to
// what it makes happen by tests/unit/react-router-adapter.test.tsx, so an upgrade that changes one
// fails there, naming it, and nowhere else. No other file imports an UNSAFE_ or unstable_ name
// (scripts/fast-path-checks.ts; docs/decisions/0034-the-fast-path-held-by-tools.md).

/** A router the page renders with: react-router's own data router, or a static one. */
export type AppRouter = DataRouter;

// ---------------------------------------------------------------------------------------------
// 1. Rendering an element apart with the router's contexts
// ---------------------------------------------------------------------------------------------

/**
 * Every context react-router's StaticRouterProvider and its route rendering provide. An element
 * rendered on its own (a static part's or a kept section's HTML, client/lib/static-parts) gets
 * each of them passed on, so its links, hooks and matches read what they would read in place.
 * The contract test enumerates react-router's exported contexts and fails on one missing here.
 */
const ROUTER_CONTEXTS = [
  DataRouterContext,
  DataRouterStateContext,
  DataRouterDataContext,
  DataRouterNavigationContext,
  FetchersContext,
  ViewTransitionContext,
  NavigationContext,
  LocationContext,
  RouteContext,
] as const;

/**
 * The router's contexts here, as a function that wraps an element rendered apart in them. Call it
 * while rendering, inside the router (a hook: it reads each context).
 */
export function useRouterContextsApart(): (element: ReactElement) => ReactElement {
  // `use`, unlike useContext, may read contexts in a loop; the list is fixed, so each render reads the same ones.
  const values = ROUTER_CONTEXTS.map((Context) => [Context, use(Context as Context<unknown>)] as const);
  return (element) =>
    values.reduceRight<ReactElement>(
      (child, [Context, value]) => (
        <Context.Provider key="context" value={value as never}>
          {child}
        </Context.Provider>
      ),
      element,
    );
}

// ---------------------------------------------------------------------------------------------
// 2. The server's page as a router, from the data block
// ---------------------------------------------------------------------------------------------

/**
 * The context react-router's static handler gives a render, made in the browser from a page's
 * data block: what createStaticRouter reads. `_deepestRenderedBoundaryId` and `_match` are the
 * handler's private fields (createStaticRouter's `match` calls `_match`); the contract test fails
 * when the handler's context has a field this one lacks.
 */
export function staticContextOf(routes: RouteObject[], address: string, hydration: HydrationState): StaticHandlerContext {
  const { pathname, search, hash } = new URL(address, "http://localhost");
  const at = { pathname, search, hash, state: null, key: "default" };
  return {
    basename: "/",
    location: at,
    matches: matchRoutes(routes, at) ?? [],
    loaderData: hydration.loaderData ?? {},
    actionData: hydration.actionData ?? null,
    errors: hydration.errors ?? null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
    _deepestRenderedBoundaryId: null,
    _match: (to: Parameters<typeof matchRoutes>[1]) => matchRoutes(routes, to),
  } as unknown as StaticHandlerContext;
}

/**
 * The page the server rendered, as a router that cannot move: react-router's own static router,
 * in the state the server's render had (server/ssr/render.tsx), built from the page's data block.
 * It needs none of the router core, only the route matching.
 */
export function pageRouter(routes: RouteObject[], address: string, hydration: HydrationState): AppRouter {
  return createStaticRouter(routes, staticContextOf(routes, address, hydration));
}

// ---------------------------------------------------------------------------------------------
// 3. A router object that RouterProvider keeps while what stands behind it changes
// ---------------------------------------------------------------------------------------------

/**
 * What a stand-in router answers itself; every other member is read from `current()` at the time
 * of reading (a method looked up again at each call).
 */
export interface StandIn {
  /** The router whose other members are read. */
  current(): AppRouter;
  /** The state RouterProvider renders: the same object until it changes (RouterProvider compares it by identity). */
  state(): RouterState;
  subscribe(listener: RouterSubscriber): () => void;
  navigate: AppRouter["navigate"];
  fetch?: AppRouter["fetch"];
  revalidate?: AppRouter["revalidate"];
  /** useBlocker registers and removes its blocker through these (react-router's useBlocker reads them off the router). */
  getBlocker?: AppRouter["getBlocker"];
  deleteBlocker?: AppRouter["deleteBlocker"];
}

/**
 * A router object for RouterProvider whose state, subscriptions and navigations are `standIn`'s.
 * RouterProvider (react-router/dom) reads the router it is given in three ways this relies on: it
 * compares `state` by identity, subscribes once, and keeps some methods from its first render; so
 * the object it gets never changes, and its members are looked up on each read. The contract test
 * mounts RouterProvider over one and holds each of the three.
 */
export function standInRouter(base: AppRouter, standIn: StandIn): AppRouter {
  return new Proxy(base, {
    get(_target, key) {
      if (key === "state") return standIn.state();
      if (key === "subscribe") return standIn.subscribe;
      if (key === "navigate") return standIn.navigate;
      if (key === "fetch" && standIn.fetch) return standIn.fetch;
      if (key === "revalidate" && standIn.revalidate) return standIn.revalidate;
      if (key === "getBlocker" && standIn.getBlocker) return standIn.getBlocker;
      if (key === "deleteBlocker" && standIn.deleteBlocker) return standIn.deleteBlocker;
      return forwarded(standIn.current, key);
    },
  });
}

/**
 * `key` of the router `current` gives at the time of reading; a method is looked up again at each
 * call, as RouterProvider keeps some methods from its first render.
 */
function forwarded(current: () => AppRouter, key: PropertyKey): unknown {
  const value = Reflect.get(current(), key);
  return typeof value === "function"
    ? (...args: unknown[]) => (Reflect.get(current(), key) as (...a: unknown[]) => unknown)(...args)
    : value;
}

// ---------------------------------------------------------------------------------------------
// 4. Lazy route objects
// ---------------------------------------------------------------------------------------------

/** What a page's chunk gives its route: the page, its handle and, if it has one, its error boundary. */
interface LazyPage {
  Component: ComponentType;
  handle: unknown;
  ErrorBoundary?: ComponentType;
}

/**
 * A page route's `lazy`, in react-router's object form (each key is loaded before the route
 * renders), made afresh for each route: react-router writes into the object it loads (each key
 * becomes undefined once loaded, then `lazy` itself), so one object shared by two routes, or by
 * the tables of two static handlers, would leave the second without its page.
 */
export function lazyPage(load: () => Promise<LazyPage>) {
  return {
    Component: async () => (await load()).Component,
    handle: async () => (await load()).handle,
    ErrorBoundary: async () => (await load()).ErrorBoundary,
  };
}

/**
 * Loads the lazy properties of the routes matching `pathname` into the routes themselves, as
 * react-router does when it loads them, so a router made from the table afterwards starts
 * initialized: hydrating, it renders the page at once instead of a fallback (without this it
 * renders the page twice, warning only "No `HydrateFallback` element provided").
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy) return;
      const resolved =
        typeof lazy === "function"
          ? await lazy()
          : Object.fromEntries(await Promise.all(Object.entries(lazy).map(async ([key, load]) => [key, await load?.()] as const)));
      for (const [key, value] of Object.entries(resolved)) if (value != null) Object.assign(route, { [key]: value });
      route.lazy = undefined;
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// 5. The server's static handler, matching with route patterns
// ---------------------------------------------------------------------------------------------

/**
 * The static handler the server renders every page through, over the whole route table, matching
 * addresses with react-router's route-pattern matcher (`future.unstable_routePatternMatching`)
 * instead of its default one. The default tries the table's ranked branches one by one until one
 * matches, and the site's most visited addresses rank last (every /uk and /de address outranks a
 * US one): its query of `/` took 72 µs and of `/de/` 93 µs against 12 and 13 µs with route patterns
 * (docs/decisions/0004-performance-log.md, "Matching by route pattern"). The contract test holds
 * that both matchers give every address of the site the same routes, parameters and status, but
 * for a path ending in two slashes or more: route patterns find nothing there, where the default
 * reads one slash. A public page never reaches the handler so (it moves to its one address first,
 * server/app.ts), and a staff address typed so answers the not-found page. The
 * browser keeps the default matcher: the route-pattern code would add to what a page hydrates with,
 * and the browser matches an address once per navigation. Unused there, this is left out of the
 * client build (react-router declares no side effects).
 */
export function pageHandler(routes: RouteObject[]): StaticHandler {
  preloadRoutePattern();
  return createStaticHandler(routes, { future: { unstable_routePatternMatching: true } });
}
