import { Router } from "express";
import type { RouteObject } from "react-router";
import { caseStudySlugs } from "../../shared/content/case-studies";
import type { BlogQueries } from "../db/blog.queries";
import { sql } from "kysely";
import type { Db } from "../db/connection";

/**
 * Pages that are registered but must not be indexed: the admin area and all its pages,
 * and the pages only a newsletter email's link leads to (they carry noindex).
 */
const NOT_INDEXED = new Set(["/newsletter/confirm", "/newsletter/unsubscribe"]);
const isNotIndexed = (path: string) => path === "/admin" || path.startsWith("/admin/") || NOT_INDEXED.has(path);

/** Every fixed path of the route table (no parameters), e.g. "/", "/services/seo". */
export function staticPaths(routes: RouteObject[], parent = ""): string[] {
  const out: string[] = [];
  for (const route of routes) {
    const path = route.index
      ? parent || "/"
      : route.path === undefined
        ? parent
        : `${parent.replace(/\/$/, "")}/${route.path.replace(/^\//, "")}`;
    if (route.path?.includes(":")) continue;
    if (route.index || (route.path !== undefined && !route.children)) out.push(path || "/");
    if (route.children) out.push(...staticPaths(route.children, path));
  }
  return [...new Set(out)];
}

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Every address the sitemap lists, site-relative, once each: what crawlers fetch and the page cache is warmed with. */
export async function sitemapEntries(pagePaths: string[], blog: BlogQueries): Promise<{ path: string; lastmod?: string }[]> {
  const entries: { path: string; lastmod?: string }[] = [
    ...pagePaths.filter((p) => !isNotIndexed(p)).map((p) => ({ path: p })),
    // Canonical slugs only: the alias slugs redirect and do not belong here.
    ...caseStudySlugs.map((slug) => ({ path: `/case-studies/${slug}` })),
    ...(await blog.listPublished()).map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.updatedAt.slice(0, 10) })),
  ];
  // The built-in articles are routes of their own; list each address once, with its lastmod.
  const byPath = new Map<string, { path: string; lastmod?: string }>();
  for (const e of entries) byPath.set(e.path, { ...byPath.get(e.path), ...e });
  return [...byPath.values()];
}

export async function sitemapXml(siteUrl: string, pagePaths: string[], blog: BlogQueries): Promise<string> {
  const body = (await sitemapEntries(pagePaths, blog))
    .map((u) => `  <url><loc>${xmlEscape(`${siteUrl}${u.path}`)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export function createSiteFilesRouter(deps: { db: Db; blog: BlogQueries; siteUrl: string; pagePaths: string[] }): Router {
  const router = Router();
  router.get("/healthz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      await sql`SELECT 1 AS ok`.execute(deps.db.kysely);
      res.json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "unavailable", message: "The database does not answer" });
    }
  });
  router.get("/robots.txt", (_req, res) => {
    res.type("text/plain").setHeader("Cache-Control", "public, max-age=3600");
    res.send(robotsTxt(deps.siteUrl));
  });
  router.get("/sitemap.xml", async (_req, res) => {
    const xml = await sitemapXml(deps.siteUrl, deps.pagePaths, deps.blog);
    res.type("application/xml").setHeader("Cache-Control", "public, max-age=3600");
    res.send(xml);
  });
  return router;
}
