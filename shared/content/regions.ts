import type { RegionCode } from "../constants";

// spec §3 Region config. The text fields for each region's pages arrive with the
// home-page work; this holds what the whole site needs to know about a region.
export interface RegionInfo {
  code: RegionCode;
  flag: string;
  name: string;
  /** Value of <html lang> for pages rendered in this region. */
  htmlLang: string;
  timezone: string;
  currency: "USD" | "GBP" | "EUR";
}

export const regionInfo: Record<RegionCode, RegionInfo> = {
  US: { code: "US", flag: "🇺🇸", name: "United States", htmlLang: "en-US", timezone: "America/New_York", currency: "USD" },
  UK: { code: "UK", flag: "🇬🇧", name: "United Kingdom", htmlLang: "en-GB", timezone: "Europe/London", currency: "GBP" },
  DE: { code: "DE", flag: "🇩🇪", name: "Deutschland", htmlLang: "de", timezone: "Europe/Berlin", currency: "EUR" },
};
