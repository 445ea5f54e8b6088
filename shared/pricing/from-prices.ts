import { type CurrencyCode, type ListPrice, priceIn } from "./currency";
import type { Cadence } from "./estimate";
import { ADS_TIERS, AI_SCOPES, SEO_PACKAGES, TEAM_HOURS, TEAM_LEVEL_IDS, TEAM_ROLE_IDS, TEAM_ROLES, WEB_TIERS } from "./price-list";
import type { PricedService } from "./selection";

// The lowest price the calculator can produce for each service. In USD these are
// the "from" prices (docs/product-rules.md#services-and-prices), which the unit tests hold it to;
// in pounds and euros, the lowest of the prices as the visitor sees them (own or converted).

const FROM: Record<PricedService, { prices: readonly ListPrice[]; cadence: Cadence }> = {
  seo: { prices: Object.values(SEO_PACKAGES), cadence: "monthly" },
  "google-ads": { prices: Object.values(ADS_TIERS), cadence: "monthly" },
  "web-development": { prices: Object.values(WEB_TIERS).flat(), cadence: "one-off" },
  "ai-development": { prices: Object.values(AI_SCOPES), cadence: "one-off" },
  "dedicated-resources": {
    prices: TEAM_ROLE_IDS.flatMap((role) => TEAM_LEVEL_IDS.map((level) => TEAM_ROLES[role][level] * TEAM_HOURS.part.factor)),
    cadence: "monthly",
  },
};

export function fromPrice(service: PricedService, currency: CurrencyCode): { amount: number; cadence: Cadence; converted: boolean } {
  const { prices, cadence } = FROM[service];
  const lowest = prices.map((p) => priceIn(p, currency)).reduce((low, p) => (p.amount < low.amount ? p : low));
  return { ...lowest, cadence };
}
