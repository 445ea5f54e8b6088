import type { SeoAuditReport } from "../../shared/seo-audit-report";
import { asBuffer } from "../bounded-jobs/job-messages";
import type { RobotsTxtState, SitemapState } from "./check-rules";
import { buildChecks } from "./checks";
import { decodeHtml } from "./decode-html";
import { extractHtmlFacts } from "./html-facts";
import { summarizePage } from "./page-summary";
import type { FetchedResponse } from "./safe-fetch";
import { scoreChecks } from "./score";

// A fetched page, its robots.txt and sitemap judged into the report. Its cost follows the
// page's markup, so it runs in a process of its own (report-jobs.ts); its input is
// plain data that crosses to that process: addresses as text, the body as bytes.

export interface ReportInput {
  requestedUrl: string;
  page: Omit<FetchedResponse, "finalUrl"> & { finalUrl: string };
  siteFiles: { robotsTxt: RobotsTxtState; sitemap: SitemapState };
}

const MAX_HEADINGS = 60;
const MAX_TEXT = 300;

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(", ") : (value ?? null));

/** The report of a fetched page. Throws MarkupTooComplex when its HTML is more than the audit reads. */
export function buildReport(input: ReportInput): SeoAuditReport {
  const { siteFiles } = input;
  const requested = new URL(input.requestedUrl);
  const page = { ...input.page, finalUrl: new URL(input.page.finalUrl), body: asBuffer(input.page.body) };
  const facts = extractHtmlFacts(decodeHtml(page.body, page.headers["content-type"]));
  const xRobotsTag = headerText(page.headers["x-robots-tag"]);
  const summary = summarizePage(facts, page.finalUrl, xRobotsTag);
  const checks = buildChecks({
    finalUrl: page.finalUrl,
    redirects: page.redirects,
    status: page.status,
    responseTimeMs: page.responseTimeMs,
    htmlBytes: page.body.length,
    contentEncoding: page.contentEncoding,
    summary,
    headings: facts.headings,
    imageCount: facts.imageCount,
    imagesWithoutAlt: facts.imagesWithoutAlt.length,
    ...siteFiles,
  });
  const canonical = summary.canonicals[0];
  return {
    requestedUrl: requested.href,
    finalUrl: page.finalUrl.href,
    redirects: page.redirects,
    status: page.status,
    responseTimeMs: page.responseTimeMs,
    htmlBytes: page.body.length,
    transferBytes: page.transferBytes,
    contentEncoding: page.contentEncoding,
    isHttps: page.finalUrl.protocol === "https:",
    title: summary.titles[0]?.slice(0, MAX_TEXT) || null,
    metaDescription: summary.descriptions[0]?.slice(0, MAX_TEXT) || null,
    h1Count: facts.headings.filter((h) => h.level === 1).length,
    headings: facts.headings.slice(0, MAX_HEADINGS),
    imageCount: facts.imageCount,
    imagesWithoutAlt: facts.imagesWithoutAlt.length,
    imagesWithoutAltSamples: facts.imagesWithoutAlt
      .filter(Boolean)
      .slice(0, 5)
      .map((src) => src.slice(0, 200)),
    canonical: canonical ? (canonical.url?.href ?? canonical.href).slice(0, MAX_TEXT) : null,
    robotsMeta: summary.robotsMeta?.slice(0, MAX_TEXT) ?? null,
    xRobotsTag: xRobotsTag?.slice(0, MAX_TEXT) ?? null,
    isNoindex: summary.isNoindex,
    viewport: summary.viewport?.slice(0, MAX_TEXT) ?? null,
    lang: summary.lang?.slice(0, 40) ?? null,
    openGraph: summary.openGraph,
    twitter: summary.twitter,
    jsonLdTypes: summary.jsonLdTypes,
    internalLinks: summary.internalLinks,
    externalLinks: summary.externalLinks,
    robotsTxt: {
      found: siteFiles.robotsTxt.state === "found",
      blocksPage: siteFiles.robotsTxt.state === "found" && siteFiles.robotsTxt.blocksPage,
    },
    sitemap: siteFiles.sitemap.state === "found" ? { found: true, url: siteFiles.sitemap.url } : { found: false, url: null },
    checks,
    score: scoreChecks(checks),
    auditedAt: new Date().toISOString(),
  };
}
