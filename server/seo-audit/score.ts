import type { CheckStatus, SeoCheck, SeoCheckId } from "../../shared/seo-audit-report";

// The overall score, 0–100 (docs/decisions/0007-seo-audit-score.md).
// Each check is worth the points below (they add up to 100): a pass earns all of
// them, a warning half, a failure none; the sum is rounded to a whole number.
// A page that search engines cannot index or may not crawl is worth little
// however well the rest is done, so such a page scores at most BLOCKER_CAP.

export const CHECK_POINTS: Record<SeoCheckId, number> = {
  status: 8,
  indexing: 8,
  https: 8,
  title: 10,
  "meta-description": 8,
  h1: 7,
  viewport: 7,
  canonical: 5,
  "response-time": 5,
  "robots-txt": 3,
  sitemap: 3,
  "image-alt": 5,
  "structured-data": 4,
  headings: 3,
  lang: 3,
  "page-weight": 2,
  compression: 2,
  redirects: 2,
  "open-graph": 3,
  links: 2,
  "twitter-card": 2,
};

export const CREDIT: Record<CheckStatus, number> = { pass: 1, warn: 0.5, fail: 0 };

/** Failing any of these keeps the page out of search results. */
export const BLOCKER_CHECKS: readonly SeoCheckId[] = ["status", "indexing", "robots-txt"];
export const BLOCKER_CAP = 30;

export function scoreChecks(checks: readonly SeoCheck[]): number {
  let earned = 0;
  let possible = 0;
  for (const check of checks) {
    const points = CHECK_POINTS[check.id];
    earned += points * CREDIT[check.status];
    possible += points;
  }
  if (possible === 0) return 0;
  // Scaled, so that the rule still reads 0–100 if a check is ever left out.
  let score = Math.round((earned / possible) * 100);
  if (checks.some((c) => BLOCKER_CHECKS.includes(c.id) && c.status === "fail")) score = Math.min(score, BLOCKER_CAP);
  return score;
}
