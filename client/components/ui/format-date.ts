import type { RegionCode } from "../../../shared/constants";
import { LOCALE_BY_REGION } from "../../../shared/pricing/currency";

// docs/product-rules.md#blog: long dates on the featured card and articles, short ones on
// cards, in the region's locale ("November 25, 2026", "25 November 2026", "25. November 2026").
// The time zone is fixed so the server and the browser print the same day.

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(region: RegionCode, month: "long" | "short"): Intl.DateTimeFormat {
  const key = `${region}:${month}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_BY_REGION[region], { year: "numeric", month, day: "numeric", timeZone: "UTC" });
    formats.set(key, format);
  }
  return format;
}

export const formatLongDate = (iso: string, region: RegionCode) => formatFor(region, "long").format(new Date(iso));
export const formatShortDate = (iso: string, region: RegionCode) => formatFor(region, "short").format(new Date(iso));
