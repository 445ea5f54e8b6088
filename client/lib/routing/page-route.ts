import type { ComponentType } from "react";
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from "react-router";
import type { UiCopy } from "../../../shared/i18n/copy";
import type { RegionCode } from "../../../shared/constants";
import type { RouteDeps } from "../../api/route-deps";
import type { PageHandle } from "../../head/page-meta";

// What a page folder declares about its page, in its one route module
// (client/pages/<name>/<name>.route.ts; docs/decisions/0020-route-modules.md). The route
// table, the chunk map, the page-cache key's parameters, the sitemap, the prefetches, the
// navigation and the tests' walk of every page are all derived from these declarations.

/** What a page's chunk exports: the page, its head (`handle.meta`) and, if it has one, its error boundary. */
export interface PageModule {
  Component: ComponentType;
  handle: PageHandle;
  ErrorBoundary?: ComponentType;
}

/**
 * One address of the page, relative to its region's root ("" is the root itself, "services/seo"
 * is /services/seo, /uk/services/seo and /de/services/seo) or, for a page with a `parent`, to
 * the parent's address. A page with several addresses may name each one's variant, which
 * its route id carries ("service:seo"; unnamed, the address's place in the list: "blog:1").
 */
export type PagePath = string | { path: string; variant: string };

/** A page of the sitemap, by its US path; the /uk and /de versions are derived from it. */
export interface SitemapPage {
  path: string;
  /** YYYY-MM-DD, for content that has a date. */
  lastmod?: string;
  /** The regions the page has a version in, when not every region (a landing page's). */
  regions?: readonly RegionCode[];
}

/** What a sitemap declaration may read: the server passes the database's answers. */
export interface SitemapSources {
  publishedPosts(): Promise<readonly { slug: string; updatedAt: string }[]>;
  /** Published case studies, by their current slug. */
  publishedCaseStudies(): Promise<readonly { slug: string }[]>;
  /** Published landing pages staff made indexable, with the regions each has a version in. */
  indexableLandingPages(): Promise<readonly { slug: string; regions: readonly RegionCode[] }[]>;
}

/** The UI copy keys (plain text) of one copy section, for the labels of navigation links. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];
export type NavKey = TextKey<UiCopy["nav"]>;
export type FooterKey = TextKey<UiCopy["footer"]>;

/** A link of the header, and of the footer's two lists (client/app/navigation.ts derives them). */
export interface HeaderLink {
  to: string;
  label: NavKey;
  mobileLabel?: NavKey;
}
export interface FooterLink {
  to: string;
  label: FooterKey;
}

/** A link to the page in one of the site's menus; `position` orders the menu, `to` defaults to the page's path. */
export type NavEntry =
  | { menu: "header"; position: number; label: NavKey; mobileLabel?: NavKey; to?: string }
  | { menu: "footer-services" | "footer-legal"; position: number; label: FooterKey; to?: string };

export interface PageRoute {
  /** The page's chunk (a dynamic import of ./<name>.page, so esbuild splits it out). */
  page: () => Promise<PageModule>;
  paths: readonly PagePath[];
  /**
   * Only at its plain (US) address: no /uk or /de version, and not in the sitemap
   * (the staff area, the newsletter's emailed links; docs/decisions/0016-regions-as-addresses.md).
   */
  oneAddress?: true;
  /** The page whose route this one's addresses nest under (the staff screens under /admin). */
  parent?: string;
  /**
   * The query parameters the page's render reads: the only ones that reach the server's render
   * and its page-cache key (server/ssr/page-address.ts). "name*" stands for every parameter
   * whose name starts with "name".
   */
  searchParams?: readonly string[];
  /**
   * The route's loader, made from the route table's dependencies. It is part of the app's
   * bundle, so it runs while the page's chunk loads (docs/decisions/0001-rendering-pipeline.md).
   */
  loader?: (deps: RouteDeps) => (args: LoaderFunctionArgs) => unknown;
  shouldRevalidate?: ShouldRevalidateFunction;
  /**
   * The sitemap pages of an address with parameters (the fixed addresses of a page with every
   * region are listed without being named here). A page that lists a fixed address here too
   * gives it its lastmod.
   */
  sitemap?: (sources: SitemapSources) => Promise<readonly SitemapPage[]>;
  nav?: readonly NavEntry[];
  /** Fetch the page's chunk one second after load (docs/product-rules.md#pages-and-navigation). */
  prefetch?: true;
  /**
   * Nothing hydrated on the page reads the query cache: what reads it are static parts, whose
   * HTML the browser keeps (docs/decisions/0028-static-parts.md). The server's data block then
   * carries the loaders' data without the cached queries, often most of a page's bytes; a
   * client navigation's loader fetches what a part then reads. A hydrated component that did read
   * a query would not find it while hydrating, and the browser tests' walk of every page fails on
   * the mismatch and on the request it makes.
   */
  queriesStayOnServer?: true;
  /** The seed post (data/seed/blog/) this page is the built-in article of (docs/decisions/0006-blog-articles-and-seed-sets.md). */
  builtInArticle?: { id: number; slug: string };
}

/** The route modules by page name: client/pages/route-modules.generated.ts, or a test's own folder of them. */
export type RouteModules = Readonly<Record<string, PageRoute>>;

export const pathOf = (p: PagePath): string => (typeof p === "string" ? p : p.path);

/** Types a route module's declaration (an identity function, so the module stays a plain object). */
export const definePage = (route: PageRoute): PageRoute => route;
