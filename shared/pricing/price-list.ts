// The typed price list of the calculator (docs/decisions/0008-pricing.md): every price has its
// amount in US dollars (`usd`). Staff may give a package, tier, scope or extra an amount of its
// own in pounds and euros in the site settings (shared/pricing/own-prices.ts,
// docs/decisions/0040-site-settings.md): the UK and German pages then show that amount as it is,
// and convert the dollars only where none is set (shared/pricing/currency.ts priceIn).
// Source: facts `services` (packages, calculatorPrices, calculatorRules, teamDiscounts,
// monthlyRatesUSD). Where the facts quote less than the "from" prices, those prices
// win (docs/product-rules.md#services-and-prices): SEO Starter is $500 (facts: $400)
// and Google Ads Starter $400 (facts: $399).

export const SEO_PACKAGES = {
  starter: { name: "Starter SEO", usd: 500, keywords: 10, pages: 5, locations: 1 },
  growth: { name: "Growth SEO", usd: 650, keywords: 25, pages: 10, locations: 3 },
  pro: { name: "Pro SEO", usd: 1200, keywords: 50, pages: 20, locations: 5 },
} as const;
export type SeoPackageId = keyof typeof SEO_PACKAGES;
export const SEO_PACKAGE_IDS = Object.keys(SEO_PACKAGES) as SeoPackageId[];

/** Management fee by the client's monthly ad spend (the spend itself is paid to Google). */
export const ADS_TIERS = {
  starter: { name: "Starter", usd: 400, maxSpendUsd: 3000 },
  growth: { name: "Growth", usd: 799, maxSpendUsd: 8000 },
  scale: { name: "Scale", usd: 1299, maxSpendUsd: Number.POSITIVE_INFINITY },
} as const;
export type AdsTierId = keyof typeof ADS_TIERS;
export const ADS_TIER_IDS = Object.keys(ADS_TIERS) as AdsTierId[];
/** The ad spend the tiers are sized for, at its lowest and highest (facts `adSpendRange`): Starter from the first, Scale up to the last. */
export const ADS_SPEND_SIZED_USD = [1000, 15000] as const;
/** facts calculatorRules: "Extra campaign: +15% of tier price each". */
export const ADS_EXTRA_CAMPAIGN_PERCENT = 15;
/** facts calculatorRules: "More than 3 campaign types: +10%" (of the fee so far). */
export const ADS_MANY_TYPES_PERCENT = 10;
export const ADS_MANY_TYPES_THRESHOLD = 3;

export const ADS_CAMPAIGN_TYPES = {
  search: "Search",
  pmax: "Performance Max",
  display: "Display",
  remarketing: "Remarketing",
  youtube: "YouTube",
  shopping: "Shopping",
} as const;
export type AdsCampaignType = keyof typeof ADS_CAMPAIGN_TYPES;
export const ADS_CAMPAIGN_TYPE_IDS = Object.keys(ADS_CAMPAIGN_TYPES) as AdsCampaignType[];

export const WEB_PLATFORMS = {
  wordpress: { name: "WordPress", alwaysShop: false },
  shopify: { name: "Shopify", alwaysShop: true },
  bigcommerce: { name: "BigCommerce", alwaysShop: true },
  custom: { name: "Custom-coded", alwaysShop: false },
} as const;
export type WebPlatform = keyof typeof WEB_PLATFORMS;
export const WEB_PLATFORM_IDS = Object.keys(WEB_PLATFORMS) as WebPlatform[];

export type WebTierId =
  | "wordpress-starter"
  | "wordpress-business"
  | "wordpress-ecommerce"
  | "shopify-starter"
  | "shopify-business"
  | "shopify-advanced"
  | "bigcommerce-starter"
  | "bigcommerce-business"
  | "bigcommerce-advanced"
  | "full-stack-site"
  | "custom-business"
  | "custom-advanced";

export interface WebTier {
  id: WebTierId;
  /** Its English name (the lead's); pages name it in their language through shared/i18n/pages/estimate.*.ts. */
  name: string;
  usd: number;
  /** Pages the build includes; each further page costs usd / pages (rounded). */
  pages: number;
  /** Builds it fits: a brochure site, a web shop (cart, checkout, payments) or either. */
  fits: "site" | "shop" | "both";
}

/** facts calculatorPrices, smallest first. Page allowances: facts packages; 20 for the top tiers (0008). */
export const WEB_TIERS: Record<WebPlatform, readonly WebTier[]> = {
  wordpress: [
    { id: "wordpress-starter", name: "WordPress Starter", usd: 600, pages: 5, fits: "site" },
    { id: "wordpress-business", name: "WordPress Business", usd: 1200, pages: 10, fits: "site" },
    { id: "wordpress-ecommerce", name: "WooCommerce store", usd: 1500, pages: 10, fits: "shop" },
  ],
  shopify: [
    { id: "shopify-starter", name: "Shopify Starter", usd: 750, pages: 5, fits: "shop" },
    { id: "shopify-business", name: "Shopify Business", usd: 1499, pages: 10, fits: "shop" },
    { id: "shopify-advanced", name: "Shopify Advanced", usd: 2499, pages: 20, fits: "shop" },
  ],
  bigcommerce: [
    { id: "bigcommerce-starter", name: "BigCommerce Starter", usd: 850, pages: 5, fits: "shop" },
    { id: "bigcommerce-business", name: "BigCommerce Business", usd: 1600, pages: 10, fits: "shop" },
    { id: "bigcommerce-advanced", name: "BigCommerce Advanced", usd: 2799, pages: 20, fits: "shop" },
  ],
  custom: [
    { id: "full-stack-site", name: "Custom-coded site", usd: 999, pages: 5, fits: "site" },
    { id: "custom-business", name: "Custom Business", usd: 2499, pages: 10, fits: "both" },
    { id: "custom-advanced", name: "Custom Advanced", usd: 4999, pages: 20, fits: "both" },
  ],
};

/** One-off extras of a website build (rates of the original calculator, 0008). */
export const WEB_INTEGRATION = { name: "Integration", usd: 100 } as const;
export const WEB_CARE_PLANS = {
  none: { name: "No care plan", usd: 0 },
  basic: { name: "Basic care, 6 months", usd: 200 },
  standard: { name: "Standard care, 6 months", usd: 500 },
  premium: { name: "Premium care, 6 months", usd: 800 },
} as const;
export type WebCarePlan = keyof typeof WEB_CARE_PLANS;
export const WEB_CARE_PLAN_IDS = Object.keys(WEB_CARE_PLANS) as WebCarePlan[];

/** facts AI packages; "Enterprise" is "$12,000+": the estimate shows its floor. */
export const AI_SCOPES = {
  starter: { name: "AI Starter", usd: 2000, rank: 0 },
  business: { name: "AI Business", usd: 5500, rank: 1 },
  enterprise: { name: "AI Enterprise", usd: 12000, rank: 2 },
} as const;
export type AiScope = keyof typeof AI_SCOPES;
export const AI_SCOPE_IDS = Object.keys(AI_SCOPES) as AiScope[];

/** The home form's AI sub-services; a product of its own needs at least the Business scope (docs/decisions/0008-pricing.md). */
export const AI_PROJECT_TYPES = {
  integration: { name: "AI integration into an existing platform", minScope: "starter" },
  app: { name: "AI-powered web or mobile app", minScope: "business" },
  agentic: { name: "AI agentic platform", minScope: "business" },
} as const satisfies Record<string, { name: string; minScope: AiScope }>;
export type AiProjectType = keyof typeof AI_PROJECT_TYPES;
export const AI_PROJECT_TYPE_IDS = Object.keys(AI_PROJECT_TYPES) as AiProjectType[];

/** The home form's dedicated-resource roles ("Others" split into its three roles), facts monthlyRatesUSD. */
export const TEAM_ROLES = {
  "graphic-designer": { name: "Graphic Designer", junior: 1000, mid: 1200, senior: 2000 },
  "video-editor": { name: "Video Editor", junior: 1000, mid: 1400, senior: 2200 },
  "seo-specialist": { name: "SEO Specialist", junior: 1000, mid: 1800, senior: 2800 },
  "google-ads-expert": { name: "Google Ads Expert", junior: 1200, mid: 2000, senior: 3000 },
  "web-developer": { name: "Web Developer", junior: 1000, mid: 1800, senior: 2800 },
  "full-stack-developer": { name: "Full-Stack Developer", junior: 1200, mid: 2000, senior: 3500 },
  "social-media-manager": { name: "Social Media Manager", junior: 1000, mid: 1400, senior: 2200 },
  "data-entry-specialist": { name: "Data Entry Specialist", junior: 800, mid: 1000, senior: 1400 },
  "virtual-assistant": { name: "Virtual Assistant", junior: 800, mid: 1000, senior: 1500 },
} as const;
export type TeamRole = keyof typeof TEAM_ROLES;
export const TEAM_ROLE_IDS = Object.keys(TEAM_ROLES) as TeamRole[];
/** The roles the home form groups under "Others (Data Entry/Virtual Assistants/Social Media Managers)". */
export const TEAM_OTHER_ROLES: readonly TeamRole[] = ["social-media-manager", "data-entry-specialist", "virtual-assistant"];

export const TEAM_LEVELS = { junior: "Junior", mid: "Mid-level", senior: "Senior" } as const;
export type TeamLevel = keyof typeof TEAM_LEVELS;
export const TEAM_LEVEL_IDS = Object.keys(TEAM_LEVELS) as TeamLevel[];

/** Part-time is half the full-time rate: "from $400/month" is a part-time $800 role. */
export const TEAM_HOURS = { full: { name: "Full-time", factor: 1 }, part: { name: "Part-time", factor: 0.5 } } as const;
export type TeamHours = keyof typeof TEAM_HOURS;
export const TEAM_HOURS_IDS = Object.keys(TEAM_HOURS) as TeamHours[];

/** facts teamDiscounts, largest first: the first tier the headcount reaches applies. */
export const TEAM_DISCOUNTS: readonly { minPeople: number; percent: number }[] = [
  { minPeople: 8, percent: 20 },
  { minPeople: 5, percent: 15 },
  { minPeople: 3, percent: 10 },
  { minPeople: 2, percent: 5 },
];
