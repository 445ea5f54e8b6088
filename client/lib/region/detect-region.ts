import type { RegionCode } from "../../../shared/constants";
import { isRegionCode } from "../../../shared/region";
import { isLandingPath, isRegionalPath, regionOfPath } from "../../../shared/region-addresses";

// docs/product-rules.md#regions and docs/decisions/0016-regions-as-addresses.md: which region a
// visitor belongs to, and what happens on the first address of a visit.

/** Europe/London or Europe/Dublin → UK, any other Europe/* → DE, everything else → US. */
export function regionFromTimeZone(timeZone: string | null | undefined): RegionCode {
  if (timeZone === "Europe/London" || timeZone === "Europe/Dublin") return "UK";
  if (timeZone?.startsWith("Europe/")) return "DE";
  return "US";
}

export interface RegionClues {
  /** Value saved in local storage, if any (may be anything a visitor or an old version left there). */
  stored: string | null;
  timeZone: string | null | undefined;
}

/** The visitor's region: the saved choice if it is a region, else the time zone's. */
export function detectRegion(clues: RegionClues): RegionCode {
  if (isRegionCode(clues.stored)) return clues.stored;
  return regionFromTimeZone(clues.timeZone);
}

export interface ArrivalDecision {
  /** A region to save as the visitor's choice. */
  save: RegionCode | null;
  /** A region whose address of this page to move to (once, replacing the US address). */
  goTo: RegionCode | null;
}

/**
 * The arrival rule, for the first address of a page load:
 * - a UK or DE address is where the visitor asked to be: they stay, and it becomes their choice;
 * - a US address (also every crawler's entry) moves the visitor to their region (saved choice,
 *   else time zone) when that is UK or DE; a saved US choice, or a US or UTC time zone, stays;
 * - pages with one address (staff area, newsletter links) never move, nor do landing pages: the
 *   ad chose their region, and their other regions' versions may not exist.
 */
export function arrivalDecision(clues: RegionClues & { pathname: string }): ArrivalDecision {
  if (!isRegionalPath(clues.pathname)) return { save: null, goTo: null };
  const here = regionOfPath(clues.pathname);
  if (here !== "US") return { save: here, goTo: null };
  if (isLandingPath(clues.pathname)) return { save: null, goTo: null };
  const wanted = detectRegion(clues);
  return { save: null, goTo: wanted === "US" ? null : wanted };
}
