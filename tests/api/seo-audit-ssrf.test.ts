import request from "supertest";
import { auditedPage } from "../helpers/audit-page";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Resolver } from "../../server/seo-audit/address-policy";
import { startFixtureSite, type FixtureSite } from "../fixtures/seo-audit/fixture-site.mjs";
import { createTestApp, type TestApp } from "../helpers/test-app";

// Safe fetching (docs/decisions/0007-seo-audit-score.md): the audit fetches addresses typed by strangers. Every
// forbidden target is refused with 400/422 and "That address can't be audited",
// whether typed directly, reached by a redirect from the allowed fixture site, or
// answered by a resolver; the answer never carries a stack or an internal address.

const REFUSED = "That address can't be audited";

/** Targets no audit may reach (the fixture site, 127.0.0.1:<its port>, is the only exception). */
const FORBIDDEN_TARGETS = [
  // loopback in every spelling
  "http://127.0.0.1/",
  "http://127.1/",
  "http://2130706433/",
  "http://0x7f.1/",
  "http://0x7f000001/",
  "http://017700000001/",
  "http://0177.0.0.1/",
  "http://127.000.000.001/",
  "http://%31%32%37.0.0.1/",
  "http://127.0.0.1:22/",
  "https://127.0.0.1/",
  "http://[::1]/",
  "http://[::ffff:127.0.0.1]/",
  "http://[::ffff:7f00:1]/",
  "http://[0:0:0:0:0:ffff:127.0.0.1]/",
  "http://[::127.0.0.1]/",
  "http://localhost/",
  "http://LOCALHOST./",
  "http://app.localhost/",
  // unspecified and broadcast
  "http://0/",
  "http://0.0.0.0/",
  "http://[::]/",
  "http://255.255.255.255/",
  // cloud metadata services
  "http://169.254.169.254/latest/meta-data/",
  "http://metadata.google.internal/computeMetadata/v1/",
  "http://[::ffff:a9fe:a9fe]/",
  "http://[64:ff9b::a9fe:a9fe]/",
  "http://[fd00:ec2::254]/",
  "http://100.100.100.200/",
  "http://192.0.0.192/",
  // private, CGNAT, link-local, unique-local, multicast
  "http://10.0.0.1/",
  "http://172.16.0.1/",
  "http://192.168.1.1/",
  "http://100.64.0.1/",
  "http://[fe80::1]/",
  "http://[fd00::1]/",
  "http://224.0.0.1/",
  "http://[ff02::1]/",
  "http://intranet/",
  "http://printer.local/",
  // not plain web addresses
  "http://user:secret@example.com/",
  "ftp://example.com/",
  "file:///etc/passwd",
  "gopher://127.0.0.1:70/_GET",
  "http://example.com:8080/",
];

/** Host parts that must never appear in an answer. */
const INTERNAL_HINTS = ["127.0.0.1", "169.254", "10.0.0.1", "192.168", "172.16", "fd00", "metadata", "::1", "localhost"];

/** A resolver for the tests' made-up names; anything else does not resolve. */
const resolver: Resolver = async (hostname) => {
  const answers: Record<string, string[]> = {
    "private.test": ["10.0.0.1"],
    "metadata.test": ["169.254.169.254"],
    "mixed.test": ["93.184.216.34", "192.168.1.20"],
    "mapped.test": ["::ffff:10.0.0.1"],
    "ula.test": ["fd12:3456::1"],
  };
  const list = answers[hostname];
  if (!list) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  return list.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
};
const RESOLVED_PRIVATE = [
  "http://private.test/",
  "http://metadata.test/latest/meta-data/",
  "https://mixed.test/",
  "http://mapped.test/",
  "http://ula.test/",
];

let site: FixtureSite;
let testApp: TestApp;

beforeAll(async () => {
  site = await startFixtureSite();
  testApp = await createTestApp({
    env: { SEO_AUDIT_ALLOW_TARGETS: `127.0.0.1:${site.port}`, SEO_AUDIT_RATE_LIMIT: "0", SEO_AUDIT_TIMEOUT_MS: "3000" },
    seoAuditResolver: resolver,
  });
});
afterAll(() => site.close());

function expectRefusal(res: request.Response) {
  expect([400, 422]).toContain(res.status);
  expect(res.body.message).toBe(REFUSED);
  expect(Object.keys(res.body).filter((k) => k !== "message" && k !== "fieldErrors")).toEqual([]);
  for (const hint of INTERNAL_HINTS) expect(res.text).not.toContain(hint);
  expect(res.text).not.toMatch(/\bat \S+ \(|Error:|ECONN|ENOTFOUND/);
}

describe("POST /api/seo-audit refuses every forbidden target", () => {
  test("the table has at least 30 targets, and the allowed fixture site itself is audited", async () => {
    expect(FORBIDDEN_TARGETS.length).toBeGreaterThanOrEqual(30);
    const res = await request(testApp.app)
      .post("/api/seo-audit")
      .send({ url: `${site.origin}/page/good` });
    expect(res.status).toBe(200);
  });

  test.each(FORBIDDEN_TARGETS)("typed directly: %s", async (url) => {
    const before = site.requests.length;
    expectRefusal(await request(testApp.app).post("/api/seo-audit").send({ url }));
    expect(site.requests.length).toBe(before);
  });

  test.each(FORBIDDEN_TARGETS)("reached by a redirect from the allowed site: %s", async (target) => {
    const res = await request(testApp.app)
      .post("/api/seo-audit")
      .send({ url: `${site.origin}/redirect?to=${encodeURIComponent(target)}` });
    expectRefusal(res);
  });

  test.each(RESOLVED_PRIVATE)("a name the resolver answers with a private address: %s", async (url) => {
    expectRefusal(await request(testApp.app).post("/api/seo-audit").send({ url }));
  });

  test.each(RESOLVED_PRIVATE)("the same names behind a redirect: %s", async (target) => {
    expectRefusal(
      await request(testApp.app)
        .post("/api/seo-audit")
        .send({ url: `${site.origin}/redirect?to=${encodeURIComponent(target)}&status=301` }),
    );
  });

  test("a private address answered for a name is refused even on the fixture site's port", async () => {
    expectRefusal(
      await request(testApp.app)
        .post("/api/seo-audit")
        .send({ url: `http://private.test:${site.port}/page/good` }),
    );
  });

  test("the no-JavaScript page refuses the same way, with status 422 and no address in the page", async () => {
    const res = await auditedPage(testApp.app, `/seo-audit?url=${encodeURIComponent("http://169.254.169.254/latest/meta-data/")}`);
    expect(res.status).toBe(422);
    expect(res.text).toContain("That address can&#x27;t be audited");
    expect(res.text).not.toMatch(/at \S+ \(/);
  });
});

describe("connections go to the checked address only", () => {
  test("a name only our resolver knows is fetched through the address it checked (Node never resolves it again)", async () => {
    let calls = 0;
    const once: Resolver = async () => {
      calls++;
      // First answer: the allowed fixture address; any later answer would be private.
      return [{ address: calls === 1 ? "127.0.0.1" : "10.0.0.1", family: 4 }];
    };
    const { app } = await createTestApp({
      env: { SEO_AUDIT_ALLOW_TARGETS: `127.0.0.1:${site.port}`, SEO_AUDIT_RATE_LIMIT: "0" },
      seoAuditResolver: once,
    });
    const before = site.requests.length;
    const res = await request(app)
      .post("/api/seo-audit")
      .send({ url: `http://rebind.test:${site.port}/page/good` });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe("Harbour Bakery: sourdough baked fresh in Bristol");
    // The page request arrived at the fixture (127.0.0.1) with the name as Host.
    expect(site.requests.slice(before)[0]).toMatchObject({ path: "/page/good", host: `rebind.test:${site.port}` });
    // robots.txt resolved again (a new fetch), got the private answer and was refused, not fetched.
    expect(site.requests.slice(before).map((r) => r.path)).toEqual(["/page/good"]);
    expect(res.body.checks.find((c: { id: string }) => c.id === "robots-txt").finding).toBe("We couldn't read the site's robots.txt.");
    expect(calls).toBe(3);
  });
});
