import { lazy } from "react";
import { AfterHydration } from "../../components/ui/after-hydration";

// The popups and their manager are outside the first-load bundle and mount after hydration.
// Their code is requested as soon as the home page's code runs, beside hydration rather than
// after it: on a slow phone the mobile popup is due (1 s after the banner's answer, counted
// by the manager from then) before hydration has ended (docs/decisions/0004-performance-budget.md).
const loadLeadPopups = () => import("./lead-popups").then((m) => ({ default: m.LeadPopups }));
const requested = typeof document === "undefined" ? null : loadLeadPopups();
// A failure is React's to handle once the popups mount (as for any lazy chunk), not an unhandled rejection before.
requested?.catch(() => undefined);
const LeadPopups = lazy(() => requested ?? loadLeadPopups());

/** The home page hosts the entry, exit and mobile popups. */
export function LazyLeadPopups() {
  return (
    <AfterHydration>
      <LeadPopups />
    </AfterHydration>
  );
}
