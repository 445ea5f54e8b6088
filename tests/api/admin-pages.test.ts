import express from "express";
import request from "supertest";
import { describe, expect, test } from "vitest";
import { createLeadQueries } from "../../server/db/leads.queries";
import { createLogger } from "../../server/logger";
import { createPageCache } from "../../server/ssr/page-cache";
import { createPageHandler, isAdminPath, isStorablePage } from "../../server/ssr/page-route";
import type { PageRenderer } from "../../server/ssr/render";
import { asAdmin, createAdminTestApp, signIn } from "../helpers/admin";
import { homeFormLead } from "../helpers/lead-payloads";
import { metaContent, parseHtml } from "../helpers/html";

const ADMIN_PAGES = ["/admin", "/admin/leads", "/admin/leads/1", "/admin/posts", "/admin/posts/new", "/admin/posts/1"];

describe("admin pages", () => {
  test.each(ADMIN_PAGES)("%s renders the sign-in, noindex, with Cache-Control: no-store, and is never cached", async (path) => {
    const { app } = await createAdminTestApp({ env: { PAGE_CACHE: "on" } });
    for (let i = 0; i < 2; i++) {
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(res.headers["x-page-cache"]).toBeUndefined();
      const doc = parseHtml(res.text);
      expect(doc.querySelector("h1")?.textContent).toBe("Staff sign-in");
      expect(metaContent(doc, 'meta[name="robots"]')).toBe("noindex, nofollow");
      expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    }
  });

  test("the server never renders lead data into a page, even for a signed-in admin", async () => {
    const { app, db } = await createAdminTestApp();
    const id = createLeadQueries(db).insert({ ...homeFormLead, name: "Quentin Marchetti" } as never, {
      userAgent: null,
      referrerPage: null,
      attribution: null,
      spamReason: null,
    });
    const session = await signIn(app);
    for (const path of ["/admin", "/admin/leads", `/admin/leads/${id}`]) {
      const res = await asAdmin(app, session).get(path);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain("Quentin");
      expect(res.text).not.toContain("brightside.example");
      expect(res.text).not.toContain(session.csrfToken);
    }
  });

  test("the admin's pages are in the route table but not in the sitemap; robots.txt keeps crawlers out", async () => {
    const { app } = await createAdminTestApp();
    const sitemap = (await request(app).get("/sitemap.xml")).text;
    expect(sitemap).not.toContain("/admin");
    expect(sitemap).toContain("/blog");
    expect((await request(app).get("/robots.txt")).text).toContain("Disallow: /admin");
  });

  test("an unknown admin page answers 404 and is not cached either", async () => {
    const { app } = await createAdminTestApp();
    const res = await request(app).get("/admin/nothing");
    expect(res.status).toBe(404);
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("the page cache and the admin area", () => {
  test("isAdminPath matches /admin however the address is written", () => {
    for (const path of ["/admin", "/admin/", "/admin/leads?q=x", "/Admin", "/ADMIN/posts", "/%61dmin", "//admin/leads"])
      expect(isAdminPath(path), path).toBe(true);
    for (const path of ["/", "/administrator", "/blog/admin", "/adminx", "/blog?next=/admin"]) expect(isAdminPath(path), path).toBe(false);
  });

  test("only a 200 page outside /admin that sets no cookie may be stored", () => {
    expect(isStorablePage("/blog", 200, {})).toBe(true);
    expect(isStorablePage("/blog", 404, {})).toBe(false);
    expect(isStorablePage("/admin/leads", 200, {})).toBe(false);
    expect(isStorablePage("/blog", 200, { "set-cookie": ["a=1; Path=/"] })).toBe(false);
  });

  test("a rendered page that sets a cookie is answered but not stored", async () => {
    const cache = createPageCache();
    const renderer = {
      render: async (_req: express.Request, res: express.Response) => {
        res.cookie("visitor", "one-person-only");
        const html = Buffer.from("<!DOCTYPE html><html><body>hi</body></html>");
        res.status(200).type("html").end(html);
        return { status: 200, html };
      },
      sendErrorPage: () => ({ status: 500 }),
      pageUrl: (url: string) => url,
    } as unknown as PageRenderer;
    const app = express();
    app.get(
      "/{*splat}",
      createPageHandler({ renderer, cache, getContentVersion: () => "1", logger: createLogger("silent"), earlyHints: () => [] }),
    );
    const res = await request(app).get("/about");
    expect(res.status).toBe(200);
    expect(res.headers["set-cookie"]).toBeDefined();
    expect(cache.size).toBe(0);
  });
});
