import { DEFAULT_REGION, REGION_COOKIE, REGIONS, type RegionCode } from "./constants";

export function isRegionCode(value: unknown): value is RegionCode {
  return typeof value === "string" && (REGIONS as readonly string[]).includes(value);
}

/** Reads the region cookie from a Cookie header (server) or document.cookie (browser). */
export function regionFromCookieHeader(cookieHeader: string | null | undefined): RegionCode {
  if (!cookieHeader) return DEFAULT_REGION;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === REGION_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return isRegionCode(value) ? value : DEFAULT_REGION;
    }
  }
  return DEFAULT_REGION;
}
