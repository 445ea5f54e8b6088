import { use } from "react";

/**
 * A component's code loaded once: `preload` starts it (or returns the load under way), and
 * `loadedOrSuspend`, called while rendering, gives the component or suspends until it is here.
 * A render after the load never suspends, which a render apart on the server needs
 * (./static-part.tsx, client/pages/home/contact-form-island.tsx).
 */
export function loadOnce<T>(load: () => Promise<T>): { preload(): Promise<T>; loadedOrSuspend(): T } {
  let loaded: { value: T } | undefined;
  let loading: Promise<T> | undefined;
  const preload = () => {
    loading ??= load().then((value) => {
      loaded = { value };
      return value;
    });
    return loading;
  };
  return { preload, loadedOrSuspend: () => (loaded ? loaded.value : use(preload())) };
}
