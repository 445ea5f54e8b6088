import { renderingTest, reopenDatabase, run, testEngine } from "../helpers/test-db";
import request from "supertest";
import { describe, expect, test } from "vitest";
import { createBlogQueries } from "../../server/db/blog.queries";
import { CONTENT_VERSION_MAX_AGE_MS } from "../../server/db/content-version";
import { jsonLdBlocks, metaContent, parseHtml } from "../helpers/html";
import { REGIONS, type RegionCode } from "../../shared/constants";
import { regionPath } from "../../shared/region-addresses";
import { caseStudyFilterServices } from "../../shared/content/case-studies";
import { caseStudyAliases, siteRoutes } from "../helpers/site-routes";
import { createTestApp } from "../helpers/test-app";

describe("server-rendered pages", async () => {
  const { app } = await createTestApp();
  // Each page once, for the checks that read every route.
  const rendered = new Map<string, Promise<string>>();
  const htmlOf = (path: string, region = "US") => {
    const key = `${region} ${path}`;
    if (!rendered.has(key))
      rendered.set(
        key,
        request(app)
          .get(regionPath(region as RegionCode, path))
          .then((res) => res.text),
      );
    return rendered.get(key)!;
  };

  test.each(siteRoutes)("$path answers 200 with its heading, title, description and canonical", async ({ path, heading }) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    const doc = parseHtml(res.text);
    expect(doc.querySelectorAll("h1").map((h) => h.textContent.trim())).toEqual([heading]);
    expect(doc.querySelector("title")?.textContent.length).toBeLessThanOrEqual(60);
    expect(metaContent(doc, 'meta[name="description"]')?.length).toBeGreaterThan(20);
    expect(metaContent(doc, 'meta[name="format-detection"]')).toBe("telephone=no");
    if (path === "/admin") {
      expect(metaContent(doc, 'meta[name="robots"]')).toBe("noindex, nofollow");
    } else {
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`https://agency.test${path}`);
      expect(metaContent(doc, 'meta[property="og:url"]')).toBe(`https://agency.test${path}`);
      expect(metaContent(doc, 'meta[property="og:title"]')).toBe(doc.querySelector("title")?.textContent);
      expect(metaContent(doc, 'meta[name="twitter:card"]')).toBe("summary_large_image");
      expect(jsonLdBlocks(doc).length).toBeGreaterThan(0);
    }
  });

  renderingTest("every page title and description is unique", async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { path } of siteRoutes) {
      const doc = parseHtml((await request(app).get(path)).text);
      titles.add(doc.querySelector("title")!.textContent);
      descriptions.add(metaContent(doc, 'meta[name="description"]')!);
    }
    expect(titles.size).toBe(siteRoutes.length);
    expect(descriptions.size).toBe(siteRoutes.length);
  });

  renderingTest(
    "every title fits a search result (60 characters), is unique in its region and says what the page is",
    {
      timeout: 120_000,
    },
    async () => {
      // Every route in every region: German titles are the German page copy's own (tests/api/german-head.test.ts).
      const paths = [...siteRoutes.map((r) => r.path), ...caseStudyFilterServices.map((s) => `/case-studies?service=${s}`)];
      for (const region of REGIONS) {
        const seen = new Map<string, string>();
        for (const path of paths) {
          if (path === "/admin" && region !== "US") continue;
          const title = parseHtml(await htmlOf(path, region)).querySelector("title")!.textContent;
          const where = `${region} ${path}: "${title}"`;
          expect(title.length, where).toBeLessThanOrEqual(60);
          expect(title, `${where} is cut short`).not.toMatch(/…$/);
          expect(seen.get(title), `${where} is also the title of`).toBeUndefined();
          seen.set(title, path);
        }
      }
    },
  );

  renderingTest("every group of fields is named: each <fieldset> starts with its <legend>", { timeout: 120_000 }, async () => {
    for (const { path } of siteRoutes) {
      for (const fieldset of parseHtml(await htmlOf(path)).querySelectorAll("fieldset")) {
        expect(fieldset.firstElementChild?.tagName, `${path}: ${fieldset.outerHTML.slice(0, 120)}`).toBe("LEGEND");
      }
    }
  });

  test("the brand follows a title when both fit in 60 characters", async () => {
    const titleOf = async (path: string) => parseHtml((await request(app).get(path)).text).querySelector("title")!.textContent;
    expect(await titleOf("/contact")).toBe("Contact Us | Northbeam Studio");
    expect((await titleOf("/case-studies/seo-case-study")).length).toBeLessThanOrEqual(60);
  });

  test("the home page carries Organization and LocalBusiness structured data", async () => {
    const types = jsonLdBlocks(parseHtml((await request(app).get("/")).text)).map((b) => b["@type"]);
    expect(types).toEqual(["Organization", "LocalBusiness"]);
    const business = jsonLdBlocks(parseHtml((await request(app).get("/")).text))[1]!;
    expect(business).toMatchObject({ currenciesAccepted: "GBP, USD, EUR" });
  });

  test("service pages carry Service structured data with a priced offer", async () => {
    const blocks = jsonLdBlocks(parseHtml((await request(app).get("/services/seo")).text));
    expect(blocks.map((b) => b["@type"])).toEqual(["Service", "FAQPage", "BreadcrumbList", "WebPage"]);
    expect(blocks[0]).toMatchObject({
      offers: expect.arrayContaining([expect.objectContaining({ "@type": "Offer", price: 500, priceCurrency: "USD" })]),
    });
  });

  test("articles carry BlogPosting structured data; other pages a WebPage", async () => {
    const article = jsonLdBlocks(parseHtml((await request(app).get("/blog/white-label-seo-ppc-2025")).text));
    expect(article[0]).toMatchObject({ "@type": "BlogPosting", headline: expect.stringContaining("White Label SEO") });
    const security = jsonLdBlocks(parseHtml((await request(app).get("/security")).text));
    expect(security.map((b) => b["@type"])).toEqual(["WebPage"]);
  });

  test("an unknown path answers 404 with the not-found page", async () => {
    const res = await request(app).get("/no-such-page");
    expect(res.status).toBe(404);
    const doc = parseHtml(res.text);
    expect(doc.querySelector("h1")?.textContent).toBe("Page Not Found");
    expect(res.text).toContain("Go to Homepage");
    expect(res.text).toContain("Go Back");
    for (const href of ["/services/web-development", "/services/seo", "/services/google-ads", "/contact"]) {
      expect(doc.querySelector(`main a[href="${href}"]`), href).not.toBeNull();
    }
    expect(metaContent(doc, 'meta[name="robots"]')).toBe("noindex, nofollow");
  });

  test("an unknown blog slug answers 404 with 'Blog Post Not Found'", async () => {
    const res = await request(app).get("/blog/no-such-article");
    expect(res.status).toBe(404);
    const doc = parseHtml(res.text);
    expect(doc.querySelector("h1")?.textContent).toBe("Blog Post Not Found");
    expect(res.text).toContain("The blog post you&#x27;re looking for doesn&#x27;t exist or has been moved.");
    expect(doc.querySelector('main a[href="/blog"]')?.textContent).toContain("Back to Blog");
  });

  test("an unknown case study answers 404; alias slugs move permanently to the canonical one", async () => {
    expect((await request(app).get("/case-studies/not-a-study")).status).toBe(404);
    for (const alias of caseStudyAliases) {
      const res = await request(app).get(`/case-studies/${alias}`);
      expect(res.status, alias).toBe(301);
      const target = await request(app).get(res.headers.location!);
      expect(target.status).toBe(200);
    }
    expect((await request(app).get("/case-studies/citypat")).headers.location).toBe("/case-studies/citypat-case-study");
  });

  test("a page preloads only the entry's chunks, and names the app's and its own chunks for after the load event", async () => {
    const doc = parseHtml((await request(app).get("/blog")).text);
    const preloads = doc.querySelectorAll('link[rel="modulepreload"]').map((l) => l.getAttribute("href"));
    expect(preloads.filter((href) => href !== "/assets/entry-test.js")).toEqual(["/assets/chunk-entry.js"]);
    expect(doc.querySelector('script[type="module"]')?.getAttribute("src")).toBe("/assets/entry-test.js");
    const { modules, language } = JSON.parse(doc.querySelector("#__APP_DATA__")!.textContent) as { modules: string[]; language: string };
    expect(modules).toEqual([
      "/assets/app-test.js",
      "/assets/chunk-react.js",
      "/assets/en-test.js",
      "/assets/page-blog.js",
      "/assets/chunk-shared.js",
    ]);
    expect(modules).not.toContain("/assets/page-home.js");
    expect(language).toBe("en");
  });

  test("a German page names the German UI copy alone for after the load event, and the home page the popups' chunks", async () => {
    const appData = async (path: string) =>
      JSON.parse(parseHtml((await request(app).get(path)).text).querySelector("#__APP_DATA__")!.textContent) as {
        modules: string[];
        language: string;
      };
    const germanBlog = await appData("/de/blog");
    expect(germanBlog.language).toBe("de");
    expect(germanBlog.modules).toEqual(expect.arrayContaining(["/assets/de-test.js", "/assets/chunk-numbers.js"]));
    expect(germanBlog.modules).not.toContain("/assets/en-test.js");
    expect(germanBlog.modules).not.toContain("/assets/popup-layer-test.js");
    for (const home of ["/", "/uk", "/de"]) {
      const { modules } = await appData(home);
      // The popups' timing first: it can be due 1 s after the load event.
      expect(modules[0], home).toBe("/assets/page-popups-test.js");
      expect(modules, home).toContain("/assets/popup-layer-test.js");
    }
  });

  test("the data react-query loaded on the server travels with the page", async () => {
    const doc = parseHtml((await request(app).get("/blog")).text);
    const data = JSON.parse(doc.querySelector("#__APP_DATA__")!.textContent);
    expect(data.queries.queries[0].queryKey).toEqual(["/api/blog"]);
    expect(data.queries.queries[0].state.data).toHaveLength(7);
    // The list travels once (in the query cache), without the articles' text.
    expect(data.router.loaderData.blog).toBeNull();
    expect(data.queries.queries[0].state.data[0].content).toBeUndefined();
    expect(data.root).toMatchObject({ siteUrl: "https://agency.test" });
  });

  test("the address picks the language of <html>; a region cookie changes nothing", async () => {
    const de = await request(app).get("/de");
    expect(parseHtml(de.text).querySelector("html")?.getAttribute("lang")).toBe("de-DE");
    const uk = await request(app).get("/uk/about");
    expect(parseHtml(uk.text).querySelector("html")?.getAttribute("lang")).toBe("en-GB");
    const cookie = await request(app).get("/").set("Cookie", "region=DE");
    expect(parseHtml(cookie.text).querySelector("html")?.getAttribute("lang")).toBe("en-US");
  });
});

describe("security of rendered pages", () => {
  test("pages send a CSP without inline or eval scripts, and the other security headers", async () => {
    const { app } = await createTestApp();
    const res = await request(app).get("/");
    const csp = res.headers["content-security-policy"]!;
    const scriptSrc = csp.split(";").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toContain("https://www.googletagmanager.com");
    expect(scriptSrc).toContain("https://calendly.com");
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  test("a page holds no executable inline script: only data blocks and external modules", async () => {
    const { app } = await createTestApp();
    for (const path of ["/", "/blog", "/blog/white-label-seo-ppc-2025", "/no-such-page"]) {
      for (const script of parseHtml((await request(app).get(path)).text).querySelectorAll("script")) {
        const type = script.getAttribute("type");
        const src = script.getAttribute("src");
        if (src) expect(type).toBe("module");
        else expect(["application/json", "application/ld+json"]).toContain(type);
      }
    }
  });

  test("a post titled like a script tag stays inert text in the page and its data", async () => {
    const { app, db } = await createTestApp();
    const evil = "</script><script>alert(1)</script>";
    await createBlogQueries(db).insertIfAbsent({
      id: 50,
      slug: "evil-post",
      title: evil,
      subtitle: evil,
      excerpt: `${evil} <img src=x onerror=alert(2)>`,
      tags: [evil],
      isPublished: true,
      isFeatured: false,
      metaTitle: "",
      metaDescription: "",
      createdAt: "2026-03-01T00:00:00.000Z",
      updatedAt: "2026-03-01T00:00:00.000Z",
      publishedAt: "2026-03-01T00:00:00.000Z",
      imageUrl: "/images/blog/placeholder.svg",
      content: `${evil}\n\n<img src=x onerror=alert(3)>\n\n**bold**`,
    });
    for (const path of ["/blog", "/blog/evil-post"]) {
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain("<script>alert(1)</script>");
      expect(res.text).not.toMatch(/<img[^>]*onerror/);
      const doc = parseHtml(res.text);
      expect(doc.querySelectorAll("script").every((s) => s.getAttribute("src") || s.getAttribute("type") !== null)).toBe(true);
      // The data block still parses and holds the title as text.
      expect(doc.querySelector("#__APP_DATA__")!.textContent).toContain("\\u003c/script>");
    }
    const article = parseHtml((await request(app).get("/blog/evil-post")).text);
    expect(article.querySelector("h1")?.textContent).toBe(evil);
    expect(article.querySelector(".prose-article strong")?.textContent).toBe("bold");
  });

  test("a render failure answers 500 with the error fallback page", async () => {
    const Boom = () => {
      throw new Error("render exploded");
    };
    const { app } = await createTestApp({
      createRoutes: () => [{ id: "root", path: "/", element: <Boom /> }],
    });
    const res = await request(app).get("/");
    expect(res.status).toBe(500);
    expect(res.headers["cache-control"]).toBe("no-store");
    const doc = parseHtml(res.text);
    expect(doc.querySelector("h1")?.textContent).toBe("Something went wrong");
    expect(res.text).toContain("We&#x27;re experiencing a temporary issue. Please refresh the page.");
    expect(doc.querySelector('a[href="/"]')).not.toBeNull();
    expect(res.text).toContain("Refresh Page");
    expect(res.text).not.toContain("render exploded");
  });
});

describe("rendered-page cache", () => {
  test("serves a page again from the cache, compressed, with an ETag that revalidates to 304", async () => {
    const { app } = await createTestApp();
    const first = await request(app).get("/about");
    expect(first.headers["x-page-cache"]).toBe("miss");
    // The compressed copies are made after the response, off the request path.
    await app.pageCache!.settled();
    const second = await request(app).get("/about").set("Accept-Encoding", "gzip");
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.headers["content-encoding"]).toBe("gzip");
    expect(second.text).toBe(first.text);
    // A hit is answered before Express runs, with the headers the rendered page had.
    for (const header of ["content-security-policy", "referrer-policy", "x-content-type-options", "content-type"]) {
      expect(second.headers[header], header).toBe(first.headers[header]);
    }
    expect(second.headers["x-powered-by"]).toBeUndefined();
    const etag = second.headers.etag!;
    expect(etag).toMatch(/^W\/"/);
    const revalidated = await request(app).get("/about").set("If-None-Match", etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe("");
  });

  test("keys pages by region: the German address never gets the US page", async () => {
    const { app } = await createTestApp();
    await request(app).get("/about");
    const de = await request(app).get("/de/about");
    expect(de.headers["x-page-cache"]).toBe("miss");
    expect(parseHtml(de.text).querySelector("html")?.getAttribute("lang")).toBe("de-DE");
  });

  test.runIf(testEngine === "sqlite")("a change to blog content invalidates cached pages at once", async () => {
    const { app, db } = await createTestApp();
    await request(app).get("/blog");
    expect((await request(app).get("/blog")).headers["x-page-cache"]).toBe("hit");
    await run(db, "UPDATE blog_posts SET title = 'Retitled by the editor' WHERE id = 2");
    const after = await request(app).get("/blog");
    expect(after.headers["x-page-cache"]).toBe("miss");
    expect(after.text).toContain("Retitled by the editor");
  });

  // PostgreSQL: each instance reads the content version at most once a second
  // (server/db/content-version.ts), so a change made elsewhere shows within 2 s.
  test.runIf(testEngine === "postgres")("a change made by another instance is served fresh once a second has passed", async () => {
    const { app, db } = await createTestApp();
    await request(app).get("/blog");
    expect((await request(app).get("/blog")).headers["x-page-cache"]).toBe("hit");
    await run(reopenDatabase(db), "UPDATE blog_posts SET title = 'Retitled on another instance' WHERE id = 2");
    // The instance reads the version again when its kept one is over a second old: any request
    // from then on gets the new page, however long the requests themselves take.
    await new Promise((resolve) => setTimeout(resolve, CONTENT_VERSION_MAX_AGE_MS + 100));
    expect((await request(app).get("/blog")).text).toContain("Retitled on another instance");
  });

  test("error pages and failed form posts are never cached", async () => {
    const { app } = await createTestApp();
    await request(app).get("/no-such-page");
    expect((await request(app).get("/no-such-page")).headers["x-page-cache"]).toBe("miss");
  });

  test("PAGE_CACHE=off renders every request", async () => {
    const { app } = await createTestApp({ env: { PAGE_CACHE: "off" } });
    await request(app).get("/");
    expect((await request(app).get("/")).headers["x-page-cache"]).toBeUndefined();
  });
});
