import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * Whether this render is React adopting the server's HTML: true on the server and while
 * hydrating, false in a render of the browser's own (after hydration, or in a navigation). React
 * renders again with `false` once hydration has committed, so a component that must keep what it
 * chose while hydrating keeps it in state.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
