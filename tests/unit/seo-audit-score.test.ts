import { describe, expect, test } from "vitest";
import { SEO_CHECK_IDS, scoreGrade, type CheckStatus, type SeoCheck, type SeoCheckId } from "../../shared/seo-audit-report";
import { CHECK_POINTS, scoreChecks } from "../../server/seo-audit/score";

// The rule of docs/decisions/0007-seo-audit-score.md.

const checksWith = (statuses: Partial<Record<SeoCheckId, CheckStatus>> = {}): SeoCheck[] =>
  SEO_CHECK_IDS.map((id) => ({ id, label: id, status: statuses[id] ?? "pass", finding: "", fix: "", outcome: "", params: {} }));

describe("the SEO score", () => {
  test("the points of all checks add up to 100, one entry per check", () => {
    expect(Object.keys(CHECK_POINTS).sort()).toEqual([...SEO_CHECK_IDS].sort());
    expect(Object.values(CHECK_POINTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  test("every check passing scores 100; every check failing scores 0", () => {
    expect(scoreChecks(checksWith())).toBe(100);
    expect(scoreChecks(checksWith(Object.fromEntries(SEO_CHECK_IDS.map((id) => [id, "fail"]))))).toBe(0);
  });

  test("a failure costs the check's points, a warning half of them", () => {
    expect(scoreChecks(checksWith({ title: "fail" }))).toBe(90);
    expect(scoreChecks(checksWith({ title: "warn" }))).toBe(95);
    // 100 − 8 − 1.5 = 90.5, rounded to 91
    expect(scoreChecks(checksWith({ "meta-description": "fail", "open-graph": "warn" }))).toBe(91);
  });

  test("half points are rounded to the nearest whole number (halves up)", () => {
    // open-graph (3) warned: 98.5 → 99; links (2) + twitter (2) warned: 98
    expect(scoreChecks(checksWith({ "open-graph": "warn" }))).toBe(99);
    expect(scoreChecks(checksWith({ links: "warn", "twitter-card": "warn" }))).toBe(98);
  });

  test.each(["status", "indexing", "robots-txt"] as const)("a page failing '%s' scores at most 30, however good the rest", (blocker) => {
    expect(scoreChecks(checksWith({ [blocker]: "fail" }))).toBe(30);
    // Below the cap, the page keeps its own (lower) score: everything failed but the language.
    const allFail = Object.fromEntries(SEO_CHECK_IDS.map((id) => [id, id === "lang" ? "pass" : "fail"]));
    expect(scoreChecks(checksWith(allFail))).toBe(3);
  });

  test("a warning on a blocker check does not cap the score", () => {
    expect(scoreChecks(checksWith({ "robots-txt": "warn" }))).toBe(99);
  });

  test("never leaves 0–100, with any mix of results", () => {
    const statuses: CheckStatus[] = ["pass", "warn", "fail"];
    for (let seed = 0; seed < 500; seed++) {
      const mix = Object.fromEntries(SEO_CHECK_IDS.map((id, i) => [id, statuses[(seed * 7 + i * (seed % 5)) % 3]!]));
      const score = scoreChecks(checksWith(mix));
      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
  });

  test("bands: 90 and up is good, 50–89 needs work, below 50 is poor", () => {
    expect([100, 90, 89, 50, 49, 0].map(scoreGrade)).toEqual(["good", "good", "needs-work", "needs-work", "poor", "poor"]);
  });
});
