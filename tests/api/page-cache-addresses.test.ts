import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { describe, expect, test } from "vitest";
import { parseHtml } from "../helpers/html";
import { createTestApp } from "../helpers/test-app";
import { LEAD_FILTER_FIELDS } from "../../shared/admin/lead-filter-fields";
import { routeSearchParams } from "../../client/routes";

const TRACKING = "gclid=Cj0KCQ-ad-click&utm_source=google&utm_medium=cpc&utm_campaign=spring&fbclid=IwAR0x&msclkid=b1c2";

const canonicalOf = (html: string) => parseHtml(html).querySelector('link[rel="canonical"]')?.getAttribute("href");

describe("addresses with tracking parameters", () => {
  test("a page with and without tracking parameters is the same HTML from one cache entry, canonical without them", async () => {
    const { app } = await createTestApp();
    const clicked = await request(app).get(`/about?${TRACKING}`);
    expect(clicked.status).toBe(200);
    expect(clicked.headers["x-page-cache"]).toBe("miss");
    const plain = await request(app).get("/about");
    expect(plain.headers["x-page-cache"]).toBe("hit");
    expect(plain.text).toBe(clicked.text);
    expect(app.pageCache!.size).toBe(1);
    expect(canonicalOf(clicked.text)).toBe("https://agency.test/about");
    for (const name of ["gclid", "utm_", "fbclid", "msclkid", "Cj0KCQ"]) expect(clicked.text).not.toContain(name);

    const another = await request(app).get("/about?gclid=another-click&utm_term=white+label");
    expect(another.headers["x-page-cache"]).toBe("hit");
    expect(another.text).toBe(plain.text);
  });

  test("a flood of unknown parameters renders nothing new and adds no cache entry", async () => {
    const { app } = await createTestApp();
    await request(app).get("/");
    for (let i = 0; i < 25; i++) {
      const res = await request(app).get(`/?x${i}=${Math.random()}&${"z".repeat(i)}=${i}`);
      expect(res.headers["x-page-cache"]).toBe("hit");
    }
    expect(app.pageCache!.size).toBe(1);
  });

  test("a parameter the page declares changes it, and tracking parameters beside it are still ignored", async () => {
    const { app } = await createTestApp();
    const all = await request(app).get("/blog");
    const searched = await request(app).get("/blog?q=no-such-words-anywhere");
    expect(searched.text).not.toBe(all.text);
    expect(searched.text).toContain("No articles match your search.");
    const withTracking = await request(app).get(`/blog?utm_source=newsletter&q=no-such-words-anywhere&${TRACKING}`);
    expect(withTracking.headers["x-page-cache"]).toBe("hit");
    expect(withTracking.text).toBe(searched.text);
    expect(app.pageCache!.size).toBe(2);
    expect(canonicalOf(searched.text)).toBe("https://agency.test/blog");

    const offer = await request(app).get(`/contact?coupon=SETUP+FREE&service=dedicated-resources&promo=setup-free&${TRACKING}`);
    expect(offer.text).toContain("Free setup on dedicated resources");
    expect((await request(app).get(`/contact?${TRACKING}`)).text).not.toContain("Free setup on dedicated resources");
  });

  test("a parameter declared by one page is unknown to another", async () => {
    const { app } = await createTestApp();
    const plain = await request(app).get("/about");
    const res = await request(app).get("/about?q=seo&coupon=SETUP+FREE&service=seo");
    expect(res.headers["x-page-cache"]).toBe("hit");
    expect(res.text).toBe(plain.text);
  });

  test("with the cache off, tracking parameters still never reach the HTML", async () => {
    const { app } = await createTestApp({ env: { PAGE_CACHE: "off" } });
    const clicked = await request(app).get(`/services/seo?${TRACKING}`);
    expect(clicked.status).toBe(200);
    // Each render signs a form token with its own time (server/security/form-token.ts): the one
    // difference two renders may have, whatever the address.
    const withoutToken = (html: string) => html.replace(/("formToken":"|name="formToken" value=")[^"]*"/g, '$1…"');
    expect(withoutToken(clicked.text)).toBe(withoutToken((await request(app).get("/services/seo")).text));
  });

  test("every filter of the staff's leads inbox is a parameter its page reads", () => {
    expect(routeSearchParams["admin-leads"]).toEqual(expect.arrayContaining([...LEAD_FILTER_FIELDS, "page"]));
  });
});

describe("encodings of a cached page", () => {
  async function cachedAbout() {
    const { app } = await createTestApp();
    const first = await request(app).get("/about");
    await app.pageCache!.settled();
    return { app, identity: first.text };
  }

  test("Accept-Encoding is negotiated with its q-values", async () => {
    const { app, identity } = await cachedAbout();
    const cases: [string, string | undefined][] = [
      ["gzip, deflate, br", "br"],
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=1, br;q=0.5", "gzip"],
      ["gzip;q=0.2, br;q=0.9", "br"],
      ["br;q=0, gzip;q=0", undefined],
      ["*", "br"],
      ["*;q=0.5, br;q=0", "gzip"],
      ["identity", undefined],
    ];
    for (const [accept, encoding] of cases) {
      const res = await request(app).get("/about").set("Accept-Encoding", accept);
      expect(res.headers["x-page-cache"], accept).toBe("hit");
      expect(res.headers["content-encoding"], accept).toBe(encoding);
      expect(res.text, accept).toBe(identity);
    }
  });

  test("every encoding carries the same ETag and Vary, and revalidates to 304 whichever is asked", async () => {
    const { app } = await cachedAbout();
    const etags = new Set<string>();
    for (const accept of ["br", "gzip", "identity"]) {
      const res = await request(app).get("/about").set("Accept-Encoding", accept);
      etags.add(res.headers.etag!);
      expect(res.headers.vary).toBe("Accept-Encoding");
      expect(res.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    }
    expect(etags.size).toBe(1);
    const [etag] = [...etags];
    for (const ifNoneMatch of [etag!, `W/"other", ${etag}`, "*"]) {
      const res = await request(app).get("/about?utm_source=x").set("If-None-Match", ifNoneMatch).set("Accept-Encoding", "br");
      expect(res.status, ifNoneMatch).toBe(304);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers.vary).toBe("Accept-Encoding");
    }
    expect((await request(app).get("/about").set("If-None-Match", 'W/"other"')).status).toBe(200);
  });

  test("HEAD answers the headers of the encoding GET would send, without a body", async () => {
    const { app } = await cachedAbout();
    const get = await request(app).get("/about").set("Accept-Encoding", "gzip");
    const head = await request(app).head("/about").set("Accept-Encoding", "gzip");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("gzip");
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.text).toBeUndefined();
  });

  test("a client that accepts none of the held encodings gets the page rendered and compressed as it asked", async () => {
    const { app } = await cachedAbout();
    const res = await request(app).get("/about").set("Accept-Encoding", "identity;q=0, deflate");
    expect(res.status).toBe(200);
    expect(res.headers["x-page-cache"]).toBe("miss");
    expect(res.headers["content-encoding"]).toBe("deflate");
    // The entry and its compressed copies stay as they were.
    const next = await request(app).get("/about").set("Accept-Encoding", "br");
    expect(next.headers["x-page-cache"]).toBe("hit");
    expect(next.headers["content-encoding"]).toBe("br");
  });
});

describe("cache warm-up", () => {
  test("fills the cache with every sitemap address in every region while /healthz answers at once", async () => {
    const { app } = await createTestApp();
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
      const paths = [...sitemap.matchAll(/<loc>https:\/\/agency\.test([^<]*)<\/loc>/g)].map((m) => m[1]!);
      let isWarm = false;
      const warming = app.warmPageCache(origin).then((report) => {
        isWarm = true;
        return report;
      });
      const health = await fetch(`${origin}/healthz`);
      expect(health.status).toBe(200);
      expect(isWarm).toBe(false);

      const report = await warming;
      // The sitemap names every page in every region (docs/decisions/0016-regions-as-addresses.md).
      expect(paths.filter((p) => p === "/de" || p.startsWith("/de/")).length).toBe(paths.length / 3);
      expect(report).toMatchObject({ requested: paths.length, cached: paths.length });
      expect(app.pageCache!.size).toBe(paths.length);
      for (const path of ["/", paths.find((p) => p.startsWith("/uk/blog/"))!, "/de/blog"]) {
        const res = await fetch(`${origin}${path}?gclid=after-warm-up`);
        expect(res.headers.get("x-page-cache"), path).toBe("hit");
        await res.arrayBuffer();
      }
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 300_000);
});
