import type { HTMLElement, Node } from "node-html-parser";
import request from "supertest";
import { describe, expect, test } from "vitest";
import { seedCaseStudies as caseStudies, type SeedCaseStudySlug as CaseStudySlug } from "../../server/db/seed-content/case-studies";
import type { Amount } from "../../shared/content/case-study-figure-types";
import { chartKindOf } from "../../shared/content/case-study-figures";
import { studyFigures } from "../../server/db/seed-content/case-study-figures";
import { caseStudiesDe } from "../../shared/i18n/pages/case-studies.de";
import { caseStudiesEn } from "../../shared/i18n/pages/case-studies.en";
import { caseStudyFiguresDe } from "../../shared/i18n/pages/case-study-figures.de";
import { caseStudyFiguresEn } from "../../shared/i18n/pages/case-study-figures.en";
import { caseStudyMetaDe } from "../../server/db/seed-content/case-study-meta.de";
import { caseStudyMetaEn } from "../../server/db/seed-content/case-study-meta.en";
import { ENGLISH_NUMBER } from "../helpers/german-copy";
import { parseHtml } from "../helpers/html";
import { createTestApp } from "../helpers/test-app";

// Engine-independent: it reads only the seeded content, to render pages and check what they show; those reads run on PostgreSQL in the content and blog tests (scripts/test-postgres.sh).

// The case-study charts as a visitor without JavaScript receives them: each picture is read
// back from the server's HTML (the shapes' sizes and the numbers they carry) and compared
// with the study's figures (shared/content/case-study-figures.ts), and German pages are read
// for English words and English number formats.

const { app } = await createTestApp();
const page = async (path: string) => {
  const res = await request(app).get(path);
  expect(res.status, path).toBe(200);
  return parseHtml(res.text);
};
const num = (el: HTMLElement | null, attr: string) => Number(el?.getAttribute(attr));
/** Intl separates with no-break and thin spaces; comparisons use plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, " ").trim();
const top = (a: Amount) => a.to ?? a.value;
const measured = caseStudies.filter((s) => studyFigures[s.slug].results.length > 0);

describe("each study's chart is drawn from its own figures", () => {
  test.each(measured.map((s) => s.slug))("%s: the hero chart shows its headline figure at the right size", async (slug) => {
    const doc = await page(`/case-studies/${slug}`);
    const figure = studyFigures[slug as CaseStudySlug].results[0]!;
    const chart = doc.querySelector('[data-testid="study-hero-cover"] svg g[data-chart-kind]')!;
    expect(chart, slug).not.toBeNull();
    expect(chart.getAttribute("data-metric")).toBe(figure.metric);
    expect(chart.getAttribute("data-chart-kind")).toBe(chartKindOf(figure));
    const bar = (key: string) => chart.querySelector(`rect[data-bar="${key}"]`);
    const label = (key: string) => plain(chart.querySelector(`text[data-label="${key}"]`)?.textContent ?? "");
    switch (chartKindOf(figure)) {
      case "before-after": {
        expect(num(bar("before"), "data-value")).toBe(top(figure.before!));
        expect(num(bar("after"), "data-value")).toBe(top(figure.after!));
        // The drawn heights stand in the ratio of the numbers.
        const ratio = num(bar("after"), "height") / num(bar("before"), "height");
        expect(ratio).toBeCloseTo(top(figure.after!) / top(figure.before!), 1);
        // The labels say the numbers as the study reports them ("17", "$34.37", "6–8").
        expect(
          label("before")
            .replace(/,/g, "")
            .replace(/[^\d.]/g, " ")
            .trim()
            .split(/\s+/)
            .map(Number)[0],
        ).toBe(figure.before!.value);
        expect(
          label("after")
            .replace(/,/g, "")
            .replace(/[^\d.]/g, " ")
            .trim()
            .split(/\s+/)
            .map(Number)[0],
        ).toBe(figure.after!.value);
        break;
      }
      case "change": {
        // Only a change was reported: an index with the start at 100.
        expect(num(bar("before"), "data-value")).toBe(100);
        expect(num(bar("after"), "data-value")).toBe(100 + figure.change!);
        expect(num(bar("after"), "height") / num(bar("before"), "height")).toBeCloseTo((100 + figure.change!) / 100, 1);
        break;
      }
      case "share": {
        // Only a figure that names its whole is drawn as a share of it.
        const arc = chart.querySelector("circle[data-share]")!;
        const share = figure.after!.value / figure.of!;
        expect(num(arc, "data-share")).toBeCloseTo(share, 6);
        expect(num(arc, "data-arc") / (2 * Math.PI * num(arc, "r"))).toBeCloseTo(share, 3);
        expect(label("share")).toBe(`${figure.after!.value} of ${figure.of}`);
        break;
      }
      case "rate": {
        // A rate is a point on a 0–100% scale: no ring, no slice, and no "share of the whole" under it.
        expect(chart.querySelector("circle[data-share]")).toBeNull();
        expect(num(chart.querySelector("circle[data-dot='rate']"), "data-value")).toBe(figure.after!.value);
        expect([label("low"), label("high")]).toEqual(["0%", "100%"]);
        expect(doc.querySelector('[data-testid="study-hero-cover"]')!.textContent).not.toContain(caseStudyFiguresEn.shareNote);
        break;
      }
      case "range": {
        const dot = chart.querySelector("circle[data-dot]")!;
        expect([num(dot, "data-low"), num(dot, "data-value"), num(dot, "data-high")]).toEqual([
          figure.range!.low,
          figure.after!.value,
          figure.range!.high,
        ]);
        expect(label("value")).toContain(figure.after!.value.toFixed(2));
        break;
      }
      case "duration":
        expect(num(bar("after"), "data-value")).toBe(figure.after!.value);
        break;
      default:
        throw new Error(`${slug} leads with a figure that has no picture`);
    }
    // The cover states the change as the client reported it.
    if (figure.change !== undefined) {
      const sign = figure.change > 0 ? "+" : "−";
      expect(plain(doc.querySelector('[data-testid="study-hero-cover"] text[data-headline]')!.textContent)).toBe(
        `${sign}${Math.abs(figure.change)}%`,
      );
    }
  });

  test("every card on the list draws its study's headline figure; covers differ from study to study", async () => {
    const doc = await page("/case-studies");
    const covers = doc.querySelectorAll('[data-testid="case-study-list"] svg[data-cover]');
    expect(covers).toHaveLength(caseStudies.length);
    for (const cover of covers) {
      const slug = cover.getAttribute("data-cover") as CaseStudySlug;
      const headline = studyFigures[slug].results[0];
      expect(cover.querySelector("g[data-chart-kind]")?.getAttribute("data-metric") ?? null, slug).toBe(headline?.metric ?? null);
    }
    const drawings = covers.map((c) => c.innerHTML.replace(/cover-[\w-]+/g, ""));
    expect(new Set(drawings).size).toBe(caseStudies.length);
  });
});

describe("a study page states each result once", () => {
  test.each(measured.map((s) => s.slug))("%s: the hero draws the headline, the results grid has each other result once", async (slug) => {
    const doc = await page(`/case-studies/${slug}`);
    const { results } = studyFigures[slug as CaseStudySlug];
    const grid = doc.querySelectorAll('[data-testid="study-results"] > div').map((d) => d.getAttribute("data-metric"));
    expect(grid).toEqual(results.slice(1).map((f) => f.metric));
    // Context (team size, periods, budgets, starting points) is not a result.
    const labels = doc.querySelectorAll('[data-testid="study-results"] dt').map((dt) => dt.textContent);
    for (const context of Object.values(caseStudyFiguresEn.context)) expect(labels).not.toContain(context);
  });

  test("team size and 'no website before' are listed as context of the engagement, not as results", async () => {
    const koala = await page("/case-studies/koala-digital");
    const glance = plain(koala.querySelector('section[aria-labelledby="at-a-glance"]')!.textContent);
    expect(glance).toContain("Team size");
    expect(glance).toContain("2 people");
    expect(koala.querySelector('[data-testid="study-results"]')!.textContent).not.toContain("people");
    const landscaping = await page("/case-studies/ts-landscaping-website");
    expect(landscaping.querySelector('section[aria-labelledby="at-a-glance"]')!.textContent).toContain("No website");
  });
});

describe("studies without figures are presented apart", () => {
  test("the list shows measured studies first and the rest under their own heading", async () => {
    const doc = await page("/case-studies");
    const others = doc.querySelector('section[aria-labelledby="other-studies"]')!;
    expect(others.querySelector("h2")?.textContent).toBe(caseStudiesEn.list.otherTitle);
    const otherLinks = others.querySelectorAll("article a").map((a) => a.getAttribute("href"));
    expect(otherLinks).toEqual(caseStudies.filter((s) => studyFigures[s.slug].results.length === 0).map((s) => `/case-studies/${s.slug}`));
    const all = doc.querySelectorAll('[data-testid="case-study-list"] article a').map((a) => a.getAttribute("href"));
    expect(all.slice(0, measured.length)).toEqual(measured.map((s) => `/case-studies/${s.slug}`));
  });

  test("the two SocialLand Digital studies are told apart on their cards", async () => {
    const doc = await page("/case-studies");
    const projects = doc
      .querySelectorAll('[data-testid="case-study-list"] article')
      .filter((a) => a.querySelector("h3")?.textContent === "SocialLand Digital")
      .map((a) => a.querySelector('[data-testid="study-project"]')?.textContent);
    expect(projects).toEqual([caseStudyMetaEn["social-land"].project, caseStudyMetaEn["socialland-website-case-study"].project]);
  });
});

/** Every string of an English copy module (functions are sentences with numbers; they are checked by the typecheck). */
const stringsOf = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(stringsOf) : [];

/** English words a German case-study page must not show: those whose German twin differs ("SEO" is both). */
function englishOnly(): Set<string> {
  const german = new Set([...stringsOf(caseStudiesDe), ...stringsOf(caseStudyFiguresDe), ...stringsOf(caseStudyMetaDe)]);
  // An example engagement's client is a kind of business, named in words.
  const exampleClients = caseStudies.filter((s) => s.isIllustrative).map((s) => s.client);
  const english = [...stringsOf(caseStudiesEn), ...stringsOf(caseStudyFiguresEn), ...stringsOf(caseStudyMetaEn), ...exampleClients];
  return new Set(english.filter((s) => !german.has(s)));
}

/** The text a visitor reads, outside blocks marked lang="en" (the English story of a study that has no German one). */
function germanText(node: Node, out: string[] = []): string[] {
  const element = node as HTMLElement;
  if (element.tagName && ["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT"].includes(element.tagName)) return out;
  if (element.getAttribute?.("lang")?.startsWith("en")) return out;
  if (node.nodeType === 3) {
    const text = plain(node.textContent);
    if (text) out.push(text);
  }
  for (const child of node.childNodes) germanText(child, out);
  return out;
}

describe("German case-study pages", () => {
  const english = englishOnly();
  const paths = ["/de/case-studies", "/de/case-studies?service=google-ads", ...caseStudies.map((s) => `/de/case-studies/${s.slug}`)];

  test.each(paths)("%s: no visible text, the story included, is an English copy string or an English number", async (path) => {
    const doc = await page(path);
    const texts = germanText(doc.querySelector("main")!);
    expect(texts.length).toBeGreaterThan(20);
    for (const text of texts) {
      expect(english.has(text), `${path}: "${text}"`).toBe(false);
      // English number formats ("1,409", "122%", "4.2"), or a currency sign before the amount ("$34.37").
      expect(text, path).not.toMatch(ENGLISH_NUMBER);
      expect(text, path).not.toMatch(/[$£]\d/);
    }
  });

  test("numbers, percentages, money and dates are written the German way", async () => {
    const griffin = plain((await page("/de/case-studies/griffin-group-case-study")).querySelector("main")!.textContent);
    expect(griffin).toContain("5.984 → 6.703");
    expect(griffin).toContain("+16,24 %");
    expect(griffin).toContain("2 Min. 18 Sek.");
    expect(griffin).toContain("April–Juni 2025");
    const citypat = plain((await page("/de/case-studies/citypat-case-study")).querySelector("main")!.textContent);
    expect(citypat).toContain("88,37 %");
    expect(citypat).toContain("17. Jan. – 17. Juli 2025");
    const junksaway = await page("/de/case-studies/junksaway-case-study");
    const chart = junksaway.querySelector('[data-testid="study-hero-cover"] svg')!;
    expect(plain(chart.querySelector('text[data-label="before"]')!.textContent)).toBe("34,37 $");
    expect(plain(chart.querySelector("text[data-headline]")!.textContent)).toBe("−82 %");
    expect(chart.textContent).toContain(caseStudyFiguresDe.before);
  });
});
