import type { RegionCode } from "../constants";
import { getService } from "../content/services";
import { CURRENCY_BY_REGION } from "../pricing/currency";
import { estimate } from "../pricing/estimate";
import { SEO_PACKAGES, AI_SCOPES, ADS_TIERS, WEB_TIERS, TEAM_ROLES, type TeamRole } from "../pricing/price-list";
import { CALCULATOR_PATH, totalsText } from "../pricing/quote-message";
import { defaultSelection, PRICED_SERVICES, selectionToParams, type PricedService, type Selection } from "../pricing/selection";
import { budgetLabel, GOAL_SERVICE, type BudgetBand, type BusinessType, type Goal, type Timeline, type WizardAnswers } from "./answers";

// Answers of the 'Find Service' wizard → the services to start with, a suggested
// package for the first one (sized by the budget) and the reasons, in words.

export interface RecommendedService {
  slug: PricedService;
  name: string;
  href: string;
  packageName: string;
  /** "£490/month", "£900 one-off" for the package alone. */
  priceText: string;
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
function configure(service: PricedService, level: 0 | 1 | 2 | 3, s: Selection, role: TeamRole): string {
  switch (service) {
    case "seo": {
      const pkg = (["starter", "growth", "pro", "pro"] as const)[level];
      s.seo = { ...s.seo, mode: "package", package: pkg };
      return `${SEO_PACKAGES[pkg].name} package`;
    }
    case "google-ads": {
      // A spend inside the same tier in every currency (the tier limits convert).
      const spend = [1500, 5000, 10000, 10000][level]!;
      s.ads = { ...s.ads, spend };
      return `Google Ads ${ADS_TIERS[(["starter", "growth", "scale", "scale"] as const)[level]].name} management`;
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
      return `${WEB_TIERS[platform].find((t) => t.fits !== "shop" && pages <= t.pages)!.name} website`;
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
      return `${AI_SCOPES[scope].name} project`;
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
      const who = `${hours === "part" ? "part-time" : "full-time"} ${level_ === "mid" ? "mid-level" : level_} ${TEAM_ROLES[role].name}`;
      return count === 1 ? `1 ${who}` : `A team of ${count}: ${who}s`;
    }
  }
}

const GOAL_REASON: Record<Goal, string> = {
  traffic: "You want more organic search traffic, and SEO keeps bringing visitors long after each piece of work is done.",
  leads: "You want leads from paid search: managed Google Ads put your clients in front of people who are searching right now.",
  website: "You want to launch or rebuild websites: our developers build them under your brand, ready to hand over to your client.",
  ai: "You want to add AI: we scope the integration or product with you and deliver it as a priced project.",
  capacity: "You want more capacity without hiring: dedicated specialists join your workflow full- or part-time.",
};

const BUSINESS_REASON: Record<BusinessType, string> = {
  agency: "Everything is delivered white-label, so your clients only ever see your agency's name.",
  studio: "Work arrives white-label and ready to present, so your studio can sell more than it builds in-house.",
  consultant: "A dedicated specialist lets you take on more clients without the cost of a full-time hire.",
  business: "One team covers search, ads, web and AI, so your marketing team has a single partner to brief.",
};

const CONSULTANT_WITHOUT_TEAM = "Everything is delivered white-label, so you can present the work to your clients as your own.";

const TIMELINE_REASON: Record<Timeline, string> = {
  asap: "You want to start soon: book the free 30-minute strategy call and we'll plan the onboarding together.",
  quarter: "Starting within three months leaves time to agree scope, reporting and branding before work begins.",
  half: "With three to six months to plan, you can test one service first and add the others as it proves itself.",
  exploring: "No rush: open the prefilled calculator to compare options and packages at your own pace.",
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function recommend(answers: CompleteAnswers, region: RegionCode): Recommendation {
  const currency = CURRENCY_BY_REGION[region];
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
    const packageName = configure(slug, i === 0 ? BAND_INDEX[answers.budget] : 0, selection, role);
    const alone = estimate({ ...selection, services: [slug] }, currency);
    return { slug, name: getService(slug)!.name, href: `/services/${slug}`, packageName, priceText: totalsText(alone, region) };
  });
  const primary = services[0]!;

  const reasons = [
    GOAL_REASON[answers.goal],
    `For a budget of ${lowerFirst(budgetLabel(answers.budget, region))}, we suggest the ${primary.packageName} at ${primary.priceText}.`,
  ];
  const extras = services
    .slice(1)
    .filter((s) => answers.interests.includes(s.slug))
    .map((s) => s.name);
  if (answers.interests.length === 0)
    reasons.push("Not sure which services you need yet? Start with the one that serves your main goal; we'll suggest more on the call.");
  else if (extras.length > 0)
    reasons.push(`You also asked about ${extras.join(" and ")}, so we added ${extras.length === 1 ? "it" : "them"} at the entry level.`);
  const hasTeam = chosen.includes("dedicated-resources");
  reasons.push(
    answers.business === "consultant" && !hasTeam ? CONSULTANT_WITHOUT_TEAM : BUSINESS_REASON[answers.business],
    TIMELINE_REASON[answers.timeline],
  );

  return {
    services,
    suggestedPackage: { service: primary.slug, name: primary.packageName, priceText: primary.priceText },
    reasons,
    selection,
    calculatorHref: `${CALCULATOR_PATH}?${selectionToParams(selection).toString()}`,
  };
}
