import { isWebAddress, normalizeAuditUrl } from "../../shared/seo-audit-url";
import type { SeoAuditOutcome, SeoAuditReport } from "../../shared/seo-audit-report";
import type { JobLimits } from "../bounded-jobs/job-pool";
import type { Logger } from "../logger";
import { type AddressPolicy, type Resolver, systemResolver } from "./address-policy";
import { AuditError } from "./audit-error";
import { createReportJobs } from "./report-jobs";
import { safeFetch, type FetchedResponse, type SafeFetchDeps } from "./safe-fetch";
import { SITE_FILE_MAX_BYTES, checkSiteFiles } from "./site-files";

// One audit: check and fetch the address, fetch robots.txt and the sitemap, then read
// the page's HTML, judge every check and score them in a process of its own
// (report-jobs.ts). At most `maxConcurrent` audits run at once; one more is turned
// away at once rather than queued, so a burst cannot pile up sockets and memory. The
// API and the no-JavaScript page both come through here, so both share the limit.

export const SEO_AUDIT_LIMITS = {
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
  maxConcurrent: 4,
} as const;

export interface SeoAuditorOptions {
  policy: AddressPolicy;
  resolve?: Resolver;
  userAgent: string;
  timeoutMs?: number;
  maxBytes?: number;
  maxConcurrent?: number;
  logger?: Logger;
  /** The reading process's limits; tests shorten them. */
  readLimits?: Partial<JobLimits>;
}

export interface SeoAuditor {
  audit(input: string): Promise<SeoAuditOutcome>;
}

export function createSeoAuditor(options: SeoAuditorOptions): SeoAuditor {
  const deps: SafeFetchDeps = { policy: options.policy, resolve: options.resolve ?? systemResolver, userAgent: options.userAgent };
  const timeoutMs = options.timeoutMs ?? SEO_AUDIT_LIMITS.timeoutMs;
  const maxBytes = options.maxBytes ?? SEO_AUDIT_LIMITS.maxBytes;
  const maxConcurrent = options.maxConcurrent ?? SEO_AUDIT_LIMITS.maxConcurrent;
  const reports = createReportJobs({ limits: options.readLimits, logger: options.logger });
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
      clearTimeout(timer);
      // The fetches are over: reading has limits of its own (SEO_AUDIT_READ_LIMITS).
      return await reports.run({ requestedUrl: requested.href, page: { ...page, finalUrl: page.finalUrl.href }, siteFiles });
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
