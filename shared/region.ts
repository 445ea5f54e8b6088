import { REGIONS, type RegionCode } from "./constants";

export function isRegionCode(value: unknown): value is RegionCode {
  return typeof value === "string" && (REGIONS as readonly string[]).includes(value);
}
