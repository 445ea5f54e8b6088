import { Router } from "express";
import { regionVersions } from "../../shared/region-addresses";
import type { RegionCode } from "../../shared/constants";
import { sql } from "kysely";
import type { Db } from "../db/connection";
import { REQUEST_MESSAGES } from "../../shared/i18n/api-messages";

/** A page of the sitemap by its US path (client/route-addresses.ts lists them from the route modules). */
export interface SitemapPage {
  path: string;
  lastmod?: string;
  /** The regions the page has a version in, when not every region (a landing page's). */
  regions?: readonly RegionCode[];
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
export function sitemapEntries(pages: readonly SitemapPage[]): SitemapEntry[] {
  return pages.flatMap((page) => {
    const versions = regionVersions(page.path).filter((v) => !page.regions || page.regions.includes(v.region));
    if (versions.length === 0) return [];
    const alternates = [
      ...versions.map((v) => ({ hreflang: v.hreflang, path: v.path })),
      { hreflang: "x-default", path: versions[0]!.path },
    ];
    return versions.map((v) => ({ path: v.path, lastmod: page.lastmod, alternates }));
  });
}

export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  const body = sitemapEntries(pages)
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

export function createSiteFilesRouter(deps: { db: Db; siteUrl: string; sitemapPages: () => Promise<readonly SitemapPage[]> }): Router {
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
    const xml = sitemapXml(deps.siteUrl, await deps.sitemapPages());
    res.type("application/xml").setHeader("Cache-Control", "public, max-age=3600");
    res.send(xml);
  });
  return router;
}
