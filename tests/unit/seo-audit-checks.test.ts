import { describe, expect, test } from "vitest";
import type { CheckStatus, SeoCheckId } from "../../shared/seo-audit-report";
import type { CheckInputs } from "../../server/seo-audit/check-rules";
import { buildChecks } from "../../server/seo-audit/checks";
import { MarkupTooComplex } from "../../server/bounded-jobs/markup-budget";
import { extractHtmlFacts } from "../../server/seo-audit/html-facts";
import { summarizePage } from "../../server/seo-audit/page-summary";

// Every state of every check, on crafted pages: the HTML goes through the real
// parser (htmlparser2) and page summary, as in an audit.

const PAGE_URL = "https://www.bakery.example/bread/sourdough";
const GOOD_TITLE = "Sourdough bread baked fresh every day";
const GOOD_DESCRIPTION =
  "Slow-fermented sourdough from our Bristol bakery, baked every morning and delivered across the city the same day.";

function page(parts: { head?: string; body?: string; lang?: string | null }): string {
  const lang = parts.lang === null ? "" : ` lang="${parts.lang ?? "en"}"`;
  return `<!DOCTYPE html><html${lang}><head>${parts.head ?? ""}</head><body>${parts.body ?? ""}</body></html>`;
}

function audit(
  html: string,
  overrides: Partial<Omit<CheckInputs, "summary" | "headings" | "imageCount" | "imagesWithoutAlt">> & { xRobotsTag?: string } = {},
) {
  const finalUrl = overrides.finalUrl ?? new URL(PAGE_URL);
  const facts = extractHtmlFacts(html);
  const checks = buildChecks({
    finalUrl,
    redirects: [],
    status: 200,
    responseTimeMs: 120,
    htmlBytes: html.length,
    contentEncoding: "br",
    robotsTxt: { state: "found", blocksPage: false },
    sitemap: { state: "found", url: "https://www.bakery.example/sitemap.xml" },
    ...overrides,
    summary: summarizePage(facts, finalUrl, overrides.xRobotsTag ?? null),
    headings: facts.headings,
    imageCount: facts.imageCount,
    imagesWithoutAlt: facts.imagesWithoutAlt.length,
  });
  const byId = (id: SeoCheckId) => checks.find((c) => c.id === id)!;
  return { checks, status: (id: SeoCheckId): CheckStatus => byId(id).status, check: byId };
}

describe("the checks", () => {
  test("produce all 21 checks, each with a finding and a one-line fix", () => {
    const { checks } = audit(page({}));
    expect(checks).toHaveLength(21);
    for (const check of checks) {
      expect(check.finding.length, check.id).toBeGreaterThan(5);
      expect(check.fix.length, check.id).toBeGreaterThan(5);
      expect(check.fix, check.id).not.toContain("\n");
    }
  });

  test("title: missing fails, short, long or repeated warns, 30–60 characters passes", () => {
    expect(audit(page({})).status("title")).toBe("fail");
    expect(audit(page({ head: "<title>   </title>" })).status("title")).toBe("fail");
    expect(audit(page({ head: "<title>Home</title>" })).status("title")).toBe("warn");
    expect(audit(page({ head: `<title>${"Sourdough ".repeat(7)}</title>` })).status("title")).toBe("warn");
    expect(audit(page({ head: `<title>${GOOD_TITLE}</title><title>${GOOD_TITLE}</title>` })).status("title")).toBe("warn");
    expect(audit(page({ head: `<title>${GOOD_TITLE}</title>` })).status("title")).toBe("pass");
  });

  test("title length counts decoded characters, and an SVG's <title> is not the page title", () => {
    const { check } = audit(
      page({ head: "<title>Caf&eacute; &amp; bakery: sourdough every day</title>", body: "<svg><title>Icon</title></svg>" }),
    );
    expect(check("title").finding).toContain("(34 characters)");
    expect(audit(page({ body: "<svg><title>Icon</title></svg>" })).status("title")).toBe("fail");
  });

  test("meta description: missing fails, short, long or repeated warns, 70–160 passes", () => {
    const meta = (content: string) => `<meta name="description" content="${content}">`;
    expect(audit(page({})).status("meta-description")).toBe("fail");
    expect(audit(page({ head: meta("Bread.") })).status("meta-description")).toBe("warn");
    expect(audit(page({ head: meta("Bread ".repeat(30)) })).status("meta-description")).toBe("warn");
    expect(audit(page({ head: meta(GOOD_DESCRIPTION) + meta(GOOD_DESCRIPTION) })).status("meta-description")).toBe("warn");
    expect(audit(page({ head: `<META NAME="Description" CONTENT="${GOOD_DESCRIPTION}">` })).status("meta-description")).toBe("pass");
  });

  test("H1: none fails, several or an empty one warns, one passes (a logo's alt text counts)", () => {
    expect(audit(page({ body: "<h2>Bread</h2>" })).status("h1")).toBe("fail");
    expect(audit(page({ body: "<h1>Bread</h1><h1>Cakes</h1>" })).status("h1")).toBe("warn");
    expect(audit(page({ body: "<h1> </h1>" })).status("h1")).toBe("warn");
    expect(audit(page({ body: "<h1>Bread</h1>" })).status("h1")).toBe("pass");
    expect(audit(page({ body: '<h1><img src="/logo.svg" alt="Harbour Bakery"></h1>' })).status("h1")).toBe("pass");
  });

  test("heading outline: a skipped level or a deep first heading warns, an ordered outline passes", () => {
    expect(audit(page({})).status("headings")).toBe("warn");
    expect(audit(page({ body: "<h1>A</h1><h3>B</h3>" })).check("headings").finding).toContain("H1 is followed by H3");
    expect(audit(page({ body: "<h3>A</h3>" })).status("headings")).toBe("warn");
    expect(audit(page({ body: "<h2>Menu</h2><h1>A</h1><h2>B</h2><h3>C</h3><h2>D</h2>" })).status("headings")).toBe("pass");
  });

  test('image alt text: none missing passes, up to a quarter missing warns, more fails; alt="" counts as present', () => {
    const imgs = (withAlt: number, without: number) => '<img src="/a.jpg" alt="">'.repeat(withAlt) + '<img src="/b.jpg">'.repeat(without);
    expect(audit(page({})).status("image-alt")).toBe("pass");
    expect(audit(page({ body: imgs(4, 0) })).status("image-alt")).toBe("pass");
    expect(audit(page({ body: imgs(3, 1) })).status("image-alt")).toBe("warn");
    expect(audit(page({ body: imgs(1, 2) })).status("image-alt")).toBe("fail");
  });

  test("canonical: missing or pointing elsewhere warns, conflicting or invalid fails, naming itself passes (relative hrefs resolve)", () => {
    const link = (href: string) => `<link rel="canonical" href="${href}">`;
    expect(audit(page({})).status("canonical")).toBe("warn");
    expect(audit(page({ head: link("https://www.bakery.example/") })).status("canonical")).toBe("warn");
    expect(audit(page({ head: link("/a") + link("/b") })).status("canonical")).toBe("fail");
    expect(audit(page({ head: link("javascript:void(0)") })).status("canonical")).toBe("fail");
    expect(audit(page({ head: link("/bread/sourdough") })).status("canonical")).toBe("pass");
    expect(audit(page({ head: `<link rel="alternate canonical" href="${PAGE_URL}#top">` })).status("canonical")).toBe("pass");
  });

  test("indexing: noindex in a robots or googlebot meta tag, or in X-Robots-Tag, fails", () => {
    expect(audit(page({})).status("indexing")).toBe("pass");
    expect(audit(page({ head: '<meta name="robots" content="NOINDEX, follow">' })).status("indexing")).toBe("fail");
    expect(audit(page({ head: '<meta name="googlebot" content="none">' })).status("indexing")).toBe("fail");
    expect(audit(page({ head: '<meta name="robots" content="nofollow">' })).status("indexing")).toBe("pass");
    expect(audit(page({}), { xRobotsTag: "noindex" }).check("indexing").finding).toContain("X-Robots-Tag");
    expect(audit(page({}), { xRobotsTag: "googlebot: noindex" }).status("indexing")).toBe("fail");
    expect(audit(page({}), { xRobotsTag: "bingbot: noindex" }).status("indexing")).toBe("pass");
    expect(audit(page({}), { xRobotsTag: "unavailable_after: 25 Jun 2030 15:00:00 PST" }).status("indexing")).toBe("pass");
  });

  test("viewport: missing fails, a fixed width warns, device width passes", () => {
    expect(audit(page({})).status("viewport")).toBe("fail");
    expect(audit(page({ head: '<meta name="viewport" content="width=1024">' })).status("viewport")).toBe("warn");
    expect(audit(page({ head: '<meta name="viewport" content="width = device-width, initial-scale=1">' })).status("viewport")).toBe("pass");
  });

  test("language: missing or invalid warns, a valid code passes", () => {
    expect(audit(page({ lang: null })).status("lang")).toBe("warn");
    expect(audit(page({ lang: "english please" })).status("lang")).toBe("warn");
    expect(audit(page({ lang: "de-DE" })).status("lang")).toBe("pass");
  });

  test("HTTPS fails over http and passes over https", () => {
    expect(audit(page({}), { finalUrl: new URL("http://www.bakery.example/") }).status("https")).toBe("fail");
    expect(audit(page({})).status("https")).toBe("pass");
  });

  test("status: 2xx passes, anything else fails", () => {
    expect(audit(page({}), { status: 404 }).check("status")).toMatchObject({
      status: "fail",
      finding: "The page answers 404 instead of 200.",
    });
    expect(audit(page({}), { status: 500 }).status("status")).toBe("fail");
    expect(audit(page({}), { status: 200 }).status("status")).toBe("pass");
  });

  test("redirects: none or one passes, two or more warn", () => {
    const hop = { url: "http://bakery.example/", status: 301 };
    expect(audit(page({}), { redirects: [hop] }).status("redirects")).toBe("pass");
    expect(audit(page({}), { redirects: [hop, hop] }).status("redirects")).toBe("warn");
  });

  test("response time: up to 800 ms passes, up to 1800 ms warns, slower fails", () => {
    expect(audit(page({}), { responseTimeMs: 800 }).status("response-time")).toBe("pass");
    expect(audit(page({}), { responseTimeMs: 801 }).status("response-time")).toBe("warn");
    expect(audit(page({}), { responseTimeMs: 1800 }).status("response-time")).toBe("warn");
    expect(audit(page({}), { responseTimeMs: 1801 }).status("response-time")).toBe("fail");
  });

  test("HTML size: up to 100 KB passes, up to 500 KB warns, more fails", () => {
    expect(audit(page({}), { htmlBytes: 100 * 1024 }).status("page-weight")).toBe("pass");
    expect(audit(page({}), { htmlBytes: 300 * 1024 }).status("page-weight")).toBe("warn");
    expect(audit(page({}), { htmlBytes: 501 * 1024 }).status("page-weight")).toBe("fail");
  });

  test("compression: compressed or tiny passes, larger uncompressed HTML warns", () => {
    expect(audit(page({}), { contentEncoding: "gzip", htmlBytes: 50_000 }).status("compression")).toBe("pass");
    expect(audit(page({}), { contentEncoding: null, htmlBytes: 1000 }).status("compression")).toBe("pass");
    expect(audit(page({}), { contentEncoding: null, htmlBytes: 50_000 }).status("compression")).toBe("warn");
  });

  test("robots.txt: blocking this page fails, missing or unreadable warns, allowing passes", () => {
    expect(audit(page({}), { robotsTxt: { state: "found", blocksPage: true } }).status("robots-txt")).toBe("fail");
    expect(audit(page({}), { robotsTxt: { state: "missing" } }).status("robots-txt")).toBe("warn");
    expect(audit(page({}), { robotsTxt: { state: "unknown" } }).status("robots-txt")).toBe("warn");
    expect(audit(page({}), { robotsTxt: { state: "found", blocksPage: false } }).status("robots-txt")).toBe("pass");
  });

  test("sitemap: found passes, missing or unreadable warns", () => {
    expect(audit(page({}), { sitemap: { state: "missing" } }).status("sitemap")).toBe("warn");
    expect(audit(page({}), { sitemap: { state: "unknown" } }).status("sitemap")).toBe("warn");
    expect(audit(page({})).status("sitemap")).toBe("pass");
  });

  test("structured data: broken JSON fails, none warns, typed JSON-LD passes (types read through @graph and arrays)", () => {
    const ld = (json: string) => `<script type="application/ld+json">${json}</script>`;
    expect(audit(page({ head: ld('{"@type": "Bakery",') })).status("structured-data")).toBe("fail");
    expect(audit(page({ head: '<script type="text/javascript">var a = {"@type": "x"};</script>' })).status("structured-data")).toBe("warn");
    const ok = audit(
      page({ head: ld('{"@graph":[{"@type":"Bakery"},{"@type":["WebSite","Thing"]}]}') + ld('[{"@type":"BreadcrumbList"}]') }),
    );
    expect(ok.status("structured-data")).toBe("pass");
    expect(ok.check("structured-data").finding).toBe("JSON-LD found: Bakery, WebSite, Thing, BreadcrumbList.");
  });

  test("Open Graph: none fails, some warns, title + description + image passes", () => {
    const og = (p: string) => `<meta property="${p}" content="x">`;
    expect(audit(page({})).status("open-graph")).toBe("fail");
    expect(audit(page({ head: og("og:title") })).check("open-graph").finding).toBe("Missing: og:description, og:image.");
    expect(audit(page({ head: og("og:title") + og("og:description") + og("og:image") })).status("open-graph")).toBe("pass");
  });

  test("Twitter card: missing or unknown type warns, a known card passes (name= or property=)", () => {
    expect(audit(page({})).status("twitter-card")).toBe("warn");
    expect(audit(page({ head: '<meta name="twitter:card" content="big">' })).status("twitter-card")).toBe("warn");
    expect(audit(page({ head: '<meta property="twitter:card" content="summary">' })).status("twitter-card")).toBe("pass");
  });

  test("links: no internal link warns; www. and relative links are internal, mailto and fragments are not links", () => {
    const links = audit(
      page({
        head: '<base href="/bread/">',
        body: '<a href="rye">Rye</a><a href="https://bakery.example/cakes">Cakes</a><a href="https://maps.example.org/">Map</a><a href="#top">Top</a><a href="mailto:a@b.example">Mail</a><a href="javascript:void(0)">x</a>',
      }),
    );
    expect(links.check("links")).toMatchObject({ status: "pass", finding: "2 internal and 1 external links." });
    expect(audit(page({ body: '<a href="https://maps.example.org/">Map</a>' })).status("links")).toBe("warn");
  });
});

describe("the HTML parser copes with real-world markup", () => {
  test("unclosed tags, upper case and entities", () => {
    const facts = extractHtmlFacts(
      "<HTML LANG=fr><TITLE>Pain &amp; g&acirc;teaux</TITLE><H1>Boulangerie<H2>Pains</H2><IMG SRC=a.jpg><p>never closed",
    );
    expect(facts.lang).toBe("fr");
    expect(facts.titles).toEqual(["Pain & gâteaux"]);
    expect(facts.headings.map((h) => h.level)).toContain(2);
    expect(facts.imagesWithoutAlt).toEqual(["a.jpg"]);
  });

  test("JSON-LD nested 20,000 levels deep is read without exhausting the stack", () => {
    const deep = `${'{"@type":"Thing","x":['.repeat(20_000)}1${"]}".repeat(20_000)}`;
    const html = `<html><head><script type="application/ld+json">{"@type":"Organization","sub":${deep}}</script></head></html>`;
    const summary = summarizePage(extractHtmlFacts(html), new URL("https://bakery.example/"), null);
    expect(summary.jsonLdInvalidBlocks).toBe(0);
    expect(summary.jsonLdTypes).toEqual(["Organization", "Thing"]);
  });

  test("markup inside scripts and comments is not read as page content", () => {
    const facts = extractHtmlFacts(
      '<head><script>document.write("<h1>fake</h1><title>x</title>")</script><!-- <h1>old</h1> --></head><body><h1>Real</h1></body>',
    );
    expect(facts.headings).toEqual([{ level: 1, text: "Real" }]);
    expect(facts.titles).toEqual([]);
  });

  test("a page nested past 512 elements is refused at the first element too deep, in time that follows its size", () => {
    const started = performance.now();
    // The probe's page: 330,000 unclosed <div>. Read to its end, it took 92 s.
    const deep = () => extractHtmlFacts(`<!doctype html><html><head><title>t</title></head><body>${"<div>".repeat(330_000)}`);
    expect(deep).toThrow(MarkupTooComplex);
    expect(deep).toThrow("nested deeper than 512 elements");
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  test("elements that close (void, implied, explicit) do not count as depth; more than 200,000 in all are refused", () => {
    const paragraphs = `<body>${"<p>text<img src=a.jpg><br>".repeat(600)}${"<section><h2>x</h2></section>".repeat(600)}</body>`;
    expect(extractHtmlFacts(paragraphs).imageCount).toBe(600);
    expect(() => extractHtmlFacts(`<body>${"<br>".repeat(200_001)}`)).toThrow("more than 200000 elements");
  });
});
