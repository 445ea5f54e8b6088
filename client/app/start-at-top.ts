import { useLayoutEffect } from "react";
import { useLocation, useNavigation } from "react-router";

// docs/product-rules.md#pages-and-navigation: every change of page starts at its top, or at the
// element its fragment names, as a new document would. The scroll happens in a layout effect, so
// the new page (or the skeleton shown while it loads, client/app/root-layout.tsx) is never painted
// at the previous page's scroll position, however late the router core or the page arrives and
// however busy the device. The page a visit lands on keeps the position the browser gave it.

/** The id a fragment names; one that is not valid percent-encoding is taken as written. */
function fragmentId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** What the shell last showed: the landing page until the first change. Shared by the shells an error boundary mounts anew. */
let lastShown: { key: string; pathname: string; hash: string } | null = null;

export function useStartAtTop(): void {
  const location = useLocation();
  const navigation = useNavigation();
  // While another page loads, its skeleton is shown in this one's place (client/app/root-layout.tsx).
  const pending = navigation.state === "loading" && navigation.location.pathname !== location.pathname ? navigation.location : null;
  const { key: shownKey, pathname, hash } = pending ?? location;
  const isLoading = pending !== null;
  const key = `${shownKey}${isLoading ? " loading" : ""}`;
  useLayoutEffect(() => {
    const before = lastShown;
    lastShown = { key, pathname, hash };
    // The landing page, or the same page shown again (a remount, React's checks in development).
    if (before === null || before.key === key) return;
    const target = hash && !isLoading ? document.getElementById(fragmentId(hash)) : null;
    if (target && hash !== before.hash) {
      target.scrollIntoView({ behavior: "instant" });
      return;
    }
    // A new query on the same page (a filter, a step of a form) keeps the place.
    if (pathname === before.pathname && !before.key.endsWith(" loading")) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [key, pathname, hash, isLoading]);
}
