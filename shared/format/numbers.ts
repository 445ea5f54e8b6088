import { REGION_LOCALE, type RegionCode } from "../constants";

// Numbers and percentages as the region's readers write them ("1,000" and "20%" in English,
// "1.000" and "20 %" in German), through Intl with the region's locale (REGION_LOCALE).
// Money has its own formatter (shared/pricing/currency.ts `formatMoney`), dates theirs
// (client/components/ui/format-date.ts).

const formats = new Map<string, Intl.NumberFormat>();

function formatFor(region: RegionCode, style: "decimal" | "percent"): Intl.NumberFormat {
  const key = `${region}:${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(REGION_LOCALE[region], { style, maximumFractionDigits: 2 });
    formats.set(key, format);
  }
  return format;
}

/** 1000 → "1,000" (US, UK), "1.000" (DE). */
export const formatNumber = (value: number, region: RegionCode): string => formatFor(region, "decimal").format(value);

/** 20 (per cent) → "20%" (US, UK), "20 %" (DE). */
export const formatPercent = (percent: number, region: RegionCode): string => formatFor(region, "percent").format(percent / 100);

/**
 * A short figure written the English way in our content ("1000+", "85%", "Up to 20%"), with
 * each of its numbers in the region's format: "1.000+", "85 %", "Up to 20 %" for DE.
 * Words around the numbers are left as they are: the copy translates those.
 */
export function formatFigure(figure: string, region: RegionCode): string {
  return figure.replace(/(\d[\d,]*(?:\.\d+)?)(\s?%)?/g, (_, digits: string, percent: string | undefined) => {
    const value = Number(digits.replace(/,/g, ""));
    return percent ? formatPercent(value, region) : formatNumber(value, region);
  });
}
