import request from "supertest";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { StaffList } from "../../shared/admin/staff-accounts";
import { STAFF_API_MESSAGES } from "../../shared/i18n/api-messages";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  addAdmin,
  asAdmin,
  createAdminTestApp,
  signIn,
  signInRequest,
  type AdminSessionHandle,
} from "../helpers/admin";
import { startSmtpSink } from "../helpers/smtp-sink";
import { fromOwnPage, linkTokenOf, newestLinkToken, sessionCookieOf, staffMails } from "../helpers/staff-mail";
import { column, rows, testEngine, value } from "../helpers/test-db";
import { mailHeader } from "../../server/mail/mime-read";

// Staff accounts owners manage (docs/decisions/0032-staff-roles-audit-retention-passkeys.md):
// invitations by email through the site's real mail path, role changes, deactivation, reset
// links, "sign out everywhere", and never losing the last owner.

const COLLEAGUE = "riley@agency.example";
const GOOD_PASSWORD = "copper-meadow-lantern-58";

afterEach(() => {
  vi.useRealTimers();
});

async function staffArea(env: Record<string, string> = {}) {
  const testApp = await createAdminTestApp({ env });
  const owner = asAdmin(testApp.app, await signIn(testApp.app));
  const mailDir = testApp.env.delivery.mailDir;
  const invite = (email = COLLEAGUE, role = "sales") => owner.post("/api/admin/staff/invitations").send({ email, role });
  const accountOf = async (email: string) =>
    ((await owner.get("/api/admin/staff")).body as StaffList).accounts.find((a) => a.email === email)!;
  return { ...testApp, owner, mailDir, invite, accountOf };
}

/** The colleague sets a password from the newest link: their session. */
async function acceptWithPassword(app: Parameters<typeof fromOwnPage>[0], token: string, password = GOOD_PASSWORD) {
  const res = await fromOwnPage(app, "/account-link/password").send({ token, password });
  return {
    res,
    session: res.status === 200 ? ({ cookie: sessionCookieOf(res), csrfToken: res.body.csrfToken } as AdminSessionHandle) : null,
  };
}

describe(`staff invitations (${testEngine})`, () => {
  test("an owner invites a colleague by email; the link sets a password once and signs them in with their role", async () => {
    const { app, db, owner, mailDir, invite, accountOf } = await staffArea();
    const invited = await invite();
    expect(invited.status).toBe(201);
    const [mail] = staffMails(mailDir);
    expect(mailHeader(mail!.headers, "to")).toBe(COLLEAGUE);
    expect(mailHeader(mail!.headers, "subject")).toMatch(/invited to the .+ staff area/);
    expect(mail!.text).toContain("Sales");
    expect(mail!.text).toContain("72 hours");
    const token = linkTokenOf(mail!);
    // Only the token's hash is stored; the lead screens never list the email.
    expect(JSON.stringify(await rows(db, "SELECT * FROM staff_links"))).not.toContain(token);
    expect(JSON.stringify((await owner.get("/api/admin/mail")).body)).not.toContain(COLLEAGUE);
    expect(await accountOf(COLLEAGUE)).toMatchObject({ role: "sales", status: "invited", hasPassword: false, passkeys: 0 });

    const info = await fromOwnPage(app, "/account-link").send({ token });
    expect(info.body).toMatchObject({ purpose: "invitation", email: COLLEAGUE, role: "sales", passkeyRequired: false });
    const weak = await acceptWithPassword(app, token, "password1234");
    expect(weak.res.status).toBe(400);
    expect(Object.keys(weak.res.body.fieldErrors)).toEqual(["password"]);
    const { res, session } = await acceptWithPassword(app, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: COLLEAGUE, role: "sales" });
    expect((await asAdmin(app, session!).get("/api/admin/leads")).status).toBe(200);
    expect((await acceptWithPassword(app, token)).res.status).toBe(410);
    expect((await signInRequest(app, { email: COLLEAGUE, password: GOOD_PASSWORD })).status).toBe(200);
    expect(await accountOf(COLLEAGUE)).toMatchObject({ status: "active", hasPassword: true, linkExpiresAt: null });
    const actions = (await owner.get("/api/admin/audit")).body.items.map((e: { action: string; actorEmail: string }) => [
      e.action,
      e.actorEmail,
    ]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ["invitation-sent", ADMIN_EMAIL],
        ["account-set-up", COLLEAGUE],
      ]),
    );
  });

  test("an invitation stops working after 72 hours; a new one replaces the old link", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-02T09:00:00.000Z"));
    const { app, mailDir, invite } = await staffArea();
    await invite();
    const first = newestLinkToken(mailDir);
    vi.setSystemTime(new Date("2026-03-05T08:59:00.000Z"));
    expect((await fromOwnPage(app, "/account-link").send({ token: first })).status).toBe(200);
    vi.setSystemTime(new Date("2026-03-05T09:00:00.000Z"));
    expect((await fromOwnPage(app, "/account-link").send({ token: first })).body).toEqual({ message: STAFF_API_MESSAGES.linkSpent });
    // The owner (signed in again: the clock moved days) sends a new one.
    const owner = asAdmin(app, await signIn(app));
    await owner.post("/api/admin/staff/invitations").send({ email: COLLEAGUE, role: "editor" });
    const second = newestLinkToken(mailDir);
    expect((await fromOwnPage(app, "/account-link").send({ token: second })).body).toMatchObject({ role: "editor" });
    expect((await fromOwnPage(app, "/account-link").send({ token: "x".repeat(43) })).status).toBe(404);
  });

  test("the invitation goes through a real SMTP server when one is set, and a refused send leaves no link out", async () => {
    const sink = await startSmtpSink();
    const area = await staffArea({ SMTP_URL: sink.url });
    try {
      const { app, owner, invite, accountOf } = area;
      expect((await invite()).status).toBe(201);
      const [mail] = sink.messages;
      expect(mail!.recipients).toEqual([COLLEAGUE]);
      const { res } = await acceptWithPassword(app, linkTokenOf(mail!));
      expect(res.status).toBe(200);

      sink.refuseWith({ code: 550, message: "mailbox unavailable" });
      const failed = await invite("jordan@agency.example", "editor");
      expect(failed.status).toBe(502);
      expect(failed.body.message).toBe(STAFF_API_MESSAGES.staffMailFailed);
      expect(await accountOf("jordan@agency.example")).toMatchObject({ status: "invited", linkExpiresAt: null });
      expect((await owner.get("/api/admin/audit?action=invitation-sent")).body.total).toBe(1);
    } finally {
      // The pooled SMTP connections close first, or the server waits for them.
      await area.delivery.stop(0);
      await sink.close();
    }
  });

  test("an address with a working or deactivated account is not invited again", async () => {
    const { db, invite } = await staffArea();
    expect((await invite(ADMIN_EMAIL)).status).toBe(409);
    expect((await invite(ADMIN_EMAIL.toUpperCase())).body.message).toBe(STAFF_API_MESSAGES.staffExists);
    expect(await value(db, "SELECT COUNT(*) FROM admins")).toBe(1);
  });
});

describe(`roles, deactivation and the last owner (${testEngine})`, () => {
  test("an owner changes a colleague's role; it applies to their open session at once and is in the audit trail", async () => {
    const { app, db, owner } = await staffArea();
    const id = await addAdmin(db, COLLEAGUE, ADMIN_PASSWORD, "sales");
    const colleague = asAdmin(app, await signIn(app, COLLEAGUE));
    expect((await colleague.get("/api/admin/leads")).status).toBe(200);
    expect((await owner.patch(`/api/admin/staff/${id}`).send({ role: "editor" })).status).toBe(200);
    expect((await colleague.get("/api/admin/leads")).status).toBe(403);
    expect((await colleague.get("/api/admin/posts")).status).toBe(200);
    const [entry] = (await owner.get("/api/admin/audit?action=role-changed")).body.items;
    expect(entry).toMatchObject({ target: `staff ${COLLEAGUE}`, detail: { from: "sales", to: "editor" } });
    expect((await owner.patch(`/api/admin/staff/${id}`).send({ role: "boss" })).status).toBe(400);
  });

  test("a deactivated account's sessions end at once and it cannot sign in until reactivated", async () => {
    const { app, db, owner } = await staffArea();
    const id = await addAdmin(db, COLLEAGUE, ADMIN_PASSWORD, "sales");
    const colleague = asAdmin(app, await signIn(app, COLLEAGUE));
    expect((await owner.post(`/api/admin/staff/${id}/deactivate`)).status).toBe(200);
    expect((await colleague.get("/api/admin/session")).status).toBe(401);
    expect(await value(db, "SELECT COUNT(*) FROM admin_sessions WHERE admin_id = ?", id)).toBe(0);
    const refused = await signInRequest(app, { email: COLLEAGUE, password: ADMIN_PASSWORD });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(STAFF_API_MESSAGES.wrongPassword);
    expect((await owner.post(`/api/admin/staff/${id}/reset-link`)).status).toBe(409);
    expect((await owner.post(`/api/admin/staff/${id}/reactivate`)).status).toBe(200);
    expect((await signInRequest(app, { email: COLLEAGUE, password: ADMIN_PASSWORD })).status).toBe(200);
    const actions = (await owner.get("/api/admin/audit")).body.items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["account-deactivated", "account-reactivated"]));
  });

  test("the last owner who can sign in can be neither demoted nor deactivated; with a second owner both work", async () => {
    const { db, owner } = await staffArea();
    const [ownerId] = await column<number>(db, "SELECT id FROM admins WHERE email = ?", ADMIN_EMAIL);
    // An invited owner who has not set up the account cannot sign in: it does not count.
    await owner.post("/api/admin/staff/invitations").send({ email: "invited-owner@agency.example", role: "owner" });
    for (const res of [
      await owner.patch(`/api/admin/staff/${ownerId}`).send({ role: "sales" }),
      await owner.post(`/api/admin/staff/${ownerId}/deactivate`),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(STAFF_API_MESSAGES.lastOwner);
    }
    expect(await value(db, "SELECT role FROM admins WHERE id = ?", ownerId)).toBe("owner");
    await addAdmin(db, "second-owner@agency.example", ADMIN_PASSWORD, "owner");
    expect((await owner.patch(`/api/admin/staff/${ownerId}`).send({ role: "sales" })).status).toBe(200);
  });

  test("two owners demoting each other at the same moment leave one owner", async () => {
    const { app, db } = await staffArea();
    const secondId = await addAdmin(db, "second-owner@agency.example", ADMIN_PASSWORD, "owner");
    const [firstId] = await column<number>(db, "SELECT id FROM admins WHERE email = ?", ADMIN_EMAIL);
    const first = asAdmin(app, await signIn(app));
    const second = asAdmin(app, await signIn(app, "second-owner@agency.example"));
    const answers = await Promise.all([
      first.patch(`/api/admin/staff/${secondId}`).send({ role: "sales" }),
      second.patch(`/api/admin/staff/${firstId}`).send({ role: "sales" }),
    ]);
    // One wins; the other is refused: as the last owner (409), or, when the winner went first, as no owner any more (403).
    const [won, refused] = answers.map((r) => r.status).sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(refused);
    expect(await value(db, "SELECT COUNT(*) FROM admins WHERE role = 'owner'")).toBe(1);
  });
});

describe(`reset links and sessions (${testEngine})`, () => {
  test("a reset link sets a new password and ends every session the account had", async () => {
    const { app, db, owner, mailDir } = await staffArea();
    const id = await addAdmin(db, COLLEAGUE, ADMIN_PASSWORD, "editor");
    const before = asAdmin(app, await signIn(app, COLLEAGUE));
    expect((await owner.post(`/api/admin/staff/${id}/reset-link`)).status).toBe(200);
    const [mail] = staffMails(mailDir);
    expect(mailHeader(mail!.headers, "subject")).toMatch(/Set a new password/);
    expect(mail!.text).toContain("24 hours");
    const info = await fromOwnPage(app, "/account-link").send({ token: linkTokenOf(mail!) });
    expect(info.body).toMatchObject({ purpose: "reset", email: COLLEAGUE, role: "editor" });
    const { res, session } = await acceptWithPassword(app, linkTokenOf(mail!), "harbour-violet-spindle-72");
    expect(res.status).toBe(200);
    expect((await before.get("/api/admin/session")).status).toBe(401);
    expect((await asAdmin(app, session!).get("/api/admin/session")).status).toBe(200);
    expect((await signInRequest(app, { email: COLLEAGUE, password: ADMIN_PASSWORD })).status).toBe(401);
    const [used] = (await owner.get("/api/admin/audit?action=reset-link-used")).body.items;
    expect(used).toMatchObject({ actorEmail: COLLEAGUE, detail: { method: "password" } });
  });

  test("sign out everywhere ends every session of the account and none of anyone else's", async () => {
    const { app, owner } = await staffArea();
    const laptop = asAdmin(app, await signIn(app));
    const phone = asAdmin(app, await signIn(app));
    expect((await phone.delete("/api/admin/sessions")).status).toBe(204);
    for (const session of [owner, laptop, phone]) expect((await session.get("/api/admin/session")).status).toBe(401);
    const again = asAdmin(app, await signIn(app));
    const [entry] = (await again.get("/api/admin/audit?action=sign-out-everywhere")).body.items;
    expect(entry).toMatchObject({ actorEmail: ADMIN_EMAIL, detail: { sessions: 3 } });
  });

  test("signing out everywhere leaves other accounts signed in", async () => {
    const { app, db, owner } = await staffArea();
    await addAdmin(db, COLLEAGUE, ADMIN_PASSWORD, "sales");
    const colleague = asAdmin(app, await signIn(app, COLLEAGUE));
    await owner.delete("/api/admin/sessions");
    expect((await colleague.get("/api/admin/session")).status).toBe(200);
  });

  test("a link's routes need this site's own page, like the sign-in", async () => {
    const { app, mailDir, invite } = await staffArea();
    await invite();
    const res = await request(app)
      .post("/api/admin/account-link")
      .set("Origin", "https://evil.example")
      .send({ token: newestLinkToken(mailDir) });
    expect(res.status).toBe(403);
  });
});
