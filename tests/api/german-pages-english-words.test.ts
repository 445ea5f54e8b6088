import request from "supertest";
import { describe, expect, test } from "vitest";
import { defaultBrand } from "../../shared/brand";
import { regionPath } from "../../shared/region-addresses";
import { seedCaseStudies } from "../../server/db/seed-content/case-studies";
import { caseStudyMetaDe } from "../../server/db/seed-content/case-study-meta.de";
import { seedPartnerNames } from "../../server/db/seed-content/partners";
import { ENGLISH_ALLOWED_ON_GERMAN_PAGES } from "../helpers/english-on-german-pages";
import { ENGLISH_NUMBER, visibleTextNodes, wordsOf } from "../helpers/german-copy";
import { siteRoutes } from "../helpers/site-routes";
import { createTestApp } from "../helpers/test-app";

// docs/decisions/0017-copy-per-language-and-currency.md, "English words on German pages": a
// German visitor reads German on every /de page. A word the English pages use that also stands
// on a German page, outside a lang="en" block (an article, a study told in English only), fails
// unless the list in tests/helpers/english-on-german-pages.ts allows it and says why (a German
// word spelt the same, a loan word German business writing uses, a product or platform name).
// Names of clients, partners and the brand are taken out first. Numbers are written the German way.

const { app } = await createTestApp();
const paths = siteRoutes.map((r) => r.path).filter((path) => !path.startsWith("/admin"));
const page = async (path: string, language: "de" | "en" = "de") => {
  const res = await request(app).get(path);
  expect(res.status, path).toBe(200);
  return visibleTextNodes(res.text, language);
};

/** Proper names: they read the same in every language. */
const NAMES = [
  defaultBrand.legalName,
  defaultBrand.name,
  ...seedCaseStudies.map((s) => s.client),
  ...Object.values(caseStudyMetaDe).flatMap((m) => (m.client ? [m.client] : [])),
  ...seedPartnerNames,
  // The office's address (the site settings' default, shared/brand.ts): a street keeps its name.
  ...(defaultBrand.address ? [defaultBrand.address.street, defaultBrand.address.city, defaultBrand.address.postalCode] : []),
  // Places keep their names: "Wendell, North Carolina", "Nottinghamshire und East Midlands".
  ...Object.values(caseStudyMetaDe).flatMap((m) => (m.location ?? "").split(/, | und /)),
]
  .filter(Boolean)
  .sort((a, b) => b.length - a.length);
/** The text without names, email addresses and file names ("security.txt"), which no language translates. */
const withoutNames = (text: string) =>
  NAMES.reduce((t, name) => t.split(name).join(" "), text).replace(/\S+@\S+|\b[\w-]+\.(?:txt|xml|js)\b/g, " ");

const englishWords = new Set<string>();
// The English pages' words: a German word they show in a lang="de" block (the region picker's "Deutschland") is left out.
for (const path of paths)
  for (const text of await page(path, "en")) for (const w of wordsOf(withoutNames(text))) englishWords.add(w.toLowerCase());
const allowed = new Set(Object.values(ENGLISH_ALLOWED_ON_GERMAN_PAGES).flatMap((words) => words.map((w) => w.toLowerCase())));

describe("German pages are German", () => {
  test.each(paths)("/de%s: every English word on it is an allowed one", async (path) => {
    const found = new Set<string>();
    for (const text of await page(regionPath("DE", path)))
      for (const word of wordsOf(withoutNames(text)))
        if (englishWords.has(word.toLowerCase()) && !allowed.has(word.toLowerCase())) found.add(`${word} in "${text.slice(0, 90)}"`);
    expect([...found]).toEqual([]);
  });

  test.each(paths)("/de%s: every number is written the German way", async (path) => {
    // Phone numbers are written in groups of digits, not as numbers.
    const texts = (await page(regionPath("DE", path))).map((t) => t.replace(/\+\d[\d ]{6,}\d/g, "phone"));
    // English grouping or decimals, or a count of a thousand or more written whole (a year, an ISO standard's number stays whole).
    const english = texts.filter(
      (t) => ENGLISH_NUMBER.test(t) || [...t.matchAll(/(?<![\d.,/-])(\d{4,})(?![\d.,])/g)].some((m) => !isYearOrStandard(m[1]!, t)),
    );
    expect(english).toEqual([]);
  });
});

const isYearOrStandard = (digits: string, text: string) =>
  (digits.length === 4 && Number(digits) >= 1990 && Number(digits) <= 2099) || new RegExp(`ISO ${digits}`).test(text);

test("the check reads real English: the US pages' words include those of the English copy", () => {
  for (const word of ["services", "pricing", "calculator", "growth", "dashboard"]) expect(englishWords).toContain(word);
});
