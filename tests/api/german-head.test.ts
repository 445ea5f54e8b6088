import type { HTMLElement } from "node-html-parser";
import request from "supertest";
import { describe, expect, test } from "vitest";
import { caseStudyFilterServices } from "../../shared/content/case-studies";
import { de } from "../../shared/i18n/de";
import { contentBlocksEn } from "../../shared/i18n/pages/content-blocks.en";
import { contentBlocksDe } from "../../shared/i18n/pages/content-blocks.de";
import { jsonLdBlocks, metaContent, parseHtml } from "../helpers/html";
import { createTestApp } from "../helpers/test-app";

// Engine-independent: it reads only the seeded content, to render pages and check what they show; those reads run on PostgreSQL in the content and blog tests (scripts/test-postgres.sh).

// What a crawler reads in the <head> of a German page (docs/decisions/0017-copy-per-language-and-currency.md):
// a German title and description, the same in Open Graph, Twitter and the WebPage and breadcrumb
// JSON-LD, and <html lang="de-DE">.
//
// The one declared exception: a blog article keeps its own title in every region, because the
// article is English content written by the team (built in or in the staff area) and its title
// is its name. Its description is German around that title, and its breadcrumb is German.
// Case studies are not: each has a German title and description of its own
// (server/db/seed-content/case-study-meta.de.ts), as they are a fixed set of the site's own pages.

const { app } = await createTestApp();

interface Head {
  title: string;
  description: string;
  lang: string | undefined;
  doc: HTMLElement;
}

async function headOf(path: string): Promise<Head> {
  const res = await request(app).get(path);
  const doc = parseHtml(res.text);
  return {
    title: doc.querySelector("title")!.textContent,
    // Prices carry a no-break space before the euro sign ("425\u00a0€").
    description: (metaContent(doc, 'meta[name="description"]') ?? "").replace(/\u00a0/g, " "),
    lang: doc.querySelector("html")?.getAttribute("lang"),
    doc,
  };
}

/** Words a German title or description has no business containing ("US" the country aside). */
const ENGLISH_WORDS = /\b([Tt]he|[Aa]nd|[Ff]or|[Ww]ith|[Yy]our|[Oo]ur|[Oo]f|[Uu]s|[Ff]rom|[Hh]ow|[Cc]ase [Ss]tud(y|ies)|[Ss]ervices?)\b/;
/** Small words every German description here uses at least one of. */
const GERMAN_WORDS = /\b(und|für|Sie|Ihre[mnr]?|mit|der|die|das|den|von|auf|wie|ein|eine)\b/;

const isArticle = (path: string) => /^\/de\/blog\/[^/]+$/.test(path);
const brandSuffix = / \| [^|]+$/;

async function germanAddresses(): Promise<string[]> {
  const xml = (await request(app).get("/sitemap.xml")).text;
  const fromSitemap = [...xml.matchAll(/<loc>https:\/\/agency\.test(\/de(?:\/[^<]*)?)<\/loc>/g)].map(([, path]) => path!);
  return [...fromSitemap, ...caseStudyFilterServices.map((s) => `/de/case-studies?service=${s}`)];
}

describe("the <head> of every German page", () => {
  test("has a German title and description, not the US ones, within what a search result shows", { timeout: 120_000 }, async () => {
    const paths = await germanAddresses();
    expect(paths.length).toBeGreaterThan(40);
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of paths) {
      const german = await headOf(path);
      const us = await headOf(path.replace(/^\/de(?=\/|$)/, "") || "/");
      const where = `${path}: "${german.title}" / "${german.description}"`;

      expect(german.lang, path).toBe("de-DE");
      expect(german.description, where).not.toBe(us.description);
      // An article's quoted English title aside, the description is German.
      const ownWords = german.description.replace(/„[^“]*“/, "");
      expect(ownWords, where).toMatch(GERMAN_WORDS);
      expect(ownWords, where).not.toMatch(ENGLISH_WORDS);
      expect(german.description.length, where).toBeGreaterThanOrEqual(50);
      expect(german.description.length, where).toBeLessThanOrEqual(160);
      expect(german.title.length, where).toBeLessThanOrEqual(60);
      expect(german.title, where).not.toMatch(/…$/);
      if (isArticle(path)) {
        // The article's own (English) title, quoted in its German description.
        expect(german.title, where).toBe(us.title);
        expect(german.description, where).toContain(`„${german.title.replace(brandSuffix, "")}“`);
      } else {
        expect(german.title, where).not.toBe(us.title);
        expect(german.title.replace(brandSuffix, ""), where).not.toMatch(ENGLISH_WORDS);
        expect(titles.get(german.title), `${where} is also the title of`).toBeUndefined();
      }
      expect(descriptions.get(german.description), `${where} is also the description of`).toBeUndefined();
      titles.set(german.title, path);
      descriptions.set(german.description, path);
    }
  });

  test("says the same in Open Graph, Twitter and the page's JSON-LD; breadcrumbs name our pages in German", {
    timeout: 120_000,
  }, async () => {
    let breadcrumbs = 0;
    for (const path of await germanAddresses()) {
      const { title, description, doc } = await headOf(path);
      expect(metaContent(doc, 'meta[property="og:title"]'), path).toBe(title);
      expect(metaContent(doc, 'meta[name="twitter:title"]'), path).toBe(title);
      expect(metaContent(doc, 'meta[property="og:description"]')?.replace(/\u00a0/g, " "), path).toBe(description);
      expect(metaContent(doc, 'meta[property="og:locale"]'), path).toBe("de_DE");
      for (const block of jsonLdBlocks(doc)) {
        const type = block["@type"];
        if (type === "WebPage" || type === "AboutPage" || type === "ContactPage") {
          expect(title.startsWith(String(block.name)), `${path}: ${String(block.name)}`).toBe(true);
          expect(String(block.description).replace(/\u00a0/g, " "), path).toBe(description);
        }
        if (type === "BreadcrumbList") {
          breadcrumbs++;
          const names = (block.itemListElement as { name: string }[]).map((item) => item.name);
          expect(names[0], path).toBe(contentBlocksDe.home);
          for (const english of [contentBlocksEn.home, contentBlocksEn.services, contentBlocksEn.caseStudies]) {
            expect(names, path).not.toContain(english);
          }
        }
        if (type === "ItemList") expect(String(block.name), path).not.toMatch(ENGLISH_WORDS);
      }
    }
    // Services, case studies and articles carry breadcrumbs.
    expect(breadcrumbs).toBeGreaterThan(30);
  });

  test("a service page names the service and its from price in German and euros", async () => {
    const { title, description, doc } = await headOf("/de/services/seo");
    expect(title).toBe("White-Label-SEO für Agenturen | Northbeam Studio");
    expect(description).toMatch(/ab ≈ 425 € im Monat\.$/);
    const service = jsonLdBlocks(doc).find((b) => b["@type"] === "Service")!;
    expect(service.name).toBe("White-Label-SEO");
    const trail = jsonLdBlocks(doc).find((b) => b["@type"] === "BreadcrumbList")!;
    expect((trail.itemListElement as { name: string; item: string }[]).map((i) => [i.name, i.item])).toEqual([
      ["Startseite", "https://agency.test/de"],
      ["Leistungen", "https://agency.test/de/services"],
      ["White-Label-SEO", "https://agency.test/de/services/seo"],
    ]);
  });

  test("the calculator's description quotes the from prices in euros, in the German number format", async () => {
    const { description } = await headOf("/de/pricing-calculator");
    expect(description).toContain("SEO ab ≈ 425 €/Monat");
    expect(description).toContain("KI ab ≈ 1.700 €");
    expect(description).not.toMatch(/\$|£/);
  });

  test("an article keeps its English title, marks its language in BlogPosting and sits under a German breadcrumb", async () => {
    const { title, doc } = await headOf("/de/blog/white-label-seo-ppc-2025");
    expect(title).toBe("White Label SEO & PPC Explained: Scale Your Agency");
    const blocks = jsonLdBlocks(doc);
    expect(blocks.find((b) => b["@type"] === "BlogPosting")).toMatchObject({ inLanguage: "en" });
    const trail = blocks.find((b) => b["@type"] === "BreadcrumbList")!;
    expect((trail.itemListElement as { name: string; item: string }[]).map((i) => i.item)).toEqual([
      "https://agency.test/de",
      "https://agency.test/de/blog",
      "https://agency.test/de/blog/white-label-seo-ppc-2025",
    ]);
  });

  test("an unknown address under /de answers 404 with a German title and description", async () => {
    const page = await headOf("/de/no-such-page");
    expect(page.title).toBe(`${de.notFound.title} | Northbeam Studio`);
    expect(page.description).toBe(de.notFound.text);
    expect(page.lang).toBe("de-DE");
    const post = await headOf("/de/blog/no-such-article");
    expect(post.title).toBe(`${de.notFound.postTitle} | Northbeam Studio`);
    expect(post.description).toBe(de.notFound.postText);
    const study = await headOf("/de/case-studies/no-such-study");
    expect(study.title).toBe(`${de.notFound.title} | Northbeam Studio`);
  });
});
