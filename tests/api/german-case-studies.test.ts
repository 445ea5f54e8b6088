import request from "supertest";
import { describe, expect, test } from "vitest";
import { seedCaseStudies } from "../../server/db/seed-content/case-studies";
import { caseStudyStoriesDe } from "../../server/db/seed-content/case-study-stories.de";
import type { SeedStory } from "../../server/db/seed-content/seed-case-study";
import { englishBodyDe } from "../../shared/i18n/pages/english-body.de";
import type { CaseStudyDocument } from "../../shared/schemas/content-documents";
import { asAdmin, createAdminTestApp, signIn } from "../helpers/admin";
import { caseStudyDocument } from "../helpers/content-documents";
import { parseHtml } from "../helpers/html";
import { rows } from "../helpers/test-db";

// docs/decisions/0017-copy-per-language-and-currency.md: a German visitor reads a seeded case
// study in German, story included (server/db/seed-content/case-study-stories.de.ts), with no note
// that the text is English; the English page keeps the English story. A study staff publish
// without German words still shows the English story on /de, under the German note. The words
// and number formats around the story are read by tests/api/case-study-charts.test.ts.

const { app, db } = await createAdminTestApp();
const html = async (path: string) => {
  const res = await request(app).get(path);
  expect(res.status, path).toBe(200);
  return res.text;
};

/** Everything a visitor reads, English blocks included: the body's text without scripts and the data block. */
function readableText(page: string): string {
  const body = parseHtml(page).querySelector("body");
  if (!body) throw new Error("no body");
  for (const hidden of body.querySelectorAll("script, style, template, noscript")) hidden.remove();
  return body.textContent.replace(/\s+/g, " ");
}

/** A story's lines as a visitor reads them: the no-break space between a number and its sign reads as a space. */
const storyStrings = (story: SeedStory) =>
  [story.title, story.intro, ...story.challenge, ...story.delivered].map((line) => line.replace(/\s+/g, " "));

describe("the seeded studies' German stories", () => {
  test("every seeded study is stored with a German story of as many paragraphs and delivered points as its English one", async () => {
    const stored = await rows<{ slug: string; published: string }>(
      db,
      "SELECT slug, published FROM content_entries WHERE kind = 'case-study'",
    );
    expect(stored.map((r) => r.slug).sort()).toEqual(seedCaseStudies.map((s) => s.slug).sort());
    for (const { slug, published } of stored) {
      const { en: english, de: german } = (JSON.parse(published) as CaseStudyDocument).story;
      expect(german, slug).not.toBeNull();
      expect(german?.delivered.length, slug).toBe(english.delivered.length);
      expect(german?.challenge.length, slug).toBe(english.challenge.length);
      expect(german?.title, slug).not.toBe(english.title);
    }
  });

  test("each German story names exactly the English one's numbers, written the German way", () => {
    /** "1,361" → "1.361", "4.2" → "4,2", "34.6K" → "34.600"; a quarter ("Q2") is written in words in German. */
    const inGerman = (number: string) =>
      number.endsWith("K")
        ? (Number(number.slice(0, -1)) * 1000).toLocaleString("de-DE")
        : number.replace(/[.,]/g, (sign) => (sign === "," ? "." : ","));
    const numbersOf = (story: SeedStory, german: boolean) =>
      (
        storyStrings(story)
          .join(" ")
          .replace(/\bQ\d\b/g, "")
          .match(/\d(?:[\d.,]*\d)?K?/g) ?? []
      )
        .map((n) => (german ? n : inGerman(n)))
        .sort();
    for (const study of seedCaseStudies)
      expect(numbersOf(caseStudyStoriesDe[study.slug], true), study.slug).toEqual(numbersOf(study, false));
  });

  test("no two studies share a German H1", () => {
    const titles = Object.values(caseStudyStoriesDe).map((s) => s.title);
    expect(new Set(titles).size).toBe(seedCaseStudies.length);
  });
});

describe.each(seedCaseStudies)("/de/case-studies/$slug", ({ slug, title }) => {
  const german = caseStudyStoriesDe[slug];

  test("shows the German story, marked German, and no note that it is English", async () => {
    const page = await html(`/de/case-studies/${slug}`);
    const doc = parseHtml(page);
    expect(doc.querySelectorAll("h1").map((h) => h.textContent.trim())).toEqual([german.title]);
    expect(doc.querySelector("h1")?.getAttribute("lang")).toBe("de");
    expect(doc.querySelector('[data-testid="english-body-note"]')).toBeNull();
    expect(page).not.toContain(englishBodyDe.note!);
    expect(doc.querySelectorAll('main [lang="en"]')).toHaveLength(0);
    const text = readableText(page);
    for (const line of storyStrings(german)) expect(text, line).toContain(line);
  });

  test("shows none of the English story's sentences", async () => {
    const text = readableText(await html(`/de/case-studies/${slug}`));
    const english = seedCaseStudies.find((s) => s.slug === slug)!;
    for (const line of storyStrings(english)) expect(text, line).not.toContain(line);
  });

  test("the English page keeps the English H1 and shows no note", async () => {
    const doc = parseHtml(await html(`/case-studies/${slug}`));
    expect(doc.querySelectorAll("h1").map((h) => h.textContent.trim())).toEqual([title]);
    expect(doc.querySelector("h1")?.getAttribute("lang")).toBe("en");
    expect(doc.querySelector('[data-testid="english-body-note"]')).toBeNull();
  });
});

describe("a study staff publish without German words", () => {
  test("shows its English story on /de, marked English, under the German note", async () => {
    const admin = asAdmin(app, await signIn(app));
    const study = caseStudyDocument("harbour-lane-dental-seo");
    const created = await admin.post("/api/admin/content/case-study").send(study);
    expect(created.status).toBe(201);
    expect((await admin.post(`/api/admin/content/case-study/${created.body.id}/publish`)).status).toBe(200);

    const doc = parseHtml(await html("/de/case-studies/harbour-lane-dental-seo"));
    expect(doc.querySelector("h1")?.textContent.trim()).toBe(study.story.en.title);
    expect(doc.querySelector("h1")?.getAttribute("lang")).toBe("en");
    const note = doc.querySelector('[data-testid="english-body-note"]');
    expect(note?.textContent).toBe(englishBodyDe.note);
    expect(note?.nextElementSibling?.getAttribute("lang")).toBe("en");
    expect(note?.nextElementSibling?.textContent).toContain(study.story.en.delivered[0]);
  });
});
