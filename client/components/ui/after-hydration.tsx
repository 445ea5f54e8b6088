import { Suspense, useEffect, useState, type ReactNode } from "react";

/**
 * Renders its children only in the browser, once the page has hydrated. Used for
 * widgets whose code is split out of the first load (React.lazy inside): the
 * server and the first browser render both show nothing, so hydration matches.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return isHydrated ? <Suspense fallback={null}>{children}</Suspense> : null;
}
