import request from "supertest";
import { describe, expect, test } from "vitest";
import { parseHtml } from "../helpers/html";
import { caseStudyAliases, siteRoutes } from "../helpers/site-routes";
import { createTestApp } from "../helpers/test-app";

describe("files for crawlers and operators", () => {
  test("GET /healthz answers 200 while the database answers, 503 when it does not", async () => {
    const { app, db } = await createTestApp();
    const ok = await request(app).get("/healthz");
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ status: "ok" });
    db.close();
    const down = await request(app).get("/healthz");
    expect(down.status).toBe(503);
  });

  test("robots.txt names the sitemap and keeps crawlers out of /admin and /api", async () => {
    const { app } = await createTestApp();
    const res = await request(app).get("/robots.txt");
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.text).toContain("Sitemap: https://agency.test/sitemap.xml");
    expect(res.text).toMatch(/^Disallow: \/admin$/m);
    expect(res.text).toMatch(/^Disallow: \/api\/$/m);
  });

  test("the sitemap is valid XML listing every indexable canonical page and published post, and no alias", async () => {
    const { app } = await createTestApp();
    const res = await request(app).get("/sitemap.xml");
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const doc = parseHtml(res.text);
    const locs = doc.querySelectorAll("loc").map((l) => l.textContent);
    // Every page in each region (docs/decisions/0016-regions-as-addresses.md).
    const expected = siteRoutes
      .filter((r) => r.path !== "/admin")
      .flatMap((r) => ["", "/uk", "/de"].map((prefix) => `https://agency.test${prefix && r.path === "/" ? prefix : `${prefix}${r.path}`}`));
    expect([...locs].sort()).toEqual([...expected].sort());
    for (const alias of caseStudyAliases) expect(locs).not.toContain(`https://agency.test/case-studies/${alias}`);
    const article = doc.querySelectorAll("url").find((u) => u.querySelector("loc")?.textContent.endsWith("/blog/white-label-seo-ppc-2025"));
    expect(article?.querySelector("lastmod")?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Well-formed: every <url> opens and closes, nothing unescaped.
    expect(res.text.match(/<url>/g)?.length).toBe(res.text.match(/<\/url>/g)?.length);
    expect(res.text).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
  });

  test("a missing hashed asset answers 404, not a server error", async () => {
    const { app } = await createTestApp();
    const res = await request(app).get("/assets/no-such-chunk.js");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Not found" });
  });

  test("a POST to a page answers 405 in the error shape", async () => {
    const { app } = await createTestApp();
    const res = await request(app).post("/about").send({});
    expect(res.status).toBe(405);
    expect(res.body).toEqual({ message: "Method not allowed" });
  });
});
