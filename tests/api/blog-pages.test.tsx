import request from "supertest";
import { describe, expect, test } from "vitest";
import { builtInArticles } from "../../client/pages/built-in-article-pages";
import { createBlogQueries, type NewBlogPost } from "../../server/db/blog.queries";
import { seedPosts } from "../../server/db/seed-sets";
import { jsonLdBlocks, parseHtml } from "../helpers/html";
import { createTestApp } from "../helpers/test-app";

const extraPost = (fields: Partial<NewBlogPost> & { id: number; slug: string }): NewBlogPost => ({
  title: `Title of ${fields.slug}`,
  subtitle: "",
  excerpt: "An excerpt that is long enough to read.",
  tags: ["Testing"],
  isPublished: true,
  isFeatured: false,
  metaTitle: "",
  metaDescription: "",
  createdAt: "2026-03-01T00:00:00.000Z",
  updatedAt: "2026-03-02T00:00:00.000Z",
  publishedAt: "2026-03-01T00:00:00.000Z",
  imageUrl: "/images/blog/placeholder.svg",
  content: "Some **text**.",
  ...fields,
});

const cardTitles = (html: string) =>
  parseHtml(html)
    .querySelectorAll('[data-testid="post-card"] h3')
    .map((h) => h.textContent);
const categoryLinks = (html: string) =>
  parseHtml(html)
    .querySelectorAll('nav[aria-label="Article categories"] a')
    .map((a) => ({
      text: a.textContent.replace(/\s+/g, " ").trim(),
      href: a.getAttribute("href"),
      current: a.getAttribute("aria-current") ?? null,
    }));

describe("GET /blog (server-rendered list)", async () => {
  const { app, db } = await createTestApp();
  await createBlogQueries(db).insertIfAbsent(
    extraPost({ id: 60, slug: "draft-notes", title: "Unpublished SEO notes", isPublished: false }),
  );

  test("shows published posts only, without the ad-fatigue post, and never 'Loading Articles...'", async () => {
    const res = await request(app).get("/blog");
    expect(res.status).toBe(200);
    const doc = parseHtml(res.text);
    const featured = doc.querySelector('[data-testid="featured-post"]')!;
    expect(featured.querySelector("h2")?.textContent).toBe("5 Breakthrough Reasons To Adopt AI Solutions For Business Growth In 2025");
    expect(cardTitles(res.text)).toEqual([
      "Digital Marketing for Law Firms: Proven Strategies to Win More Clients in 2025",
      "Industry-Specific Digital Marketing: Tailored Strategies for Every Niche",
      "Beauty Digital Marketing: Proven Strategies for Growth in 2025",
      "How To Hire a Dedicated Team And Build a High-Performing Workforce in 2025",
      "White Label SEO & PPC Explained: The 2025 Solution to Scale Your Agency Globally",
    ]);
    const main = doc.querySelector("main")!.textContent;
    expect(res.text).not.toContain("Unpublished SEO notes");
    expect(main).not.toContain("What is Ad Fatigue");
    expect(main).not.toContain("Loading Articles...");
  });

  test("has the hero button, the search box and the category buttons with counts, 'All Posts' first", async () => {
    const res = await request(app).get("/blog");
    const doc = parseHtml(res.text);
    expect(doc.querySelector(".hero-band a")?.textContent).toBe("Get Free Strategy Session");
    const form = doc.querySelector('form[role="search"]')!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/blog");
    expect(form.querySelector('input[name="q"]')?.getAttribute("placeholder")).toBe("Search articles...");
    expect(categoryLinks(res.text)).toEqual([
      { text: "All Posts (6)", href: "/blog", current: "true" },
      { text: "Industry Marketing (3)", href: "/blog?category=Industry+Marketing", current: null },
      { text: "AI & Technology (1)", href: "/blog?category=AI+%26+Technology", current: null },
      { text: "Digital Marketing (1)", href: "/blog?category=Digital+Marketing", current: null },
      { text: "Workforce Management (1)", href: "/blog?category=Workforce+Management", current: null },
    ]);
  });

  test("cards carry image, category, title, excerpt, author, short date, read time and 'Read Article'", async () => {
    const doc = parseHtml((await request(app).get("/blog")).text);
    const card = doc
      .querySelectorAll('[data-testid="post-card"]')
      .find((c) => c.querySelector("h3")?.textContent.startsWith("White Label SEO"))!;
    const img = card.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/images/blog/white-label-seo-ppc-2025.svg");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1200", "630"]);
    expect(card.textContent).toContain("Digital Marketing");
    expect(card.textContent).toContain("White-label SEO and PPC let agencies add specialist delivery capacity");
    expect(card.textContent).toContain("Digital Marketing Team");
    expect(card.querySelector("time")?.textContent).toBe("Jan 20, 2025");
    expect(card.textContent).toContain("10 min read");
    const link = card.querySelector("a")!;
    expect(link.getAttribute("href")).toBe("/blog/white-label-seo-ppc-2025");
    expect(link.textContent).toContain("Read Article");
    // The featured card uses the long date.
    expect(doc.querySelector('[data-testid="featured-post"] time')?.textContent).toBe("January 15, 2025");
  });

  test("?q= filters by title or excerpt in any case and keeps the text in the search box", async () => {
    const res = await request(app).get("/blog?q=LAW%20FIRMS");
    const doc = parseHtml(res.text);
    expect(cardTitles(res.text)).toEqual(["Digital Marketing for Law Firms: Proven Strategies to Win More Clients in 2025"]);
    expect(doc.querySelector('[data-testid="featured-post"]')).toBeNull();
    expect(doc.querySelector('input[name="q"]')?.getAttribute("value")).toBe("LAW FIRMS");
    expect(res.text).toContain("1 article found");
    // Category links keep the search.
    expect(categoryLinks(res.text)[1]!.href).toBe("/blog?q=LAW+FIRMS&category=Industry+Marketing");
  });

  test("?category= filters by a case-insensitive piece of the category, and the search form keeps it", async () => {
    const res = await request(app).get("/blog?category=industry%20marketing");
    expect(cardTitles(res.text)).toHaveLength(3);
    expect(
      categoryLinks(res.text)
        .filter((l) => l.current)
        .map((l) => l.text),
    ).toEqual(["Industry Marketing (3)"]);
    expect(parseHtml(res.text).querySelector('form[role="search"] input[name="category"]')?.getAttribute("value")).toBe(
      "industry marketing",
    );
    // 'marketing' is part of two categories.
    expect(cardTitles((await request(app).get("/blog?category=marketing")).text)).toHaveLength(4);
  });

  test("a search that matches nothing says so and offers the whole list", async () => {
    const doc = parseHtml((await request(app).get("/blog?q=quantum%20knitting")).text);
    expect(doc.querySelectorAll('[data-testid="post-card"]')).toHaveLength(0);
    expect(doc.textContent).toContain("No articles match your search.");
    expect(doc.querySelector('main a[href="/blog"]')?.textContent).toBe("Show all articles");
  });

  test("filtered lists point crawlers to the plain list as canonical", async () => {
    const doc = parseHtml((await request(app).get("/blog?q=seo&category=Digital")).text);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://agency.test/blog");
  });
});

describe("the five built-in articles", async () => {
  const { app } = await createTestApp();

  test.each(builtInArticles.map((a) => [a.slug, a.page] as const))(
    "/blog/%s renders from its own page module with no data request",
    async (slug, page) => {
      const res = await request(app).get(`/blog/${slug}`);
      expect(res.status).toBe(200);
      const doc = parseHtml(res.text);
      const post = seedPosts.find((p) => p.slug === slug)!;
      expect(doc.querySelector("h1")?.textContent).toBe(post.title);
      // The text arrives with the page's chunk: the data block holds no post query.
      const data = JSON.parse(doc.querySelector("#__APP_DATA__")!.textContent);
      expect(data.modules).toContain(`/assets/page-${page}.js`);
      expect(data.modules).not.toContain("/assets/page-blog-post.js");
      expect(data.queries.queries).toEqual([]);
      // The whole article is in the HTML.
      const lastParagraph = post.content.trim().split("\n\n").at(-1)!.replace(/[*_]/g, "");
      expect(doc.querySelector(".prose-article")?.textContent).toContain(lastParagraph.slice(0, 80));
    },
  );

  test("the ad-fatigue article has its page even though the list hides it", async () => {
    const res = await request(app).get("/blog/ad-fatigue-digital-marketing-2025");
    expect(res.status).toBe(200);
    expect(parseHtml(res.text).querySelector("h1")?.textContent).toBe("What is Ad Fatigue in Digital Marketing and How to Overcome It");
  });
});

describe("an article page has every element a reader expects", async () => {
  const { app } = await createTestApp();

  test.each(["/blog/white-label-seo-ppc-2025", "/blog/beauty-digital-marketing-2025", "/blog/digital-marketing-for-law-firms"])(
    "%s",
    async (path) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      const doc = parseHtml(res.text);
      const post = seedPosts.find((p) => path.endsWith(p.slug))!;
      const article = doc.querySelector("main article")!;
      expect(article.querySelector('a[href="/blog"]')?.textContent).toContain("Back to Blog");
      expect(article.querySelector("h1")?.textContent).toBe(post.title);
      expect(article.textContent).toContain(post.subtitle);
      expect(article.textContent).toContain(post.author);
      expect(article.querySelector("header time")?.getAttribute("dateTime")).toBe(post.publishedAt);
      expect(article.textContent).toContain(`${post.readTime} min read`);
      expect(article.querySelector('button[type="button"]')?.textContent).toContain("Share Article");
      expect(article.querySelector(`img[src="${post.imageUrl}"]`)?.getAttribute("width")).toBe("1200");
      const summary = article.querySelector('aside[aria-label="Summary"]')!;
      expect(summary.textContent).toContain("Article Summary:");
      expect(summary.textContent).toContain(post.excerpt);
      expect(summary.textContent).toContain("Topics Covered:");
      expect(summary.querySelectorAll("li").map((li) => li.textContent)).toEqual(post.tags);
      // Markdown became markup: headings, bold text, lists.
      const prose = article.querySelector(".prose-article")!;
      expect(prose.querySelectorAll("h2").length).toBeGreaterThan(4);
      expect(prose.querySelectorAll("strong").length).toBeGreaterThan(0);
      expect(prose.querySelectorAll("li").length).toBeGreaterThan(0);
      expect(prose.textContent).not.toMatch(/\*\*|^## /m);
      const cta = article.querySelector('section[aria-labelledby="article-cta"]')!;
      expect(cta.querySelector("h2")?.textContent).toBe("Ready to Get Started?");
      expect(cta.querySelector('a[target="_blank"]')?.getAttribute("href")).toMatch(/^https:\/\//);
      expect(cta.querySelector('a[href^="tel:+"]')).not.toBeNull();
    },
  );

  test("crawlers get BlogPosting data with author, dates and image, a breadcrumb, and the feed link", async () => {
    const doc = parseHtml((await request(app).get("/blog/beauty-digital-marketing-2025")).text);
    const [posting, breadcrumb] = jsonLdBlocks(doc);
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: "Beauty Digital Marketing: Proven Strategies for Growth in 2025",
      author: { "@type": "Organization", name: "Beauty Marketing Team" },
      datePublished: "2025-01-28T10:00:00.000Z",
      dateModified: "2025-01-28T10:00:00.000Z",
      image: "https://agency.test/images/blog/beauty-digital-marketing-2025.svg",
      url: "https://agency.test/blog/beauty-digital-marketing-2025",
    });
    expect(breadcrumb).toMatchObject({ "@type": "BreadcrumbList" });
    expect(doc.querySelector('meta[property="og:type"]')?.getAttribute("content")).toBe("article");
    const feed = doc.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(feed?.getAttribute("href")).toBe("https://agency.test/blog/rss.xml");
  });

  test("a database post travels once: its text in the query cache, only a summary in the router data", async () => {
    const doc = parseHtml((await request(app).get("/blog/digital-marketing-for-law-firms")).text);
    const data = JSON.parse(doc.querySelector("#__APP_DATA__")!.textContent);
    expect(data.queries.queries.map((q: { queryKey: unknown }) => q.queryKey)).toEqual([
      ["/api/blog/post", "digital-marketing-for-law-firms"],
    ]);
    expect(data.queries.queries[0].state.data.content.length).toBeGreaterThan(5000);
    expect(data.router.loaderData["blog-post"]).toMatchObject({ slug: "digital-marketing-for-law-firms" });
    expect(data.router.loaderData["blog-post"].content).toBeUndefined();
  });
});

describe("articles that do not exist", () => {
  test("unknown and unpublished slugs answer 404 'Blog Post Not Found' with a way back", async () => {
    const { app, db } = await createTestApp();
    await createBlogQueries(db).insertIfAbsent(extraPost({ id: 61, slug: "not-yet", isPublished: false }));
    for (const path of ["/blog/no-such-post", "/blog/not-yet"]) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(404);
      const doc = parseHtml(res.text);
      expect(doc.querySelector("h1")?.textContent).toBe("Blog Post Not Found");
      expect(doc.querySelector("main")?.textContent).toContain("The blog post you're looking for doesn't exist or has been moved.");
      expect(doc.querySelector('main a[href="/blog"]')?.textContent).toBe("Back to Blog");
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, nofollow");
    }
  });
});

describe("article content cannot run code", () => {
  test("<script> and <img onerror> in a post's Markdown never become elements; the Markdown around them still renders", async () => {
    const { app, db } = await createTestApp();
    await createBlogQueries(db).insertIfAbsent(
      extraPost({
        id: 70,
        slug: "raw-html-post",
        title: "Raw HTML in content",
        content: [
          "Intro with **bold** and *italic* words.",
          '<script>document.title="pwned"</script>',
          'Inline <img src=x onerror=alert(1)> image and <a href="javascript:alert(2)">a link</a>.',
          '<div onclick="alert(3)">block html</div>',
          "[A markdown link](javascript:alert(4)) and [a real one](/services/seo).",
          "## A heading",
        ].join("\n\n"),
      }),
    );
    const res = await request(app).get("/blog/raw-html-post");
    expect(res.status).toBe(200);
    const prose = parseHtml(res.text).querySelector(".prose-article")!;
    expect(prose.querySelectorAll("script, img, div[onclick], [onerror], [onclick]")).toHaveLength(0);
    expect(prose.querySelectorAll("a").map((a) => a.getAttribute("href") ?? "")).not.toContainEqual(expect.stringMatching(/^javascript:/i));
    expect(res.text).not.toMatch(/<[a-z]+[^>]*\son(error|click)=/i);
    expect(prose.querySelector("strong")?.textContent).toBe("bold");
    expect(prose.querySelector("em")?.textContent).toBe("italic");
    expect(prose.querySelector("h2")?.textContent).toBe("A heading");
    expect(prose.querySelector('a[href="/services/seo"]')?.textContent).toBe("a real one");
    // The only scripts of the page are our data blocks and modules.
    for (const script of parseHtml(res.text).querySelectorAll("script")) {
      expect(
        script.getAttribute("src") !== undefined || ["application/json", "application/ld+json"].includes(script.getAttribute("type")!),
      ).toBe(true);
    }
  });
});
