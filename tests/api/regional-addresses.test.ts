import { createServer, get as httpGet } from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { describe, expect, test } from "vitest";
import { REGIONS, type RegionCode } from "../../shared/constants";
import { defaultBrand } from "../../shared/brand";
import { regionInfo } from "../../shared/content/regions";
import { de } from "../../shared/i18n/de";
import { isRegionalPath, regionOfPath } from "../../shared/region-addresses";
import { jsonLdBlocks, parseHtml } from "../helpers/html";
import { caseStudyAliases, siteRoutes } from "../helpers/site-routes";
import { createTestApp } from "../helpers/test-app";
import { renderingTest } from "../helpers/test-db";

// docs/decisions/0016-regions-as-addresses.md: one address per page and region, announced to crawlers.

const SITE = "https://agency.test";
const PREFIX: Record<RegionCode, string> = { US: "", UK: "/uk", DE: "/de" };
const inRegion = (region: RegionCode, path: string) =>
  region === "US" ? path : path === "/" ? PREFIX[region] : `${PREFIX[region]}${path}`;

interface SitemapUrl {
  loc: string;
  alternates: Record<string, string>;
}

async function readSitemap(app: Parameters<typeof request>[0]): Promise<SitemapUrl[]> {
  const xml = (await request(app).get("/sitemap.xml")).text;
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(url!)![1]!,
    alternates: Object.fromEntries(
      [...url!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang!, href!]),
    ),
  }));
}

const addressesApp = await createTestApp();

describe("regional addresses", () => {
  const { app } = addressesApp;
  const publicPages = siteRoutes.filter((r) => r.path !== "/admin");

  test("the sitemap lists every page in all three regions, each with all its versions and x-default", async () => {
    const urls = await readSitemap(app);
    const expected = publicPages.flatMap((r) => REGIONS.map((region) => `${SITE}${inRegion(region, r.path)}`));
    expect(urls.map((u) => u.loc).sort()).toEqual(expected.sort());
    for (const { loc, alternates } of urls) {
      const us = loc.replace(/^https:\/\/agency\.test\/(uk|de)(?=\/|$)/, SITE).replace(/^https:\/\/agency\.test$/, `${SITE}/`);
      const path = us.slice(SITE.length) || "/";
      expect(alternates, loc).toEqual({
        "en-US": `${SITE}${path}`,
        "en-GB": `${SITE}${inRegion("UK", path)}`,
        "de-DE": `${SITE}${inRegion("DE", path)}`,
        "x-default": `${SITE}${path}`,
      });
    }
  });

  renderingTest(
    "every sitemap address answers 200 with the whole page, its lang, its own canonical and the same reciprocal hreflang set",
    async () => {
      const urls = await readSitemap(app);
      const sitemapAlternates = new Map(urls.map((u) => [u.loc, u.alternates]));
      for (const { loc, alternates } of urls) {
        const path = loc.slice(SITE.length);
        const res = await request(app).get(path);
        expect(res.status, path).toBe(200);
        expect(res.text.trimEnd().endsWith("</html>"), path).toBe(true);
        const doc = parseHtml(res.text);
        expect(doc.querySelectorAll("h1").length, path).toBe(1);
        expect(doc.querySelector("html")?.getAttribute("lang"), path).toBe(regionInfo[regionOfPath(path)].htmlLang);
        expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href"), path).toBe(loc);
        const links = doc.querySelectorAll('link[rel="alternate"][hreflang]');
        const announced = Object.fromEntries(links.map((l) => [l.getAttribute("hreflang")!, l.getAttribute("href")!]));
        expect(links.length, path).toBe(4);
        expect(announced, path).toEqual(alternates);
        // Reciprocal: every version names this page back, with the very same set.
        for (const href of Object.values(announced)) expect(sitemapAlternates.get(href), `${path} → ${href}`).toEqual(announced);
      }
    },
    120_000,
  );

  renderingTest(
    "links and plain forms on German pages stay under /de",
    async () => {
      for (const { path } of publicPages) {
        const de = inRegion("DE", path);
        const doc = parseHtml((await request(app).get(de)).text);
        const addresses = [
          ...doc.querySelectorAll("a[href]").map((a) => a.getAttribute("href")!),
          ...doc.querySelectorAll("form[action]").map((f) => f.getAttribute("action")!),
          ...doc.querySelectorAll('input[name="returnTo"]').map((i) => i.getAttribute("value")!),
        ].filter((href) => href.startsWith("/") && !href.startsWith("//"));
        expect(addresses.length, de).toBeGreaterThan(0);
        for (const href of addresses) {
          if (isRegionalPath(href)) expect(href, `${de} links to ${href}`).toMatch(/^\/de(?=[/?#]|$)/);
        }
      }
    },
    60_000,
  );

  test("the German home page names its own version and links the other regions only as alternates", async () => {
    const doc = parseHtml((await request(app).get("/de")).text);
    expect(doc.querySelector('link[hreflang="de-DE"]')?.getAttribute("href")).toBe(`${SITE}/de`);
    expect(doc.querySelector('link[hreflang="x-default"]')?.getAttribute("href")).toBe(`${SITE}/`);
    expect(doc.querySelector("h1")?.textContent).toBe(regionInfo.DE.heroTitle);
    expect(doc.querySelector(`a[aria-label="${de.nav.homeLink(defaultBrand.name)}"]`)?.getAttribute("href")).toBe("/de");
  });

  test("the regional home pages have one address: a trailing slash moves permanently, the query kept", async () => {
    for (const [from, to] of [
      ["/uk/", "/uk"],
      ["/de/", "/de"],
      ["/de/?submitted=newsletter-contact-form", "/de?submitted=newsletter-contact-form"],
    ]) {
      const res = await request(app).get(from!);
      expect(res.status, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
  });

  test("a page asked for with a trailing slash moves permanently to its address without one, the query kept", async () => {
    for (const [from, to] of [
      ["/services/", "/services"],
      ["/uk/services/seo/", "/uk/services/seo"],
      ["/blog//?page=2", "/blog?page=2"],
      ["/Case-Studies/", "/case-studies"],
    ]) {
      const res = await request(app).get(from!);
      expect(res.status, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
  });

  test("a path that starts with several slashes moves within the site, never to another host", async () => {
    for (const [from, to] of [
      ["//Evil.example/", "/evil.example"],
      ["///evil.example", "/evil.example"],
    ]) {
      const res = await request(app).get(from!);
      expect(res.status, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
  });

  test("a path that starts with a slash and a backslash moves within the site too: browsers read it as two slashes", async () => {
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    // Sent as written: a client library would turn the backslash into a slash before sending.
    const raw = (path: string) =>
      new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
        httpGet({ host: "127.0.0.1", port, path }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, location: res.headers.location });
        }).on("error", reject);
      });
    try {
      for (const [from, to] of [
        ["/\\evil.example/", "/evil.example"],
        ["/\\Evil.example", "/evil.example"],
        ["/\\\\evil.example", "/evil.example"],
        ["/\\/evil.example/?gclid=x", "/evil.example?gclid=x"],
      ]) {
        const res = await raw(from!);
        expect(res.status, from).toBe(301);
        expect(res.location, from).toBe(to);
        // Whatever the browser makes of it, it stays on this host.
        expect(new URL(res.location!, "https://agency.test/").host, from).toBe("agency.test");
      }
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test("a page asked for in other letter case moves permanently to its lower-case address, the query kept", async () => {
    for (const [from, to] of [
      ["/Services/Seo", "/services/seo"],
      ["/DE/Services?x=1", "/de/services?x=1"],
      ["/BLOG/digital-marketing-for-law-firms", "/blog/digital-marketing-for-law-firms"],
    ]) {
      const res = await request(app).get(from!);
      expect(res.status, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
  });

  test("the staff area and the newsletter's link pages have one address; their regional copies are not pages", async () => {
    for (const path of ["/uk/admin", "/de/admin/leads", "/de/newsletter/confirm?token=x", "/uk/newsletter/unsubscribe?token=x"]) {
      expect((await request(app).get(path)).status, path).toBe(404);
    }
    const admin = parseHtml((await request(app).get("/admin")).text);
    expect(admin.querySelector('link[rel="alternate"][hreflang]')).toBeNull();
  });

  test("an old case-study address in a region moves to the study's address in that region", async () => {
    const alias = caseStudyAliases[0]!;
    const us = await request(app).get(`/case-studies/${alias}`);
    expect(us.status).toBe(301);
    expect(us.headers.location).toMatch(/^\/case-studies\/[a-z0-9-]+$/);
    const de = await request(app).get(`/de/case-studies/${alias}`);
    expect(de.status).toBe(301);
    expect(de.headers.location).toBe(`/de${us.headers.location}`);
  });

  test("a plain lead form returns to the regional page it was sent from, and only to a page of the site", async () => {
    const { app: posting } = await createTestApp();
    const post = (returnTo: string) =>
      request(posting)
        .post("/api/contacts")
        .type("form")
        .send(
          `returnTo=${encodeURIComponent(returnTo)}&contactFormType=newsletter-contact-form&source=newsletter_page&region=DE&email=lea%40agentur.example`,
        );
    expect((await post("/de/newsletter")).headers.location).toBe("/de/newsletter?submitted=newsletter-contact-form");
    expect((await post("/uk")).headers.location).toMatch(/^\/uk\?submitted=newsletter-contact-form/);
    for (const foreign of ["/de/no-such-page", "https://evil.example/de/newsletter", "/uk/admin"]) {
      expect((await post(foreign)).headers.location, foreign).toMatch(/^\/newsletter\?submitted=newsletter-contact-form/);
    }
  });

  test("breadcrumbs in structured data point to the page's region", async () => {
    const doc = parseHtml((await request(app).get("/uk/services/seo")).text);
    const crumbs = jsonLdBlocks(doc).find((b) => b["@type"] === "BreadcrumbList") as { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement.map((i) => i.item)).toEqual([`${SITE}/uk`, `${SITE}/uk/services`, `${SITE}/uk/services/seo`]);
  });
});

const uncachedApp = await createTestApp({ env: { PAGE_CACHE: "off" } });

describe("pages do not depend on cookies", () => {
  const { app } = uncachedApp;
  /** A page's HTML without what differs per render: its form token (docs/decisions/0014). */
  const withoutToken = (html: string) => {
    const token = JSON.parse(parseHtml(html).querySelector("#__APP_DATA__")!.textContent).root.formToken as string;
    return html.replaceAll(token, "TOKEN");
  };

  renderingTest.each(["/", "/uk", "/de", "/contact", "/de/pricing-calculator", "/uk/blog"])(
    "%s is the same HTML with or without a region or consent cookie, and varies by encoding only",
    async (path) => {
      const plain = await request(app).get(path);
      expect(plain.headers.vary).toBe("Accept-Encoding");
      for (const cookie of ["region=DE", "region=UK", 'cookie-consent={"marketing":true}', "region=US; submitted=1"]) {
        const withCookie = await request(app).get(path).set("Cookie", cookie);
        expect(withCookie.headers.vary).toBe("Accept-Encoding");
        expect(withoutToken(withCookie.text), `${path} with ${cookie}`).toBe(withoutToken(plain.text));
      }
    },
  );

  renderingTest(
    "no regional page of the sitemap answers differently to any cookie: same status, caching, language and HTML",
    async () => {
      // Every cookie the site has ever set or read, and a staff session that is not valid:
      // the old region cookie asking for each other region, consent, the submitted notice.
      const everyCookie = [
        "region=DE",
        "region=UK",
        "region=US",
        'cookie-consent={"analytics":true,"marketing":true}',
        "submitted=1",
        "admin_session=not-a-session",
      ];
      const urls = await readSitemap(app);
      expect(urls.length).toBe(siteRoutes.filter((r) => r.path !== "/admin").length * REGIONS.length);
      for (const { loc } of urls) {
        const path = loc.slice(SITE.length) || "/";
        const plain = await request(app).get(path);
        for (const cookie of [everyCookie.slice(0, 1).join("; "), everyCookie.slice(1).join("; ")]) {
          const withCookie = await request(app).get(path).set("Cookie", cookie);
          const label = `${path} with ${cookie}`;
          expect(withCookie.status, label).toBe(plain.status);
          expect(withCookie.headers.vary, label).toBe("Accept-Encoding");
          expect(withCookie.headers["cache-control"], label).toBe(plain.headers["cache-control"]);
          expect(withCookie.headers["set-cookie"], label).toBeUndefined();
          expect(withoutToken(withCookie.text), label).toBe(withoutToken(plain.text));
        }
      }
    },
    120_000,
  );
});

const cachingApp = await createTestApp();

describe("caching by shared caches", () => {
  const { app } = cachingApp;

  test.each(["/", "/uk", "/de/services/seo", "/blog", "/de/blog/white-label-seo-ppc-2025"])(
    "%s may be kept by a CDN for a short while, rendered and from the page cache alike",
    async (path) => {
      const first = await request(app).get(path);
      const second = await request(app).get(path);
      for (const res of [first, second]) {
        expect(res.headers["cache-control"]).toMatch(/\bpublic\b/);
        expect(res.headers["cache-control"]).toMatch(/\bs-maxage=\d+/);
        expect(res.headers["cache-control"]).toMatch(/\bstale-while-revalidate=\d+/);
        expect(res.headers.vary).toBe("Accept-Encoding");
      }
    },
  );

  test("the staff area stays out of every cache", async () => {
    for (const path of ["/admin", "/admin/leads"]) {
      const res = await request(app).get(path);
      expect(res.headers["cache-control"], path).toBe("no-store");
    }
  });

  test("the page cache keeps each region's version apart", async () => {
    await request(app).get("/de");
    await request(app).get("/uk");
    const us = parseHtml((await request(app).get("/")).text);
    const de = parseHtml((await request(app).get("/de")).text);
    expect(us.querySelector("html")?.getAttribute("lang")).toBe("en-US");
    expect(de.querySelector("html")?.getAttribute("lang")).toBe("de-DE");
  });
});
