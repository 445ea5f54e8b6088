import { type ListPrice, percentOf, priceIn, type CurrencyCode } from "./currency";
import { CODE_PRICES, type Prices } from "./own-prices";
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
  TEAM_ROLE_IDS,
  TEAM_ROLES,
  WEB_PLATFORMS,
  WEB_TIERS,
  type AdsTierId,
  type AiScope,
  type SeoPackageId,
  type WebTier,
} from "./price-list";
import type { PricedService, Selection } from "./selection";
import { type EstimateWords, estimateEn } from "../i18n/pages/estimate.en";

// Pure price rules of the calculator (docs/decisions/0008-pricing.md), over the prices in force
// (shared/pricing/own-prices.ts: the code's dollars with the own amounts staff publish). Amounts are
// whole units of the visitor's currency; a line's amount is already rounded, and
// the totals are the sums of the lines. The lines are written in `words`: English (the
// default) for the quote lead the team reads, the visitor's language on the page
// (shared/i18n/pages/estimate.en.ts).

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
  /** Converted from the dollar price rather than set in this currency (docs/decisions/0040-site-settings.md). */
  converted: boolean;
}

export interface Estimate {
  currency: CurrencyCode;
  lines: EstimateLine[];
  monthlyTotal: number;
  oneOffTotal: number;
  /** One-off costs plus twelve months of the monthly ones. */
  firstYearTotal: number;
}

type Line = Omit<EstimateLine, "service" | "cadence">;

/** A list price in the estimate's currency, with whether it was converted (./currency.ts priceIn). */
const priced = priceIn;

/** The smallest SEO package whose allowance covers the requested scope (inputs are capped at Pro's). */
export function seoPackageForScope(scope: { keywords: number; pages: number; locations: number }): SeoPackageId {
  return (
    SEO_PACKAGE_IDS.find((id) => {
      const p = SEO_PACKAGES[id];
      return scope.keywords <= p.keywords && scope.pages <= p.pages && scope.locations <= p.locations;
    }) ?? "pro"
  );
}

function seoLines(seo: Selection["seo"], currency: CurrencyCode, w: EstimateWords, prices: Prices): Line[] {
  const id = seo.mode === "package" ? seo.package : seoPackageForScope(seo);
  const p = SEO_PACKAGES[id];
  const detail =
    seo.mode === "package" ? w.scope(p.keywords, p.pages, p.locations) : w.sizedFor(w.scope(seo.keywords, seo.pages, seo.locations));
  const { amount, converted } = priced(prices[`seo-${id}`], currency);
  return [{ label: w.seoPackage(p.name), detail, amount, converted }];
}

/** The management tier for a monthly ad spend in the visitor's currency. */
export function adsTierForSpend(spend: number, currency: CurrencyCode): AdsTierId {
  // Thresholds convert like list prices: £2,250 and £6,000 for $3,000 and $8,000.
  return ADS_TIER_IDS.find((id) => id === "scale" || spend <= priced(ADS_TIERS[id].maxSpendUsd, currency).amount) ?? "scale";
}

function adsLines(ads: Selection["ads"], currency: CurrencyCode, w: EstimateWords, prices: Prices): Line[] {
  const tierId = adsTierForSpend(ads.spend, currency);
  const tier = ADS_TIERS[tierId];
  const { amount: fee, converted } = priced(prices[`ads-${tierId}`], currency);
  const lines: Line[] = [{ label: w.adsManagement(tier.name), detail: w.adSpendExcluded, amount: fee, converted }];
  const extraCampaigns = ads.campaigns - 1;
  if (extraCampaigns > 0) {
    const each = percentOf(fee, ADS_EXTRA_CAMPAIGN_PERCENT);
    lines.push({
      label: w.extraCampaigns(extraCampaigns),
      detail: w.extraCampaignFee(ADS_EXTRA_CAMPAIGN_PERCENT, tier.name),
      each,
      amount: extraCampaigns * each,
      converted,
    });
  }
  if (ads.types.length > ADS_MANY_TYPES_THRESHOLD) {
    const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
    lines.push({
      label: w.campaignTypes(ads.types.length),
      // Campaign types are Google's product names, the same in every language.
      detail: w.manyTypesFee(ADS_MANY_TYPES_PERCENT, ADS_MANY_TYPES_THRESHOLD, ads.types.map((t) => ADS_CAMPAIGN_TYPES[t]).join(", ")),
      amount: percentOf(subtotal, ADS_MANY_TYPES_PERCENT),
      converted,
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

/** Each page beyond a tier's allowance costs the tier's own price per page, in each currency the tier has one. */
export function extraPagePrice(tier: WebTier, prices: Prices = CODE_PRICES): ListPrice {
  const { usd, gbp, eur } = prices[`web-${tier.id}`];
  return {
    usd: Math.round(usd / tier.pages),
    ...(gbp !== undefined ? { gbp: Math.round(gbp / tier.pages) } : {}),
    ...(eur !== undefined ? { eur: Math.round(eur / tier.pages) } : {}),
  };
}

function webLines(web: Selection["web"], currency: CurrencyCode, w: EstimateWords, prices: Prices): Line[] {
  const tier = webTierFor(web);
  const lines: Line[] = [
    { label: w.webBuild(w.webTiers[tier.id]), detail: w.upToPages(tier.pages), ...priced(prices[`web-${tier.id}`], currency) },
  ];
  const extraPages = web.pages - tier.pages;
  if (extraPages > 0) {
    const { amount: each, converted } = priced(extraPagePrice(tier, prices), currency);
    lines.push({ label: w.extraPages(extraPages), detail: w.beyondIncluded(tier.pages), each, amount: extraPages * each, converted });
  }
  if (web.integrations > 0) {
    const { amount: each, converted } = priced(prices["web-integration"], currency);
    lines.push({ label: w.integrations(web.integrations), detail: w.integrationsDetail, each, amount: web.integrations * each, converted });
  }
  if (web.care !== "none") lines.push({ label: w.carePlans[web.care], ...priced(prices[`care-${web.care}`], currency) });
  return lines;
}

/** The scope an AI project is priced at: the chosen one, raised to the project type's minimum. */
export function aiScopeFor(ai: Selection["ai"]): AiScope {
  const min = AI_PROJECT_TYPES[ai.type].minScope;
  return AI_SCOPES[ai.scope].rank >= AI_SCOPES[min].rank ? ai.scope : min;
}

function aiLines(ai: Selection["ai"], currency: CurrencyCode, w: EstimateWords, prices: Prices): Line[] {
  const scope = aiScopeFor(ai);
  const detail = [
    w.aiTypes[ai.type],
    scope !== ai.scope ? w.aiStartsAt(AI_SCOPES[scope].name) : null,
    scope === "enterprise" ? w.aiAfterScoping : null,
  ];
  return [
    {
      label: w.aiProject(AI_SCOPES[scope].name),
      detail: detail.filter(Boolean).join("; "),
      ...priced(prices[`ai-${scope}`], currency),
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
  return priced(TEAM_ROLES[role][line.level] * TEAM_HOURS[line.hours].factor, currency).amount;
}

function teamLines(team: Selection["team"], currency: CurrencyCode, w: EstimateWords): Line[] {
  const lines: Line[] = [];
  let people = 0;
  for (const role of TEAM_ROLE_IDS) {
    const line = team[role];
    if (line.count === 0) continue;
    people += line.count;
    const each = teamMemberPrice(role, line, currency);
    lines.push({
      label: w.specialists(line.count, w.roles[role]),
      detail: w.specialistDetail(w.levels[line.level], w.hours[line.hours]),
      each,
      amount: line.count * each,
      // The specialists' monthly rates are set in dollars only (shared/pricing/price-list.ts).
      converted: currency !== "USD",
    });
  }
  const percent = teamDiscountPercent(people);
  if (percent > 0) {
    const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
    lines.push({
      label: w.teamDiscount(people),
      detail: w.percentOff(percent),
      amount: -percentOf(subtotal, percent),
      converted: currency !== "USD",
    });
  }
  return lines;
}

type Rule = (s: Selection, c: CurrencyCode, w: EstimateWords, prices: Prices) => Line[];
const RULES: Record<PricedService, { cadence: Cadence; lines: Rule }> = {
  seo: { cadence: "monthly", lines: (s, c, w, p) => seoLines(s.seo, c, w, p) },
  "google-ads": { cadence: "monthly", lines: (s, c, w, p) => adsLines(s.ads, c, w, p) },
  "web-development": { cadence: "one-off", lines: (s, c, w, p) => webLines(s.web, c, w, p) },
  "ai-development": { cadence: "one-off", lines: (s, c, w, p) => aiLines(s.ai, c, w, p) },
  "dedicated-resources": { cadence: "monthly", lines: (s, c, w) => teamLines(s.team, c, w) },
};

/**
 * The estimate of a selection in a currency at `prices` (the published ones on a page), its lines
 * written in `words` (English unless a page passes its language's).
 */
export function estimate(
  selection: Selection,
  currency: CurrencyCode,
  words: EstimateWords = estimateEn,
  prices: Prices = CODE_PRICES,
): Estimate {
  const lines: EstimateLine[] = selection.services.flatMap((service) =>
    RULES[service].lines(selection, currency, words, prices).map((line) => ({ ...line, service, cadence: RULES[service].cadence })),
  );
  const sum = (cadence: Cadence) => lines.filter((l) => l.cadence === cadence).reduce((total, l) => total + l.amount, 0);
  const monthlyTotal = sum("monthly");
  const oneOffTotal = sum("one-off");
  return { currency, lines, monthlyTotal, oneOffTotal, firstYearTotal: oneOffTotal + 12 * monthlyTotal };
}
