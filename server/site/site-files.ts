import { Router } from "express";
import type { RouteObject } from "react-router";
import { caseStudySlugs } from "../../shared/content/case-studies";
import { isRegionalPath, regionOfPath, regionVersions } from "../../shared/region-addresses";
import type { BlogQueries } from "../db/blog.queries";
import { sql } from "kysely";
import type { Db } from "../db/connection";
import { REQUEST_MESSAGES } from "../../shared/i18n/api-messages";

/**
 * The pages of the sitemap: every page with a version in each region, named by its US path.
 * Not listed: the admin area and the pages only a newsletter email's link leads to (they have
 * one address and carry noindex), and the /uk and /de copies of the route table, which
 * sitemapEntries lists as versions of the US path.
 */
const isListedPage = (path: string) => isRegionalPath(path) && regionOfPath(path) === "US";

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

interface SitemapEntry {
  path: string;
  lastmod?: string;
  /** Every version of the page (itself included) and x-default, as the page's hreflang links name them. */
  alternates: { hreflang: string; path: string }[];
}

/**
 * Every address the sitemap lists, site-relative, once each and in every region
 * (docs/decisions/0016-regions-as-addresses.md): what crawlers fetch and the page cache is warmed with.
 */
export async function sitemapEntries(pagePaths: string[], blog: BlogQueries): Promise<SitemapEntry[]> {
  const entries: { path: string; lastmod?: string }[] = [
    ...pagePaths.filter(isListedPage).map((p) => ({ path: p })),
    // Canonical slugs only: the alias slugs redirect and do not belong here.
    ...caseStudySlugs.map((slug) => ({ path: `/case-studies/${slug}` })),
    ...(await blog.listPublished()).map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.updatedAt.slice(0, 10) })),
  ];
  // The built-in articles are routes of their own; list each address once, with its lastmod.
  const byPath = new Map<string, { path: string; lastmod?: string }>();
  for (const e of entries) byPath.set(e.path, { ...byPath.get(e.path), ...e });
  return [...byPath.values()].flatMap((page) => {
    const versions = regionVersions(page.path);
    const alternates = [
      ...versions.map((v) => ({ hreflang: v.hreflang, path: v.path })),
      { hreflang: "x-default", path: versions[0]!.path },
    ];
    return versions.map((v) => ({ path: v.path, lastmod: page.lastmod, alternates }));
  });
}

export async function sitemapXml(siteUrl: string, pagePaths: string[], blog: BlogQueries): Promise<string> {
  const body = (await sitemapEntries(pagePaths, blog))
    .map((u) => {
      const links = u.alternates
        .map((a) => `\n    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(`${siteUrl}${a.path}`)}"/>`)
        .join("");
      return `  <url>\n    <loc>${xmlEscape(`${siteUrl}${u.path}`)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}${links}\n  </url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
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
      res.status(503).json({ status: "unavailable", message: REQUEST_MESSAGES.databaseDown });
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
