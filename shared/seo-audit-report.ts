// The SEO audit's report and its outcomes (docs/decisions/0007-seo-audit-score.md): what POST /api/seo-audit
// answers and what the page renders. No zod here: the page imports these values,
// and zod's runtime would add hundreds of kilobytes to its chunk.

export type CheckStatus = "pass" | "warn" | "fail";

export const SEO_CHECK_IDS = [
  "status",
  "indexing",
  "https",
  "title",
  "meta-description",
  "h1",
  "viewport",
  "canonical",
  "response-time",
  "robots-txt",
  "sitemap",
  "image-alt",
  "structured-data",
  "headings",
  "lang",
  "page-weight",
  "compression",
  "redirects",
  "open-graph",
  "links",
  "twitter-card",
] as const;
export type SeoCheckId = (typeof SEO_CHECK_IDS)[number];

export interface SeoCheck {
  id: SeoCheckId;
  /** What was checked, e.g. "Title tag". */
  label: string;
  status: CheckStatus;
  /** What we found, in one sentence. */
  finding: string;
  /** The one-line fix; for a passed check, why it matters. */
  fix: string;
  /**
   * Which of the check's outcomes this is ("long") and its figures ({ length: 72, max: 60 }):
   * label, finding and fix are the English of shared/i18n/pages/seo-findings.en.ts, and a page
   * writes them in its own language from these two.
   */
  outcome: string;
  params: Record<string, string | number>;
}

export interface RedirectHop {
  url: string;
  status: number;
}

export interface HeadingEntry {
  level: number;
  text: string;
}

export interface SeoAuditReport {
  /** The address the visitor asked for (normalised). */
  requestedUrl: string;
  /** Where the redirects ended: the page that was analysed. */
  finalUrl: string;
  redirects: RedirectHop[];
  status: number;
  /** Time to the first byte of the final page, in milliseconds. */
  responseTimeMs: number;
  /** Size of the HTML once decompressed, and as it travelled. */
  htmlBytes: number;
  transferBytes: number;
  contentEncoding: string | null;
  isHttps: boolean;
  title: string | null;
  metaDescription: string | null;
  h1Count: number;
  /** The heading outline in document order (the first 60). */
  headings: HeadingEntry[];
  imageCount: number;
  imagesWithoutAlt: number;
  /** A few image addresses missing alt text, so the visitor can find them. */
  imagesWithoutAltSamples: string[];
  canonical: string | null;
  robotsMeta: string | null;
  xRobotsTag: string | null;
  isNoindex: boolean;
  viewport: string | null;
  lang: string | null;
  openGraph: Record<string, string>;
  twitter: Record<string, string>;
  jsonLdTypes: string[];
  internalLinks: number;
  externalLinks: number;
  robotsTxt: { found: boolean; blocksPage: boolean };
  sitemap: { found: boolean; url: string | null };
  checks: SeoCheck[];
  /** 0–100 by the rule in docs/decisions/0007-seo-audit-score.md. */
  score: number;
  auditedAt: string;
}

/**
 * What the page gets for an address: a report, or why there is none. The
 * server-rendered page and the browser's loader both read it as a value, so a
 * refused or unreachable address shows the form again with the reason.
 */
export type SeoAuditOutcome = { ok: true; report: SeoAuditReport } | { ok: false; status: number; message: string };

/**
 * How much of an audited page the audit reads, and how long and how large reading it may
 * get, in a process of its own (docs/decisions/0033-bounded-work.md).
 */
export const SEO_AUDIT_READ_LIMITS = { maxDepth: 512, maxElements: 200_000, timeLimitMs: 5_000, memoryLimitMb: 256 } as const;

/** 200000 → "200,000" ("200.000" with a "." separator) without Intl, which costs a page's script its first formatter. */
export const groupThousands = (n: number, separator = ","): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/** Messages the visitor sees when there is no report (never an address or a stack). */
export const SEO_AUDIT_MESSAGES = {
  refused: "That address can't be audited",
  unreachable: "We couldn't reach that site",
  badCertificate: "That site's HTTPS certificate isn't valid",
  timeout: "That site took longer than 10 seconds to answer",
  tooLarge: "That page is larger than 2 MB, more than our audit reads",
  notHtml: "That address doesn't return a web page (HTML)",
  tooManyRedirects: "That address redirects more than 5 times",
  unreadable: "That site's answer couldn't be read",
  tooDeep: `That page nests its HTML more than ${SEO_AUDIT_READ_LIMITS.maxDepth} elements deep, more than our audit reads`,
  tooManyElements: `That page has more than ${groupThousands(SEO_AUDIT_READ_LIMITS.maxElements)} HTML elements, more than our audit reads`,
  readTooSlow: `Reading that page took longer than ${SEO_AUDIT_READ_LIMITS.timeLimitMs / 1000} seconds, so our audit stopped`,
  readTooLarge: `Reading that page needed more than ${SEO_AUDIT_READ_LIMITS.memoryLimitMb} MB of memory, so our audit stopped`,
  busy: "Our audit tool is busy with other audits. Please try again in a minute.",
  rateLimited: "You've run a lot of audits in a short time. Please wait a few minutes and try again.",
  /** The browser's own, when the API's answer carries no message or never arrives (client/api/browser-api.ts). */
  failed: "The audit failed. Please try again.",
  offline: "We couldn't reach our audit service. Check your connection and try again.",
} as const;

export type ScoreGrade = "good" | "needs-work" | "poor";

/** Bands of the score gauge (docs/decisions/0007). */
export function scoreGrade(score: number): ScoreGrade {
  if (score >= 90) return "good";
  if (score >= 50) return "needs-work";
  return "poor";
}
