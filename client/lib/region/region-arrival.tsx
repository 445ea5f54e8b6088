// biome-ignore-all lint/style/noRestrictedImports: moving to another region's address is the one navigation that leaves the region (docs/decisions/0016-regions-as-addresses.md).
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { switchRegionPath } from "../../../shared/region-addresses";
import { arrivalDecision } from "./detect-region";
import { readStoredRegion, saveRegion } from "./region-choice";

// A first visit to a US address may move the visitor to their region's page, once and in place
// (docs/decisions/0016-regions-as-addresses.md); the rule itself is ./detect-region.ts.

type WithTemporal = { Temporal?: { Now?: { timeZoneId?: () => string } } };

/**
 * Temporal's answer where the browser has it: the first Intl.DateTimeFormat of a page loads the
 * browser's date formatting data, 20-40 ms of CPU on a fast machine and a long task on a slow phone,
 * in the middle of hydration (the figures are in docs/decisions/0004-performance-budget.md).
 */
function browserTimeZone(): string | undefined {
  try {
    return (globalThis as WithTemporal).Temporal?.Now?.timeZoneId?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Once per page load: the arrival rule is applied to the first address only. */
let hasArrived = false;

/**
 * Applies the arrival rule (./detect-region.ts arrivalDecision) once, after hydration: a
 * regional address the visitor opened is saved as their choice; on a US address a saved
 * choice, else the time zone, may move them once to their region's address, in place
 * (no reload, the US address replaced in history).
 */
export function RegionArrival() {
  const location = useLocation();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first address of the page load counts.
  useEffect(() => {
    if (hasArrived) return;
    hasArrived = true;
    const decision = arrivalDecision({ pathname: location.pathname, stored: readStoredRegion(), timeZone: browserTimeZone() });
    if (decision.save) saveRegion(decision.save);
    if (decision.goTo) {
      void navigate(`${switchRegionPath(location.pathname, decision.goTo)}${location.search}${location.hash}`, {
        replace: true,
        preventScrollReset: true,
      });
    }
  }, []);
  return null;
}
