import { STORAGE_KEYS, type RegionCode } from "../../../shared/constants";

// The visitor's saved choice of region, read on arrival (./region-arrival.tsx) and written when
// they choose one (./region-context.tsx useRegion). docs/decisions/0016-regions-as-addresses.md.

export function readStoredRegion(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.region);
  } catch {
    return null; // storage can be disabled: then only the address and the time zone count
  }
}

export function saveRegion(region: RegionCode): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.region, region);
  } catch {
    // storage can be disabled: the choice then lasts as long as the address
  }
}
