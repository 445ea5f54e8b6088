import { describe, expect, test } from "vitest";
import {
  formatAmount,
  formatChange,
  formatContext,
  formatOutcome,
  type FigureWords,
} from "../../client/components/content/case-study-format";
import { spanOf } from "../../client/components/content/case-study-results";
import { seedCaseStudies as caseStudies } from "../../server/db/seed-content/case-studies";
import { chartKindOf } from "../../shared/content/case-study-figures";
import { studyFigures } from "../../server/db/seed-content/case-study-figures";
import { caseStudyFiguresDe } from "../../shared/i18n/pages/case-study-figures.de";
import { caseStudyFiguresEn } from "../../shared/i18n/pages/case-study-figures.en";
import { caseStudyMetaDe } from "../../server/db/seed-content/case-study-meta.de";
import { caseStudyMetaEn } from "../../server/db/seed-content/case-study-meta.en";

// The figures behind the case-study charts and cards, and how each locale writes them.

const en: FigureWords = { locale: "en-US", words: caseStudyFiguresEn };
const de: FigureWords = { locale: "de-DE", words: caseStudyFiguresDe };
/** Intl separates with no-break and thin spaces; the assertions are written with plain ones. */
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f\u2009]/g, " ") ?? null;
const figure = (slug: keyof typeof studyFigures, metric: string) => studyFigures[slug].results.find((f) => f.metric === metric)!;

describe("case-study figures", () => {
  test("illustrative studies report no figures; every study that reports results leads with one that can be drawn", () => {
    for (const study of caseStudies) {
      const { results } = studyFigures[study.slug];
      if (study.isIllustrative) expect(results, study.slug).toEqual([]);
      if (results.length > 0) expect(chartKindOf(results[0]!), study.slug).not.toBe("value");
      // Each metric once per study: a page never states the same figure twice.
      expect(new Set(results.map((f) => f.metric)).size, study.slug).toBe(results.length);
    }
  });

  test("a reported before and after agrees with the reported change, where both are given", () => {
    for (const [slug, { results }] of Object.entries(studyFigures)) {
      for (const f of results) {
        if (!f.before || !f.after || f.change === undefined || f.before.to !== undefined || f.after.to !== undefined) continue;
        const derived = ((f.after.value - f.before.value) / f.before.value) * 100;
        expect(Math.abs(derived - f.change), `${slug} ${f.metric}`).toBeLessThan(1);
      }
    }
  });

  test("two studies of one client are told apart by what the project was, in both languages", () => {
    for (const meta of [caseStudyMetaEn, caseStudyMetaDe]) {
      const projects = caseStudies.map((s) => `${s.client} ${meta[s.slug].project}`);
      expect(new Set(projects).size).toBe(caseStudies.length);
      expect(meta["social-land"].project).not.toBe(meta["socialland-website-case-study"].project);
    }
  });
});

describe("figures in the page's locale", () => {
  test("numbers, money, percentages, ranges and units follow the locale", () => {
    const cpa = figure("junksaway-case-study", "costPerAcquisition");
    expect(plain(formatOutcome(cpa, en))).toBe("$34.37 → $6.09");
    expect(plain(formatOutcome(cpa, de))).toBe("34,37 $ → 6,09 $");
    expect(plain(formatChange(cpa, de))).toBe("−82 %");
    expect(plain(formatOutcome(figure("citypat-case-study", "engagementRate"), de))).toBe("88,37 %");
    expect(plain(formatOutcome(figure("griffin-group-case-study", "sessions"), de))).toBe("6.200 → 7.206");
    expect(plain(formatChange(figure("griffin-group-case-study", "sessions"), de))).toBe("+16,24 %");
    expect(plain(formatOutcome(figure("koala-digital", "turnaround"), en))).toBe("6–7 days → 2–3 days");
    expect(plain(formatOutcome(figure("koala-digital", "turnaround"), de))).toBe("6–7 Tage → 2–3 Tage");
    expect(plain(formatOutcome(figure("social-land", "monthlyProjects"), de))).toBe("10–12 → 25+");
    expect(plain(formatOutcome(figure("ubu-design-case-study", "organicUsers"), de))).toBe("141 von 230");
    expect(plain(formatAmount({ value: 48 }, "hours", de))).toBe("48 Stunden");
    // Rounded figures stay rounded: "1.82K" in English, "1.820" and "1,33 Mio." in German.
    expect(plain(formatOutcome(figure("seo-case-study", "searchConsoleClicks"), en))).toBe("1.82K");
    expect(plain(formatOutcome(figure("seo-case-study", "searchConsoleClicks"), de))).toBe("1.820");
    expect(plain(formatOutcome(figure("seo-case-study", "searchConsoleImpressions"), de))).toBe("1,33 Mio.");
    expect(plain(formatOutcome(figure("the-dog-guy-case-study", "averageCpa"), en))).toBe("£20.35");
  });

  test("a change with no reported percentage is stated in the figure's own terms", () => {
    expect(plain(formatChange(figure("seo-case-study", "seoScore"), en))).toBe("+31 points");
    expect(plain(formatChange(figure("stat-planning-case-study", "averagePosition"), de))).toBe("17,3 Plätze höher");
    expect(plain(formatChange(figure("stat-planning-case-study", "clickThroughRate"), en))).toBe("−2.4 percentage points");
    expect(plain(formatChange(figure("scuba-diving-case-study", "firstPlaceRankings"), en))).toBe("+1,120%");
    // A range has no single starting value, so no change is made up for it.
    expect(plain(formatChange(figure("koala-digital", "turnaround"), en))).toBeNull();
  });

  test("context facts write their periods as dates of the locale", () => {
    const [period] = studyFigures["citypat-case-study"].context;
    expect(plain(formatContext(period!, en))).toBe("6 months (Jan 17 – Jul 17, 2025)");
    expect(plain(formatContext(period!, de))).toBe("6 Monate (17. Jan. – 17. Juli 2025)");
    const [team] = studyFigures["koala-digital"].context;
    expect(plain(formatContext(team!, de))).toBe("2 Personen (ein Google-Ads-Experte und ein Webentwickler)");
  });
});

describe("result cards", () => {
  test("rows end flush: no count of cards leaves one alone on the last row, at three or two columns", () => {
    const width = (classes: string, prefix: string, fallback: number) =>
      Number(classes.match(new RegExp(`${prefix}:col-span-(\\d)`))?.[1] ?? fallback);
    for (let n = 1; n <= 10; n++) {
      const spans = Array.from({ length: n }, (_, i) => spanOf(i, n));
      // Six-column rows on wide screens.
      let row: number[] = [];
      const rows: number[][] = [];
      for (const s of spans) {
        const w = width(s, "lg", 2);
        if (row.reduce((a, b) => a + b, 0) + w > 6) {
          rows.push(row);
          row = [];
        }
        row.push(w);
      }
      rows.push(row);
      for (const r of rows)
        expect(
          r.reduce((a, b) => a + b, 0),
          `n=${n}: ${JSON.stringify(rows)}`,
        ).toBe(6);
      // Two columns: an odd count's last card spans both.
      const narrow = spans.reduce((sum, s) => sum + width(s, "sm", 1), 0);
      expect(narrow % 2, `n=${n}`).toBe(0);
    }
  });
});
