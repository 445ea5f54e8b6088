import type { RouteObject } from "react-router";
import { REGIONS, type RegionCode } from "../shared/constants";
import { REGION_PREFIX } from "../shared/region-addresses";
import type { RouteDeps } from "./api/route-deps";
import { RootErrorBoundary } from "./app/root-error-boundary";
import { RootLayout } from "./app/root-layout";
import { pathOf, type RouteModules } from "./lib/routing/page-route";
import { lazyPage } from "./lib/routing/react-router-adapter";
import { loadPage } from "./pages/page-modules";
import { routeModules } from "./pages/route-modules.generated";

// The ONE route table (docs/decisions/0001-rendering-pipeline.md), derived from the page
// folders' route modules (docs/decisions/0020-route-modules.md) and built once by the
// server (SQLite-backed api; each request brings its own QueryClient in the loader
// context) and once by the browser (HTTP api, one QueryClient).
// Route ids name the page module they show: "<page>" or "<page>:<variant>", and
// "@UK"/"@DE" after it for the same page under a region's prefix
// (docs/decisions/0016-regions-as-addresses.md); the server uses the page name to emit
// modulepreload links for the matched chunks.

export const pageNameOfRoute = (routeId: string): string => routeId.split(/[:@]/, 1)[0]!;

/**
 * A lead form posted without JavaScript comes back with ?submitted=<form>, and a newsletter
 * sign-up of a subscribed address with &subscription=subscribed (server/api/contacts.router.ts):
 * the root layout reads them on every page.
 */
const ROOT_SEARCH_PARAMS = ["submitted", "subscription"];

/**
 * The query parameters each page's render reads (its route module's `searchParams`), by page
 * name; the root's apply to every page, and "name*" stands for every parameter whose name starts
 * with "name". Nothing else in an address (gclid, utm_*, fbclid, msclkid or any other) reaches
 * the server's render or its page-cache key (server/ssr/page-address.ts), so a page is the
 * same HTML, from the same cache entry, with or without them.
 */
export function routeSearchParamsOf(modules: RouteModules): Readonly<Record<string, readonly string[]>> {
  const pages = Object.entries(modules).flatMap(([name, page]) => (page.searchParams ? [[name, page.searchParams] as const] : []));
  return { root: ROOT_SEARCH_PARAMS, ...Object.fromEntries(pages) };
}

export const routeSearchParams = routeSearchParamsOf(routeModules);

/** Whether a query parameter is read by any of the matched routes (by id, as in a route match). */
export function searchParamFilter(routeIds: readonly string[], declared = routeSearchParams): (name: string) => boolean {
  const params = routeIds.flatMap((id) => declared[pageNameOfRoute(id)] ?? []);
  const names = new Set(params.filter((d) => !d.endsWith("*")));
  const prefixes = params.filter((d) => d.endsWith("*")).map((d) => d.slice(0, -1));
  return (name) => names.has(name) || prefixes.some((prefix) => name.startsWith(prefix));
}

/**
 * A page's routes in one region, one per address. The chunk is loaded through react-router's
 * object form of `lazy`, while the loader is the route's own: data and chunk load in parallel.
 */
function pageRoutes(modules: RouteModules, name: string, deps: RouteDeps, region: RegionCode): RouteObject[] {
  const page = modules[name]!;
  const children = Object.keys(modules).filter((child) => modules[child]!.parent === name);
  return page.paths.map((p, i): RouteObject => {
    // A second address without a named variant is told apart by its place in the list.
    const variant = typeof p === "string" ? (i > 0 ? String(i) : undefined) : p.variant;
    const id = `${variant ? `${name}:${variant}` : name}${region === "US" ? "" : `@${region}`}`;
    const lazy = lazyPage(() => loadPage(page.page));
    const data = {
      ...(page.loader ? { loader: page.loader(deps) } : {}),
      ...(page.shouldRevalidate ? { shouldRevalidate: page.shouldRevalidate } : {}),
    };
    if (pathOf(p) === "") return { id, index: true, lazy, ...data };
    const nested = children.flatMap((child) => pageRoutes(modules, child, deps, region));
    return { id, path: pathOf(p), lazy, ...data, ...(nested.length > 0 ? { children: nested } : {}) };
  });
}

/** The pages at the top of a region's table (the others nest under their parent). */
const topPages = (modules: RouteModules, oneAddress: boolean) =>
  Object.keys(modules).filter((name) => !modules[name]!.parent && Boolean(modules[name]!.oneAddress) === oneAddress);

export function createRoutes(deps: RouteDeps, modules: RouteModules = routeModules): RouteObject[] {
  // A misspelt parent would leave the page out of the table without a word: refuse to start instead.
  for (const [name, page] of Object.entries(modules)) {
    if (page.parent && !modules[page.parent]) throw new Error(`client/pages/${name}: its parent "${page.parent}" is not a page folder`);
  }
  const regionalPages = (region: RegionCode) => topPages(modules, false).flatMap((name) => pageRoutes(modules, name, deps, region));
  return [
    {
      id: "root",
      path: "/",
      element: <RootLayout />,
      errorElement: <RootErrorBoundary />,
      children: [
        // US at the plain paths; UK and DE get the same pages under their prefix (shared/region-addresses.ts).
        ...regionalPages("US"),
        ...REGIONS.filter((region) => region !== "US").map(
          (region): RouteObject => ({ id: `region@${region}`, path: REGION_PREFIX[region].slice(1), children: regionalPages(region) }),
        ),
        // Pages with one address: the staff area and the newsletter's emailed links.
        ...topPages(modules, true).flatMap((name) => pageRoutes(modules, name, deps, "US")),
      ],
    },
  ];
}
