import { REGION_LOCALE, type RegionCode } from "../../../shared/constants";
import { dateTimeFormat, formatDateRange } from "../../../shared/format/intl-formats";

// docs/product-rules.md#blog: long dates on the featured card and articles, short ones on
// cards, in the region's locale ("November 25, 2026", "25 November 2026", "25. November 2026");
// a month and year for dates known to the month ("November 2026", the security page's last audit).
// The time zone is fixed so the server and the browser print the same day.

const OPTIONS = {
  long: { year: "numeric", month: "long", day: "numeric" },
  short: { year: "numeric", month: "short", day: "numeric" },
  month: { year: "numeric", month: "long" },
  shortMonth: { year: "numeric", month: "short" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatFor = (region: RegionCode, kind: keyof typeof OPTIONS): Intl.DateTimeFormat =>
  dateTimeFormat(REGION_LOCALE[region], { ...OPTIONS[kind], timeZone: "UTC" });

export const formatLongDate = (iso: string, region: RegionCode) => formatFor(region, "long").format(new Date(iso));
export const formatShortDate = (iso: string, region: RegionCode) => formatFor(region, "short").format(new Date(iso));
export const formatMonthYear = (iso: string, region: RegionCode) => formatFor(region, "month").format(new Date(iso));

/**
 * The months of a period ("Jan 2025 – Dec 2026", "Jan. – Dez. 2026"): a certification's validity.
 * ICU puts thin spaces around the dash in some versions and plain ones in others: plain ones here.
 */
export const formatMonthRange = (fromIso: string, toIso: string, region: RegionCode) =>
  formatDateRange(REGION_LOCALE[region], { ...OPTIONS.shortMonth, timeZone: "UTC" }, new Date(fromIso), new Date(toIso)).replace(
    /\s+([–-])\s+/g,
    " $1 ",
  );

/** "2025-01" or "2025-01-17" as the first instant of that month or day, in UTC. */
export const isoStart = (monthOrDay: string) => `${monthOrDay.length === 7 ? `${monthOrDay}-01` : monthOrDay}T00:00:00Z`;
