import { describe, expect, test } from "vitest";
import type { OwnAccount, StaffList } from "../../shared/admin/staff-accounts";
import { STAFF_API_MESSAGES } from "../../shared/i18n/api-messages";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  addAdmin,
  asAdmin,
  createAdminTestApp,
  SITE_ORIGIN,
  signIn,
  signInRequest,
  type AdminSessionHandle,
} from "../helpers/admin";
import { softAuthenticator } from "../helpers/soft-authenticator";
import { fromOwnPage, newestLinkToken, sessionCookieOf } from "../helpers/staff-mail";
import { rows, testEngine, value } from "../helpers/test-db";

// Passkeys for staff (WebAuthn through @simplewebauthn/server; docs/decisions/0032-staff-roles-audit-retention-passkeys.md),
// with a software authenticator that signs real answers (tests/helpers/soft-authenticator.ts).
// The browser test with Chromium's virtual authenticator is tests/e2e/staff-passkeys-admin.spec.ts.

const COLLEAGUE = "riley@agency.example";
const RP = { rpId: "agency.test", origin: SITE_ORIGIN };

const handleOf = (res: { headers: Record<string, unknown>; body: { csrfToken: string } }): AdminSessionHandle => ({
  cookie: sessionCookieOf(res as never),
  csrfToken: res.body.csrfToken,
});

async function passkeyArea() {
  const testApp = await createAdminTestApp();
  const { app } = testApp;
  const device = softAuthenticator(RP);
  const owner = asAdmin(app, await signIn(app));
  /** Signs in with the device's newest passkey: the answer, and the session when it was accepted. */
  const signInWithPasskey = async (answer = async () => device.get((await fromOwnPage(app, "/passkeys/sign-in-options")).body)) => {
    const res = await fromOwnPage(app, "/passkeys/sign-in").send({ response: await answer() });
    return { res, session: res.status === 200 ? handleOf(res) : null };
  };
  /** The signed-in account registers a passkey on the device. */
  const register = async (session: ReturnType<typeof asAdmin>, name = "Laptop") => {
    const options = (await session.post("/api/admin/account/passkeys/options")).body;
    return session.post("/api/admin/account/passkeys").send({ response: device.create(options), name });
  };
  return { ...testApp, device, owner, signInWithPasskey, register };
}

describe(`passkeys (${testEngine})`, () => {
  test("an invited colleague registers a passkey from the emailed link, then signs in with it and no email or password", async () => {
    const { app, db, owner, device, signInWithPasskey, env } = await passkeyArea();
    await owner.post("/api/admin/staff/invitations").send({ email: COLLEAGUE, role: "sales" });
    const token = newestLinkToken(env.delivery.mailDir);
    const options = (await fromOwnPage(app, "/account-link/passkey-options").send({ token })).body;
    expect(options).toMatchObject({
      rp: { id: "agency.test" },
      user: { name: COLLEAGUE },
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
    });
    const registered = await fromOwnPage(app, "/account-link/passkey").send({
      token,
      response: device.create(options),
      name: "Work laptop",
    });
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({ email: COLLEAGUE, role: "sales" });
    expect((await fromOwnPage(app, "/account-link").send({ token })).status).toBe(410);
    const list = (await owner.get("/api/admin/staff")).body as StaffList;
    expect(list.accounts.find((a) => a.email === COLLEAGUE)).toMatchObject({ status: "active", hasPassword: false, passkeys: 1 });

    const { res, session } = await signInWithPasskey();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: COLLEAGUE, role: "sales" });
    const account = (await asAdmin(app, session!).get("/api/admin/account")).body as OwnAccount;
    expect(account).toMatchObject({ sessionMethod: "passkey", hasPassword: false, passkeys: [{ name: "Work laptop" }] });
    expect(account.passkeys[0]!.lastUsedAt).not.toBeNull();
    // An account without a password has none to guess.
    expect((await signInRequest(app, { email: COLLEAGUE, password: "" })).status).toBe(401);
    expect(await value(db, "SELECT counter FROM staff_passkeys")).toBe(1);
    const methods = (await owner.get("/api/admin/audit?action=sign-in")).body.items.map(
      (e: { detail: { method: string } }) => e.detail.method,
    );
    expect(methods[0]).toBe("passkey");
  });

  test("a sign-in answer counts once, only for this site, only for a challenge the site gave, and not for a deactivated account", async () => {
    const { app, db, owner, device, register, signInWithPasskey } = await passkeyArea();
    expect((await register(owner)).status).toBe(201);
    const options = (await fromOwnPage(app, "/passkeys/sign-in-options")).body;
    const answer = device.get(options);
    expect((await signInWithPasskey(async () => answer)).res.status).toBe(200);
    // The same answer again: its challenge is used up.
    const replay = await signInWithPasskey(async () => answer);
    expect(replay.res.status).toBe(401);
    expect(replay.res.body).toEqual({ message: STAFF_API_MESSAGES.passkeyNotAccepted });
    // Signed for another site.
    const phished = await signInWithPasskey(async () =>
      device.get((await fromOwnPage(app, "/passkeys/sign-in-options")).body, undefined, "https://agency-test.evil.example"),
    );
    expect(phished.res.status).toBe(401);
    // A challenge the site never gave.
    const invented = await signInWithPasskey(async () =>
      device.get({ challenge: "aW52ZW50ZWQtY2hhbGxlbmdl", rpId: "agency.test" } as never),
    );
    expect(invented.res.status).toBe(401);
    await addAdmin(db, "second-owner@agency.example", ADMIN_PASSWORD, "owner");
    const [ownerId] = (await rows<{ id: number }>(db, "SELECT id FROM admins WHERE email = ?", ADMIN_EMAIL)).map((r) => r.id);
    const second = asAdmin(app, await signIn(app, "second-owner@agency.example"));
    await second.post(`/api/admin/staff/${ownerId}/deactivate`);
    expect((await signInWithPasskey()).res.status).toBe(401);
    const reasons = (await second.get("/api/admin/audit?action=sign-in-failed")).body.items.map(
      (e: { detail: { reason: string } }) => e.detail.reason,
    );
    expect(reasons).toEqual(["account deactivated", "passkey not accepted", "passkey not accepted", "passkey not accepted"]);
  });

  test("staff add and remove their own passkeys; a registration for someone else's challenge is refused", async () => {
    const { app, db, owner, device, register } = await passkeyArea();
    expect((await register(owner, "Laptop")).status).toBe(201);
    const added = await register(owner, "Phone");
    expect((added.body as OwnAccount).passkeys.map((p) => p.name)).toEqual(["Laptop", "Phone"]);
    await addAdmin(db, COLLEAGUE, ADMIN_PASSWORD, "editor");
    const colleague = asAdmin(app, await signIn(app, COLLEAGUE));
    const ownersOptions = (await owner.post("/api/admin/account/passkeys/options")).body;
    expect((await colleague.post("/api/admin/account/passkeys").send({ response: device.create(ownersOptions) })).status).toBe(400);
    const [laptop] = (added.body as OwnAccount).passkeys;
    expect((await colleague.delete(`/api/admin/account/passkeys/${laptop!.id}`)).status).toBe(404);
    const removed = await owner.delete(`/api/admin/account/passkeys/${laptop!.id}`);
    expect((removed.body as OwnAccount).passkeys.map((p) => p.name)).toEqual(["Phone"]);
    const actions = (await owner.get("/api/admin/audit")).body.items.map((e: { action: string }) => e.action);
    expect(actions.filter((a: string) => a.startsWith("passkey-"))).toEqual([
      "passkey-removed",
      "passkey-registered",
      "passkey-registered",
    ]);
  });

  test("an owner signed in with a passkey requires one for the roles that see lead data; their password sessions end and editors keep passwords", async () => {
    const { app, db, owner, register, signInWithPasskey, env } = await passkeyArea();
    await addAdmin(db, "sales@agency.example", ADMIN_PASSWORD, "sales");
    await addAdmin(db, "editor@agency.example", ADMIN_PASSWORD, "editor");
    const sales = asAdmin(app, await signIn(app, "sales@agency.example"));
    await register(owner);
    // Not from a password session: the owner would lock themselves out.
    const fromPassword = await owner.put("/api/admin/settings/security").send({ passkeyRequired: true });
    expect(fromPassword.status).toBe(409);
    expect(fromPassword.body.message).toBe(STAFF_API_MESSAGES.passkeyToRequire);

    const ownerByPasskey = asAdmin(app, (await signInWithPasskey()).session!);
    const set = await ownerByPasskey.put("/api/admin/settings/security").send({ passkeyRequired: true });
    expect(set.status).toBe(200);
    expect((set.body as StaffList).passkeyRequired).toBe(true);
    expect((await sales.get("/api/admin/leads")).status).toBe(401);
    expect((await owner.get("/api/admin/session")).status).toBe(401);
    expect((await ownerByPasskey.get("/api/admin/leads")).status).toBe(200);
    const refused = await signInRequest(app, { email: "sales@agency.example", password: ADMIN_PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(STAFF_API_MESSAGES.passkeyRequired);
    expect((await signInRequest(app, { email: "editor@agency.example", password: ADMIN_PASSWORD })).status).toBe(200);

    // An invitation to a sales role now offers a passkey only; the owner keeps their last passkey.
    await ownerByPasskey.post("/api/admin/staff/invitations").send({ email: COLLEAGUE, role: "sales" });
    const token = newestLinkToken(env.delivery.mailDir);
    expect((await fromOwnPage(app, "/account-link").send({ token })).body).toMatchObject({ passkeyRequired: true });
    const withPassword = await fromOwnPage(app, "/account-link/password").send({ token, password: "copper-meadow-lantern-58" });
    expect(withPassword.status).toBe(403);
    const [passkey] = ((await ownerByPasskey.get("/api/admin/account")).body as OwnAccount).passkeys;
    expect((await ownerByPasskey.delete(`/api/admin/account/passkeys/${passkey!.id}`)).status).toBe(409);
    const [entry] = (await ownerByPasskey.get("/api/admin/audit?action=settings-changed")).body.items;
    expect(entry).toMatchObject({ detail: { setting: "passkey required", value: true, sessionsEnded: 2 } });
  });
});
