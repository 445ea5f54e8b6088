import type { Params } from "react-router";
import type { Brand } from "../../shared/brand";
import type { RegionCode } from "../../shared/constants";

/** What a page says about itself in <head> (docs/product-rules.md#head-and-structured-data). */
export interface PageMeta {
  /** Page title without the brand suffix. */
  title: string;
  description: string;
  keywords?: string;
  ogType?: "website" | "article";
  /** Site-relative or absolute image URL for Open Graph / Twitter. */
  ogImage?: string;
  /** Structured data for this page; a WebPage block is used when omitted. */
  structuredData?: Record<string, unknown>[];
  noindex?: boolean;
  /** Set false for pages whose title already carries the brand. */
  appendBrand?: boolean;
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
}
