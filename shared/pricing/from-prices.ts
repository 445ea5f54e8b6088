import { type CurrencyCode, type ListPrice, priceIn } from "./currency";
import type { Cadence } from "./estimate";
import { CODE_PRICES, type PriceKey, type Prices } from "./own-prices";
import {
  ADS_TIER_IDS,
  AI_SCOPE_IDS,
  SEO_PACKAGE_IDS,
  TEAM_HOURS,
  TEAM_LEVEL_IDS,
  TEAM_ROLE_IDS,
  TEAM_ROLES,
  WEB_TIERS,
} from "./price-list";
import { defaultSelection, type PricedService, type Selection } from "./selection";

// The lowest price the calculator can produce for each service. In USD these are
// the "from" prices (docs/product-rules.md#services-and-prices), which the unit tests hold it to;
// in pounds and euros, the lowest of the prices as the visitor sees them (own or converted).

/** A service's prices: the keys of the list's (shared/pricing/own-prices.ts), or dollar rates that have no amounts of their own. */
const FROM: Record<PricedService, { prices: readonly (PriceKey | number)[]; cadence: Cadence }> = {
  seo: { prices: SEO_PACKAGE_IDS.map((id) => `seo-${id}` as const), cadence: "monthly" },
  "google-ads": { prices: ADS_TIER_IDS.map((id) => `ads-${id}` as const), cadence: "monthly" },
  "web-development": { prices: Object.values(WEB_TIERS).flatMap((tiers) => tiers.map((t) => `web-${t.id}` as const)), cadence: "one-off" },
  "ai-development": { prices: AI_SCOPE_IDS.map((id) => `ai-${id}` as const), cadence: "one-off" },
  "dedicated-resources": {
    prices: TEAM_ROLE_IDS.flatMap((role) => TEAM_LEVEL_IDS.map((level) => TEAM_ROLES[role][level] * TEAM_HOURS.part.factor)),
    cadence: "monthly",
  },
};

/** A service's lowest price in a currency at `prices` (the published ones on a page), and whether it was converted. */
export function fromPrice(
  service: PricedService,
  currency: CurrencyCode,
  prices: Prices = CODE_PRICES,
): { amount: number; cadence: Cadence; converted: boolean } {
  const { prices: list, cadence } = FROM[service];
  const listed: ListPrice[] = list.map((p) => (typeof p === "number" ? p : prices[p]));
  const lowest = listed.map((p) => priceIn(p, currency)).reduce((low, p) => (p.amount < low.amount ? p : low));
  return { ...lowest, cadence };
}

/**
 * The calculator's options that cost exactly the "from" price: the default options of one
 * service, except dedicated resources, whose default is a full-time developer: its cheapest
 * specialist (lowest rate and level) part-time instead. The calculator's hero previews these,
 * so "your estimate starts at" says the same price as "from" (docs/decisions/0008-pricing.md).
 */
export function fromSelection(service: PricedService): Selection {
  const selection = { ...defaultSelection(), services: [service] };
  if (service !== "dedicated-resources") return selection;
  const [role, level] = TEAM_ROLE_IDS.flatMap((r) => TEAM_LEVEL_IDS.map((l) => [r, l] as const)).reduce((a, b) =>
    TEAM_ROLES[b[0]][b[1]] < TEAM_ROLES[a[0]][a[1]] ? b : a,
  );
  const team = Object.fromEntries(
    TEAM_ROLE_IDS.map((r) => [r, { count: r === role ? 1 : 0, level: r === role ? level : "junior", hours: r === role ? "part" : "full" }]),
  ) as Selection["team"];
  return { ...selection, team };
}
