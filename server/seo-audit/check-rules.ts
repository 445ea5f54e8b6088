import { type FindingText, type SeoFindingsCopy, seoFindingsEn } from "../../shared/i18n/pages/seo-findings.en";
import type { CheckStatus, HeadingEntry, RedirectHop, SeoCheck, SeoCheckId } from "../../shared/seo-audit-report";
import type { PageSummary } from "./page-summary";

// What every check reads, the thresholds it judges by (documented in
// docs/decisions/0007-seo-audit-score.md) and the shape of its verdict.
export const THRESHOLDS = {
  title: { min: 30, max: 60 },
  description: { min: 70, max: 160 },
  /** Time to first byte (web.dev: good up to 0.8 s, poor above 1.8 s). */
  responseTimeMs: { good: 800, poor: 1800 },
  htmlBytes: { good: 100 * 1024, poor: 500 * 1024 },
  /** Below this, compressing the HTML saves too little to matter. */
  compressionMinBytes: 2 * 1024,
  /** Share of images without alt text that is still a warning rather than a failure. */
  imageAltWarnShare: 0.25,
  /** More redirects than this before the page is a warning. */
  redirectsOk: 1,
} as const;

export type RobotsTxtState = { state: "found"; blocksPage: boolean } | { state: "missing" } | { state: "unknown" };
export type SitemapState = { state: "found"; url: string } | { state: "missing" } | { state: "unknown" };

export interface CheckInputs {
  finalUrl: URL;
  redirects: RedirectHop[];
  status: number;
  responseTimeMs: number;
  htmlBytes: number;
  contentEncoding: string | null;
  summary: PageSummary;
  headings: HeadingEntry[];
  imageCount: number;
  imagesWithoutAlt: number;
  robotsTxt: RobotsTxtState;
  sitemap: SitemapState;
}

type Outcomes<I extends SeoCheckId> = SeoFindingsCopy[I]["outcomes"];
type OutcomeKey<I extends SeoCheckId> = keyof Outcomes<I> & string;
type OutcomeParams<I extends SeoCheckId, O extends OutcomeKey<I>> = Outcomes<I>[O] extends (...args: infer A) => FindingText ? A : never;

/**
 * A check's verdict: the outcome by its key and figures, written in English for the API
 * (shared/i18n/pages/seo-findings.en.ts), so a page can write the same in its own language.
 */
export function result<I extends SeoCheckId, O extends OutcomeKey<I>>(
  id: I,
  status: CheckStatus,
  outcome: O,
  ...params: OutcomeParams<I, O>
): SeoCheck {
  const { label, outcomes } = seoFindingsEn[id];
  const write = (outcomes as Record<string, unknown>)[outcome] as (...args: OutcomeParams<I, O>) => FindingText;
  const { finding, fix } = write(...params);
  return { id, label, status, finding, fix, outcome, params: (params[0] ?? {}) as Record<string, string | number> };
}
