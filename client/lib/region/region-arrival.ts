import { STORAGE_KEYS, type RegionCode } from "../../../shared/constants";
import { safeLocalStorage, safeSessionStorage } from "../../browser/safe-storage";
import { switchRegionPath } from "../../../shared/region-addresses";
import { arrivalDecision } from "./detect-region";

// The arrival rule (./detect-region.ts arrivalDecision), applied by the entry script
// (client/entry.client.tsx) to the address a page load starts at, before the app is asked for:
// a visitor who belongs to another region is moved to that region's page by replacing the
// address, so the right page shows after one request for a cached page, however slow the device
// or late the app's code (docs/decisions/0036-the-first-visit-moves-before-the-app.md).

/** Saves the visitor's region (storage refused: it then lasts as long as the page, ../../browser/safe-storage.ts). */
export function saveRegion(region: RegionCode): void {
  safeLocalStorage().setItem(STORAGE_KEYS.region, region);
}

type WithTemporal = { Temporal?: { Now?: { timeZoneId?: () => string } } };

/**
 * Temporal's answer where the browser has it: the first Intl.DateTimeFormat of a page loads the
 * browser's date formatting data, 20-40 ms of CPU on a fast machine and a long task on a slow phone
 * (the figures are in docs/decisions/0004-performance-budget.md).
 */
function browserTimeZone(): string | undefined {
  try {
    return (globalThis as WithTemporal).Temporal?.Now?.timeZoneId?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * Applies the arrival rule to this page load's address: a regional address the visitor opened is
 * saved as their choice; on a US address a saved choice, else the time zone, may move them to the
 * same page (query and fragment kept) at their region's address, replacing the US one in history.
 * Says whether the page is moving, so the entry starts nothing else on it.
 */
export function applyArrivalRule(): boolean {
  const { pathname, search, hash } = window.location;
  const session = safeSessionStorage();
  // The page the rule moved this tab to is where the visitor was sent, not an address they chose.
  const movedHere = session.getItem(STORAGE_KEYS.regionMove) === pathname;
  session.removeItem(STORAGE_KEYS.regionMove);
  if (movedHere) return false;
  const decision = arrivalDecision({ pathname, stored: safeLocalStorage().getItem(STORAGE_KEYS.region), timeZone: browserTimeZone() });
  if (decision.save) saveRegion(decision.save);
  if (!decision.goTo) return false;
  const to = switchRegionPath(pathname, decision.goTo);
  session.setItem(STORAGE_KEYS.regionMove, to);
  window.location.replace(`${to}${search}${hash}`);
  return true;
}
