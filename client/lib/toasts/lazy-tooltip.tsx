import { lazy, Suspense, useEffect, useState, type ReactElement } from "react";

// Radix Tooltip (with its positioning engine) stays out of the first-load bundle:
// the server and the hydrating browser render the bare trigger; once hydrated,
// the widget loads and wraps the same element.
const RadixTooltip = lazy(() => import("./tooltip").then((m) => ({ default: m.Tooltip })));

/** A hover/focus hint for `children` (one element that accepts a ref, e.g. a button). */
export function Tooltip({ content, children }: { content: string; children: ReactElement }) {
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!isHydrated) return children;
  return (
    <Suspense fallback={children}>
      <RadixTooltip content={content}>{children}</RadixTooltip>
    </Suspense>
  );
}
