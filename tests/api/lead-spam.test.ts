import { column, rows, value } from "../helpers/test-db";
import request from "supertest";
import { afterEach, describe, expect, test, vi } from "vitest";
import { createFormTokens } from "../../server/security/form-token";
import { resolveAppSecret } from "../../server/security/app-secret";
import { parseHtml } from "../helpers/html";
import { humanControls } from "../helpers/lead-controls";
import { exitPopupLead, homeFormLead } from "../helpers/lead-payloads";
import { createTestApp, type TestApp } from "../helpers/test-app";

// The spam defence (docs/decisions/0014): a filled honeypot, a missing or forged form
// token, or a post less than 3 s after its token marks the lead. It is stored and
// answered like any other, so nothing is lost and a robot learns nothing.

afterEach(() => vi.useRealTimers());

const spamReasonOf = async (testApp: TestApp, id: number) => await value(testApp.db, "SELECT spam_reason FROM leads WHERE id = ?", id);
const tokensOf = async (testApp: TestApp) => createFormTokens(await resolveAppSecret(testApp.db, testApp.env.appSecret));
const postJson = (testApp: TestApp, body: object) =>
  request(testApp.app)
    .post("/api/contacts")
    .send({ ...homeFormLead, ...body });

describe("spam defence on POST /api/contacts", () => {
  test("a lead with a good token older than 3 seconds and an empty honeypot is a real lead", async () => {
    const testApp = await createTestApp();
    const res = await postJson(testApp, humanControls(3_100));
    expect(res.status).toBe(201);
    expect(await spamReasonOf(testApp, res.body.id)).toBeNull();
  });

  test("a filled honeypot, a missing, forged or damaged token and a too-fast post are stored as spam with the same answer", async () => {
    const testApp = await createTestApp();
    const good = humanControls();
    const [time, signature] = good.formToken.split(".") as [string, string];
    const cases: [string, object, string][] = [
      ["filled honeypot", { ...good, website: "https://cheap-pills.example" }, "honeypot"],
      ["no token", { website: "" }, "missing-token"],
      ["empty token", { formToken: "   " }, "missing-token"],
      ["forged signature", { formToken: `${time}.${"A".repeat(43)}` }, "invalid-token"],
      ["time changed under the signature", { formToken: `${(parseInt(time, 36) - 60_000).toString(36)}.${signature}` }, "invalid-token"],
      ["not a token at all", { formToken: "hello" }, "invalid-token"],
      ["a token that is not a string", { formToken: { time } }, "invalid-token"],
      ["posted 1 s after its token", { formToken: (await tokensOf(testApp)).issue(Date.now() - 1000) }, "too-fast"],
    ];
    for (const [name, body, reason] of cases) {
      const res = await postJson(testApp, body);
      expect(res.status, name).toBe(201);
      expect(res.body, name).toEqual({ id: expect.any(Number), message: "Thank you! We'll get back to you within 24 hours." });
      expect(await spamReasonOf(testApp, res.body.id), name).toBe(reason);
    }
  });

  test("a honeypot holding 4,000 nested arrays (an 8 KB body) is a filled honeypot, not a server error", async () => {
    const testApp = await createTestApp();
    const deep = `${"[".repeat(4_000)}${"]".repeat(4_000)}`;
    const { formToken } = humanControls();
    const body = `{"contactFormType":"home-contact-form","email":"deep@spam.example","formToken":${JSON.stringify(formToken)},"website":${deep}}`;
    expect(Buffer.byteLength(body)).toBeGreaterThan(8_000);
    const res = await request(testApp.app).post("/api/contacts").set("Content-Type", "application/json").send(body);
    expect(res.status).toBe(201);
    expect(await spamReasonOf(testApp, res.body.id)).toBe("honeypot");
  });

  test("a honeypot a browser sends empty, once or repeated, is not filled", async () => {
    const testApp = await createTestApp();
    for (const website of ["", "  ", ["", ""], [], null]) {
      const res = await postJson(testApp, { ...humanControls(), website });
      expect(res.status, JSON.stringify(website)).toBe(201);
      expect(await spamReasonOf(testApp, res.body.id), JSON.stringify(website)).toBeNull();
    }
  });

  test("a plain form post with a filled honeypot gets the same thank-you page and is stored as spam", async () => {
    const testApp = await createTestApp();
    const body = new URLSearchParams({
      contactFormType: "contact-form",
      email: "bot@spam.example",
      returnTo: "/contact",
      website: "x",
      ...{ formToken: humanControls().formToken },
    });
    const res = await request(testApp.app).post("/api/contacts").type("form").send(body.toString());
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/contact?submitted=contact-form");
    expect(await value(testApp.db, "SELECT spam_reason FROM leads WHERE email = 'bot@spam.example'")).toBe("honeypot");
  });

  test("the token rendered into a page is accepted for a post 3 seconds after the render, not sooner", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const rendered = Date.parse("2026-03-02T10:00:00.000Z");
    vi.setSystemTime(rendered);
    const testApp = await createTestApp({ env: { PAGE_CACHE: "off" } });
    const page = await request(testApp.app).get("/contact");
    const token = parseHtml(page.text).querySelector('form[action^="/api/contacts"] input[name="formToken"]')?.getAttribute("value");
    expect(token).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    const post = (email: string) =>
      request(testApp.app)
        .post("/api/contacts")
        .type("form")
        .send(
          new URLSearchParams({ contactFormType: "contact-form", email, returnTo: "/contact", website: "", formToken: token! }).toString(),
        );

    vi.setSystemTime(rendered + 2_500);
    expect((await post("quick@vale.example")).status).toBe(303);
    vi.setSystemTime(rendered + 3_000);
    expect((await post("person@vale.example")).status).toBe(303);
    const reasons = await rows(testApp.db, "SELECT email, spam_reason FROM leads ORDER BY id");
    expect(reasons).toEqual([
      { email: "quick@vale.example", spam_reason: "too-fast" },
      { email: "person@vale.example", spam_reason: null },
    ]);
  });

  test("GET /api/form-token hands out a fresh token that no cache may store", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const issued = Date.parse("2026-03-02T10:00:00.000Z");
    vi.setSystemTime(issued);
    const testApp = await createTestApp();
    const res = await request(testApp.app).get("/api/form-token");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect((await tokensOf(testApp)).check(res.body.token, issued + 2_000)).toBe("too-fast");
    expect((await tokensOf(testApp)).check(res.body.token, issued + 3_000)).toBeNull();
  });

  test("a newsletter sign-up held as spam subscribes no one, so the real person can still sign up", async () => {
    const testApp = await createTestApp();
    const signUp = (body: object) =>
      request(testApp.app)
        .post("/api/contacts")
        .send({ email: "reader@vale.example", contactFormType: "newsletter-contact-form", ...body });
    const spam = await signUp({ website: "filled" });
    expect(spam.status).toBe(201);
    expect(await value(testApp.db, "SELECT COUNT(*) FROM newsletter_subscriptions")).toBe(0);
    const real = await signUp(humanControls());
    expect(real.status).toBe(201);
    expect(real.body.id).not.toBe(spam.body.id);
    expect(await column(testApp.db, "SELECT lead_id FROM newsletter_subscriptions")).toEqual([real.body.id]);
  });

  test("every popup's JSON lead is held as spam without the controls a page's script adds", async () => {
    const testApp = await createTestApp();
    const res = await request(testApp.app).post("/api/contacts").send(exitPopupLead);
    expect(res.status).toBe(201);
    expect(await spamReasonOf(testApp, res.body.id)).toBe("missing-token");
  });
});

describe("the secret the tokens are signed with", () => {
  test("without APP_SECRET, is generated once and kept in the database, so another process on it accepts the same tokens", async () => {
    const first = await createTestApp({ env: { APP_SECRET: "" } });
    const secret = await resolveAppSecret(first.db, null);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await resolveAppSecret(first.db, null)).toBe(secret);
    const second = await createTestApp({ db: first.db, env: { APP_SECRET: "" } });
    const token = (await tokensOf(first)).issue(Date.now() - 10_000);
    expect((await tokensOf(second)).check(token)).toBeNull();
  });

  test("APP_SECRET wins over the stored one, and a token of another secret is forged", async () => {
    const testApp = await createTestApp({ env: { APP_SECRET: "a-deployment-secret-of-at-least-32-chars" } });
    expect(await resolveAppSecret(testApp.db, testApp.env.appSecret)).toBe("a-deployment-secret-of-at-least-32-chars");
    const other = createFormTokens(await resolveAppSecret(testApp.db, null)).issue(Date.now() - 10_000);
    expect((await tokensOf(testApp)).check(other)).toBe("invalid-token");
  });
});
