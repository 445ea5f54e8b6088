import type { RegionCode } from "../../shared/constants";
import { languageForRegion } from "../../shared/i18n/copy";
import { type CardSection, cardSectionLabels } from "../../shared/i18n/social-card-sections";
import { basePathOf } from "../../shared/region-addresses";
import type { SocialCard } from "../../shared/social-card";
import type { Brand } from "../../shared/brand";
import { narrowestFallbackOf } from "../../shared/media/media-image";
import type { PageMeta } from "./page-meta";

const LEGAL_PAGES = new Set(["privacy-policy", "terms-of-service", "cookie-policy"]);

/** The site section of a page, by its path without the region prefix; null for the home page. */
function sectionOf(basePath: string): CardSection | null {
  const [first, second] = basePath.split("/").filter(Boolean);
  if (!first) return null;
  if (first === "case-studies") return second ? "case-study" : "case-studies";
  if (LEGAL_PAGES.has(first)) return "legal";
  return first in cardSectionLabels.en ? (first as CardSection) : null;
}

/**
 * What a page's social card shows (docs/decisions/0021-social-cards.md): its section, its
 * title, the brand, its address and, for a case study, the figure its meta names. Only
 * what the head already knows, so the card's address costs no rendering.
 */
export function socialCardOfPage(args: {
  meta: PageMeta;
  pathname: string;
  region: RegionCode;
  brand: Pick<Brand, "name" | "colors" | "logo">;
  siteUrl: string;
}): SocialCard {
  const lang = languageForRegion(args.region);
  const section = args.meta.cardSection ?? sectionOf(basePathOf(args.pathname));
  const host = new URL(args.siteUrl).host;
  const logo = args.brand.logo && narrowestFallbackOf(args.brand.logo);
  return {
    lang,
    eyebrow: section ? cardSectionLabels[lang][section] : "",
    title: args.meta.title,
    brand: args.brand.name,
    address: args.pathname === "/" ? host : `${host}${args.pathname}`,
    ...(args.meta.cardFigure ? { figure: args.meta.cardFigure } : {}),
    colors: args.brand.colors,
    ...(logo ? { logo: logo.url } : {}),
    ...(args.meta.cardVisual ? { visual: args.meta.cardVisual } : {}),
  };
}

/** The card's description for og:image:alt: what a reader of the picture would read. */
export function socialCardAlt(card: SocialCard): string {
  return [card.eyebrow, card.title, card.figure ? `${card.figure.value} ${card.figure.label}` : "", card.brand].filter(Boolean).join(" · ");
}
