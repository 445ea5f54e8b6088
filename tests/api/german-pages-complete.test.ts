import request from "supertest";
import { describe, expect, test } from "vitest";
import { defaultBrand } from "../../shared/brand";
import { services } from "../../shared/content/services";
import { de } from "../../shared/i18n/de";
import { en } from "../../shared/i18n/en";
import { aboutDe } from "../../shared/i18n/pages/about.de";
import { aboutEn } from "../../shared/i18n/pages/about.en";
import { securityDe } from "../../shared/i18n/pages/security.de";
import { securityEn } from "../../shared/i18n/pages/security.en";
import { serviceTextDe } from "../../shared/i18n/pages/service-details.de";
import { serviceTextEn } from "../../shared/i18n/pages/service-details.en";
import { servicePageDe } from "../../shared/i18n/pages/service-page.de";
import { servicePageEn } from "../../shared/i18n/pages/service-page.en";
import { serviceSummariesDe } from "../../shared/i18n/pages/service-summaries.de";
import { serviceSummariesEn } from "../../shared/i18n/pages/service-summaries.en";
import { regionPath } from "../../shared/region-addresses";
import { copyStrings, ENGLISH_NUMBER, englishCopyOn, visibleTexts } from "../helpers/german-copy";
import { jsonLdBlocks, parseHtml } from "../helpers/html";
import { createTestApp } from "../helpers/test-app";

// Engine-independent: it reads only the seeded content, to render pages and check what they show; those reads run on PostgreSQL in the content and blog tests (scripts/test-postgres.sh).

// docs/decisions/0017-copy-per-language-and-currency.md: everything a German visitor reads on
// the service, about and security pages is German, the FAQ's structured data included, and
// numbers, percentages and dates are written the German way. Other /de pages can be held to
// the same rule by passing their paths and copy modules to tests/helpers/german-copy.ts.

const { app } = await createTestApp();
const html = async (path: string) => {
  const res = await request(app).get(path);
  expect(res.status, path).toBe(200);
  return res.text;
};

const year = defaultBrand.foundingYear;
const copy = {
  english: copyStrings(en, servicePageEn, serviceSummariesEn, serviceTextEn, aboutEn, aboutEn.story(defaultBrand.name, year), securityEn),
  german: copyStrings(de, servicePageDe, serviceSummariesDe, serviceTextDe, aboutDe, aboutDe.story(defaultBrand.name, year), securityDe),
};

const PAGES = [...services.map((s) => `/services/${s.slug}`), "/services", "/about", "/security"];

describe("German pages show no English copy", () => {
  test.each(PAGES)("/de%s: no text outside an English block is an English copy string", async (path) => {
    expect(englishCopyOn(await html(regionPath("DE", path)), copy)).toEqual([]);
  });

  test.each(PAGES)("%s in the US shows those English strings, so the check reads real text", async (path) => {
    expect(englishCopyOn(await html(path), copy).length, path).toBeGreaterThan(5);
  });

  test("the service pages' features, packages, process, FAQ and roles are the German words", async () => {
    const seo = visibleTexts(await html("/de/services/seo"));
    for (const text of [
      serviceTextDe.seo.included[0]!.title,
      serviceTextDe.seo.packages[1]!.includes[0]!,
      serviceTextDe.seo.process[0]!.title,
      serviceTextDe.seo.faqs[0]!.question,
    ])
      expect(seo, text).toContain(text);
    const dedicated = visibleTexts(await html("/de/services/dedicated-resources"));
    expect(dedicated).toContain(serviceTextDe["dedicated-resources"].roles![0]!.title);
  });

  test("no German page carries the note that its text is in English: none of it is", async () => {
    for (const path of PAGES) expect(await html(regionPath("DE", path)), path).not.toContain('data-testid="english-body-note"');
  });
});

describe("the FAQ's structured data on /de", () => {
  test.each(services.map((s) => s.slug))("%s: questions and answers are the German ones the page shows", async (slug) => {
    const page = await html(`/de/services/${slug}`);
    const faq = jsonLdBlocks(parseHtml(page)).find((b) => b["@type"] === "FAQPage") as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    const questions = faq.mainEntity.map((q) => q.name);
    expect(questions).toEqual(serviceTextDe[slug].faqs.map((f) => f.question));
    const shown = visibleTexts(page);
    for (const q of faq.mainEntity) {
      expect(shown, q.name).toContain(q.name);
      // The page text is read with its no-break spaces ("425 €") as plain spaces.
      expect(shown, q.acceptedAnswer.text).toContain(q.acceptedAnswer.text.replace(/\s+/g, " "));
    }
  });
});

describe("German number formats on /de", () => {
  test.each([...PAGES, "/", "/newsletter", "/contact"])("/de%s writes no number the English way", async (path) => {
    const english = visibleTexts(await html(regionPath("DE", path))).filter((t) => ENGLISH_NUMBER.test(t));
    expect(english).toEqual([]);
  });

  test("thousands, percentages, money and months read the German way", async () => {
    const seo = visibleTexts(await html("/de/services/seo")).join("\n");
    expect(seo).toContain("1 Blogartikel im Monat (1.000 Wörter)");
    expect(seo.replace(/\u00a0/g, " ")).toContain("1.050 €/Monat");
    const ads = visibleTexts(await html("/de/services/google-ads"))
      .join("\n")
      .replace(/\u00a0/g, " ");
    expect(ads).toContain("850 €–2.600 €");
    const dedicated = visibleTexts(await html("/de/services/dedicated-resources"))
      .join("\n")
      .replace(/\u00a0/g, " ");
    for (const percent of ["5 %", "10 %", "15 %", "20 %"]) expect(dedicated).toContain(percent);
    expect(
      visibleTexts(await html("/de/about"))
        .join("\n")
        .replace(/\u00a0/g, " "),
    ).toContain("100 %");
    expect(visibleTexts(await html("/de/security")).join("\n")).toContain("Januar 2025");
    // A year and a four-digit count stay whole in both languages.
    const home = visibleTexts(await html("/de")).join("\n");
    expect(home).toContain("2020");
    expect(home).not.toMatch(/2\.020/);
  });

  test("the US pages keep the English formats", async () => {
    const dedicated = visibleTexts(await html("/services/dedicated-resources")).join("\n");
    expect(dedicated).toContain("20%");
    expect(visibleTexts(await html("/services/google-ads")).join("\n")).toContain("$1,000–$3,000");
    expect(visibleTexts(await html("/")).join("\n")).not.toMatch(/2,020/);
  });
});
