import {
  AI_PROJECT_TYPES,
  TEAM_HOURS,
  TEAM_LEVELS,
  TEAM_ROLES,
  WEB_CARE_PLANS,
  WEB_PLATFORMS,
  WEB_TIERS,
  type WebTierId,
} from "../../pricing/price-list";

// The words an estimate is written in (shared/pricing/estimate.ts): its line items and the names of
// the options behind them. The English words are the price list's own names, and what the quote
// lead carries to the team, whatever the visitor's language (docs/decisions/0017: values stay
// English, labels are translated). The calculator and the wizard show them in the visitor's language.
// Package and tier names (Starter SEO, Growth, AI Business, Shopify Advanced) are product names,
// the same in every language.

const namesOf = <K extends string>(table: Record<K, { name: string }>) =>
  Object.fromEntries(Object.entries<{ name: string }>(table).map(([key, value]) => [key, value.name])) as Record<K, string>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const estimateEn = {
  roles: namesOf(TEAM_ROLES),
  levels: { ...TEAM_LEVELS } as Record<keyof typeof TEAM_LEVELS, string>,
  hours: namesOf(TEAM_HOURS),
  platforms: namesOf(WEB_PLATFORMS),
  webTiers: Object.fromEntries(Object.values(WEB_TIERS).flatMap((tiers) => tiers.map((t) => [t.id, t.name]))) as Record<WebTierId, string>,
  carePlans: namesOf(WEB_CARE_PLANS),
  aiTypes: namesOf(AI_PROJECT_TYPES),
  scope: (keywords: number, pages: number, locations: number) =>
    `${plural(keywords, "keyword", "keywords")}, ${plural(pages, "page", "pages")}, ${plural(locations, "location", "locations")}`,
  seoPackage: (name: string) => `${name} package`,
  sizedFor: (scope: string) => `sized for ${scope}`,
  adsManagement: (tier: string) => `${tier} management`,
  adSpendExcluded: "ad spend is paid to Google directly and not included",
  extraCampaigns: (n: number) => `${plural(n, "extra campaign", "extra campaigns")}`,
  extraCampaignFee: (percent: number, tier: string) => `${percent}% of the ${tier} fee per campaign`,
  campaignTypes: (n: number) => `${n} campaign types`,
  manyTypesFee: (percent: number, threshold: number, types: string) => `${percent}% for more than ${threshold}: ${types}`,
  webBuild: (tier: string) => `${tier} build`,
  upToPages: (pages: number) => `up to ${pages} pages`,
  extraPages: (n: number) => plural(n, "extra page", "extra pages"),
  beyondIncluded: (pages: number) => `beyond the ${pages} included`,
  integrations: (n: number) => plural(n, "third-party integration", "third-party integrations"),
  integrationsDetail: "CRM, email marketing, booking or similar",
  aiProject: (scope: string) => `${scope} project`,
  aiStartsAt: (scope: string) => `this project type starts at ${scope}`,
  aiAfterScoping: "final price after scoping",
  specialists: (count: number, role: string) => `${count} × ${role}`,
  specialistDetail: (level: string, hours: string) => `${level.toLowerCase()}, ${hours.toLowerCase()}`,
  teamDiscount: (people: number) => `Team discount, ${people} people`,
  percentOff: (percent: number) => `${percent}% off`,
  /** Totals as one line: "£1,270/month + £900 one-off". */
  perMonth: "/month",
  oneOff: " one-off",
};

export type EstimateWords = typeof estimateEn;
