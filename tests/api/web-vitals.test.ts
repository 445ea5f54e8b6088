import request from "supertest";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { VitalsSummary, VitalsSummaryRow } from "../../shared/web-vitals/vitals-metrics";
import { asAdmin, createAdminTestApp, signIn } from "../helpers/admin";
import { createTestApp } from "../helpers/test-app";
import { parseHtml } from "../helpers/html";
import { rows, value } from "../helpers/test-db";
import type { AppListener } from "../../server/app";

// POST /api/vitals (server/api/web-vitals.router.ts) and the staff figures read from it
// (GET /api/admin/web-vitals), on whichever engine the tests run (tests/helpers/test-db.ts).

const report = { template: "home", region: "US", device: "mobile", metrics: { LCP: 1200, INP: 80, CLS: 0.02, FCP: 900, TTFB: 300 } };

/** As the browser sends it: sendBeacon's string body is text/plain. */
const send = (app: AppListener, body: unknown) =>
  request(app)
    .post("/api/vitals")
    .set("Content-Type", "text/plain;charset=UTF-8")
    .send(typeof body === "string" ? body : JSON.stringify(body));

const storedViews = async (db: Parameters<typeof value>[0]) =>
  Number((await value(db, "SELECT COALESCE(SUM(views), 0) FROM web_vitals_daily")) ?? 0);

function clockAt(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
}
afterEach(() => {
  vi.useRealTimers();
});

describe("POST /api/vitals", () => {
  test("answers 204 and counts each metric of the page view in its day's histogram, with nothing about the visitor", async () => {
    const { app, db } = await createTestApp();
    clockAt("2026-11-20T12:00:00Z");
    const res = await send(app, report).set("User-Agent", "Test/1.0").set("Cookie", "x=1");
    expect(res.status).toBe(204);
    const stored = await rows<Record<string, unknown>>(db, "SELECT * FROM web_vitals_daily ORDER BY metric");
    expect(stored.map((r) => [r.day, r.template, r.region, r.device, r.metric, Number(r.views)])).toEqual([
      ["2026-11-20", "home", "US", "mobile", "CLS", 1],
      ["2026-11-20", "home", "US", "mobile", "FCP", 1],
      ["2026-11-20", "home", "US", "mobile", "INP", 1],
      ["2026-11-20", "home", "US", "mobile", "LCP", 1],
      ["2026-11-20", "home", "US", "mobile", "TTFB", 1],
    ]);
    expect(Object.keys(stored[0]!).sort()).toEqual(["bucket", "day", "device", "metric", "region", "template", "views"]);
    // The same page view's values again land in the same rows.
    expect((await send(app, report)).status).toBe(204);
    expect(await storedViews(db)).toBe(10);
    expect(Number(await value(db, "SELECT COUNT(*) FROM web_vitals_daily"))).toBe(5);
  });

  test("also takes the report as application/json (fetch's keepalive fallback) and with only some metrics", async () => {
    const { app, db } = await createTestApp();
    const res = await request(app)
      .post("/api/vitals")
      .send({ ...report, metrics: { TTFB: 250, FCP: 700 } });
    expect(res.status).toBe(204);
    expect(await storedViews(db)).toBe(2);
  });

  test.each([
    ["a body that is not JSON", "{not json", 400, undefined],
    ["a JSON array", "[1,2]", 400, undefined],
    ["a template that is no page of the site", { ...report, template: "wp-admin" }, 400, "template"],
    ["a staff screen as the template", { ...report, template: "admin-leads" }, 400, "template"],
    ["an unknown region", { ...report, region: "FR" }, 400, "region"],
    ["an unknown device class", { ...report, device: "tv" }, 400, "device"],
    ["an unknown metric", { ...report, metrics: { ...report.metrics, FID: 12 } }, 400, "metrics.FID"],
    ["no metric at all", { ...report, metrics: {} }, 400, "metrics"],
    ["an LCP over 60 s", { ...report, metrics: { ...report.metrics, LCP: 60_001 } }, 400, "metrics.LCP"],
    ["a negative INP", { ...report, metrics: { ...report.metrics, INP: -1 } }, 400, "metrics.INP"],
    ["a CLS over 10", { ...report, metrics: { ...report.metrics, CLS: 10.5 } }, 400, "metrics.CLS"],
    ["a TTFB given as text", { ...report, metrics: { ...report.metrics, TTFB: "300" } }, 400, "metrics.TTFB"],
    ["the page's address beside the template", { ...report, url: "/contact?gclid=abc" }, 400, "url"],
    ["a body over 2 KB", { ...report, padding: "x".repeat(2100) }, 413, undefined],
  ])("refuses %s with a 4xx naming the field, and stores nothing", async (_what, body, status, field) => {
    const { app, db } = await createTestApp();
    const res = await send(app, body);
    expect(res.status).toBe(status);
    expect(res.body.message).toEqual(expect.any(String));
    if (field) expect(Object.keys(res.body.fieldErrors)).toContain(field);
    expect(await storedViews(db)).toBe(0);
  });

  test("limits each client's reports per 10 minutes, answering 429 and storing nothing past the limit", async () => {
    const { app, db } = await createTestApp({ env: { VITALS_RATE_LIMIT: "3", TRUST_PROXY: "loopback" } });
    const from = (ip: string) => send(app, { ...report, metrics: { LCP: 1000 } }).set("X-Forwarded-For", ip);
    for (let i = 0; i < 3; i++) expect((await from("203.0.113.7")).status).toBe(204);
    const refused = await from("203.0.113.7");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/too many reports/i);
    expect(await storedViews(db)).toBe(3);
    // Another visitor is not held back by the first.
    expect((await from("198.51.100.4")).status).toBe(204);
    expect(await storedViews(db)).toBe(4);
  });
});

describe("the page's template in its data", () => {
  const templateOf = (html: string) => JSON.parse(parseHtml(html).querySelector("#__APP_DATA__")?.textContent ?? "null")?.template;

  test("is its route module's name in every region, whatever the address's query, and none on staff screens and missing pages", async () => {
    const { app } = await createTestApp();
    expect(templateOf((await request(app).get("/")).text)).toBe("home");
    expect(templateOf((await request(app).get("/de/services/seo?utm_source=x")).text)).toBe("service");
    expect(templateOf((await request(app).get("/uk/blog")).text)).toBe("blog");
    expect(templateOf((await request(app).get("/admin/leads")).text)).toBeNull();
    const missing = await request(app).get("/no-such-page");
    expect(missing.status).toBe(404);
    expect(templateOf(missing.text) ?? null).toBeNull();
  });
});

describe("the staff figures, GET /api/admin/web-vitals", () => {
  const find = (body: VitalsSummary, template: string, device: string, metric: string): VitalsSummaryRow | undefined =>
    body.rows.find((r) => r.template === template && r.device === device && r.metric === metric);

  test("give each template's 75th percentile of the last 28 days per device class and over both, with the page views counted", async () => {
    const { app, db } = await createAdminTestApp();
    // Each report from another visitor: one client adds at most three a day to a template's figures.
    let visitor = 0;
    const from = (body: unknown) => send(app, body).set("X-Forwarded-For", `198.51.100.${++visitor}`);
    const lcp = (template: string, device: string, LCP: number) => from({ template, region: "DE", device, metrics: { LCP } });
    // A quarter ago: pruned on the first report of a later day.
    clockAt("2026-08-20T08:00:00Z");
    expect((await lcp("about", "mobile", 900)).status).toBe(204);
    // 28 days before today is outside the window, 27 days before is inside.
    clockAt("2026-10-29T08:00:00Z");
    await lcp("blog", "mobile", 5000);
    clockAt("2026-10-30T08:00:00Z");
    await lcp("service", "desktop", 1500);
    clockAt("2026-11-26T08:00:00Z");
    for (const v of [1000, 2000, 3000, 4000]) await lcp("home", "mobile", v);
    for (let i = 0; i < 4; i++) await lcp("home", "desktop", 500);
    await from({ template: "home", region: "UK", device: "mobile", metrics: { CLS: 0.05 } });

    await expect.poll(() => value(db, "SELECT COUNT(*) FROM web_vitals_daily WHERE template = 'about'").then(Number)).toBe(0);
    const admin = asAdmin(app, await signIn(app));
    const res = await admin.get("/api/admin/web-vitals");
    expect(res.status).toBe(200);
    const body = res.body as VitalsSummary;
    expect(body).toMatchObject({ from: "2026-10-30", to: "2026-11-26" });
    expect(body.rows.some((r) => r.template === "blog")).toBe(false);
    expect(find(body, "service", "desktop", "LCP")).toMatchObject({ count: 1 });

    // Nearest-rank p75 of 1000, 2000, 3000, 4000 is 3000; the histogram reads it within its 4% bucket.
    const mobile = find(body, "home", "mobile", "LCP")!;
    expect(mobile.count).toBe(4);
    expect(mobile.p75).toBeGreaterThanOrEqual(3000);
    expect(mobile.p75).toBeLessThan(3000 * 1.04);
    const desktop = find(body, "home", "desktop", "LCP")!;
    expect(desktop.count).toBe(4);
    expect(desktop.p75 / 500).toBeCloseTo(1, 1);
    // Both device classes: 500 ×4, 1000, 2000, 3000, 4000 → the 6th of 8 is 2000.
    const all = find(body, "home", "all", "LCP")!;
    expect(all.count).toBe(8);
    expect(all.p75).toBeGreaterThanOrEqual(2000);
    expect(all.p75).toBeLessThan(2000 * 1.04);
    const cls = find(body, "home", "mobile", "CLS")!;
    expect(cls.count).toBe(1);
    expect(cls.p75 / 0.05).toBeCloseTo(1, 1);
  });

  test("one client's flood of the worst values moves a template's 75th percentile by less than a bucket, and no 75th percentile passes the accepted range", async () => {
    const { app } = await createAdminTestApp();
    clockAt("2026-11-26T08:00:00Z");
    const beacon = (ip: string, LCP: number, CLS: number) =>
      send(app, { template: "home", region: "US", device: "mobile", metrics: { LCP, INP: 120, CLS, FCP: LCP / 2, TTFB: 400 } }).set(
        "X-Forwarded-For",
        ip,
      );
    // A hundred visitors, LCP spread from 1.5 s to 3.48 s.
    for (let i = 0; i < 100; i++) expect((await beacon(`198.51.100.${i + 1}`, 1500 + 20 * i, 0.01 * (i % 10))).status).toBe(204);
    const admin = asAdmin(app, await signIn(app));
    const p75 = async (metric: string) => find((await admin.get("/api/admin/web-vitals")).body, "home", "mobile", metric)!;
    const before = await p75("LCP");
    // The probe's flood: 59 beacons from one client, every value at its maximum (within the 10-minute limit).
    const answers: number[] = [];
    for (let i = 0; i < 59; i++) answers.push((await beacon("203.0.113.66", 60_000, 10)).status);
    expect(answers.filter((status) => status === 204)).toHaveLength(3);
    expect(answers.slice(3).every((status) => status === 429)).toBe(true);
    const after = await p75("LCP");
    expect(after.count).toBe(103);
    // A bucket is 4% wide: the flood moved the figure by less than that (it moved it to 2.9 s from 60.5 s before).
    expect(Math.abs(after.p75 - before.p75)).toBeLessThan(before.p75 * 0.04);
    expect((await p75("CLS")).p75).toBeLessThan(0.1);
  });

  test("a 75th percentile read from the top bucket is the accepted maximum, not beyond it", async () => {
    const { app } = await createAdminTestApp();
    for (let i = 0; i < 3; i++) await send(app, { template: "about", region: "US", device: "desktop", metrics: { LCP: 60_000, CLS: 10 } });
    const admin = asAdmin(app, await signIn(app));
    const body = (await admin.get("/api/admin/web-vitals")).body as VitalsSummary;
    // The bucket that holds 60,000 ms reaches 60,519 ms, and the one holding 10, 10.07.
    expect(find(body, "about", "desktop", "LCP")!.p75).toBeLessThanOrEqual(60_000);
    expect(find(body, "about", "desktop", "CLS")!.p75).toBeLessThanOrEqual(10);
  });

  test("are for signed-in staff only", async () => {
    const { app } = await createAdminTestApp();
    expect((await request(app).get("/api/admin/web-vitals")).status).toBe(401);
  });
});
