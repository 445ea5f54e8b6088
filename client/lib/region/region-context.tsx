// biome-ignore-all lint/style/noRestrictedImports: moving to another region's address is the one navigation that leaves the region (docs/decisions/0016-regions-as-addresses.md).
import { useCallback, useEffect, useMemo } from "react";
import { useLocation, useMatches, useNavigate } from "react-router";
import { STORAGE_KEYS, type RegionCode } from "../../../shared/constants";
import { resolveRegion, type ResolvedRegion } from "../../../shared/content/regions";
import { isRegionalPath, switchRegionPath } from "../../../shared/region-addresses";
import { regionOfPage } from "../../head/page-meta";
import { useRootData } from "../../root-data-context";
import { arrivalDecision } from "./detect-region";

// The region of a page is its address (docs/decisions/0016-regions-as-addresses.md):
// US at the plain paths, UK under /uk, DE under /de; a page with one address may name its
// region from its data (client/head/page-meta.ts regionOfPage). Choosing a region moves to
// the same page at that region's address and saves the choice for the next visit.

interface RegionState {
  region: RegionCode;
  /** Saves the visitor's choice and shows the same page (path and query) in that region. */
  setRegion(region: RegionCode): void;
}

function readStoredRegion(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.region);
  } catch {
    return null; // storage can be disabled: then only the address and the time zone count
  }
}

function saveRegion(region: RegionCode): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.region, region);
  } catch {
    // storage can be disabled: the choice then lasts as long as the address
  }
}

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

/** The region the current page speaks for (its address, or what its data names on a single-address page). */
export function usePageRegion(): RegionCode {
  const { pathname } = useLocation();
  return regionOfPage(pathname, useMatches());
}

export function useRegion(): RegionState {
  const location = useLocation();
  const navigate = useNavigate();
  const region = usePageRegion();
  const setRegion = useCallback(
    (next: RegionCode) => {
      saveRegion(next);
      // The staff area and the newsletter's link pages have one address: the choice is only saved there.
      if (next === region || !isRegionalPath(location.pathname)) return;
      void navigate(`${switchRegionPath(location.pathname, next)}${location.search}${location.hash}`);
    },
    [navigate, region, location.pathname, location.search, location.hash],
  );
  return useMemo(() => ({ region, setRegion }), [region, setRegion]);
}

/** The region config of the page's region, with its contacts (configuration, else the brand's). */
export function useRegionConfig(): ResolvedRegion {
  const region = usePageRegion();
  const { brand } = useRootData();
  return useMemo(() => resolveRegion(region, brand), [region, brand]);
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
