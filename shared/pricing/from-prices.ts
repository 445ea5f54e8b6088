import { listPrice, type CurrencyCode } from "./currency";
import type { Cadence } from "./estimate";
import { ADS_TIERS, AI_SCOPES, SEO_PACKAGES, TEAM_HOURS, TEAM_LEVEL_IDS, TEAM_ROLE_IDS, TEAM_ROLES, WEB_TIERS } from "./price-list";
import type { PricedService } from "./selection";

// The lowest price the calculator can produce for each service. In USD these are
// the "from" prices (docs/product-rules.md#services-and-prices), which the unit tests hold it to.

const lowest = (values: number[]) => Math.min(...values);

const FROM_USD: Record<PricedService, { usd: number; cadence: Cadence }> = {
  seo: { usd: lowest(Object.values(SEO_PACKAGES).map((p) => p.usd)), cadence: "monthly" },
  "google-ads": { usd: lowest(Object.values(ADS_TIERS).map((t) => t.usd)), cadence: "monthly" },
  "web-development": { usd: lowest(Object.values(WEB_TIERS).flatMap((tiers) => tiers.map((t) => t.usd))), cadence: "one-off" },
  "ai-development": { usd: lowest(Object.values(AI_SCOPES).map((s) => s.usd)), cadence: "one-off" },
  "dedicated-resources": {
    usd: lowest(TEAM_ROLE_IDS.flatMap((role) => TEAM_LEVEL_IDS.map((level) => TEAM_ROLES[role][level] * TEAM_HOURS.part.factor))),
    cadence: "monthly",
  },
};

export function fromPrice(service: PricedService, currency: CurrencyCode): { amount: number; cadence: Cadence } {
  const { usd, cadence } = FROM_USD[service];
  return { amount: listPrice(usd, currency), cadence };
}
