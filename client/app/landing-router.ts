import { type BlockerFunction, createPath, type RouterNavigateOptions, type RouterSubscriber, type To } from "react-router";
import { type AppRouter, standInRouter } from "../lib/routing/react-router-adapter";

export type { AppRouter };

/**
 * The router a page hydrates with: the server's page (`landed`, client/lib/routing/react-router-adapter.tsx
 * pageRouter) until the first navigation, then the app's data router, which `takeOver` creates at
 * the landing address. Hydration then needs none of react-router's router core
 * (client/app/browser-router.ts): it loads with the first navigation, fetch or revalidation, which
 * are handed on once it is there, with the blockers registered meanwhile. RouterProvider keeps
 * this one object; what it reads (state, routes, subscriptions) comes from the app's router from
 * then on, so the page is not rendered again, only updated.
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
  return standInRouter(landed, {
    current,
    state: () => (app ? app.state : landedState),
    subscribe(listener) {
      if (app) return app.subscribe(listener);
      waiting.set(listener, () => {});
      return () => {
        waiting.get(listener)?.();
        waiting.delete(listener);
      };
    },
    navigate: ((to: To | number, options?: RouterNavigateOptions) =>
      start().then(
        (router) => (typeof to === "number" ? router.navigate(to) : router.navigate(to, options)),
        // Without the core (a deploy replaced its file, the network failed), the address is
        // loaded as a new document, as the link would be without JavaScript.
        () => (typeof to === "number" ? window.history.go(to) : window.location.assign(typeof to === "string" ? to : createPath(to))),
      )) as AppRouter["navigate"],
    fetch: (...args) => start().then((router) => router.fetch(...args)),
    revalidate: () => start().then((router) => router.revalidate()),
    getBlocker(key, blocker) {
      blockers.set(key, blocker);
      return current().getBlocker(key, blocker);
    },
    // The landed page's router cannot delete one (it throws): there is nothing to delete there.
    deleteBlocker(key) {
      blockers.delete(key);
      app?.deleteBlocker(key);
    },
  });
}
