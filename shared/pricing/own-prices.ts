import type { ListPrice } from "./currency";
import {
  ADS_TIER_IDS,
  ADS_TIERS,
  AI_SCOPE_IDS,
  AI_SCOPES,
  type AdsTierId,
  type AiScope,
  SEO_PACKAGE_IDS,
  SEO_PACKAGES,
  type SeoPackageId,
  WEB_CARE_PLAN_IDS,
  WEB_CARE_PLANS,
  WEB_INTEGRATION,
  WEB_PLATFORM_IDS,
  WEB_TIERS,
  type WebCarePlan,
  type WebTierId,
} from "./price-list";

// The prices as visitors meet them (docs/decisions/0040-site-settings.md): each package, tier,
// scope and extra of the code's price list (shared/pricing/price-list.ts) by a key, with its
// dollars from the code and the amounts of its own in pounds and euros that staff publish in the
// site settings. The dollars are not staff's to change: they are the list every converted price
// and the "from" prices of the copy are worked out from (docs/decisions/0008-pricing.md).

export type PriceKey =
  | `seo-${SeoPackageId}`
  | `ads-${AdsTierId}`
  | `web-${WebTierId}`
  | "web-integration"
  | `care-${Exclude<WebCarePlan, "none">}`
  | `ai-${AiScope}`;

export interface PriceEntry {
  key: PriceKey;
  /** Its English name, as the staff screen lists it. */
  name: string;
  usd: number;
}

/** Every price of the list staff may set amounts of their own for, in the calculator's order. */
export const PRICE_ENTRIES: readonly PriceEntry[] = [
  ...SEO_PACKAGE_IDS.map((id) => ({ key: `seo-${id}` as const, name: `SEO: ${SEO_PACKAGES[id].name}`, usd: SEO_PACKAGES[id].usd })),
  ...ADS_TIER_IDS.map((id) => ({ key: `ads-${id}` as const, name: `Google Ads: ${ADS_TIERS[id].name} fee`, usd: ADS_TIERS[id].usd })),
  ...WEB_PLATFORM_IDS.flatMap((platform) =>
    WEB_TIERS[platform].map((tier) => ({ key: `web-${tier.id}` as const, name: `Website: ${tier.name}`, usd: tier.usd })),
  ),
  { key: "web-integration", name: "Website: each integration", usd: WEB_INTEGRATION.usd },
  ...WEB_CARE_PLAN_IDS.filter((id) => id !== "none").map((id) => ({
    key: `care-${id as Exclude<WebCarePlan, "none">}` as const,
    name: `Website: ${WEB_CARE_PLANS[id].name}`,
    usd: WEB_CARE_PLANS[id].usd,
  })),
  ...AI_SCOPE_IDS.map((id) => ({ key: `ai-${id}` as const, name: `AI: ${AI_SCOPES[id].name}`, usd: AI_SCOPES[id].usd })),
];

export const priceKeys = PRICE_ENTRIES.map((e) => e.key) as [PriceKey, ...PriceKey[]];

/** A price's own amounts as staff set them; null or absent: converted from the dollars. */
export interface OwnAmounts {
  gbp?: number | null;
  eur?: number | null;
}
export type OwnPriceTable = Partial<Record<PriceKey, OwnAmounts>>;

/** Every price of the list with its dollars and the own amounts in force. */
export type Prices = Readonly<Record<PriceKey, Exclude<ListPrice, number>>>;

const pricesByTable = new WeakMap<OwnPriceTable, Prices>();

/**
 * The price list with the own amounts of `own` (the published settings' `prices`). One object per
 * table: the published settings are frozen per content version, so pages and the calculator's
 * every keystroke share it.
 */
export function pricesWith(own: OwnPriceTable): Prices {
  let prices = pricesByTable.get(own);
  if (!prices) {
    prices = Object.fromEntries(
      PRICE_ENTRIES.map(({ key, usd }) => {
        const { gbp, eur } = own[key] ?? {};
        return [key, { usd, ...(typeof gbp === "number" ? { gbp } : {}), ...(typeof eur === "number" ? { eur } : {}) }];
      }),
    ) as Prices;
    pricesByTable.set(own, prices);
  }
  return prices;
}

/** The code's list alone: every pound and euro price converted (a database without settings, unit tests). */
export const CODE_PRICES: Prices = pricesWith({});
