import type { RegionCode } from "../constants";
import { copyForRegion, type UiCopy } from "../i18n/copy";
import { CONVERTED_MARK, currencyForRegion, formatListPrice, formatMoney, type ListPrice, priceIn } from "../pricing/currency";
import type { PriceKey, Prices } from "../pricing/own-prices";
import { ADS_SPEND_SIZED_USD, ADS_TIERS, AI_SCOPES, SEO_PACKAGES, WEB_TIERS } from "../pricing/price-list";
import type { ServiceSlug } from "./services";

// The facts behind each service page: its illustration, package prices and related case
// studies. Its words (who it is for, what is included, package contents, process, FAQs) are
// copy per language (shared/i18n/pages/service-details/<slug>.<language>.ts, typed `ServiceText`),
// so a German page reads German throughout (docs/decisions/0017-copy-per-language-and-currency.md).
// Package prices are the calculator's, read from the one price list (shared/pricing/price-list.ts,
// docs/decisions/0008-pricing.md), so a package never shows one price here and another there.
// Kept apart from services.ts, which the route table and home page import: this belongs in
// the service pages' chunk, not in every page's first load.

export interface ServicePoint {
  title: string;
  text: string;
}

export interface ServiceFaq {
  question: string;
  answer: string;
}

export interface ServiceIllustration {
  src: string;
  width: number;
  height: number;
}

/** A package's price and terms; its name is a product name and reads the same in every language. */
export interface ServicePackageFacts {
  name: string;
  /** Its price in the price list (shared/pricing/own-prices.ts), the calculator's too: one home for it. */
  price: PriceKey;
  /** "month": recurring; "project": per project; "one-off": one payment per build. */
  billing: "month" | "project" | "one-off";
  /** True when the price is a minimum ("$12,000+"). */
  isMinimum?: boolean;
  /** Google Ads: the fee excludes the client's ad spend. */
  plusAdSpend?: boolean;
  /** Google Ads: the monthly ad spend in USD the package is sized for (facts `adSpendRange`). */
  adSpendUsd?: readonly [number, number];
  isPopular?: boolean;
}

/** What a package holds, in one language; listed in the order of the service's packages. */
export interface ServicePackageText {
  /** The package's name in this language, where it describes rather than names (the price list's name otherwise). */
  name?: string;
  /** Who the package suits (facts `audience`), when the facts say. */
  bestFor?: string;
  includes: readonly string[];
}

/**
 * A service page's words in one language. English long-form text may quote our list prices
 * as "$500": they pass through pricesInText (shared/pricing/prices-in-text.ts), so the German
 * text writes them the same way and the page shows them in euros.
 */
export interface ServiceText {
  /** Who the service is for: an introduction and the kinds of agencies it suits. */
  whoFor: { intro: string; points: readonly string[] };
  included: readonly ServicePoint[];
  /** One entry per package of the service, in the same order. */
  packages: readonly ServicePackageText[];
  /** A line under the packages: other platforms, what the fee excludes. */
  packagesNote?: string;
  whiteLabel: readonly ServicePoint[];
  process: readonly ServicePoint[];
  faqs: readonly ServiceFaq[];
  /** Said above related studies that are not of this service (AI has none published yet). */
  relatedNote?: string;
  /** Dedicated resources: the roles a visitor can hire (the home form's sub-services). */
  roles?: readonly ServicePoint[];
}

export interface ServiceFacts {
  slug: ServiceSlug;
  illustration: ServiceIllustration;
  /** Empty for dedicated resources (priced per specialist) and n8n (coming soon). */
  packages: readonly ServicePackageFacts[];
  /** Canonical case-study slugs (facts `services[].caseStudies`). */
  relatedCaseStudies: readonly string[];
}

export type ServicePackage = ServicePackageFacts & ServicePackageText;

/** A service page's facts with its words in one language. */
export type ServiceDetail = Omit<ServiceFacts, "packages"> & Omit<ServiceText, "packages"> & { packages: readonly ServicePackage[] };

/** A package's price at the prices in force (the published ones on a page). */
export const packagePrice = (p: Pick<ServicePackageFacts, "price">, prices: Prices): ListPrice => prices[p.price];

/**
 * Formats a package price the way visitors read it, in the region's currency
 * (docs/decisions/0008-pricing.md) and language, marked where converted: "$1,200/month",
 * "$12,000+/project", "≈ 1.050 €/Monat".
 */
export function formatPackagePrice(
  p: Pick<ServicePackageFacts, "billing" | "isMinimum" | "plusAdSpend"> & { price: ListPrice },
  region: RegionCode = "US",
  units: UiCopy["common"] = copyForRegion(region).common,
): string {
  const amount = `${formatListPrice(p.price, region)}${p.isMinimum ? "+" : ""}`;
  const unit = p.billing === "month" ? units.perMonth : p.billing === "project" ? units.perProject : units.oneTime;
  return `${amount}${unit}${p.plusAdSpend ? units.plusAdSpend : ""}`;
}

/** "$1,000–$3,000", "≈ 850 €–2.600 €": a package's ad-spend range in the region's currency, converted but for dollars. */
export function formatAdSpend(range: readonly [number, number], region: RegionCode): string {
  const currency = currencyForRegion(region);
  const text = range.map((usd) => formatMoney(priceIn(usd, currency).amount, region)).join("–");
  return currency === "USD" ? text : `${CONVERTED_MARK}\u00a0${text}`;
}

const illustration = (name: string): ServiceIllustration => ({ src: `/images/services/${name}.svg`, width: 640, height: 400 });

export const serviceFacts: Record<ServiceSlug, ServiceFacts> = {
  seo: {
    slug: "seo",
    illustration: illustration("seo"),
    packages: [
      { name: SEO_PACKAGES.starter.name, price: "seo-starter", billing: "month" },
      { name: SEO_PACKAGES.growth.name, price: "seo-growth", billing: "month", isPopular: true },
      { name: SEO_PACKAGES.pro.name, price: "seo-pro", billing: "month" },
    ],
    relatedCaseStudies: [
      "griffin-group-case-study",
      "seo-case-study",
      "scuba-diving-case-study",
      "stat-planning-case-study",
      "ubu-design-case-study",
      "citypat-case-study",
    ],
  },
  "google-ads": {
    slug: "google-ads",
    illustration: illustration("google-ads"),
    packages: [
      {
        name: ADS_TIERS.starter.name,
        price: "ads-starter",
        billing: "month",
        plusAdSpend: true,
        adSpendUsd: [ADS_SPEND_SIZED_USD[0], ADS_TIERS.starter.maxSpendUsd],
      },
      {
        name: ADS_TIERS.growth.name,
        price: "ads-growth",
        billing: "month",
        plusAdSpend: true,
        adSpendUsd: [ADS_TIERS.starter.maxSpendUsd, ADS_TIERS.growth.maxSpendUsd],
        isPopular: true,
      },
      {
        name: ADS_TIERS.scale.name,
        price: "ads-scale",
        billing: "month",
        plusAdSpend: true,
        adSpendUsd: [ADS_TIERS.growth.maxSpendUsd, ADS_SPEND_SIZED_USD[1]],
      },
    ],
    relatedCaseStudies: ["arlingsworth-solicitors-case-study", "junksaway-case-study", "the-dog-guy-case-study"],
  },
  "web-development": {
    slug: "web-development",
    illustration: illustration("web-development"),
    packages: [
      { name: WEB_TIERS.wordpress[0]!.name, price: "web-wordpress-starter", billing: "one-off" },
      { name: WEB_TIERS.wordpress[1]!.name, price: "web-wordpress-business", billing: "one-off", isPopular: true },
      { name: WEB_TIERS.wordpress[2]!.name, price: "web-wordpress-ecommerce", billing: "one-off" },
    ],
    relatedCaseStudies: [
      "socialland-website-case-study",
      "ts-landscaping-website",
      "vellu-laser-landing-page",
      "green-paradise-branding-website",
    ],
  },
  "ai-development": {
    slug: "ai-development",
    illustration: illustration("ai-development"),
    packages: [
      { name: AI_SCOPES.starter.name, price: "ai-starter", billing: "project" },
      { name: AI_SCOPES.business.name, price: "ai-business", billing: "project", isPopular: true },
      { name: AI_SCOPES.enterprise.name, price: "ai-enterprise", billing: "project", isMinimum: true },
    ],
    relatedCaseStudies: ["socialland-website-case-study", "ts-landscaping-website", "vellu-laser-landing-page"],
  },
  "dedicated-resources": {
    slug: "dedicated-resources",
    illustration: illustration("dedicated-resources"),
    packages: [],
    relatedCaseStudies: ["social-land", "koala-digital", "website-architect", "payflow-systems"],
  },
  "n8n-automations": {
    slug: "n8n-automations",
    illustration: illustration("n8n-automations"),
    packages: [],
    relatedCaseStudies: [],
  },
};

/** A service's facts with its words in one language (the pages pick the language by region). */
export function serviceDetailWith(facts: ServiceFacts, text: ServiceText): ServiceDetail {
  const { packages, ...words } = text;
  if (packages.length !== facts.packages.length)
    throw new Error(`${facts.slug}: the words list ${packages.length} packages, the facts ${facts.packages.length}`);
  return { ...facts, ...words, packages: facts.packages.map((p, i) => ({ ...p, ...packages[i]! })) };
}
