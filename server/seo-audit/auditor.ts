import { isWebAddress, normalizeAuditUrl } from "../../shared/seo-audit-url";
import type { SeoAuditOutcome, SeoAuditReport } from "../../shared/seo-audit-report";
import type { Logger } from "../logger";
import { type AddressPolicy, type Resolver, systemResolver } from "./address-policy";
import { AuditError } from "./audit-error";
import { buildChecks } from "./checks";
import { decodeHtml } from "./decode-html";
import { extractHtmlFacts } from "./html-facts";
import { summarizePage } from "./page-summary";
import { safeFetch, type FetchedResponse, type SafeFetchDeps } from "./safe-fetch";
import { scoreChecks } from "./score";
import { SITE_FILE_MAX_BYTES, checkSiteFiles } from "./site-files";

// One audit: check and fetch the address, read its HTML, fetch robots.txt and the
// sitemap, judge every check and score them. At most `maxConcurrent` audits run
// at once; one more is turned away at once rather than queued, so a
// burst cannot pile up sockets and memory. The API and the no-JavaScript page
// both come through here, so both share the limit.

export const SEO_AUDIT_LIMITS = {
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
  maxConcurrent: 4,
} as const;

const MAX_HEADINGS = 60;
const MAX_TEXT = 300;

export interface SeoAuditorOptions {
  policy: AddressPolicy;
  resolve?: Resolver;
  userAgent: string;
  timeoutMs?: number;
  maxBytes?: number;
  maxConcurrent?: number;
  logger?: Logger;
}

export interface SeoAuditor {
  audit(input: string): Promise<SeoAuditOutcome>;
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(", ") : (value ?? null));

function buildReport(requested: URL, page: FetchedResponse, siteFiles: Awaited<ReturnType<typeof checkSiteFiles>>): SeoAuditReport {
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

export function createSeoAuditor(options: SeoAuditorOptions): SeoAuditor {
  const deps: SafeFetchDeps = { policy: options.policy, resolve: options.resolve ?? systemResolver, userAgent: options.userAgent };
  const timeoutMs = options.timeoutMs ?? SEO_AUDIT_LIMITS.timeoutMs;
  const maxBytes = options.maxBytes ?? SEO_AUDIT_LIMITS.maxBytes;
  const maxConcurrent = options.maxConcurrent ?? SEO_AUDIT_LIMITS.maxConcurrent;
  let running = 0;

  async function run(requested: URL, isSchemeGuessed: boolean): Promise<SeoAuditReport> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const { signal } = controller;
    const fetchPage = (url: URL) =>
      safeFetch(url, deps, { signal, maxBytes, maxRedirects: SEO_AUDIT_LIMITS.maxRedirects, expectHtml: true });
    try {
      let page: FetchedResponse;
      try {
        page = await fetchPage(requested);
      } catch (error) {
        // "example.com" was tried as https://; a site without HTTPS is still audited (and fails that check).
        if (!isSchemeGuessed || !(error instanceof AuditError) || error.kind !== "unreachable") throw error;
        page = await fetchPage(new URL(requested.href.replace(/^https:/, "http:")));
      }
      const siteFiles = await checkSiteFiles(page.finalUrl, (url) =>
        safeFetch(url, deps, { signal, maxBytes: SITE_FILE_MAX_BYTES, maxRedirects: SEO_AUDIT_LIMITS.maxRedirects }),
      );
      return buildReport(requested, page, siteFiles);
    } finally {
      clearTimeout(timer);
      // Ends any socket still open (e.g. a redirect body nobody reads).
      controller.abort();
    }
  }

  return {
    async audit(input) {
      const normalized = normalizeAuditUrl(input);
      if ("error" in normalized) return { ok: false, status: 400, message: normalized.error };
      const refused = new AuditError("refused");
      if (!isWebAddress(normalized.url)) return { ok: false, status: refused.status, message: refused.message };
      if (running >= maxConcurrent) {
        const busy = new AuditError("busy");
        return { ok: false, status: busy.status, message: busy.message };
      }
      running++;
      const started = Date.now();
      const requested = new URL(normalized.url);
      try {
        const report = await run(requested, normalized.isSchemeGuessed);
        options.logger?.info({ host: requested.host, score: report.score, ms: Date.now() - started }, "seo audit done");
        return { ok: true, report };
      } catch (error) {
        if (!(error instanceof AuditError)) throw error;
        options.logger?.info({ host: requested.host, refusal: error.kind, ms: Date.now() - started }, "seo audit refused");
        return { ok: false, status: error.status, message: error.message };
      } finally {
        running--;
      }
    },
  };
}
