import { Window } from "happy-dom";
import request from "supertest";
import { describe, expect, test } from "vitest";
import { createBlogQueries } from "../../server/db/blog.queries";
import { parseHtml } from "../helpers/html";
import { createTestApp } from "../helpers/test-app";

/** Parses XML strictly enough to catch broken nesting; bare ampersands are checked apart. */
function parseXml(text: string): Document {
  const doc = new new Window().DOMParser().parseFromString(text, "application/xml") as unknown as Document;
  const error = doc.querySelector("parsererror");
  if (error) throw new Error(`Not well-formed XML: ${error.textContent}`);
  expect(text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  return doc;
}

describe("GET /blog/rss.xml", () => {
  test("is an RSS 2.0 feed of every published post, newest first, with links, dates and authors", async () => {
    const { app, db } = await createTestApp();
    await createBlogQueries(db).insertIfAbsent({
      id: 80,
      slug: "draft",
      title: "Draft not in the feed",
      subtitle: "",
      excerpt: "",
      tags: [],
      isPublished: false,
      isFeatured: false,
      metaTitle: "",
      metaDescription: "",
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
      publishedAt: null,
      imageUrl: "",
      content: "",
    });
    const res = await request(app).get("/blog/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/rss\+xml/);
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const doc = parseXml(res.text);
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    expect(doc.querySelector("channel > title")?.textContent).toBe("Northbeam Studio Blog");
    expect(doc.querySelector("channel > link")?.textContent).toBe("https://agency.test/blog");
    const items = [...doc.querySelectorAll("item")];
    expect(items.map((i) => i.querySelector("link")?.textContent)).toEqual([
      "https://agency.test/blog/digital-marketing-for-law-firms",
      "https://agency.test/blog/industry-specific-digital-marketing-strategies-2025",
      "https://agency.test/blog/beauty-digital-marketing-2025",
      "https://agency.test/blog/ad-fatigue-digital-marketing-2025",
      "https://agency.test/blog/dedicated-team-hiring-2025",
      "https://agency.test/blog/white-label-seo-ppc-2025",
      "https://agency.test/blog/ai-solutions-business-growth-2025",
    ]);
    const first = items[0]!;
    expect(first.querySelector("title")?.textContent).toBe(
      "Digital Marketing for Law Firms: Proven Strategies to Win More Clients in 2025",
    );
    expect(first.querySelector("guid")?.textContent).toBe("https://agency.test/blog/digital-marketing-for-law-firms");
    expect(first.querySelector("pubDate")?.textContent).toBe("Mon, 01 Sep 2025 09:00:00 GMT");
    expect(first.getElementsByTagName("dc:creator")[0]?.textContent).toBe("Legal Marketing Team");
    expect(first.querySelector("category")?.textContent).toBe("Industry Marketing");
    expect(res.text).not.toContain("Draft not in the feed");
  });

  test("escapes titles and text so the feed stays well-formed", async () => {
    const { app, db } = await createTestApp({ seed: false });
    await createBlogQueries(db).insertIfAbsent({
      id: 81,
      slug: "tricky",
      title: `Ads & SEO </title><script>alert("x")</script>`,
      subtitle: "",
      excerpt: "Less < more & \"quotes\" 'too' \u0001",
      tags: [],
      author: "R&D <team>",
      isPublished: true,
      isFeatured: false,
      metaTitle: "",
      metaDescription: "",
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
      publishedAt: "not a date",
      imageUrl: "",
      content: "",
    });
    const res = await request(app).get("/blog/rss.xml");
    const doc = parseXml(res.text);
    const item = doc.querySelector("item")!;
    expect(item.querySelector("title")?.textContent).toBe(`Ads & SEO </title><script>alert("x")</script>`);
    expect(item.querySelector("description")?.textContent).toBe("Less < more & \"quotes\" 'too' ");
    expect(item.getElementsByTagName("dc:creator")[0]?.textContent).toBe("R&D <team>");
    // 'not a date' is no date: the item falls back to the creation date.
    expect(item.querySelector("pubDate")?.textContent).toBe("Thu, 01 Jan 2026 00:00:00 GMT");
  });

  test("the blog's pages link the feed from their head", async () => {
    const { app } = await createTestApp();
    for (const path of ["/blog", "/blog?q=seo", "/blog/white-label-seo-ppc-2025", "/blog/beauty-digital-marketing-2025"]) {
      const links = parseHtml((await request(app).get(path)).text).querySelectorAll(
        'head link[rel="alternate"][type="application/rss+xml"]',
      );
      expect(
        links.map((l) => [l.getAttribute("href"), l.getAttribute("title")]),
        path,
      ).toEqual([["https://agency.test/blog/rss.xml", "Northbeam Studio Blog"]]);
    }
  });
});

describe("the sitemap lists every article once, with its last change", () => {
  test("built-in and database articles alike", async () => {
    const { app } = await createTestApp();
    const doc = parseHtml((await request(app).get("/sitemap.xml")).text);
    // The US address of each article; its UK and DE versions are listed the same way (tests/api/regional-addresses.test.ts).
    const articles = doc.querySelectorAll("url").filter((u) => /^https:\/\/agency\.test\/blog\//.test(u.querySelector("loc")!.textContent));
    expect(
      articles
        .map((u) => [u.querySelector("loc")!.textContent.replace("https://agency.test", ""), u.querySelector("lastmod")?.textContent])
        .sort(),
    ).toEqual(
      [
        ["/blog/ad-fatigue-digital-marketing-2025", "2025-03-04"],
        ["/blog/ai-solutions-business-growth-2025", "2025-02-10"],
        ["/blog/beauty-digital-marketing-2025", "2025-01-28"],
        ["/blog/dedicated-team-hiring-2025", "2025-01-25"],
        ["/blog/digital-marketing-for-law-firms", "2025-09-01"],
        ["/blog/industry-specific-digital-marketing-strategies-2025", "2025-09-05"],
        ["/blog/white-label-seo-ppc-2025", "2025-02-14"],
      ].sort(),
    );
  });
});
