import { column, freshDatabase, reopenDatabase, row, rows, testEngine, value } from "../helpers/test-db";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { afterEach, describe, expect, test, vi } from "vitest";
import { createAdminApi } from "../../server/api/admin/admin.router";
import { createMediaJobs } from "../../server/media/media-jobs";
import { createDeliveryService } from "../../server/delivery/delivery-service";
import { createAdminAccount } from "../../server/auth/admin-accounts";
import { openDatabase } from "../../server/db/connection";
import { migrate } from "../../server/db/migrate";
import { parseEnv } from "../../server/env";
import { createLogger } from "../../server/logger";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  addAdmin,
  asAdmin,
  createAdminTestApp,
  signIn,
  signInRequest,
  SITE_ORIGIN,
  TEST_HASH_PARAMS,
} from "../helpers/admin";
import { createTestApp } from "../helpers/test-app";
import { humanControls } from "../helpers/lead-controls";
import { walkStaffRoutes } from "../helpers/staff-route-walk";
import { SESSION_ABSOLUTE_HOURS, SESSION_ABSOLUTE_MS, SESSION_IDLE_MINUTES, SESSION_IDLE_MS } from "../../shared/admin/session-limits";

const MINUTE = 60_000;
/** Costly enough (tens of milliseconds a hash) that simultaneous sign-ins really overlap. */
const SLOW_HASH_PARAMS = { ln: 14, r: 8, p: 1 };
const T0 = new Date("2026-03-02T09:00:00.000Z");

/** Fake only the clock: sockets, timers and scrypt keep running for real. */
function freezeTime(at = T0) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at);
  return (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));
}
afterEach(() => {
  vi.useRealTimers();
});

const setCookies = (res: request.Response): string[] => ([] as string[]).concat(res.headers["set-cookie"] ?? []);
const wrong = { email: ADMIN_EMAIL, password: "not-the-password-at-all" };
const right = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };

describe("admin sign-in", () => {
  test("the right password answers 200 with the CSRF token and an HttpOnly, SameSite=Strict session cookie", async () => {
    const { app } = await createAdminTestApp();
    const res = await signInRequest(app, right);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      email: ADMIN_EMAIL,
      role: "owner",
      method: "password",
      csrfToken: expect.stringMatching(/^[\w-]{43}$/),
      expiresAt: expect.any(String),
    });
    const [cookie, hint] = setCookies(res);
    expect(cookie).toMatch(/^admin_session=[\w-]{43}; Max-Age=43200; Path=\/; Expires=.+; HttpOnly; SameSite=Strict$/);
    // The hint the admin pages read to skip the session check when signed out: no secret in it.
    expect(hint).toMatch(/^admin_hint=1; Max-Age=43200; Path=\/; Expires=.+; SameSite=Strict$/);
  });

  test("a sign-in body over 2 KB answers 413 naming that limit", async () => {
    const { app } = await createAdminTestApp();
    const res = await signInRequest(app, { email: ADMIN_EMAIL, password: "x".repeat(3000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: "The request body is too large (2 KB at most)" });
  });

  test("in production the cookie is Secure with the __Host- prefix (Path=/, no Domain)", async () => {
    const { app } = await createAdminTestApp({ env: { NODE_ENV: "production" } });
    const res = await signInRequest(app, right);
    expect(res.status).toBe(200);
    const [cookie] = setCookies(res);
    expect(cookie).toMatch(/^__Host-admin_session=[\w-]{43};/);
    expect(cookie).toContain("; Path=/;");
    expect(cookie).toContain("; Secure");
    expect(cookie).toContain("; HttpOnly");
    expect(cookie).toContain("; SameSite=Strict");
    expect(cookie).not.toMatch(/Domain=/i);
    expect(setCookies(res)[1]).toMatch(/^admin_hint=1;.*; Secure; SameSite=Strict$/);
    const token = cookie!.split(";")[0]!;
    expect((await request(app).get("/api/admin/session").set("Cookie", token)).status).toBe(200);
  });

  test("a wrong password or an unknown account answers 401 with the same message and no cookie", async () => {
    const { app } = await createAdminTestApp();
    const badPassword = await signInRequest(app, wrong);
    const unknown = await signInRequest(app, { email: "nobody@agency.example", password: ADMIN_PASSWORD });
    for (const res of [badPassword, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "The email or password is not correct." });
      expect(setCookies(res)).toEqual([]);
    }
  });

  test("the email is matched without regard to case or surrounding spaces", async () => {
    const { app } = await createAdminTestApp();
    expect((await signInRequest(app, { email: `  ${ADMIN_EMAIL.toUpperCase()} `, password: ADMIN_PASSWORD })).status).toBe(200);
  });

  test("a malformed body answers 400", async () => {
    const { app } = await createAdminTestApp();
    expect((await signInRequest(app, { email: ADMIN_EMAIL } as never)).status).toBe(400);
  });

  test("the database holds only the SHA-256 of the session token", async () => {
    const { app, db } = await createAdminTestApp();
    const session = await signIn(app);
    const token = session.cookie.split("=")[1]!;
    const stored = await column(db, "SELECT token_hash FROM admin_sessions");
    expect(stored).toEqual([createHash("sha256").update(token).digest("hex")]);
    const dump = JSON.stringify(await rows(db, "SELECT * FROM admin_sessions"));
    expect(dump).not.toContain(token);
  });
});

describe("admin sessions", () => {
  test("GET /api/admin/session tells who is signed in", async () => {
    const { app } = await createAdminTestApp();
    const session = await signIn(app);
    const res = await asAdmin(app, session).get("/api/admin/session");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: ADMIN_EMAIL, csrfToken: session.csrfToken });
  });

  test("after sign-out the old cookie answers 401: the session is gone on the server", async () => {
    const { app, db } = await createAdminTestApp();
    const session = await signIn(app);
    const out = await asAdmin(app, session).delete("/api/admin/session");
    expect(out.status).toBe(204);
    expect(setCookies(out)[0]).toMatch(/^admin_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(setCookies(out)[1]).toMatch(/^admin_hint=;.*Expires=Thu, 01 Jan 1970/);
    expect(await value(db, "SELECT COUNT(*) FROM admin_sessions")).toBe(0);
    const replay = await request(app).get("/api/admin/session").set("Cookie", session.cookie);
    expect(replay.status).toBe(401);
    expect((await request(app).get("/api/admin/leads").set("Cookie", session.cookie)).status).toBe(401);
  });

  test("a session cookie planted before sign-in is not accepted, and sign-in issues a fresh one", async () => {
    const { app } = await createAdminTestApp();
    const planted = `admin_session=${randomBytes(32).toString("base64url")}`;
    expect((await request(app).get("/api/admin/session").set("Cookie", planted)).status).toBe(401);
    const res = await signInRequest(app, right).set("Cookie", planted);
    expect(res.status).toBe(200);
    const issued = setCookies(res)[0]!.split(";")[0]!;
    expect(issued).not.toBe(planted);
    expect((await request(app).get("/api/admin/session").set("Cookie", planted)).status).toBe(401);
    expect((await request(app).get("/api/admin/session").set("Cookie", issued)).status).toBe(200);
  });

  test("signing in again rotates the session: the cookie sent along stops working", async () => {
    const { app } = await createAdminTestApp();
    const first = await signIn(app);
    const again = await signInRequest(app, right).set("Cookie", first.cookie);
    expect(again.status).toBe(200);
    const second = setCookies(again)[0]!.split(";")[0]!;
    expect(second).not.toBe(first.cookie);
    expect((await request(app).get("/api/admin/session").set("Cookie", first.cookie)).status).toBe(401);
    expect((await request(app).get("/api/admin/session").set("Cookie", second)).status).toBe(200);
  });

  test("a session ends after 30 minutes without a request; each request restarts that clock", async () => {
    const advance = freezeTime();
    const { app } = await createAdminTestApp();
    const session = await signIn(app);
    const admin = asAdmin(app, session);
    advance(29 * MINUTE);
    expect((await admin.get("/api/admin/overview")).status).toBe(200);
    advance(29 * MINUTE);
    expect((await admin.get("/api/admin/overview")).status).toBe(200);
    advance(30 * MINUTE);
    const expired = await admin.get("/api/admin/overview");
    expect(expired.status).toBe(401);
    expect(setCookies(expired).map((c) => c.split("=")[0])).toEqual(["admin_session", "admin_hint"]);
    expect(expired.body.message).toBe("Your session has expired. Please sign in again.");
    // The expired session was deleted, not merely refused.
    advance(-30 * MINUTE);
    expect((await admin.get("/api/admin/overview")).status).toBe(401);
  });

  test("a session ends 12 hours after sign-in however active it is", async () => {
    const advance = freezeTime();
    const { app } = await createAdminTestApp();
    const admin = asAdmin(app, await signIn(app));
    for (let elapsed = 0; elapsed < 12 * 60 - 20; elapsed += 20) {
      advance(20 * MINUTE);
      expect((await admin.get("/api/admin/session")).status, `after ${elapsed + 20} min`).toBe(200);
    }
    advance(20 * MINUTE);
    expect((await admin.get("/api/admin/session")).status).toBe(401);
  });
});

describe("the session limits the sign-in screen states", () => {
  test("the sign-in page states the idle and absolute limits the server enforces, from the same constants", async () => {
    const { app } = await createAdminTestApp();
    const page = await request(app).get("/admin");
    expect(page.status).toBe(200);
    const text = page.text.replace(/<!-- -->/g, "");
    expect(text).toContain(`a session ends after ${SESSION_IDLE_MINUTES} minutes without activity, and ${SESSION_ABSOLUTE_HOURS} hours`);
  });

  test("moving the clock to each stated limit ends the session there, not a moment before", async () => {
    const advance = freezeTime();
    const { app } = await createAdminTestApp();
    const idle = asAdmin(app, await signIn(app));
    advance(SESSION_IDLE_MS - 1000);
    expect((await idle.get("/api/admin/session")).status).toBe(200);
    advance(SESSION_IDLE_MS);
    expect((await idle.get("/api/admin/session")).status).toBe(401);

    const busy = asAdmin(app, await signIn(app));
    const step = SESSION_IDLE_MS - 60_000;
    let elapsed = 0;
    while (elapsed + step < SESSION_ABSOLUTE_MS) {
      advance(step);
      elapsed += step;
      expect((await busy.get("/api/admin/session")).status).toBe(200);
    }
    advance(SESSION_ABSOLUTE_MS - elapsed);
    expect((await busy.get("/api/admin/session")).status).toBe(401);
  });
});

describe("sign-in lockout", () => {
  test("after 10 failures for an account from one IP, the 11th try answers 429 even with the right password", async () => {
    freezeTime();
    const { app } = await createAdminTestApp();
    for (let i = 0; i < 10; i++) expect((await signInRequest(app, wrong, "203.0.113.7")).status).toBe(401);
    const locked = await signInRequest(app, right, "203.0.113.7");
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe("Too many failed sign-in attempts. Try again in 15 minutes.");
    expect(locked.headers["retry-after"]).toBe("900");
    expect(setCookies(locked)).toEqual([]);
  });

  test("the lock holds for that account and IP only", async () => {
    freezeTime();
    const { app, db } = await createAdminTestApp();
    await addAdmin(db, "other@agency.example", "harvest-quartz-mellow-3381");
    for (let i = 0; i < 10; i++) await signInRequest(app, wrong, "203.0.113.7");
    expect((await signInRequest(app, right, "198.51.100.20")).status).toBe(200);
    expect(
      (await signInRequest(app, { email: "other@agency.example", password: "harvest-quartz-mellow-3381" }, "203.0.113.7")).status,
    ).toBe(200);
  });

  test("the lock ends 15 minutes after the failures that caused it", async () => {
    const advance = freezeTime();
    const { app } = await createAdminTestApp();
    for (let i = 0; i < 10; i++) {
      await signInRequest(app, wrong, "203.0.113.7");
      advance(MINUTE);
    }
    // The first failure was 10 minutes ago: five more minutes to go.
    const locked = await signInRequest(app, right, "203.0.113.7");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBe(5 * 60);
    advance(5 * MINUTE - 1000);
    expect((await signInRequest(app, right, "203.0.113.7")).status).toBe(429);
    advance(1000);
    expect((await signInRequest(app, right, "203.0.113.7")).status).toBe(200);
  });

  test("failures older than 15 minutes do not count", async () => {
    const advance = freezeTime();
    const { app } = await createAdminTestApp();
    for (let i = 0; i < 9; i++) await signInRequest(app, wrong, "203.0.113.7");
    advance(16 * MINUTE);
    expect((await signInRequest(app, wrong, "203.0.113.7")).status).toBe(401);
    expect((await signInRequest(app, right, "203.0.113.7")).status).toBe(200);
  });

  test("a successful sign-in clears the failures before it", async () => {
    freezeTime();
    const { app } = await createAdminTestApp();
    for (let i = 0; i < 9; i++) await signInRequest(app, wrong, "203.0.113.7");
    expect((await signInRequest(app, right, "203.0.113.7")).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await signInRequest(app, wrong, "203.0.113.7")).status).toBe(401);
    expect((await signInRequest(app, right, "203.0.113.7")).status).toBe(200);
  });

  test("the lock survives a restart of the server", async () => {
    freezeTime();
    const path = join(mkdtempSync(join(tmpdir(), "agency-lockout-")), "app.db");
    const first = testEngine === "postgres" ? await freshDatabase() : openDatabase(path);
    await migrate(first);
    await addAdmin(first);
    const before = await createTestApp({ db: first, passwordHashParams: TEST_HASH_PARAMS, env: { TRUST_PROXY: "loopback" } });
    for (let i = 0; i < 10; i++) await signInRequest(before.app, wrong, "203.0.113.7");
    await first.close();

    const reopened = reopenDatabase(first, path);
    const after = await createTestApp({ db: reopened, passwordHashParams: TEST_HASH_PARAMS, env: { TRUST_PROXY: "loopback" } });
    expect((await signInRequest(after.app, right, "203.0.113.7")).status).toBe(429);
    expect((await signInRequest(after.app, right, "198.51.100.20")).status).toBe(200);
    await reopened.close();
  });

  test("30 simultaneous wrong sign-ins for one account check the password 10 times, then lock it", { timeout: 60_000 }, async () => {
    const { app, db } = await createTestApp({ passwordHashParams: SLOW_HASH_PARAMS });
    await createAdminAccount(db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, hashParams: SLOW_HASH_PARAMS });
    const answers = await Promise.all(Array.from({ length: 30 }, () => signInRequest(app, wrong)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expect((await signInRequest(app, right)).status).toBe(429);
  });

  test("a sign-in turned away because every hash slot is busy does not count as a failure", { timeout: 60_000 }, async () => {
    // A hash twice as slow as the other tests' keeps the gate's 2 running and 16 waiting for about
    // a second: 48 attempts overflow it even when PostgreSQL's round trips spread their arrival.
    const { app, db } = await createTestApp({ passwordHashParams: { ...SLOW_HASH_PARAMS, ln: 15 }, env: { TRUST_PROXY: "loopback" } });
    // From 48 addresses: attempts from one address take its sign-in lock in turn, and on a busy
    // machine (or PostgreSQL) they would reach the hash gate one after the other, never all at once.
    const answers = await Promise.all(
      Array.from({ length: 48 }, (_, i) =>
        signInRequest(app, { email: `nobody${i}@agency.example`, password: "autumn-guess-password" }, `203.0.113.${i + 1}`),
      ),
    );
    const checked = answers.filter((res) => res.status === 401).length;
    expect(answers.filter((res) => res.status === 503).length).toBeGreaterThan(0);
    expect(((await row(db, "SELECT COUNT(*) AS n FROM admin_sign_in_failures")) as { n: number }).n).toBe(checked);
  });

  test("one IP failing against many accounts is stopped too (password spraying)", async () => {
    freezeTime();
    const { app } = await createAdminTestApp();
    for (let i = 0; i < 50; i++)
      await signInRequest(app, { email: `guess${i}@agency.example`, password: "autumn-guess-password" }, "203.0.113.9");
    expect((await signInRequest(app, right, "203.0.113.9")).status).toBe(429);
    expect((await signInRequest(app, right, "198.51.100.20")).status).toBe(200);
  });
});

describe("CSRF protection", () => {
  async function signedIn() {
    const testApp = await createAdminTestApp();
    const session = await signIn(testApp.app);
    const leadId = (
      await request(testApp.app).post("/api/contacts").send({ email: "lead@client.example", contactFormType: "contact-form" })
    ).body.id as number;
    const patch = () =>
      request(testApp.app).patch(`/api/admin/leads/${leadId}`).set("Cookie", session.cookie).send({ status: "contacted" });
    return { ...testApp, session, leadId, patch };
  }

  test("a state-changing request with the token from this site's origin succeeds", async () => {
    const { patch, session } = await signedIn();
    const res = await patch().set("Origin", SITE_ORIGIN).set("Sec-Fetch-Site", "same-origin").set("X-CSRF-Token", session.csrfToken);
    expect(res.status).toBe(200);
  });

  test("without the CSRF token, or with another one, it answers 403 and changes nothing", async () => {
    const { patch, db, leadId } = await signedIn();
    const missing = await patch().set("Origin", SITE_ORIGIN);
    expect(missing.status).toBe(403);
    const forged = await patch().set("Origin", SITE_ORIGIN).set("X-CSRF-Token", randomBytes(32).toString("base64url"));
    expect(forged.status).toBe(403);
    expect(await value(db, "SELECT status FROM leads WHERE id = ?", leadId)).toBe("new");
  });

  test("from another site it answers 403 even with the token", async () => {
    const { patch, session } = await signedIn();
    expect((await patch().set("Origin", "https://evil.example").set("X-CSRF-Token", session.csrfToken)).status).toBe(403);
    expect(
      (await patch().set("Origin", SITE_ORIGIN).set("Sec-Fetch-Site", "cross-site").set("X-CSRF-Token", session.csrfToken)).status,
    ).toBe(403);
    expect((await patch().set("X-CSRF-Token", session.csrfToken)).status).toBe(403);
  });

  test("sign-out needs the token too, so another site cannot sign the admin out", async () => {
    const { app, session } = await signedIn();
    const res = await request(app).delete("/api/admin/session").set("Cookie", session.cookie).set("Origin", "https://evil.example");
    expect(res.status).toBe(403);
    expect((await asAdmin(app, session).get("/api/admin/session")).status).toBe(200);
  });

  test("sign-in itself is refused from another site or without an Origin (login CSRF)", async () => {
    const { app } = await createAdminTestApp();
    expect((await request(app).post("/api/admin/session").set("Origin", "https://evil.example").send(right)).status).toBe(403);
    expect((await request(app).post("/api/admin/session").send(right)).status).toBe(403);
  });

  test("no admin answer is given to a cross-site request, not even a read", async () => {
    const { app, session } = await signedIn();
    const res = await request(app).get("/api/admin/leads").set("Cookie", session.cookie).set("Sec-Fetch-Site", "cross-site");
    expect(res.status).toBe(403);
  });
});

describe("every admin route", async () => {
  const db = await freshDatabase();
  await migrate(db);
  const env = parseEnv({});
  const logger = createLogger("silent");
  const { router } = createAdminApi({
    db,
    env,
    logger,
    delivery: await createDeliveryService({ db, env, logger }),
    onContentChange: () => {},
    today: () => "2026-01-01",
    // The walk starts no upload: no process is ever started.
    mediaJobs: createMediaJobs(),
  });
  const routes = walkStaffRoutes(router).map(({ method, url, access }) => ({ method, path: url, access }));

  test("the walk finds the routes of the inbox, the editor and the overview", () => {
    expect(routes.length).toBeGreaterThanOrEqual(15);
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: "get", path: "/leads/export.csv", access: "leadData" },
        { method: "put", path: "/posts/1", access: "content" },
      ]),
    );
  });

  test.each(routes.filter((r) => r.access !== "signedOut").map(({ method, path }) => ({ method, path })))(
    "$method /api/admin$path answers 401 when signed out, with or without a stale cookie",
    async ({ method, path }) => {
      const { app } = await createTestApp();
      const url = `/api/admin${path}`;
      const call = (m: string) => (request(app) as unknown as Record<string, (u: string) => request.Test>)[m]!(url);
      for (const cookie of [undefined, `admin_session=${randomBytes(32).toString("base64url")}`]) {
        const req = call(method).set("Origin", SITE_ORIGIN);
        if (cookie) req.set("Cookie", cookie);
        const res = await req.send(method === "get" || method === "delete" ? undefined : {});
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: "Please sign in." });
        expect(res.headers["cache-control"]).toBe("no-store");
      }
    },
  );

  test("only the sign-ins and an emailed link's page are open to a signed-out visitor", () => {
    expect(routes.filter((r) => r.access === "signedOut").map((r) => `${r.method} ${r.path}`)).toEqual([
      "post /session",
      "post /passkeys/sign-in-options",
      "post /passkeys/sign-in",
      "post /account-link",
      "post /account-link/password",
      "post /account-link/passkey-options",
      "post /account-link/passkey",
    ]);
  });

  test("GET /api/contacts answers 401 when signed out and the leads to an admin", async () => {
    const { app } = await createAdminTestApp();
    expect((await request(app).get("/api/contacts")).status).toBe(401);
    await request(app)
      .post("/api/contacts")
      .send({ email: "lead@client.example", contactFormType: "contact-form", ...humanControls() });
    const res = await asAdmin(app, await signIn(app)).get("/api/contacts");
    expect(res.status).toBe(200);
    expect(res.body.items.map((l: { email: string }) => l.email)).toEqual(["lead@client.example"]);
  });

  test("an unknown admin path answers 401 signed out and 404 signed in", async () => {
    const { app } = await createAdminTestApp();
    expect((await request(app).get("/api/admin/nothing-here")).status).toBe(401);
    expect((await asAdmin(app, await signIn(app)).get("/api/admin/nothing-here")).status).toBe(404);
  });

  test("admin answers are never stored by caches or indexed", async () => {
    const { app } = await createAdminTestApp();
    const session = await signIn(app);
    for (const res of [await request(app).get("/api/admin/leads"), await asAdmin(app, session).get("/api/admin/leads")]) {
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
    }
  });
});
