import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SEO_AUDIT_MESSAGES } from "../../shared/seo-audit-report";
import type { Resolver } from "../../server/seo-audit/address-policy";
import type { JobLimits } from "../../server/bounded-jobs/job-pool";
import { startFixtureSite, type FixtureSite } from "../fixtures/seo-audit/fixture-site.mjs";
import { healthWhile } from "../helpers/health-while";
import { createTestApp } from "../helpers/test-app";

// Reading an audited page is bounded (docs/decisions/0033-bounded-work.md): the page is read
// in a process of its own, stops at the markup limits, and is killed past its time or memory
// limit, while the server keeps answering everyone else. The pages are the shapes that held
// the whole server for minutes: unclosed elements nested 330,000 and 500,000 deep.

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(() => site.close());

const resolver: Resolver = async () => [{ address: "127.0.0.1", family: 4 }];
const auditApp = async (seoAudit?: Partial<JobLimits>) =>
  (
    await createTestApp({
      env: { SEO_AUDIT_ALLOW_TARGETS: `127.0.0.1:${site.port}`, SEO_AUDIT_RATE_LIMIT: "0" },
      seoAuditResolver: resolver,
      jobLimits: { seoAudit },
    })
  ).app;

describe("reading an audited page", { timeout: 60_000 }, () => {
  test("330,000 nested <div> (1.65 MB) stop at the depth limit with a 422 naming it, while /healthz keeps answering", async () => {
    const app = await auditApp();
    const started = performance.now();
    const audit = request(app)
      .post("/api/seo-audit")
      .send({ url: `${site.origin}/nested/div?n=330000` });
    const health = await healthWhile(app, audit.then());
    const res = await audit;
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(SEO_AUDIT_MESSAGES.tooDeep);
    expect(res.body.message).toContain("512");
    // Before, reading this page held the event loop for 92 s, and every /healthz waited that long. The bounds are
    // generous because the fixture site and the test's client share this event loop, on a busy two-core machine
    // (a load of 30 made one answer take 1.3 s); a server on its own answers in milliseconds
    // (tests/api/server-shutdown.test.ts asks the built server while it reads this page).
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(health.answers).toBeGreaterThan(0);
    expect(health.slowestMs).toBeLessThan(5_000);
  });

  test("500,000 nested <b> (1.5 MB) stop at the depth limit too", async () => {
    const res = await request(await auditApp())
      .post("/api/seo-audit")
      .send({ url: `${site.origin}/nested/b?n=500000` });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(SEO_AUDIT_MESSAGES.tooDeep);
  });

  test("a page nested 500 deep is deep but read, and reported", async () => {
    const res = await request(await auditApp())
      .post("/api/seo-audit")
      .send({ url: `${site.origin}/nested/div?n=500` });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe("t");
  });

  test("more than 200,000 elements side by side stop at the element limit", async () => {
    const res = await request(await auditApp())
      .post("/api/seo-audit")
      .send({ url: `${site.origin}/flat?n=250000` });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(SEO_AUDIT_MESSAGES.tooManyElements);
    expect(res.body.message).toContain("200,000");
  });

  test("a page that takes longer to read than the time limit is stopped with a 422 naming it", async () => {
    // Within the markup limits reading stays fast (tens of milliseconds for this 1.3 MB page, elements opened and
    // closed 500 deep, the slowest shape there is); a limit of 1 ms is shorter than any machine reads it in.
    // tests/unit/job-pool.test.ts ends a job that never ends at a limit of seconds.
    const res = await request(await auditApp({ timeLimitMs: 1 }))
      .post("/api/seo-audit")
      .send({ url: `${site.origin}/nested/div?n=500&pairs=190000` });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(SEO_AUDIT_MESSAGES.readTooSlow);
  });

  test("a page that needs more memory than the limit is stopped with a 422 naming it", async () => {
    // Node alone needs more than 40 MB: the reading process passes this limit before it reads anything.
    const res = await request(await auditApp({ memoryLimitMb: 40 }))
      .post("/api/seo-audit")
      .send({ url: `${site.origin}/flat?n=1000` });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(SEO_AUDIT_MESSAGES.readTooLarge);
  });

  test("a site whose robots.txt rule backtracks and whose sitemap nests 100,000 deep is audited in seconds", async () => {
    const started = performance.now();
    const res = await request(await auditApp())
      .post("/api/seo-audit")
      .send({ url: `http://hostile.test:${site.port}/${"a".repeat(1000)}` });
    expect(res.status).toBe(200);
    expect(res.body.robotsTxt).toEqual({ found: true, blocksPage: false });
    expect(res.body.sitemap.found).toBe(true);
    expect(performance.now() - started).toBeLessThan(30_000);
  });
});
