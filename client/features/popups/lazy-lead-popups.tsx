import { lazy } from "react";
import { AfterHydration } from "../../components/ui/after-hydration";

// The popups and their manager load after hydration, outside the first-load bundle.
const LeadPopups = lazy(() => import("./lead-popups").then((m) => ({ default: m.LeadPopups })));

/** The home page hosts the entry, exit and mobile popups. */
export function LazyLeadPopups() {
  return (
    <AfterHydration>
      <LeadPopups />
    </AfterHydration>
  );
}
