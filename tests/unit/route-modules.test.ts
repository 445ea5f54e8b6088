import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { matchRoutes } from "react-router";
import { describe, expect, test } from "vitest";
import { navigationOf } from "../../client/app/navigation";
import type { RouteModules } from "../../client/lib/routing/page-route";
import { routeModules } from "../../client/pages/route-modules.generated";
import { sitemapPages, walkPaths } from "../../client/route-addresses";
import { createRoutes, routeSearchParamsOf, searchParamFilter } from "../../client/routes";
import { sitemapEntries } from "../../server/site/site-files";
import { isRegionalPath } from "../../shared/region-addresses";
import { GENERATED_FILE, routeModulesSource, writeRouteModules } from "../../scripts/route-modules";

// docs/decisions/0020-route-modules.md: a page is a folder; everything else about it is derived.

const PAGES = "client/pages";
const FIXTURE = "tests/fixtures/pages";
const noDeps = {
  api: {} as never,
  queryClientFor: () => {
    throw new Error("no loader runs here");
  },
};
const noPosts = { publishedPosts: async () => [], publishedCaseStudies: async () => [], indexableLandingPages: async () => [] };
const routeIds = (routes: ReturnType<typeof createRoutes>, path: string) => (matchRoutes(routes, path) ?? []).map((m) => m.route.id);

describe("the list of route modules", () => {
  test("the committed client/pages/route-modules.generated.ts lists every page folder (run `npx tsx scripts/route-modules.ts` when it does not)", () => {
    expect(readFileSync(join(PAGES, GENERATED_FILE), "utf8")).toBe(routeModulesSource(PAGES));
  });

  test("every page folder declares its page in a route module beside its page module", () => {
    const folders = readdirSync(PAGES, { withFileTypes: true }).filter((d) => d.isDirectory());
    const withoutRoute = folders.filter((d) => !existsSync(join(PAGES, d.name, `${d.name}.route.ts`))).map((d) => d.name);
    const withoutPage = folders.filter((d) => !existsSync(join(PAGES, d.name, `${d.name}.page.tsx`))).map((d) => d.name);
    expect({ withoutRoute, withoutPage }).toEqual({ withoutRoute: [], withoutPage: [] });
  });

  test("a page with one address is one in shared/region-addresses.ts too, and a page in every region is regional there", () => {
    const modules: RouteModules = routeModules;
    for (const [name, page] of Object.entries(modules)) {
      for (const path of addressesOf(modules, name)) expect(isRegionalPath(path), `${name}: ${path}`).toBe(!page.oneAddress);
    }
  });
});

/** The addresses a page answers at, with ":param" segments filled in, for the check above. */
function addressesOf(modules: RouteModules, name: string): string[] {
  const page = modules[name]!;
  const parent = page.parent ? `/${modules[page.parent]!.paths[0] as string}` : "";
  return page.paths.map((p) => `${parent}/${typeof p === "string" ? p : p.path}`.replace(/:[a-z]+/gi, "x").replace(/\/$/, "") || "/");
}

describe("a page folder added to a pages folder", async () => {
  writeRouteModules(FIXTURE);
  const generated = `../fixtures/pages/${GENERATED_FILE.replace(/\.ts$/, "")}`;
  const { routeModules: fixture } = (await import(/* @vite-ignore */ generated)) as { routeModules: RouteModules };

  test("is found by the generator from its folder alone", () => {
    expect(Object.keys(fixture)).toEqual(["dummy-page", "dummy-staff"]);
  });

  test("appears in the route table at its address in every region, and a page with one address only at its plain one", () => {
    const routes = createRoutes(noDeps, fixture);
    expect(routeIds(routes, "/dummy-page")).toEqual(["root", "dummy-page"]);
    expect(routeIds(routes, "/uk/dummy-page")).toEqual(["root", "region@UK", "dummy-page@UK"]);
    expect(routeIds(routes, "/de/dummy-page/2026-11-02")).toEqual(["root", "region@DE", "dummy-page:1@DE"]);
    expect(routeIds(routes, "/dummy-staff")).toEqual(["root", "dummy-staff"]);
    expect(matchRoutes(routes, "/uk/dummy-staff")).toBeNull();
  });

  test("a page nested under a parent that is no page folder stops the route table from being built, naming both", () => {
    const orphan: RouteModules = {
      ...fixture,
      "dummy-child": { page: fixture["dummy-page"]!.page, paths: ["child"], parent: "dummy-pgae" },
    };
    expect(() => createRoutes(noDeps, orphan)).toThrow('client/pages/dummy-child: its parent "dummy-pgae" is not a page folder');
  });

  test("its query parameters become part of the page-cache key, and nothing else does", () => {
    const declared = routeSearchParamsOf(fixture);
    expect(declared["dummy-page"]).toEqual(["sort", "tag_*"]);
    const isKept = searchParamFilter(["root", "region@DE", "dummy-page@DE"], declared);
    expect(["sort", "tag_color", "submitted", "utm_source", "gclid"].filter(isKept)).toEqual(["sort", "tag_color", "submitted"]);
  });

  test("appears in the sitemap in every region with its dated entries; a page with one address does not", async () => {
    const entries = sitemapEntries(await sitemapPages(noPosts, fixture));
    expect(entries.map((e) => [e.path, e.lastmod])).toEqual([
      ["/dummy-page", undefined],
      ["/uk/dummy-page", undefined],
      ["/de/dummy-page", undefined],
      ["/dummy-page/2026-11-02", "2026-11-02"],
      ["/uk/dummy-page/2026-11-02", "2026-11-02"],
      ["/de/dummy-page/2026-11-02", "2026-11-02"],
    ]);
  });

  test("is walked by the tests, with the page of one address, and gets its menu link and prefetch", async () => {
    expect(await walkPaths(noPosts, fixture)).toEqual(["/dummy-page", "/dummy-page/2026-11-02", "/dummy-staff"]);
    expect(navigationOf(fixture).header).toEqual([{ to: "/dummy-page", label: "about" }]);
    expect(Object.keys(fixture).filter((name) => fixture[name]!.prefetch)).toEqual(["dummy-page"]);
  });
});
