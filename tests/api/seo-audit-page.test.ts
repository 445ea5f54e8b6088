import { row } from "../helpers/test-db";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createLeadQueries } from "../../server/db/leads.queries";
import { startFixtureSite, type FixtureSite } from "../fixtures/seo-audit/fixture-site.mjs";
import { metaContent, parseHtml } from "../helpers/html";
import { createTestApp } from "../helpers/test-app";
import { auditedPage } from "../helpers/audit-page";
import { de } from "../../shared/i18n/de";
import { seoAuditDe } from "../../shared/i18n/pages/seo-audit.de";
import { seoAuditEn } from "../../shared/i18n/pages/seo-audit.en";
import { seoFindingsDe } from "../../shared/i18n/pages/seo-findings.de";
import { findingIn, seoFindingsEn } from "../../shared/i18n/pages/seo-findings.en";
import { SEO_CHECK_IDS, type SeoAuditReport } from "../../shared/seo-audit-report";

// The no-JavaScript path of the audit: a GET form to /seo-audit?url=... that the
// loader audits on the server. Such a page belongs to one visitor, so the page
// cache must never store it (docs/decisions/0002).

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(() => site.close());

const appWithCache = async () =>
  await createTestApp({ env: { SEO_AUDIT_ALLOW_TARGETS: `127.0.0.1:${site.port}`, SEO_AUDIT_RATE_LIMIT: "0", PAGE_CACHE: "on" } });
const auditPath = (path: string) => `/seo-audit?url=${encodeURIComponent(`${site.origin}${path}`)}`;

describe("GET /seo-audit", () => {
  test("without an address: the form, a plain GET to /seo-audit that works without JavaScript", async () => {
    const { app } = await appWithCache();
    const res = await request(app).get("/seo-audit");
    expect(res.status).toBe(200);
    const doc = parseHtml(res.text);
    const form = doc.querySelector('form[aria-label="Audit a page"]')!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/seo-audit");
    expect(form.querySelector('input[name="url"]')).not.toBeNull();
    expect(doc.querySelector("h2#audit-topics-title")?.textContent).toBe("What the audit checks");
    expect(metaContent(doc, 'meta[name="robots"]')).not.toBe("noindex, nofollow");
  });

  test("with an address: the server audits it and renders the whole report", async () => {
    const { app } = await appWithCache();
    const res = await auditedPage(app, auditPath("/page/poor"));
    expect(res.status).toBe(200);
    const doc = parseHtml(res.text);
    expect(doc.querySelector("h1")?.textContent).toBe("Free SEO audit: see your site the way Google does");
    expect(doc.querySelector('[data-testid="audited-url"]')?.textContent).toBe(`${site.origin}/page/poor`);
    const score = Number(
      /SEO score (\d+) out of 100/.exec(doc.querySelector('[data-testid="score-gauge"] svg')!.getAttribute("aria-label")!)![1],
    );
    expect(score).toBeLessThan(50);
    // Findings grouped by severity, failures first; the passed ones folded away.
    const groups = doc.querySelectorAll("[data-group]").map((g) => g.getAttribute("data-group"));
    expect(groups).toEqual(["fail", "warn", "pass"]);
    expect(doc.querySelector('[data-group="fail"] [data-check="title"] h4')?.textContent).toBe("Title tag");
    expect(doc.querySelector('[data-group="fail"] [data-check="title"]')?.textContent).toContain("How to fix:");
    expect(doc.querySelector('[data-group="pass"]')?.tagName).toBe("DETAILS");
    // The input keeps the audited address for the next run.
    expect(doc.querySelector('input[name="url"]')?.getAttribute("value")).toBe(`${site.origin}/page/poor`);
    // A report is one visitor's result: kept out of search results.
    expect(metaContent(doc, 'meta[name="robots"]')).toBe("noindex, nofollow");
  });

  test("answers at once while the audit runs: a progress page that reloads itself, without script, until the report", async () => {
    const { app } = await appWithCache();
    // The fixture page answers only when told to: the audit runs until then.
    const held = site.hold("progress");
    const fetched = () => site.requests.filter((r) => r.path === "/held/progress").length;
    const first = await request(app).get(auditPath("/held/progress"));
    expect(first.status).toBe(202);
    expect(first.headers["cache-control"]).toBe("no-store");
    const doc = parseHtml(first.text);
    expect(doc.querySelector('meta[http-equiv="refresh"]')?.getAttribute("content")).toBe("2");
    expect(doc.querySelector('[data-testid="audit-progress"]')?.textContent).toContain(`Auditing 127.0.0.1:${site.port}`);
    expect(doc.querySelector('[data-testid="audit-progress"]')?.textContent).toContain("This page updates itself");
    expect(doc.querySelector('input[name="url"]')?.getAttribute("value")).toBe(`${site.origin}/held/progress`);
    expect(metaContent(doc, 'meta[name="robots"]')).toBe("noindex, nofollow");
    // The strict CSP stays: no script but our own files and the JSON data block.
    expect(doc.querySelectorAll("script:not([src]):not([type='application/json']):not([type='application/ld+json'])")).toHaveLength(0);
    // A reload while it runs says the same, and starts no second audit.
    expect((await request(app).get(auditPath("/held/progress"))).status).toBe(202);
    expect(fetched()).toBe(1);
    held.release();
    const report = await auditedPage(app, auditPath("/held/progress"));
    expect(report.status).toBe(200);
    expect(parseHtml(report.text).querySelector('meta[http-equiv="refresh"]')).toBeNull();
    expect(parseHtml(report.text).querySelector('[data-testid="audited-url"]')?.textContent).toBe(`${site.origin}/held/progress`);
    expect(fetched()).toBe(1);
  });

  test("a report page is never stored in the page cache, and never shown to the next visitor", async () => {
    const { app } = await appWithCache();
    const first = await auditedPage(app, auditPath("/page/good"));
    expect(first.headers["cache-control"]).toBe("no-store");
    const again = await auditedPage(app, auditPath("/page/good"));
    expect(again.status).toBe(200);
    expect(again.headers["x-page-cache"]).toBe("miss");
    expect(again.headers["cache-control"]).toBe("no-store");
    // The plain page is cached as usual, and carries nothing of the audit.
    expect((await request(app).get("/seo-audit")).headers["x-page-cache"]).toBe("miss");
    const cached = await request(app).get("/seo-audit");
    expect(cached.headers["x-page-cache"]).toBe("hit");
    expect(cached.text).not.toContain(site.origin);
  });

  test("a refused or unreachable address renders the form again with the reason and its status, uncached", async () => {
    const { app } = await appWithCache();
    for (const [url, status, message] of [
      ["http://10.0.0.1/", 422, "That address can&#x27;t be audited"],
      [`${site.origin}/image.png`, 422, "That address doesn&#x27;t return a web page (HTML)"],
      ["", 400, "Enter the address of the page to audit"],
    ] as const) {
      const res = await auditedPage(app, `/seo-audit?url=${encodeURIComponent(url)}`);
      expect(res.status, url).toBe(status);
      expect(res.headers["cache-control"]).toBe("no-store");
      const alert = parseHtml(res.text).querySelector('[data-testid="audit-problem"]');
      expect(alert?.getAttribute("role")).toBe("alert");
      expect(alert?.innerHTML).toContain(message);
    }
  });
});

// docs/decisions/0017: the API writes its findings in English with each outcome's key and figures;
// the German page writes the same findings, the raw details' labels and the reasons in German.
describe("the audit on a German page", () => {
  const text = (html: string) => {
    const doc = parseHtml(html);
    for (const hidden of doc.querySelectorAll("script, style, template")) hidden.remove();
    return doc.querySelector("main")!.textContent.replace(/\s+/g, " ");
  };

  test("every finding, its fix and the details read German, while the API's JSON keeps English", async () => {
    const { app } = await appWithCache();
    const url = `${site.origin}/page/poor`;
    const api = await request(app).post("/api/seo-audit").send({ url });
    const checks = (api.body as SeoAuditReport).checks;
    expect(checks.length).toBe(SEO_CHECK_IDS.length);
    const page = await auditedPage(app, `/de${auditPath("/page/poor")}`);
    const doc = parseHtml(page.text);
    const main = text(page.text);
    for (const check of checks) {
      // The JSON says it in English, with the outcome a page writes in its own words.
      expect(findingIn(check, seoFindingsEn)).toEqual({ label: check.label, finding: check.finding, fix: check.fix });
      const german = findingIn(check, seoFindingsDe);
      const shown = doc.querySelector(`[data-check="${check.id}"]`)!;
      expect(shown.querySelector("h4")?.textContent, check.id).toBe(german.label);
      // The page ran its own audit: its figures (the response time) may differ from the API's run, its words may not.
      const words = (text: string) => text.replace(/\s+/g, " ").replace(/\d[\d.,]*/g, "#");
      expect(words(shown.textContent), check.id).toContain(words(german.finding));
      expect(words(shown.textContent), check.id).toContain(words(german.fix));
      if (check.finding !== german.finding) expect(words(main), check.id).not.toContain(words(check.finding));
    }
    expect(main).toContain(seoAuditDe.report.details.title);
    for (const english of [
      seoAuditEn.report.details.title,
      seoAuditEn.report.details.noRedirects,
      seoAuditEn.report.details.rows.sitemap,
    ]) {
      expect(main, english).not.toContain(english);
    }
  });

  test("a refused address names the reason and what to do in German", async () => {
    const { app } = await appWithCache();
    const res = await auditedPage(app, `/de/seo-audit?url=${encodeURIComponent("http://10.0.0.1/")}`);
    expect(res.status).toBe(422);
    const alert = parseHtml(res.text).querySelector('[data-testid="audit-problem"]')!;
    expect(alert.querySelector("h2")?.textContent).toBe(de.apiMessages.auditRefused);
    expect(alert.querySelector("p")?.textContent).toBe(seoAuditDe.problem.refused);
  });
});

describe("'Email me the full report' without JavaScript", () => {
  function leadForm(html: string) {
    const form = parseHtml(html).querySelector('form[aria-label="Email me the full report"]')!;
    const fields = Object.fromEntries(
      form.querySelectorAll('input[type="hidden"]').map((i) => [i.getAttribute("name")!, i.getAttribute("value") ?? ""]),
    );
    return { form, fields };
  }

  test("the report carries a plain form that posts the lead with the audited address and score", async () => {
    const { app, db } = await appWithCache();
    const page = await auditedPage(app, auditPath("/page/good"));
    const { form, fields } = leadForm(page.text);
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/api/contacts");
    expect(fields).toMatchObject({ returnTo: "/seo-audit", contactFormType: "seo-audit", source: "seo_audit_tool", region: "US" });
    expect(fields.message).toContain(`URL: ${site.origin}/page/good`);
    expect(fields.message).toContain("Score: 92/100");

    const posted = await request(app)
      .post("/api/contacts")
      .type("form")
      .send({ ...fields, email: "owner@agency.example", name: "Sam Carter", company: "" });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe("/seo-audit?submitted=seo-audit");
    const id = ((await row(db, "SELECT id FROM leads ORDER BY id DESC LIMIT 1")) as { id: number }).id;
    expect(await createLeadQueries(db).getById(id)).toMatchObject({
      email: "owner@agency.example",
      name: "Sam Carter",
      contactFormType: "seo-audit",
      service: "SEO Services",
      message: expect.stringContaining("Score: 92/100"),
    });
    const thanks = await request(app).get("/seo-audit?submitted=seo-audit");
    expect(thanks.text).toContain("Thank you, your message has reached our team.");
  });

  test("a failed post shows the form again with the error beside the email and the report details kept", async () => {
    const { app } = await appWithCache();
    const { fields } = leadForm((await auditedPage(app, auditPath("/page/good"))).text);
    const res = await request(app)
      .post("/api/contacts")
      .type("form")
      .send({ ...fields, email: "not-an-email" });
    expect(res.status).toBe(400);
    const again = leadForm(res.text);
    expect(again.fields.message).toBe(fields.message);
    expect(again.form.querySelector('input[name="email"]')?.getAttribute("value")).toBe("not-an-email");
    expect(again.form.querySelector("#seo-report-lead-email-error")?.textContent).toBe("Please enter a valid email address");
  });
});
