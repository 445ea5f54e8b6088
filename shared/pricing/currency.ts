import { REGION_LOCALE, type RegionCode } from "../constants";
import { formatMoneyIn } from "../format/money";

// docs/decisions/0008-pricing.md: every price of the list has a US-dollar amount, and may have
// an amount of its own in pounds and euros (docs/decisions/0040-site-settings.md). A visitor
// sees prices in their region's currency: the price's own amount where it has one, else the
// dollar amount converted at a fixed rate and rounded to a price a person would set (425 €,
// not 430 €), marked as converted; every percentage (campaign surcharges, team discounts) is
// applied afterwards in that currency and rounded to a whole unit, half up. Totals are sums
// of the rounded lines, so a breakdown always adds up.

export type CurrencyCode = "USD" | "GBP" | "EUR";

const CURRENCY_BY_REGION: Record<RegionCode, CurrencyCode> = { US: "USD", UK: "GBP", DE: "EUR" };

/**
 * Fixed conversion rates from USD (planning rates, not live exchange rates, so an
 * estimate never changes between a visit and the proposal; 0008 says who updates them).
 */
export const USD_RATE: Record<CurrencyCode, number> = { USD: 1, GBP: 0.75, EUR: 0.86 };

/**
 * A price of the list: its US-dollar amount, and the amounts set in pounds and euros where the
 * business has set them (shared/pricing/price-list.ts). A plain number is a dollar amount.
 */
export type ListPrice = number | { usd: number; gbp?: number; eur?: number };

/**
 * The step a person rounds a price of this size to: a converted £487.50 becomes £500, €516 €525,
 * €10,320 €10,250. About 2 to 5% of the amount, on the steps price lists use.
 */
export function priceStep(amount: number): number {
  if (amount < 100) return 5;
  if (amount < 250) return 10;
  if (amount < 1_000) return 25;
  if (amount < 2_500) return 50;
  if (amount < 10_000) return 100;
  return 250;
}

/** Rounds to the nearest whole number, halves away from zero (0.5 → 1, -0.5 → -1). */
export function roundHalfUp(value: number): number {
  // The epsilon absorbs binary noise such as 1.005 * 100 = 100.49999999999999.
  const rounded = Math.floor(Math.abs(value) + 0.5 + 1e-9);
  return value < 0 ? -rounded : rounded;
}

/** A dollar amount in another currency at the planning rate, rounded to a price a person would set. */
export function convertedPrice(usd: number, currency: CurrencyCode): number {
  if (currency === "USD") return usd;
  const exact = usd * USD_RATE[currency];
  const step = priceStep(exact);
  return roundHalfUp(exact / step) * step;
}

const OWN_KEY = { GBP: "gbp", EUR: "eur" } as const;

/** A list price in the visitor's currency, and whether it was converted from dollars rather than set in it. */
export function priceIn(price: ListPrice, currency: CurrencyCode): { amount: number; converted: boolean } {
  const usd = typeof price === "number" ? price : price.usd;
  if (currency === "USD") return { amount: usd, converted: false };
  const own = typeof price === "number" ? undefined : price[OWN_KEY[currency]];
  return own === undefined ? { amount: convertedPrice(usd, currency), converted: true } : { amount: own, converted: false };
}

/** A list price in the visitor's currency: its own amount there, else its dollars converted. */
export const listPrice = (price: ListPrice, currency: CurrencyCode): number => priceIn(price, currency).amount;

/** A percentage of an amount already in the visitor's currency, to a whole unit. */
export function percentOf(amount: number, percent: number): number {
  return roundHalfUp((amount * percent) / 100);
}

export function currencyForRegion(region: RegionCode): CurrencyCode {
  return CURRENCY_BY_REGION[region];
}

/** What marks a price converted from dollars rather than set in the visitor's currency; pages say what it means near it. */
export const CONVERTED_MARK = "≈";

/** An amount as a visitor reads it, with the mark when it was converted: "$500", "£399", "≈ 425 €". */
export function formatShownPrice(shown: { amount: number; converted: boolean }, region: RegionCode): string {
  const money = formatMoney(shown.amount, region);
  return shown.converted ? `${CONVERTED_MARK}\u00a0${money}` : money;
}

/** A list price as the region's visitor sees it, with its mark: "$500", "£399" (set in pounds), "≈ 425 €" (converted). */
export function formatListPrice(price: ListPrice, region: RegionCode): string {
  return formatShownPrice(priceIn(price, currencyForRegion(region)), region);
}

/**
 * Our whole-dollar list prices inside an English sentence ("start at $500 a month"),
 * converted like every list price and written in the region's format. Amounts with
 * cents ("$34.37", a client's reported result) are figures, not our prices, and stay.
 * `ownPrices` maps a dollar amount to the list price it stands for where that price has
 * amounts of its own (./prices-in-text.ts, which pages call).
 */
export function localizePricesInText(text: string, region: RegionCode, ownPrices: ReadonlyMap<number, ListPrice>): string {
  if (region === "US") return text;
  return text.replace(/\$(\d{1,3}(?:,\d{3})*|\d+)(?![.,]?\d)/g, (_, digits: string) => {
    const usd = Number(digits.replace(/,/g, ""));
    return formatListPrice(ownPrices.get(usd) ?? usd, region);
  });
}

/** "$1,200", "£1,200", "1.200 €": a price (whole units, as every price here is) in the region's currency and number format. */
export function formatMoney(amount: number, region: RegionCode): string {
  return formatMoneyIn(REGION_LOCALE[region], currencyForRegion(region), amount);
}
