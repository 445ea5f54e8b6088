import request from "supertest";
import { describe, expect, test } from "vitest";
import type { RouteModules } from "../../client/lib/routing/page-route";
import { createRoutes } from "../../client/routes";
import { GENERATED_FILE, writeRouteModules } from "../../scripts/route-modules";
import { parseHtml } from "../helpers/html";
import { createTestApp } from "../helpers/test-app";

// Engine-independent: it reads only the seeded content, to render pages and check what they show; those reads run on PostgreSQL in the content and blog tests (scripts/test-postgres.sh).

// docs/decisions/0020-route-modules.md: a page folder is all a page needs, down to its HTML and head.

describe("a page folder's page, rendered by the server", async () => {
  writeRouteModules("tests/fixtures/pages");
  const generated = `../fixtures/pages/${GENERATED_FILE.replace(/\.ts$/, "")}`;
  const { routeModules: fixture } = (await import(/* @vite-ignore */ generated)) as { routeModules: RouteModules };
  const { app } = await createTestApp({ createRoutes: (deps) => createRoutes(deps, fixture) });

  test("answers in each region with its loader's data and the head its chunk declares", async () => {
    for (const path of ["/dummy-page", "/uk/dummy-page", "/de/dummy-page"]) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(200);
      const doc = parseHtml(res.text);
      expect(doc.querySelector("h1")?.textContent).toBe("Dummy page from the loader");
      expect(doc.querySelector("title")?.textContent).toMatch(/^Dummy page title/);
      expect(doc.querySelectorAll('link[rel="alternate"][hreflang]').map((l) => l.getAttribute("hreflang"))).toEqual(
        expect.arrayContaining(["en-US", "en-GB", "de-DE", "x-default"]),
      );
    }
  });

  test("a page with one address answers there, noindex, and 404 under a region's prefix", async () => {
    const res = await request(app).get("/dummy-staff");
    expect(res.status).toBe(200);
    const doc = parseHtml(res.text);
    expect(doc.querySelector("h1")?.textContent).toBe("Dummy staff page");
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/);
    expect((await request(app).get("/uk/dummy-staff")).status).toBe(404);
  });
});
