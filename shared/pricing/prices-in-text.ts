import type { RegionCode } from "../constants";
import { type ListPrice, localizePricesInText } from "./currency";
import { ADS_TIERS, AI_SCOPES, SEO_PACKAGES, WEB_CARE_PLANS, WEB_INTEGRATION, WEB_TIERS } from "./price-list";

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

const OWN_PRICES = ownPricesByDollars([
  ...Object.values(SEO_PACKAGES),
  ...Object.values(ADS_TIERS),
  ...Object.values(WEB_TIERS).flat(),
  WEB_INTEGRATION,
  ...Object.values(WEB_CARE_PLANS),
  ...Object.values(AI_SCOPES),
]);

/** Our whole-dollar prices in an English sentence, in the region's currency. */
export const pricesInText = (text: string, region: RegionCode): string => localizePricesInText(text, region, OWN_PRICES);
