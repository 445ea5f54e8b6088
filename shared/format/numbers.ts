import { REGION_LOCALE, type RegionCode } from "../constants";
import { numberFormat } from "./intl-formats";

// Numbers and percentages as the region's readers write them ("1,000" and "20%" in English,
// "1.000" and "20 %" in German), through Intl with the region's locale (REGION_LOCALE).
// Money has its own formatter (shared/pricing/currency.ts `formatMoney`), dates theirs
// (client/components/ui/format-date.ts).

/** "always" groups every thousand; "min2" leaves four-digit numbers whole (2020, 1000), as both languages may. */
type Grouping = "always" | "min2";

const formatFor = (region: RegionCode, style: "decimal" | "percent", grouping: Grouping = "always"): Intl.NumberFormat =>
  numberFormat(REGION_LOCALE[region], { style, maximumFractionDigits: 2, useGrouping: grouping });

/** 1000 → "1,000" (US, UK), "1.000" (DE). */
export const formatNumber = (value: number, region: RegionCode, grouping: Grouping = "always"): string =>
  formatFor(region, "decimal", grouping).format(value);

/** 20 (per cent) → "20%" (US, UK), "20 %" (DE). */
export const formatPercent = (percent: number, region: RegionCode): string => formatFor(region, "percent").format(percent / 100);

/** A figure inside a German sentence: "20+" is "über 20", "1000+" "über 1.000", "14" stays "14". */
export const germanFigureInText = (figure: string): string =>
  figure.endsWith("+") ? `über ${formatFigure(figure.slice(0, -1), "DE")}` : formatFigure(figure, "DE");

/**
 * A short figure written the English way in our content ("1,200+", "85%", "Up to 20%"), with
 * each of its numbers in the region's format: "1.200+", "85 %", "Up to 20 %" for DE. A number
 * written without a separator keeps its four digits whole, so a year ("2020") stays a year.
 * Words around the numbers are left as they are: the copy translates those.
 */
export function formatFigure(figure: string, region: RegionCode): string {
  return figure.replace(/(\d[\d,]*(?:\.\d+)?)(\s?%)?/g, (_, digits: string, percent: string | undefined) => {
    const value = Number(digits.replace(/,/g, ""));
    return percent ? formatPercent(value, region) : formatNumber(value, region, digits.includes(",") ? "always" : "min2");
  });
}
