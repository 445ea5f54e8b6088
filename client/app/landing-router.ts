import {
  type BlockerFunction,
  createPath,
  createStaticRouter,
  matchRoutes,
  type RouterNavigateOptions,
  type To,
  type DataRouter,
  type HydrationState,
  type RouteObject,
  type RouterSubscriber,
  type StaticHandlerContext,
} from "react-router";

/** The router the page is hydrated with until the visitor's first navigation: see landingRouter. */
export type AppRouter = DataRouter;

/**
 * The page the server rendered, as a router that cannot move: the state react-router's own
 * static router gives the server's render (server/ssr/render.tsx), here built from the page's
 * data block. It needs none of the router core, only the route matching.
 */
export function pageRouter(routes: RouteObject[], address: string, hydration: HydrationState): AppRouter {
  const { pathname, search, hash } = new URL(address, window.location.origin);
  const at = { pathname, search, hash, state: null, key: "default" };
  const context = {
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
  return createStaticRouter(routes, context);
}

/** The calls besides `navigate` that need the router core: see landingRouter. */
const NEEDS_THE_CORE = new Set<PropertyKey>(["fetch", "revalidate"]);

/**
 * The router a page hydrates with: the server's page (`landed`, from pageRouter) until the first
 * navigation, then the app's data router, which `takeOver` creates at the landing address.
 * Hydration then needs none of react-router's router core (client/app/browser-router.ts): it
 * loads with the first navigation, fetch or revalidation, which are handed on once it is there,
 * with the blockers registered meanwhile.
 * RouterProvider keeps this one object; what it reads (state, routes, subscriptions) comes from
 * the app's router from then on, so the page is not rendered again, only updated.
 */
export function landingRouter(landed: AppRouter, takeOver: () => Promise<AppRouter>): AppRouter {
  // RouterProvider compares the state by identity: the landed page's is read once.
  const landedState = landed.state;
  let app: AppRouter | null = null;
  let arriving: Promise<AppRouter> | null = null;
  const waiting = new Map<RouterSubscriber, () => void>();
  // Blockers (useBlocker: an editor with unsaved work) registered before the app's router
  // exists: it gets them before it makes its first navigation, which they may then hold.
  const blockers = new Map<string, BlockerFunction>();
  const current = (): AppRouter => app ?? landed;
  const start = (): Promise<AppRouter> => {
    arriving ??= takeOver().then(
      (router) => {
        for (const [key, blocker] of blockers) router.getBlocker(key, blocker);
        app = router;
        for (const listener of waiting.keys()) waiting.set(listener, router.subscribe(listener));
        return router;
      },
      (error: unknown) => {
        // The next call tries again.
        arriving = null;
        throw error;
      },
    );
    return arriving;
  };
  const subscribe = (listener: RouterSubscriber): (() => void) => {
    if (app) return app.subscribe(listener);
    waiting.set(listener, () => {});
    return () => {
      waiting.get(listener)?.();
      waiting.delete(listener);
    };
  };
  return new Proxy(landed, {
    get(_target, key) {
      if (key === "state") return app ? app.state : landedState;
      if (key === "subscribe") return subscribe;
      if (key === "getBlocker") {
        return (blockerKey: string, blocker: BlockerFunction) => {
          blockers.set(blockerKey, blocker);
          return current().getBlocker(blockerKey, blocker);
        };
      }
      // The landed page's router cannot delete one (it throws): there is nothing to delete there.
      if (key === "deleteBlocker") {
        return (blockerKey: string) => {
          blockers.delete(blockerKey);
          app?.deleteBlocker(blockerKey);
        };
      }
      if (key === "navigate") {
        return (to: To | number, options?: RouterNavigateOptions) =>
          start().then(
            (router) => (typeof to === "number" ? router.navigate(to) : router.navigate(to, options)),
            // Without the core (a deploy replaced its file, the network failed), the address is
            // loaded as a new document, as the link would be without JavaScript.
            () => (typeof to === "number" ? window.history.go(to) : window.location.assign(typeof to === "string" ? to : createPath(to))),
          );
      }
      if (NEEDS_THE_CORE.has(key)) {
        return (...args: unknown[]) => start().then((router) => (router[key as "fetch"] as (...a: unknown[]) => Promise<void>)(...args));
      }
      return forwarded(current, key);
    },
  });
}

/**
 * `key` of the router `current` gives at the time of reading; a method is looked up again at each
 * call, as RouterProvider keeps some methods from its first render.
 */
export function forwarded(current: () => AppRouter, key: PropertyKey): unknown {
  const value = Reflect.get(current(), key);
  return typeof value === "function"
    ? (...args: unknown[]) => (Reflect.get(current(), key) as (...a: unknown[]) => unknown)(...args)
    : value;
}
