import type { Params } from "react-router";
import type { Brand } from "../../shared/brand";
import type { MediaImage } from "../../shared/media/media-image";
import type { RegionCode } from "../../shared/constants";
import type { CardVisual, SocialCardFigure } from "../../shared/social-card";
import type { CardSection } from "../../shared/i18n/social-card-sections";
import { isRegionalPath, regionOfPath } from "../../shared/region-addresses";

/** What a page says about itself in <head> (docs/product-rules.md#head-and-structured-data). */
export interface PageMeta {
  /** Page title without the brand suffix: at most 60 characters (build-head.ts adds the brand when it fits). */
  title: string;
  description: string;
  keywords?: string;
  ogType?: "website" | "article";
  /**
   * A case study's headline figure, shown on its social card (client/head/social-card-of-page.ts;
   * every indexable page gets a card of its own, docs/decisions/0021-social-cards.md).
   */
  cardFigure?: SocialCardFigure;
  /** The section its social card names instead of the one its path says (an example engagement is not a case study). */
  cardSection?: CardSection;
  /** The page's own picture on its social card: a study's headline chart, a service's illustration. */
  cardVisual?: CardVisual;
  /** Structured data for this page; a WebPage block is used when omitted. */
  structuredData?: Record<string, unknown>[];
  noindex?: boolean;
  /** Set false for pages whose title already carries the brand. */
  appendBrand?: boolean;
  /**
   * The page's largest image from the media library, preloaded from <head> at high priority
   * so it does not wait for the HTML around it (build-head.ts; docs/decisions/0024-media-library.md).
   */
  preloadImage?: { image: MediaImage; sizes: string };
  /** Other formats of this content, e.g. the blog's RSS feed (`<link rel="alternate">`). */
  alternates?: { type: string; title: string; href: string }[];
}

export interface MetaArgs {
  data: unknown;
  params: Params;
  pathname: string;
  brand: Brand;
  siteUrl: string;
  region: RegionCode;
}

export type MetaFunction = (args: MetaArgs) => PageMeta;

/** The `handle` a page module exports next to its Component. */
export interface PageHandle {
  meta: MetaFunction;
  /**
   * A page with one address (docs/decisions/0016-regions-as-addresses.md) whose loader knows whose
   * page it is names that region here: the newsletter's link pages speak their subscriber's language.
   */
  region?: (data: unknown) => RegionCode | null;
}

/**
 * The region a page speaks for: its address's (docs/decisions/0016-regions-as-addresses.md), or,
 * on a page with one address, the region its handle reads from its loader data, else US. The
 * head (build-head.ts) and every component (client/lib/region/region-context.tsx) ask this.
 */
export function regionOfPage(pathname: string, matches: readonly { handle?: unknown; loaderData: unknown }[]): RegionCode {
  if (isRegionalPath(pathname)) return regionOfPath(pathname);
  for (let i = matches.length - 1; i >= 0; i--) {
    const region = (matches[i]!.handle as Partial<PageHandle> | undefined)?.region?.(matches[i]!.loaderData);
    if (region) return region;
  }
  return regionOfPath(pathname);
}

/**
 * The region of a rendered page: its address (docs/decisions/0016-regions-as-addresses.md), or, on a
 * page with one address, the one its data names (the newsletter's link pages). An error page is
 * the address's.
 */
export function regionOfRender(input: {
  pathname: string;
  matches: readonly { route: { id: string; handle?: unknown } }[];
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
}): RegionCode {
  return regionOfPage(
    input.pathname,
    input.errors && Object.keys(input.errors).length > 0
      ? []
      : input.matches.map((m) => ({ handle: m.route.handle, loaderData: input.loaderData[m.route.id] })),
  );
}
