import { REGION_LOCALE, type RegionCode } from "../../../shared/constants";
import { dateTimeFormat } from "../../../shared/format/intl-formats";

// docs/product-rules.md#blog: long dates on the featured card and articles, short ones on
// cards, in the region's locale ("November 25, 2026", "25 November 2026", "25. November 2026");
// a month and year for dates known to the month ("November 2026", the security page's last audit).
// The time zone is fixed so the server and the browser print the same day.

const OPTIONS = {
  long: { year: "numeric", month: "long", day: "numeric" },
  short: { year: "numeric", month: "short", day: "numeric" },
  month: { year: "numeric", month: "long" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatFor = (region: RegionCode, kind: keyof typeof OPTIONS): Intl.DateTimeFormat =>
  dateTimeFormat(REGION_LOCALE[region], { ...OPTIONS[kind], timeZone: "UTC" });

export const formatLongDate = (iso: string, region: RegionCode) => formatFor(region, "long").format(new Date(iso));
export const formatShortDate = (iso: string, region: RegionCode) => formatFor(region, "short").format(new Date(iso));
export const formatMonthYear = (iso: string, region: RegionCode) => formatFor(region, "month").format(new Date(iso));
