import { lazy } from "react";
import { AfterHydration } from "../../components/ui/after-hydration";

// The notification UI (Radix Toast) loads after hydration, outside the first-load
// bundle; toasts raised before it arrives wait in the store and show when it does.
const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  return (
    <AfterHydration>
      <Toaster />
    </AfterHydration>
  );
}
