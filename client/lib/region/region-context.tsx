// biome-ignore-all lint/style/noRestrictedImports: moving to another region's address is the one navigation that leaves the region (docs/decisions/0016-regions-as-addresses.md).
import { useCallback, useMemo } from "react";
import { useLocation, useMatches, useNavigate } from "react-router";
import type { RegionCode } from "../../../shared/constants";
import { resolveRegion, type ResolvedRegion } from "../../../shared/content/regions";
import { isRegionalPath, switchRegionPath } from "../../../shared/region-addresses";
import { regionOfPage } from "../../head/page-meta";
import { useRootData } from "../../root-data-context";
import { saveRegion } from "./region-arrival";

// The region of a page is its address (docs/decisions/0016-regions-as-addresses.md):
// US at the plain paths, UK under /uk, DE under /de; a page with one address may name its
// region from its data (client/head/page-meta.ts regionOfPage). Choosing a region moves to
// the same page at that region's address and saves the choice for the next visit; where a
// first visit lands is decided before the app starts (./region-arrival.ts).

interface RegionState {
  region: RegionCode;
  /** Saves the visitor's choice and shows the same page (path and query) in that region. */
  setRegion(region: RegionCode): void;
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
