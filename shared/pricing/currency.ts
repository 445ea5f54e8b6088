import { REGION_LOCALE, type RegionCode } from "../constants";
import { formatMoneyIn } from "../format/money";

// docs/decisions/0008-pricing.md: the price list is kept in US dollars. A visitor
// sees prices in their region's currency: every list price is converted at a
// fixed rate and rounded to the nearest 5; every percentage (campaign surcharges,
// team discounts) is applied afterwards in that currency and rounded to a whole
// unit, half up. Totals are sums of the rounded lines, so a breakdown always adds up.

export type CurrencyCode = "USD" | "GBP" | "EUR";

const CURRENCY_BY_REGION: Record<RegionCode, CurrencyCode> = { US: "USD", UK: "GBP", DE: "EUR" };

/**
 * Fixed conversion rates from USD (planning rates, not live exchange rates, so an
 * estimate never changes between a visit and the proposal; 0008 says who updates them).
 */
export const USD_RATE: Record<CurrencyCode, number> = { USD: 1, GBP: 0.75, EUR: 0.86 };

/** Converted list prices are rounded to this step; USD list prices stay exact. */
export const LIST_PRICE_STEP: Record<CurrencyCode, number> = { USD: 1, GBP: 5, EUR: 5 };

/** Rounds to the nearest whole number, halves away from zero (0.5 → 1, -0.5 → -1). */
export function roundHalfUp(value: number): number {
  // The epsilon absorbs binary noise such as 1.005 * 100 = 100.49999999999999.
  const rounded = Math.floor(Math.abs(value) + 0.5 + 1e-9);
  return value < 0 ? -rounded : rounded;
}

/** A USD list price in the visitor's currency, rounded to that currency's list-price step. */
export function listPrice(usd: number, currency: CurrencyCode): number {
  const step = LIST_PRICE_STEP[currency];
  return roundHalfUp((usd * USD_RATE[currency]) / step) * step;
}

/** A percentage of an amount already in the visitor's currency, to a whole unit. */
export function percentOf(amount: number, percent: number): number {
  return roundHalfUp((amount * percent) / 100);
}

export function currencyForRegion(region: RegionCode): CurrencyCode {
  return CURRENCY_BY_REGION[region];
}

/** A USD list price as the region's visitor sees it: converted, rounded and formatted ("£375", "430 €"). */
export function formatListPrice(usd: number, region: RegionCode): string {
  return formatMoney(listPrice(usd, currencyForRegion(region)), region);
}

/**
 * Our whole-dollar list prices inside an English sentence ("start at $500 a month"),
 * converted like every list price and written in the region's format. Amounts with
 * cents ("$34.37", a client's reported result) are figures, not our prices, and stay.
 */
export function localizePricesInText(text: string, region: RegionCode): string {
  if (region === "US") return text;
  return text.replace(/\$(\d{1,3}(?:,\d{3})*|\d+)(?![.,]?\d)/g, (_, digits: string) =>
    formatListPrice(Number(digits.replace(/,/g, "")), region),
  );
}

/** "$1,200", "£1,200", "1.200 €": a price (whole units, as every price here is) in the region's currency and number format. */
export function formatMoney(amount: number, region: RegionCode): string {
  return formatMoneyIn(REGION_LOCALE[region], currencyForRegion(region), amount);
}
