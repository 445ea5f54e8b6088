import pino from "pino";
import request from "supertest";
import { describe, expect, test } from "vitest";
import { ADMIN_EMAIL, addAdmin, signInRequest, TEST_HASH_PARAMS } from "../helpers/admin";
import { homeFormLead } from "../helpers/lead-payloads";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { rows } from "../helpers/test-db";

// Which client address the per-IP limits count (README, Deploying): by default the
// socket's, whatever X-Forwarded-For claims; with TRUST_PROXY, the proxy's header.

function capturedLogger() {
  const lines: { level: number; msg: string; header?: string }[] = [];
  const logger = pino({ level: "warn", base: undefined }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, warnings: () => lines.filter((l) => l.level === 40) };
}

const postLead = (app: TestApp["app"], forwardedFor: string) =>
  request(app).post("/api/contacts").set("X-Forwarded-For", forwardedFor).send(homeFormLead);

describe("proxy trust", () => {
  test("by default a client cannot pick its own address with X-Forwarded-For to pass the lead limit", async () => {
    const { app } = await createTestApp({ env: { CONTACTS_RATE_LIMIT: "2" } });
    expect((await postLead(app, "198.51.100.1")).status).toBe(201);
    expect((await postLead(app, "198.51.100.2")).status).toBe(201);
    expect((await postLead(app, "198.51.100.3")).status).toBe(429);
  });

  test("by default the audit limit and the sign-in lockout count the connection's address too", async () => {
    // createTestApp leaves TRUST_PROXY unset: the default.
    const { app, db } = await createTestApp({ env: { SEO_AUDIT_RATE_LIMIT: "1" }, passwordHashParams: TEST_HASH_PARAMS });
    await addAdmin(db);
    const audit = (ip: string) => request(app).post("/api/seo-audit").set("X-Forwarded-For", ip).send({ url: "" });
    expect((await audit("198.51.100.1")).status).toBe(400);
    expect((await audit("198.51.100.2")).status).toBe(429);

    const wrong = { email: ADMIN_EMAIL, password: "not-the-password-at-all" };
    for (let i = 0; i < 10; i++) expect((await signInRequest(app, wrong, `203.0.113.${i}`)).status).toBe(401);
    expect((await signInRequest(app, wrong, "203.0.113.99")).status).toBe(429);
  });

  test("TRUST_PROXY=1 takes each visitor's address from the proxy in front", async () => {
    const { app } = await createTestApp({ env: { CONTACTS_RATE_LIMIT: "2", TRUST_PROXY: "1" } });
    for (const ip of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) expect((await postLead(app, ip)).status).toBe(201);
    expect((await postLead(app, "198.51.100.1")).status).toBe(201);
    expect((await postLead(app, "198.51.100.1")).status).toBe(429);
  });

  test("a forwarding header that is not trusted is reported once, so the operator can set TRUST_PROXY", async () => {
    const log = capturedLogger();
    const { app } = await createTestApp({ logger: log.logger });
    await request(app).get("/healthz");
    expect(log.warnings()).toEqual([]);
    await request(app).get("/healthz").set("X-Forwarded-For", "198.51.100.1");
    await request(app).get("/healthz").set("Forwarded", "for=198.51.100.2");
    await request(app).get("/api/blog").set("X-Real-IP", "198.51.100.3");
    expect(log.warnings()).toHaveLength(1);
    expect(log.warnings()[0]).toMatchObject({ header: "x-forwarded-for", msg: expect.stringContaining("TRUST_PROXY") });
  });

  test("with a proxy trusted, forwarding headers are expected and nothing is logged", async () => {
    const log = capturedLogger();
    const { app } = await createTestApp({ logger: log.logger, env: { TRUST_PROXY: "loopback" } });
    await request(app).get("/healthz").set("X-Forwarded-For", "198.51.100.1");
    expect(log.warnings()).toEqual([]);
  });

  test("with a proxy trusted, a forwarded address that is not an IP is ignored: the connection's is counted, logged and stored", async () => {
    const lines: { msg: string; ip?: string }[] = [];
    const logger = pino({ level: "info", base: undefined }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const { app, db } = await createTestApp({ logger, env: { TRUST_PROXY: "true" }, passwordHashParams: TEST_HASH_PARAMS });
    await addAdmin(db);
    const wrong = { email: ADMIN_EMAIL, password: "not-the-password-at-all" };
    // The probe's junk: words and a 6 KB string where an address belongs, each a different "client".
    const junk = ["not-an-ip", "x".repeat(6 * 1024), "198.51.100.1.evil", "<script>", "::ffff:zz"];
    for (let i = 0; i < 10; i++) expect((await signInRequest(app, wrong, junk[i % junk.length])).status).toBe(401);
    // All ten were one client, the connection: the eleventh is locked out, whatever it claims.
    expect((await signInRequest(app, wrong, "also-not-an-ip")).status).toBe(429);
    const stored = await rows<{ ip: string }>(db, "SELECT DISTINCT ip FROM admin_sign_in_failures");
    expect(stored.map((r) => r.ip)).toEqual([expect.stringMatching(/^(::ffff:)?127\.0\.0\.1$|^::1$/)]);
    const logged = lines.filter((l) => l.ip !== undefined).map((l) => l.ip);
    expect(logged.length).toBeGreaterThan(0);
    for (const ip of logged) expect(ip).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
    // A real address is still believed from a trusted proxy.
    expect((await signInRequest(app, wrong, "203.0.113.5")).status).toBe(401);
    expect((await rows<{ ip: string }>(db, "SELECT ip FROM admin_sign_in_failures WHERE ip = '203.0.113.5'")).length).toBe(1);
  });
});
