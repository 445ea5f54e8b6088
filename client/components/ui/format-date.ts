import { REGION_LOCALE, type RegionCode } from "../../../shared/constants";

// docs/product-rules.md#blog: long dates on the featured card and articles, short ones on
// cards, in the region's locale ("November 25, 2026", "25 November 2026", "25. November 2026");
// a month and year for dates known to the month ("November 2026", the security page's last audit).
// The time zone is fixed so the server and the browser print the same day.

const OPTIONS = {
  long: { year: "numeric", month: "long", day: "numeric" },
  short: { year: "numeric", month: "short", day: "numeric" },
  month: { year: "numeric", month: "long" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// One formatter per region and kind: building one is slow, and every render would.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(region: RegionCode, kind: keyof typeof OPTIONS): Intl.DateTimeFormat {
  const key = `${region}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(REGION_LOCALE[region], { ...OPTIONS[kind], timeZone: "UTC" });
    formats.set(key, format);
  }
  return format;
}

export const formatLongDate = (iso: string, region: RegionCode) => formatFor(region, "long").format(new Date(iso));
export const formatShortDate = (iso: string, region: RegionCode) => formatFor(region, "short").format(new Date(iso));
export const formatMonthYear = (iso: string, region: RegionCode) => formatFor(region, "month").format(new Date(iso));
