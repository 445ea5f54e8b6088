import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer as createHttpsServer } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { auditedPage } from "../helpers/audit-page";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { SeoAuditReport, SeoCheck } from "../../shared/seo-audit-report";
import type { Resolver } from "../../server/seo-audit/address-policy";
import { startFixtureSite, type FixtureSite } from "../fixtures/seo-audit/fixture-site.mjs";
import { createTestApp, type TestApp } from "../helpers/test-app";

// POST /api/seo-audit against the fixture site on 127.0.0.1, which the test
// configuration allows (SEO_AUDIT_ALLOW_TARGETS). Host names ending in .test are
// answered by the tests' resolver with the same address: one server, several "sites".

let site: FixtureSite;
let testApp: TestApp;
const siteResolver: Resolver = async (hostname) => {
  if (hostname.endsWith(".test")) return [{ address: "127.0.0.1", family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
};
/** The audit's time limit where none is configured (server/env.ts SEO_AUDIT_TIMEOUT_MS). */
const DEFAULT_AUDIT_LIMIT_MS = 10_000;

const appFor = async (env: Record<string, string> = {}) =>
  await createTestApp({
    env: { SEO_AUDIT_ALLOW_TARGETS: `127.0.0.1:${site.port}`, SEO_AUDIT_RATE_LIMIT: "0", ...env },
    seoAuditResolver: siteResolver,
  });

beforeAll(async () => {
  site = await startFixtureSite();
  testApp = await appFor();
});
afterAll(() => site.close());

async function auditOf(url: string, app = testApp.app): Promise<SeoAuditReport> {
  const res = await request(app).post("/api/seo-audit").send({ url });
  expect(res.status, res.text).toBe(200);
  return res.body as SeoAuditReport;
}
const statuses = (report: SeoAuditReport) => Object.fromEntries(report.checks.map((c: SeoCheck) => [c.id, c.status]));

describe("POST /api/seo-audit: the report", () => {
  test("reads everything a search engine sees on a well-made page", async () => {
    const report = await auditOf(`${site.origin}/page/good`);
    expect(report).toMatchObject({
      requestedUrl: `${site.origin}/page/good`,
      finalUrl: `${site.origin}/page/good`,
      redirects: [],
      status: 200,
      isHttps: false,
      title: "Harbour Bakery: sourdough baked fresh in Bristol",
      metaDescription: expect.stringContaining("Fresh sourdough"),
      h1Count: 1,
      headings: [
        { level: 1, text: "Sourdough baked fresh in Bristol" },
        { level: 2, text: "Our bread" },
        { level: 3, text: "Seeded rye" },
        { level: 2, text: "Visit us" },
      ],
      imageCount: 2,
      imagesWithoutAlt: 0,
      canonical: `${site.origin}/page/good`,
      isNoindex: false,
      viewport: "width=device-width, initial-scale=1",
      lang: "en-GB",
      openGraph: { "og:title": "Harbour Bakery", "og:image": "/images/loaf.jpg" },
      twitter: { "twitter:card": "summary_large_image" },
      jsonLdTypes: ["Bakery", "WebSite"],
      internalLinks: 2,
      externalLinks: 1,
      robotsTxt: { found: true, blocksPage: false },
      sitemap: { found: true, url: `${site.origin}/sitemap.xml` },
      contentEncoding: null,
    });
    expect(report.responseTimeMs).toBeGreaterThanOrEqual(0);
    expect(report.htmlBytes).toBeGreaterThan(1000);
    expect(report.checks).toHaveLength(21);
    // Everything passes but HTTPS (the fixture site is plain http): 100 − 8.
    expect(Object.entries(statuses(report)).filter(([, s]) => s !== "pass")).toEqual([["https", "fail"]]);
    expect(report.score).toBe(92);
  });

  test("fails the essentials of a poor page", async () => {
    const report = await auditOf(`${site.origin}/page/poor`);
    expect(statuses(report)).toMatchObject({
      title: "fail",
      "meta-description": "fail",
      h1: "fail",
      viewport: "fail",
      "image-alt": "fail",
      "structured-data": "fail",
      "open-graph": "fail",
      canonical: "warn",
      lang: "warn",
      headings: "warn",
      links: "warn",
      "twitter-card": "warn",
      status: "pass",
    });
    expect(report.imagesWithoutAltSamples).toEqual(["/a.jpg", "/b.jpg"]);
    expect(report.score).toBeLessThan(50);
  });

  test("warns on a page with smaller problems", async () => {
    const report = await auditOf(`${site.origin}/page/warn`);
    for (const id of [
      "title",
      "meta-description",
      "h1",
      "headings",
      "image-alt",
      "canonical",
      "viewport",
      "lang",
      "open-graph",
      "twitter-card",
      "structured-data",
      "links",
    ]) {
      expect(statuses(report)[id], id).toBe("warn");
    }
  });

  test("noindex in a meta tag or an X-Robots-Tag header fails indexing and caps the score at 30", async () => {
    const meta = await auditOf(`${site.origin}/page/noindex`);
    expect(meta.isNoindex).toBe(true);
    expect(meta.robotsMeta).toBe("noindex, follow");
    expect(statuses(meta).indexing).toBe("fail");
    expect(meta.score).toBeLessThanOrEqual(30);
    const header = await auditOf(`${site.origin}/page/good?noindex-header`);
    expect(header).toMatchObject({ isNoindex: true, xRobotsTag: "noindex", score: 30 });
  });

  test("a page that answers 404 is reported with a failed status", async () => {
    const report = await auditOf(`${site.origin}/status/404`);
    expect(report.status).toBe(404);
    expect(statuses(report).status).toBe("fail");
    expect(report.score).toBeLessThanOrEqual(30);
  });

  test("follows redirects by hand and reports the chain", async () => {
    const report = await auditOf(`${site.origin}/chain/5`);
    expect(report.redirects).toEqual([5, 4, 3, 2, 1].map((n) => ({ url: `${site.origin}/chain/${n}`, status: 301 })));
    expect(report.finalUrl).toBe(`${site.origin}/page/good`);
    expect(statuses(report).redirects).toBe("warn");
  });

  test("more than 5 redirects, or a loop, ends the audit", async () => {
    for (const path of ["/chain/6", "/loop"]) {
      const res = await request(testApp.app)
        .post("/api/seo-audit")
        .send({ url: `${site.origin}${path}` });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: "That address redirects more than 5 times" });
    }
  });

  test("sends GET only, never a cookie (not even one a redirect set), and says who is asking", async () => {
    const before = site.requests.length;
    await auditOf(`${site.origin}/redirect?to=/page/good`);
    const seen = site.requests.slice(before);
    expect(seen.map((r) => r.path)).toEqual(["/redirect?to=/page/good", "/page/good", "/robots.txt", "/sitemap.xml"]);
    for (const r of seen) {
      expect(r.method).toBe("GET");
      expect(r.headers.cookie).toBeUndefined();
      expect(r.headers["user-agent"]).toMatch(/SEOAuditTool\/1\.0; \+https:\/\/agency\.test\/seo-audit/);
    }
  });

  test("reads compressed pages and reports the compression", async () => {
    const report = await auditOf(`${site.origin}/gz/good`);
    expect(report.contentEncoding).toBe("gzip");
    expect(report.transferBytes).toBeLessThan(report.htmlBytes);
    expect(report.title).toBe("Harbour Bakery: sourdough baked fresh in Bristol");
    expect(statuses(report).compression).toBe("pass");
  });

  test("a heavy page warns on its size", async () => {
    const report = await auditOf(`${site.origin}/big?kb=150`);
    expect(report.htmlBytes).toBeGreaterThan(100 * 1024);
    expect(statuses(report)["page-weight"]).toBe("warn");
    expect(statuses(report).compression).toBe("warn");
  });

  test("measures the server's response time", async () => {
    const report = await auditOf(`${site.origin}/delay?ms=850`);
    expect(report.responseTimeMs).toBeGreaterThanOrEqual(840);
    expect(statuses(report)["response-time"]).toBe("warn");
  });

  test("robots.txt that blocks the page fails and caps the score; a missing one warns, as does a missing sitemap", async () => {
    const blocked = await auditOf(`http://blocked.test:${site.port}/page/good`);
    expect(blocked.robotsTxt).toEqual({ found: true, blocksPage: true });
    expect(statuses(blocked)["robots-txt"]).toBe("fail");
    expect(blocked.score).toBe(30);
    const bare = await auditOf(`http://norobots.test:${site.port}/page/good`);
    expect(statuses(bare)).toMatchObject({ "robots-txt": "warn", sitemap: "warn" });
    expect(bare.sitemap).toEqual({ found: false, url: null });
  });

  test("finds the sitemap that robots.txt names", async () => {
    const report = await auditOf(`http://sitemap-in-robots.test:${site.port}/page/good`);
    expect(report.sitemap).toEqual({ found: true, url: `http://sitemap-in-robots.test:${site.port}/custom-sitemap.xml` });
  });
});

describe("POST /api/seo-audit: limits and clear errors", () => {
  test("a body over 4 KB answers 413 naming that limit", async () => {
    const res = await request(testApp.app)
      .post("/api/seo-audit")
      .send({ url: `https://example.com/${"x".repeat(5000)}` });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: "The request body is too large (4 KB at most)" });
  });

  test.each(["/slow", "/stall-body"])("a server that stalls (%s) is given up at the time limit", async (path) => {
    const { app } = await appFor({ SEO_AUDIT_TIMEOUT_MS: "400" });
    const started = Date.now();
    const res = await request(app)
      .post("/api/seo-audit")
      .send({ url: `${site.origin}${path}` });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: "That site took longer than 10 seconds to answer" });
    // Given up at the 0.4 s configured, not at the default 10 s (a busy machine adds a second or two, never eight).
    expect(Date.now() - started).toBeLessThan(DEFAULT_AUDIT_LIMIT_MS);
  });

  test.each([
    ["an endless body", "/huge"],
    ["a declared 3 MB body", "/huge-declared"],
    ["a 20 KB gzip body that inflates to 20 MB", "/bomb"],
  ])("%s stops at the 2 MB cap", async (_name, path) => {
    const started = Date.now();
    const res = await request(testApp.app)
      .post("/api/seo-audit")
      .send({ url: `${site.origin}${path}` });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: "That page is larger than 2 MB, more than our audit reads" });
    // Stopped by the cap, not by the time limit that an endless body would otherwise run into.
    expect(Date.now() - started).toBeLessThan(DEFAULT_AUDIT_LIMIT_MS);
  });

  test("a file that is not a web page is refused", async () => {
    const res = await request(testApp.app)
      .post("/api/seo-audit")
      .send({ url: `${site.origin}/image.png` });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("That address doesn't return a web page (HTML)");
  });

  test("a name that does not resolve, or a closed port, is 'We couldn't reach that site'", async () => {
    const closed = await startFixtureSite();
    const closedPort = closed.port;
    await closed.close();
    const { app } = await appFor({ SEO_AUDIT_ALLOW_TARGETS: `127.0.0.1:${site.port},127.0.0.1:${closedPort}` });
    for (const url of ["https://no-such-site.example/", `http://127.0.0.1:${closedPort}/`]) {
      const res = await request(app).post("/api/seo-audit").send({ url });
      expect(res.status, url).toBe(422);
      expect(res.body).toEqual({ message: "We couldn't reach that site" });
    }
  });

  test.each([
    [{}, "Enter the address of the page to audit"],
    [{ url: "   " }, "Enter the address of the page to audit"],
    [{ url: 42 }, "Enter the address of the page to audit"],
    [{ url: "http://" }, "Enter a full website address, such as https://www.example.com"],
    [{ url: `https://example.com/${"a".repeat(2100)}` }, "That address is longer than 2048 characters"],
  ])("refuses the body %j with 400 naming the url field", async (body, message) => {
    const res = await request(testApp.app).post("/api/seo-audit").send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors.url).toEqual([message]);
  });

  test("refuses unknown fields and anything but JSON", async () => {
    const extra = await request(testApp.app).post("/api/seo-audit").send({ url: "example.com", depth: 3 });
    expect(extra.status).toBe(400);
    expect(extra.body.fieldErrors.depth).toEqual(["Unknown field"]);
    const form = await request(testApp.app).post("/api/seo-audit").type("form").send({ url: "example.com" });
    expect(form.status).toBe(415);
  });

  test("a bare domain is tried as https://, then as http:// if no HTTPS site answers", async () => {
    const before = site.requests.length;
    const refused = await request(testApp.app).post("/api/seo-audit").send({ url: "shop.test/page/good" });
    // https://shop.test/ is port 443 on 127.0.0.1, which is not the allowed pair: refused, never fetched.
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("That address can't be audited");
    expect(site.requests.length).toBe(before);
    // On the fixture's port the TLS handshake fails (plain http there): the audit falls back to http.
    const report = await auditOf(`shop.test:${site.port}/page/good`);
    expect(report.requestedUrl).toBe(`https://shop.test:${site.port}/page/good`);
    expect(report.finalUrl).toBe(`http://shop.test:${site.port}/page/good`);
    expect(statuses(report).https).toBe("fail");
    // A scheme the visitor typed is kept: no fallback.
    const typed = await request(testApp.app)
      .post("/api/seo-audit")
      .send({ url: `https://shop.test:${site.port}/page/good` });
    expect(typed.status).toBe(422);
    expect(typed.body.message).toBe("We couldn't reach that site");
  });

  const hasOpenssl = spawnSync("openssl", ["version"]).status === 0;
  test.skipIf(!hasOpenssl)("an https site with a self-signed certificate is named as such", async () => {
    const dir = mkdtempSync(join(tmpdir(), "seo-tls-"));
    const made = spawnSync("openssl", [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=secure.test",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
    ]);
    expect(made.status).toBe(0);
    const server = createHttpsServer(
      { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) },
      (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html" });
        res.end("<title>Secure</title>");
      },
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const { app } = await appFor({ SEO_AUDIT_ALLOW_TARGETS: `127.0.0.1:${port}` });
      const res = await request(app)
        .post("/api/seo-audit")
        .send({ url: `https://secure.test:${port}/` });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: "That site's HTTPS certificate isn't valid" });
    } finally {
      server.close();
    }
  });

  test("runs at most 4 audits at once: the fifth is asked to retry (503)", async () => {
    const { app } = await appFor({ SEO_AUDIT_TIMEOUT_MS: "1500" });
    const before = site.requests.filter((r) => r.path === "/slow").length;
    const slow = Array.from({ length: 4 }, () =>
      request(app)
        .post("/api/seo-audit")
        .send({ url: `${site.origin}/slow` })
        .then((r) => r),
    );
    while (site.requests.filter((r) => r.path === "/slow").length < before + 4) await new Promise((r) => setTimeout(r, 20));
    const fifth = await request(app)
      .post("/api/seo-audit")
      .send({ url: `${site.origin}/page/good` });
    expect(fifth.status).toBe(503);
    expect(fifth.headers["retry-after"]).toBe("30");
    expect(fifth.body.message).toBe("Our audit tool is busy with other audits. Please try again in a minute.");
    expect((await Promise.all(slow)).map((r) => r.status)).toEqual([422, 422, 422, 422]);
    // Slots are given back: the next audit runs.
    expect(
      (
        await request(app)
          .post("/api/seo-audit")
          .send({ url: `${site.origin}/page/good` })
      ).status,
    ).toBe(200);
  });

  test("the page's reloads while its audit runs, and the reload that shows the report, count as one audit", async () => {
    const { app } = await appFor({ SEO_AUDIT_RATE_LIMIT: "1" });
    const held = site.hold("counted");
    const path = `/seo-audit?url=${encodeURIComponent(`${site.origin}/held/counted`)}`;
    for (let reload = 0; reload < 3; reload++) expect((await request(app).get(path)).status).toBe(202);
    held.release();
    expect((await auditedPage(app, path)).status).toBe(200);
    // A second address is a second audit: over the limit of one.
    expect((await request(app).get(`/seo-audit?url=${encodeURIComponent(`${site.origin}/page/poor`)}`)).status).toBe(429);
  });

  test("limits audits per IP (429), counting the API and the no-JavaScript page together", async () => {
    const { app } = await appFor({ SEO_AUDIT_RATE_LIMIT: "2" });
    expect(
      (
        await request(app)
          .post("/api/seo-audit")
          .send({ url: `${site.origin}/page/good` })
      ).status,
    ).toBe(200);
    expect((await auditedPage(app, `/seo-audit?url=${encodeURIComponent(`${site.origin}/page/good`)}`)).status).toBe(200);
    const api = await request(app)
      .post("/api/seo-audit")
      .send({ url: `${site.origin}/page/good` });
    expect(api.status).toBe(429);
    expect(api.body).toEqual({ message: "You've run a lot of audits in a short time. Please wait a few minutes and try again." });
    const page = await request(app).get(`/seo-audit?url=${encodeURIComponent(`${site.origin}/page/poor`)}`);
    expect(page.status).toBe(429);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.text).toContain("You&#x27;ve run a lot of audits in a short time.");
    expect(page.text).toContain(`value="${site.origin}/page/poor"`);
    expect(page.text).not.toContain("SEO audit report");
    // The form itself is never limited.
    expect((await request(app).get("/seo-audit")).status).toBe(200);
  });

  test.each(["/SEO-Audit/", "/seo%2Daudit", "/seo-audit"])("the limit holds for %s with the url given twice", async (path) => {
    const { app } = await appFor({ SEO_AUDIT_RATE_LIMIT: "1" });
    expect((await auditedPage(app, `/seo-audit?url=${encodeURIComponent(`${site.origin}/page/good`)}`)).status).toBe(200);
    const url = encodeURIComponent(`${site.origin}/page/poor`);
    const again = await request(app).get(`${path}?url=${url}&url=${url}`);
    expect(again.status).toBe(429);
    expect(again.text).not.toContain("SEO audit report");
  });
});
