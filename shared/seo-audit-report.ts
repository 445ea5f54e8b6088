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

export type ScoreGrade = "good" | "needs-work" | "poor";

/** Bands of the score gauge (docs/decisions/0007). */
export function scoreGrade(score: number): ScoreGrade {
  if (score >= 90) return "good";
  if (score >= 50) return "needs-work";
  return "poor";
}
