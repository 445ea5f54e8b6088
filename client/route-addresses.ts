import { pathOf, type RouteModules, type SitemapPage, type SitemapSources } from "./lib/routing/page-route";
import { routeModules } from "./pages/route-modules.generated";

// The addresses the route modules declare (docs/decisions/0020-route-modules.md), by their US
// path: what the sitemap lists (server/site/site-files.ts adds each page's /uk and /de
// versions), and what the tests walk (tests/helpers/site-routes.ts).

const join = (parent: string, path: string) => (path === "" ? parent || "/" : `${parent.replace(/\/$/, "")}/${path}`);

/** The fixed addresses (no parameter) of a page and of the pages nested under it. */
export function fixedPaths(modules: RouteModules, name: string, parent = ""): string[] {
  const children = Object.keys(modules).filter((child) => modules[child]!.parent === name);
  return modules[name]!.paths.flatMap((p) => {
    if (pathOf(p).includes(":")) return [];
    const path = join(parent, pathOf(p));
    return [path, ...children.flatMap((child) => fixedPaths(modules, child, path))];
  });
}

const topPages = (modules: RouteModules) => Object.keys(modules).filter((name) => !modules[name]!.parent);

/**
 * The pages of the sitemap: every fixed address of each page that has a version in every region,
 * and what the pages' `sitemap` declarations list (the addresses with parameters). An address
 * listed twice is listed once, with the lastmod a declaration gave it. Not listed: the pages with
 * one address (the admin area and the newsletter's emailed links carry noindex).
 */
export async function sitemapPages(sources: SitemapSources, modules: RouteModules = routeModules): Promise<SitemapPage[]> {
  const regional = topPages(modules).filter((name) => !modules[name]!.oneAddress);
  const declared = await Promise.all(regional.map((name) => modules[name]!.sitemap?.(sources) ?? []));
  const byPath = new Map<string, SitemapPage>();
  for (const page of [...regional.flatMap((name) => fixedPaths(modules, name)).map((path) => ({ path })), ...declared.flat()]) {
    byPath.set(page.path, { ...byPath.get(page.path), ...page });
  }
  return [...byPath.values()];
}

/**
 * Every address a visitor can open without a token or an id, by its US path: the sitemap's
 * pages, and the fixed address of each top page with one address that reads no query
 * parameter (the staff sign-in at /admin; the newsletter's link pages need their token).
 */
export async function walkPaths(sources: SitemapSources, modules: RouteModules = routeModules): Promise<string[]> {
  const oneAddress = topPages(modules).filter((name) => modules[name]!.oneAddress && !modules[name]!.searchParams?.length);
  const paths = [
    ...(await sitemapPages(sources, modules)).map((p) => p.path),
    ...oneAddress.flatMap((name) => modules[name]!.paths.map(pathOf).map((p) => join("", p))),
  ];
  return [...new Set(paths)];
}
