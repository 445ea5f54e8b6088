import type { ServiceSlug } from "../content/services";
import {
  ADS_CAMPAIGN_TYPE_IDS,
  AI_PROJECT_TYPE_IDS,
  AI_SCOPE_IDS,
  SEO_PACKAGE_IDS,
  TEAM_HOURS_IDS,
  TEAM_LEVEL_IDS,
  TEAM_ROLE_IDS,
  WEB_CARE_PLAN_IDS,
  WEB_PLATFORM_IDS,
  type AdsCampaignType,
  type AiProjectType,
  type AiScope,
  type SeoPackageId,
  type TeamHours,
  type TeamLevel,
  type TeamRole,
  type WebCarePlan,
  type WebPlatform,
} from "./price-list";

// What a visitor chose in the calculator. It lives in the address (docs/decisions/0008-pricing.md): the
// server renders an estimate from the query string, a plain GET form produces the
// same parameters without JavaScript, and a shared link reproduces the estimate.

export type PricedService = Exclude<ServiceSlug, "n8n-automations">;
export const PRICED_SERVICES: readonly PricedService[] = ["seo", "google-ads", "web-development", "ai-development", "dedicated-resources"];

/** A service the price list prices (n8n automations, coming soon, has no price yet). */
export const isPricedService = (slug: string): slug is PricedService => (PRICED_SERVICES as readonly string[]).includes(slug);

export interface TeamLine {
  count: number;
  level: TeamLevel;
  hours: TeamHours;
}

export interface Selection {
  /** Included services, in PRICED_SERVICES order. */
  services: PricedService[];
  seo: { mode: "package" | "custom"; package: SeoPackageId; keywords: number; pages: number; locations: number };
  /** Ad spend is in the visitor's currency. */
  ads: { spend: number; campaigns: number; types: AdsCampaignType[] };
  web: { platform: WebPlatform; pages: number; shop: boolean; integrations: number; care: WebCarePlan };
  ai: { type: AiProjectType; scope: AiScope };
  team: Record<TeamRole, TeamLine>;
}

/** Bounds of every number a visitor can enter; values outside are clamped. */
export const LIMITS = {
  seoKeywords: { min: 1, max: 50 },
  seoPages: { min: 1, max: 20 },
  seoLocations: { min: 1, max: 5 },
  adsSpend: { min: 0, max: 1_000_000 },
  adsCampaigns: { min: 1, max: 20 },
  webPages: { min: 1, max: 100 },
  webIntegrations: { min: 0, max: 10 },
  teamCount: { min: 0, max: 20 },
} as const;

export function defaultSelection(): Selection {
  const team = Object.fromEntries(
    TEAM_ROLE_IDS.map((role) => [role, { count: role === "web-developer" ? 1 : 0, level: "junior", hours: "full" } satisfies TeamLine]),
  ) as Record<TeamRole, TeamLine>;
  return {
    services: [],
    seo: { mode: "package", package: "starter", keywords: 10, pages: 5, locations: 1 },
    ads: { spend: 2000, campaigns: 1, types: ["search"] },
    web: { platform: "wordpress", pages: 5, shop: false, integrations: 0, care: "none" },
    ai: { type: "integration", scope: "starter" },
    team,
  };
}

/** Query parameter names (also the names of the GET form's fields). */
export const PARAM = {
  services: "s",
  seoMode: "seo_mode",
  seoPackage: "seo_pkg",
  seoKeywords: "seo_kw",
  seoPages: "seo_pages",
  seoLocations: "seo_loc",
  adsSpend: "ads_spend",
  adsCampaigns: "ads_campaigns",
  adsTypes: "ads_types",
  webPlatform: "web_platform",
  webPages: "web_pages",
  webShop: "web_shop",
  webIntegrations: "web_integrations",
  webCare: "web_care",
  aiType: "ai_type",
  aiScope: "ai_scope",
  teamCount: (role: TeamRole) => `team_${role}`,
  teamLevel: (role: TeamRole) => `team_${role}_level`,
  teamHours: (role: TeamRole) => `team_${role}_hours`,
} as const;

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function intIn(value: string | null, bounds: { min: number; max: number }, fallback: number): number {
  if (value === null || value.trim() === "") return fallback;
  const n = Number(value.replace(/[\s,]/g, ""));
  if (!Number.isFinite(n)) return fallback;
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(n)));
}

const isOn = (value: string | null) => value === "1" || value === "on" || value === "true";

/**
 * What the calculator shows at its bare address: SEO at its Starter package, so an estimate is on
 * screen from the first paint, as the page promises, and changes with every choice. An address
 * that names the services (`s`, even empty, which the calculator's form always sends) shows those.
 */
export const OPENING_SERVICES: readonly PricedService[] = ["seo"];

/** Reads a selection from a query string; anything unknown or malformed falls back to the default. */
export function parseSelection(params: URLSearchParams): Selection {
  const d = defaultSelection();
  const chosen = new Set(params.has(PARAM.services) ? params.getAll(PARAM.services) : OPENING_SERVICES);
  const types = ADS_CAMPAIGN_TYPE_IDS.filter((t) => params.getAll(PARAM.adsTypes).includes(t));
  const team = Object.fromEntries(
    TEAM_ROLE_IDS.map((role) => [
      role,
      {
        count: intIn(params.get(PARAM.teamCount(role)), LIMITS.teamCount, d.team[role].count),
        level: oneOf(TEAM_LEVEL_IDS, params.get(PARAM.teamLevel(role)), d.team[role].level),
        hours: oneOf(TEAM_HOURS_IDS, params.get(PARAM.teamHours(role)), d.team[role].hours),
      },
    ]),
  ) as Record<TeamRole, TeamLine>;
  return {
    services: PRICED_SERVICES.filter((s) => chosen.has(s)),
    seo: {
      mode: oneOf(["package", "custom"] as const, params.get(PARAM.seoMode), d.seo.mode),
      package: oneOf(SEO_PACKAGE_IDS, params.get(PARAM.seoPackage), d.seo.package),
      keywords: intIn(params.get(PARAM.seoKeywords), LIMITS.seoKeywords, d.seo.keywords),
      pages: intIn(params.get(PARAM.seoPages), LIMITS.seoPages, d.seo.pages),
      locations: intIn(params.get(PARAM.seoLocations), LIMITS.seoLocations, d.seo.locations),
    },
    ads: {
      spend: intIn(params.get(PARAM.adsSpend), LIMITS.adsSpend, d.ads.spend),
      campaigns: intIn(params.get(PARAM.adsCampaigns), LIMITS.adsCampaigns, d.ads.campaigns),
      types: types.length > 0 ? types : d.ads.types,
    },
    web: {
      platform: oneOf(WEB_PLATFORM_IDS, params.get(PARAM.webPlatform), d.web.platform),
      pages: intIn(params.get(PARAM.webPages), LIMITS.webPages, d.web.pages),
      shop: isOn(params.get(PARAM.webShop)),
      integrations: intIn(params.get(PARAM.webIntegrations), LIMITS.webIntegrations, d.web.integrations),
      care: oneOf(WEB_CARE_PLAN_IDS, params.get(PARAM.webCare), d.web.care),
    },
    ai: {
      type: oneOf(AI_PROJECT_TYPE_IDS, params.get(PARAM.aiType), d.ai.type),
      scope: oneOf(AI_SCOPE_IDS, params.get(PARAM.aiScope), d.ai.scope),
    },
    team,
  };
}

/**
 * The shortest query string for a selection: only included services (an empty `s` when none,
 * since no `s` at all means OPENING_SERVICES), only values that differ from the default.
 * parseSelection(selectionToParams(x)) equals x for every included service.
 */
export function selectionToParams(selection: Selection): URLSearchParams {
  const d = defaultSelection();
  const params = new URLSearchParams();
  const put = (name: string, value: string | number, fallback: string | number) => {
    if (value !== fallback) params.set(name, String(value));
  };
  const has = (service: PricedService) => selection.services.includes(service);
  for (const service of PRICED_SERVICES) if (has(service)) params.append(PARAM.services, service);
  if (selection.services.length === 0) params.set(PARAM.services, "");
  if (has("seo")) {
    const { seo } = selection;
    put(PARAM.seoMode, seo.mode, d.seo.mode);
    if (seo.mode === "package") put(PARAM.seoPackage, seo.package, d.seo.package);
    else {
      put(PARAM.seoKeywords, seo.keywords, d.seo.keywords);
      put(PARAM.seoPages, seo.pages, d.seo.pages);
      put(PARAM.seoLocations, seo.locations, d.seo.locations);
    }
  }
  if (has("google-ads")) {
    const { ads } = selection;
    put(PARAM.adsSpend, ads.spend, d.ads.spend);
    put(PARAM.adsCampaigns, ads.campaigns, d.ads.campaigns);
    if (ads.types.join() !== d.ads.types.join()) for (const t of ads.types) params.append(PARAM.adsTypes, t);
  }
  if (has("web-development")) {
    const { web } = selection;
    put(PARAM.webPlatform, web.platform, d.web.platform);
    put(PARAM.webPages, web.pages, d.web.pages);
    if (web.shop) params.set(PARAM.webShop, "1");
    put(PARAM.webIntegrations, web.integrations, d.web.integrations);
    put(PARAM.webCare, web.care, d.web.care);
  }
  if (has("ai-development")) {
    put(PARAM.aiType, selection.ai.type, d.ai.type);
    put(PARAM.aiScope, selection.ai.scope, d.ai.scope);
  }
  if (has("dedicated-resources")) {
    for (const role of TEAM_ROLE_IDS) {
      const line = selection.team[role];
      put(PARAM.teamCount(role), line.count, d.team[role].count);
      put(PARAM.teamLevel(role), line.level, d.team[role].level);
      put(PARAM.teamHours(role), line.hours, d.team[role].hours);
    }
  }
  return params;
}
