import type { RegionCode } from "../constants";
import { type RecommendationWords, recommendationEn } from "../i18n/pages/recommendation.en";
import { CONVERTED_MARK, currencyForRegion } from "../pricing/currency";
import { CODE_PRICES, type Prices } from "../pricing/own-prices";
import { estimate } from "../pricing/estimate";
import { SEO_PACKAGES, AI_SCOPES, ADS_TIERS, WEB_TIERS, type TeamRole } from "../pricing/price-list";
import { CALCULATOR_PATH, totalsText } from "../pricing/quote-message";
import { defaultSelection, PRICED_SERVICES, selectionToParams, type PricedService, type Selection } from "../pricing/selection";
import { budgetLabel, GOAL_SERVICE, type BudgetBand, type BusinessType, type Goal, type Timeline, type WizardAnswers } from "./answers";

// Answers of the 'Find Service' wizard → the services to start with, a suggested
// package for the first one (sized by the budget) and the reasons, in words: English (the
// default) for the lead the team reads, the visitor's language on the page
// (shared/i18n/pages/recommendation.en.ts).

export interface RecommendedService {
  slug: PricedService;
  name: string;
  href: string;
  packageName: string;
  /** "£490/month", "£900 one-off" for the package alone. */
  priceText: string;
  /** Some of its price is converted from dollars (marked in `priceText`). */
  converted: boolean;
}

export interface Recommendation {
  /** Primary first; at most three. */
  services: RecommendedService[];
  suggestedPackage: { service: PricedService; name: string; priceText: string };
  reasons: string[];
  /** The calculator prefilled with the recommended services and packages. */
  selection: Selection;
  calculatorHref: string;
}

export type CompleteAnswers = WizardAnswers & { business: BusinessType; goal: Goal; budget: BudgetBand; timeline: Timeline };

export const isComplete = (a: WizardAnswers): a is CompleteAnswers => Boolean(a.business && a.goal && a.budget && a.timeline);

const MAX_SERVICES = 3;
const BAND_INDEX: Record<BudgetBand, 0 | 1 | 2 | 3> = { small: 0, medium: 1, large: 2, xlarge: 3 };

/** The specialist a dedicated team starts with, by the work it would take on. */
const ROLE_FOR_SERVICE: Partial<Record<PricedService, TeamRole>> = {
  seo: "seo-specialist",
  "google-ads": "google-ads-expert",
  "web-development": "web-developer",
  "ai-development": "full-stack-developer",
};

/** Sets one service's options for a budget level (0 = entry) and names the package. */
function configure(service: PricedService, level: 0 | 1 | 2 | 3, s: Selection, role: TeamRole, words: RecommendationWords): string {
  const { packages } = words;
  switch (service) {
    case "seo": {
      const pkg = (["starter", "growth", "pro", "pro"] as const)[level];
      s.seo = { ...s.seo, mode: "package", package: pkg };
      return packages.seo(SEO_PACKAGES[pkg].name);
    }
    case "google-ads": {
      // A spend inside the same tier in every currency (the tier limits convert).
      const spend = [1500, 5000, 10000, 10000][level]!;
      s.ads = { ...s.ads, spend };
      return packages.ads(ADS_TIERS[(["starter", "growth", "scale", "scale"] as const)[level]].name);
    }
    case "web-development": {
      const [platform, pages] = (
        [
          ["wordpress", 5],
          ["wordpress", 10],
          ["custom", 10],
          ["custom", 20],
        ] as const
      )[level];
      s.web = { ...s.web, platform, pages };
      return packages.web(words.estimate.webTiers[WEB_TIERS[platform].find((t) => t.fits !== "shop" && pages <= t.pages)!.id]);
    }
    case "ai-development": {
      const [type, scope] = (
        [
          ["integration", "starter"],
          ["integration", "starter"],
          ["app", "business"],
          ["agentic", "enterprise"],
        ] as const
      )[level];
      s.ai = { type, scope };
      return packages.ai(AI_SCOPES[scope].name);
    }
    case "dedicated-resources": {
      const [count, level_, hours] = (
        [
          [1, "junior", "part"],
          [1, "mid", "full"],
          [3, "mid", "full"],
          [5, "mid", "full"],
        ] as const
      )[level];
      for (const r of Object.keys(s.team) as TeamRole[]) s.team[r] = { ...s.team[r], count: 0 };
      s.team[role] = { count, level: level_, hours };
      return packages.team(count, words.estimate.roles[role], level_, hours);
    }
  }
}

/** The recommendation for complete answers, priced at `prices` (the published ones on a page). */
export function recommend(
  answers: CompleteAnswers,
  region: RegionCode,
  words: RecommendationWords = recommendationEn,
  prices: Prices = CODE_PRICES,
): Recommendation {
  const currency = currencyForRegion(region);
  const ordered = [GOAL_SERVICE[answers.goal], ...answers.interests];
  // A consultant gets capacity as well when there is room for it.
  if (answers.business === "consultant") ordered.push("dedicated-resources");
  const chosen = [...new Set(ordered)].slice(0, MAX_SERVICES);
  const role =
    chosen.map((s) => ROLE_FOR_SERVICE[s]).find(Boolean) ??
    answers.interests.map((s) => ROLE_FOR_SERVICE[s]).find(Boolean) ??
    "web-developer";

  const selection = defaultSelection();
  selection.services = PRICED_SERVICES.filter((s) => chosen.includes(s));
  const services = chosen.map((slug, i): RecommendedService => {
    const packageName = configure(slug, i === 0 ? BAND_INDEX[answers.budget] : 0, selection, role, words);
    const alone = estimate({ ...selection, services: [slug] }, currency, words.estimate, prices);
    const totals = totalsText(alone, region, words.estimate);
    const converted = alone.lines.some((l) => l.converted);
    return {
      slug,
      name: words.serviceName(slug),
      href: `/services/${slug}`,
      packageName,
      // Marked as every converted price is (shared/pricing/currency.ts formatShownPrice).
      priceText: converted ? `${CONVERTED_MARK}\u00a0${totals}` : totals,
      converted,
    };
  });
  const primary = services[0]!;

  const reasons = [
    words.goals[answers.goal],
    words.budget(budgetLabel(answers.budget, region, words.budgetLabel), primary.packageName, primary.priceText),
  ];
  const extras = services
    .slice(1)
    .filter((s) => answers.interests.includes(s.slug))
    .map((s) => s.name);
  if (answers.interests.length === 0) reasons.push(words.notSure);
  else if (extras.length > 0) reasons.push(words.alsoAsked(extras));
  const hasTeam = chosen.includes("dedicated-resources");
  reasons.push(
    answers.business === "consultant" && !hasTeam ? words.consultantWithoutTeam : words.business[answers.business],
    words.timelines[answers.timeline],
  );

  return {
    services,
    suggestedPackage: { service: primary.slug, name: primary.packageName, priceText: primary.priceText },
    reasons,
    selection,
    calculatorHref: `${CALCULATOR_PATH}?${selectionToParams(selection).toString()}`,
  };
}
