import type { RegionCode } from "../constants";
import { type ListPrice, localizePricesInText } from "./currency";
import { CODE_PRICES, type Prices } from "./own-prices";

// English long-form text quotes our list prices in dollars ("SEO starts at $500 a month"); the UK
// and German pages show them in their currency. A dollar amount that names exactly one price of the
// list, and that price has an amount of its own in the page's currency, shows that amount; any other
// is converted (docs/decisions/0040-site-settings.md).

type Priced = { usd: number; gbp?: number; eur?: number };

/** The prices with amounts of their own, by their dollar amount; an amount two prices share names neither. */
export function ownPricesByDollars(prices: readonly Priced[]): ReadonlyMap<number, ListPrice> {
  const byDollars = new Map<number, Priced[]>();
  for (const price of prices) byDollars.set(price.usd, [...(byDollars.get(price.usd) ?? []), price]);
  const own = new Map<number, ListPrice>();
  for (const [usd, named] of byDollars)
    if (named.length === 1 && (named[0]!.gbp !== undefined || named[0]!.eur !== undefined)) own.set(usd, named[0]!);
  return own;
}

const byDollarsOf = new WeakMap<Prices, ReadonlyMap<number, ListPrice>>();
function ownByDollars(prices: Prices): ReadonlyMap<number, ListPrice> {
  let map = byDollarsOf.get(prices);
  if (!map) {
    map = ownPricesByDollars(Object.values(prices));
    byDollarsOf.set(prices, map);
  }
  return map;
}

/** Our whole-dollar prices in an English sentence, in the region's currency, at `prices` (the published ones on a page). */
export const pricesInText = (text: string, region: RegionCode, prices: Prices = CODE_PRICES): string =>
  localizePricesInText(text, region, ownByDollars(prices));
