import { listPrice, percentOf, type CurrencyCode } from "./currency";
import {
  ADS_CAMPAIGN_TYPES,
  ADS_EXTRA_CAMPAIGN_PERCENT,
  ADS_MANY_TYPES_PERCENT,
  ADS_MANY_TYPES_THRESHOLD,
  ADS_TIER_IDS,
  ADS_TIERS,
  AI_PROJECT_TYPES,
  AI_SCOPES,
  SEO_PACKAGE_IDS,
  SEO_PACKAGES,
  TEAM_DISCOUNTS,
  TEAM_HOURS,
  TEAM_LEVELS,
  TEAM_ROLE_IDS,
  TEAM_ROLES,
  WEB_CARE_PLANS,
  WEB_INTEGRATION_USD,
  WEB_PLATFORMS,
  WEB_TIERS,
  type AdsTierId,
  type AiScope,
  type SeoPackageId,
  type WebTier,
} from "./price-list";
import type { PricedService, Selection } from "./selection";

// Pure price rules of the calculator (docs/decisions/0008-pricing.md). Amounts are
// whole units of the visitor's currency; a line's amount is already rounded, and
// the totals are the sums of the lines.

export type Cadence = "monthly" | "one-off";

export interface EstimateLine {
  service: PricedService;
  label: string;
  /** What the line covers, in words. */
  detail?: string;
  /** Price of one unit when the line is a quantity ("3 extra pages": the price of one page). */
  each?: number;
  amount: number;
  cadence: Cadence;
}

export interface Estimate {
  currency: CurrencyCode;
  lines: EstimateLine[];
  monthlyTotal: number;
  oneOffTotal: number;
  /** One-off costs plus twelve months of the monthly ones. */
  firstYearTotal: number;
}

const lowerFirst = (text: string) => (text.startsWith("AI") ? text : text.charAt(0).toLowerCase() + text.slice(1));

type Line = Omit<EstimateLine, "service" | "cadence">;

/** The smallest SEO package whose allowance covers the requested scope (inputs are capped at Pro's). */
export function seoPackageForScope(scope: { keywords: number; pages: number; locations: number }): SeoPackageId {
  return (
    SEO_PACKAGE_IDS.find((id) => {
      const p = SEO_PACKAGES[id];
      return scope.keywords <= p.keywords && scope.pages <= p.pages && scope.locations <= p.locations;
    }) ?? "pro"
  );
}

function seoLines(seo: Selection["seo"], currency: CurrencyCode): Line[] {
  const id = seo.mode === "package" ? seo.package : seoPackageForScope(seo);
  const p = SEO_PACKAGES[id];
  const detail =
    seo.mode === "package"
      ? `${p.keywords} keywords, ${p.pages} pages, ${p.locations} ${p.locations === 1 ? "location" : "locations"}`
      : `sized for ${seo.keywords} keywords, ${seo.pages} pages, ${seo.locations} ${seo.locations === 1 ? "location" : "locations"}`;
  return [{ label: `${p.name} package`, detail, amount: listPrice(p.usd, currency) }];
}

/** The management tier for a monthly ad spend in the visitor's currency. */
export function adsTierForSpend(spend: number, currency: CurrencyCode): AdsTierId {
  // Thresholds convert like list prices: £2,250 and £6,000 for $3,000 and $8,000.
  return ADS_TIER_IDS.find((id) => id === "scale" || spend <= listPrice(ADS_TIERS[id].maxSpendUsd, currency)) ?? "scale";
}

function adsLines(ads: Selection["ads"], currency: CurrencyCode): Line[] {
  const tier = ADS_TIERS[adsTierForSpend(ads.spend, currency)];
  const fee = listPrice(tier.usd, currency);
  const lines: Line[] = [{ label: `${tier.name} management`, detail: "ad spend is paid to Google directly and not included", amount: fee }];
  const extraCampaigns = ads.campaigns - 1;
  if (extraCampaigns > 0) {
    const each = percentOf(fee, ADS_EXTRA_CAMPAIGN_PERCENT);
    lines.push({
      label: `${extraCampaigns} extra ${extraCampaigns === 1 ? "campaign" : "campaigns"}`,
      detail: `${ADS_EXTRA_CAMPAIGN_PERCENT}% of the ${tier.name} fee per campaign`,
      each,
      amount: extraCampaigns * each,
    });
  }
  if (ads.types.length > ADS_MANY_TYPES_THRESHOLD) {
    const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
    lines.push({
      label: `${ads.types.length} campaign types`,
      detail: `${ADS_MANY_TYPES_PERCENT}% for more than ${ADS_MANY_TYPES_THRESHOLD}: ${ads.types.map((t) => ADS_CAMPAIGN_TYPES[t]).join(", ")}`,
      amount: percentOf(subtotal, ADS_MANY_TYPES_PERCENT),
    });
  }
  return lines;
}

/** The tier a website build is priced at: the smallest that fits the kind of site and its pages. */
export function webTierFor(web: Selection["web"]): WebTier {
  const isShop = web.shop || WEB_PLATFORMS[web.platform].alwaysShop;
  const candidates = WEB_TIERS[web.platform].filter((t) => t.fits === "both" || t.fits === (isShop ? "shop" : "site"));
  return candidates.find((t) => web.pages <= t.pages) ?? candidates[candidates.length - 1]!;
}

/** Each page beyond a tier's allowance costs the tier's own price per page. */
export const extraPageUsd = (tier: WebTier) => Math.round(tier.usd / tier.pages);

function webLines(web: Selection["web"], currency: CurrencyCode): Line[] {
  const tier = webTierFor(web);
  const lines: Line[] = [{ label: `${tier.name} build`, detail: `up to ${tier.pages} pages`, amount: listPrice(tier.usd, currency) }];
  const extraPages = web.pages - tier.pages;
  if (extraPages > 0) {
    const each = listPrice(extraPageUsd(tier), currency);
    lines.push({
      label: `${extraPages} extra ${extraPages === 1 ? "page" : "pages"}`,
      detail: `beyond the ${tier.pages} included`,
      each,
      amount: extraPages * each,
    });
  }
  if (web.integrations > 0) {
    lines.push({
      label: `${web.integrations} third-party ${web.integrations === 1 ? "integration" : "integrations"}`,
      detail: "CRM, email marketing, booking or similar",
      each: listPrice(WEB_INTEGRATION_USD, currency),
      amount: web.integrations * listPrice(WEB_INTEGRATION_USD, currency),
    });
  }
  if (web.care !== "none") lines.push({ label: WEB_CARE_PLANS[web.care].name, amount: listPrice(WEB_CARE_PLANS[web.care].usd, currency) });
  return lines;
}

/** The scope an AI project is priced at: the chosen one, raised to the project type's minimum. */
export function aiScopeFor(ai: Selection["ai"]): AiScope {
  const min = AI_PROJECT_TYPES[ai.type].minScope;
  return AI_SCOPES[ai.scope].rank >= AI_SCOPES[min].rank ? ai.scope : min;
}

function aiLines(ai: Selection["ai"], currency: CurrencyCode): Line[] {
  const scope = aiScopeFor(ai);
  const raised = scope !== ai.scope ? `; this project type starts at ${AI_SCOPES[scope].name}` : "";
  const floor = scope === "enterprise" ? "; final price after scoping" : "";
  return [
    {
      label: `${AI_SCOPES[scope].name} project`,
      detail: `${lowerFirst(AI_PROJECT_TYPES[ai.type].name)}${raised}${floor}`,
      amount: listPrice(AI_SCOPES[scope].usd, currency),
    },
  ];
}

/** The team discount for a headcount (facts teamDiscounts: 2+ 5%, 3+ 10%, 5+ 15%, 8+ 20%). */
export function teamDiscountPercent(people: number): number {
  return TEAM_DISCOUNTS.find((tier) => people >= tier.minPeople)?.percent ?? 0;
}

/** Monthly price of one specialist, in the visitor's currency. */
export function teamMemberPrice(
  role: keyof typeof TEAM_ROLES,
  line: Pick<Selection["team"][keyof typeof TEAM_ROLES], "level" | "hours">,
  currency: CurrencyCode,
): number {
  return listPrice(TEAM_ROLES[role][line.level] * TEAM_HOURS[line.hours].factor, currency);
}

function teamLines(team: Selection["team"], currency: CurrencyCode): Line[] {
  const lines: Line[] = [];
  let people = 0;
  for (const role of TEAM_ROLE_IDS) {
    const line = team[role];
    if (line.count === 0) continue;
    people += line.count;
    const each = teamMemberPrice(role, line, currency);
    lines.push({
      label: `${line.count} × ${TEAM_ROLES[role].name}`,
      detail: `${TEAM_LEVELS[line.level].toLowerCase()}, ${TEAM_HOURS[line.hours].name.toLowerCase()}`,
      each,
      amount: line.count * each,
    });
  }
  const percent = teamDiscountPercent(people);
  if (percent > 0) {
    const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
    lines.push({ label: `Team discount, ${people} people`, detail: `${percent}% off`, amount: -percentOf(subtotal, percent) });
  }
  return lines;
}

const RULES: Record<PricedService, { cadence: Cadence; lines: (s: Selection, c: CurrencyCode) => Line[] }> = {
  seo: { cadence: "monthly", lines: (s, c) => seoLines(s.seo, c) },
  "google-ads": { cadence: "monthly", lines: (s, c) => adsLines(s.ads, c) },
  "web-development": { cadence: "one-off", lines: (s, c) => webLines(s.web, c) },
  "ai-development": { cadence: "one-off", lines: (s, c) => aiLines(s.ai, c) },
  "dedicated-resources": { cadence: "monthly", lines: (s, c) => teamLines(s.team, c) },
};

export function estimate(selection: Selection, currency: CurrencyCode): Estimate {
  const lines: EstimateLine[] = selection.services.flatMap((service) =>
    RULES[service].lines(selection, currency).map((line) => ({ ...line, service, cadence: RULES[service].cadence })),
  );
  const sum = (cadence: Cadence) => lines.filter((l) => l.cadence === cadence).reduce((total, l) => total + l.amount, 0);
  const monthlyTotal = sum("monthly");
  const oneOffTotal = sum("one-off");
  return { currency, lines, monthlyTotal, oneOffTotal, firstYearTotal: oneOffTotal + 12 * monthlyTotal };
}
