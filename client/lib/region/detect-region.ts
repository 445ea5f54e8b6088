import { REGION_COOKIE, type RegionCode } from "../../../shared/constants";
import { isRegionCode } from "../../../shared/region";

// docs/product-rules.md#regions: the stored choice if saved and valid, else a guess from the
// browser's time zone. The region cookie is the same choice, kept for the server
// (docs/decisions/0010-regions-home-form-and-hints.md), so it counts as stored when
// local storage has lost it.

/** Europe/London or Europe/Dublin → UK, any other Europe/* → DE, everything else → US. */
export function regionFromTimeZone(timeZone: string | null | undefined): RegionCode {
  if (timeZone === "Europe/London" || timeZone === "Europe/Dublin") return "UK";
  if (timeZone?.startsWith("Europe/")) return "DE";
  return "US";
}

export interface RegionClues {
  /** Value saved in local storage, if any (may be anything a visitor or an old version left there). */
  stored: string | null;
  /** The region cookie's value, if the cookie is set. */
  cookie: string | null;
  timeZone: string | null | undefined;
}

export function detectRegion(clues: RegionClues): RegionCode {
  if (isRegionCode(clues.stored)) return clues.stored;
  if (isRegionCode(clues.cookie)) return clues.cookie;
  return regionFromTimeZone(clues.timeZone);
}

/** The region cookie's raw value, or null when the cookie is not set. */
export function readRegionCookie(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === REGION_COOKIE) return part.slice(eq + 1).trim();
  }
  return null;
}
