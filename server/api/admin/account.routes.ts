import express, { type Request, type Response } from "express";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { OwnAccount } from "../../../shared/admin/staff-accounts";
import { STAFF_API_MESSAGES } from "../../../shared/i18n/api-messages";
import {
  LinkPasskeySchema,
  LinkPasswordSchema,
  LinkTokenSchema,
  PasskeyRegistrationSchema,
  PasskeySignInSchema,
} from "../../../shared/schemas/admin-staff";
import { notFoundMessage } from "../../../shared/i18n/api-messages";
import type { AuditLog } from "../../audit/audit-log";
import type { AdminAuth } from "../../auth/admin-auth";
import { type Passkeys, PasskeyRefused, PasskeysBusy } from "../../auth/passkeys";
import { passwordProblem } from "../../auth/password-policy";
import { signedInAdmin } from "../../auth/signed-in-admin";
import { LinkUnusable, type StaffLinks } from "../../auth/staff-links";
import { createAdminQueries } from "../../db/admin.queries";
import { withTransaction, type Db } from "../../db/connection";
import { createPasskeyQueries } from "../../db/passkeys.queries";
import { createStaffQueries } from "../../db/staff.queries";
import { HttpError } from "../../http-error";
import { refuseNulCharacters } from "../nul-characters";
import type { StaffRoutes } from "./staff-routes";
import { parseOr400 } from "./validation";

// A staff member's own account (docs/decisions/0032-staff-roles-audit-retention-passkeys.md): signing
// in with a passkey, setting up an account or a new password from an emailed link, and the
// passkeys of the account. The signed-out routes come before the session check (admin.router.ts)
// and need this site's origin, like the password sign-in.

const jsonBody = express.json({ limit: "16kb" });

export interface AccountRoutesDeps {
  db: Db;
  auth: AdminAuth;
  passkeys: Passkeys;
  links: StaffLinks;
  audit: AuditLog;
  /** Words a password must not be (the agency's name). */
  extraWords: string[];
}

/** The library's errors all mean one thing to the person: this passkey answer is not accepted. */
async function passkeyAnswer<T>(work: () => Promise<T>, status: 400 | 401): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PasskeyRefused) throw new HttpError(status, STAFF_API_MESSAGES.passkeyNotAccepted);
    if (error instanceof PasskeysBusy) throw new HttpError(503, STAFF_API_MESSAGES.passkeysBusy);
    throw error;
  }
}

async function usableLink<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof LinkUnusable)
      throw new HttpError(error.status, error.status === 404 ? STAFF_API_MESSAGES.linkUnknown : STAFF_API_MESSAGES.linkSpent);
    throw error;
  }
}

/** Sign-in with a passkey, and the pages of an emailed link: before any session. */
export function registerSignedOutRoutes(routes: StaffRoutes, deps: AccountRoutesDeps): void {
  const { db, auth, passkeys, links, audit } = deps;
  const admins = createAdminQueries(db);
  const staff = createStaffQueries(db);
  const writes = [auth.requireSameOrigin, jsonBody, refuseNulCharacters] as const;

  routes.post("/passkeys/sign-in-options", "signedOut", auth.requireSameOrigin, async (_req, res) => {
    res.json(await passkeyAnswer(() => passkeys.signInOptions(), 401));
  });

  routes.post("/passkeys/sign-in", "signedOut", ...writes, async (req, res) => {
    const { response } = parseOr400(PasskeySignInSchema, req.body, "passkey");
    let adminId: number;
    try {
      ({ adminId } = await passkeyAnswer(() => passkeys.signIn(response as unknown as AuthenticationResponseJSON), 401));
    } catch (error) {
      const known = await createPasskeyQueries(db).get(response.id);
      const account = known ? await admins.getAdminById(known.adminId) : null;
      await audit.record({ action: "sign-in-failed", actor: account, detail: { reason: "passkey not accepted" }, ip: req.ip });
      throw error;
    }
    const account = await admins.getAdminById(adminId);
    if (!account?.isActive) {
      await audit.record({ action: "sign-in-failed", actor: account, detail: { reason: "account deactivated" }, ip: req.ip });
      throw new HttpError(401, STAFF_API_MESSAGES.passkeyNotAccepted);
    }
    res.json(await auth.openSession(req, res, account, "passkey"));
  });

  routes.post("/account-link", "signedOut", ...writes, async (req, res) => {
    const { token } = parseOr400(LinkTokenSchema, req.body, "token");
    res.json(await usableLink(() => links.info(token)));
  });

  /** After a link is used: the audit entry, and a session for the account that used it. */
  async function linkUsed(req: Request, res: Response, link: Awaited<ReturnType<StaffLinks["usable"]>>, method: "password" | "passkey") {
    const account = { id: link.adminId, email: link.email, role: link.role };
    await audit.record({
      action: link.purpose === "invitation" ? "account-set-up" : "reset-link-used",
      actor: account,
      detail: { method },
      ip: req.ip,
    });
    res.json(await auth.openSession(req, res, account, method));
  }

  routes.post("/account-link/password", "signedOut", ...writes, async (req, res) => {
    const { token, password } = parseOr400(LinkPasswordSchema, req.body, "password");
    const link = await usableLink(() => links.usable(token));
    if (await links.mustUsePasskey(link.role)) throw new HttpError(403, STAFF_API_MESSAGES.passkeyOnlyForRole);
    const problem = passwordProblem(password, { email: link.email, extraWords: deps.extraWords });
    if (problem) throw new HttpError(400, "Invalid password", { password: [problem] });
    const hash = await auth.hashNewPassword(password);
    const now = Date.now();
    const used = await withTransaction(db, async (tx) => {
      if (!(await staff.useLink(tx, link.tokenHash, now))) return false;
      await staff.setPassword(tx, link.adminId, hash, new Date(now));
      return true;
    });
    if (!used) throw new HttpError(410, STAFF_API_MESSAGES.linkSpent);
    await linkUsed(req, res, link, "password");
  });

  routes.post("/account-link/passkey-options", "signedOut", ...writes, async (req, res) => {
    const { token } = parseOr400(LinkTokenSchema, req.body, "token");
    const link = await usableLink(() => links.usable(token));
    res.json(await passkeys.registrationOptions({ id: link.adminId, email: link.email }));
  });

  routes.post("/account-link/passkey", "signedOut", ...writes, async (req, res) => {
    const { token, response, name } = parseOr400(LinkPasskeySchema, req.body, "passkey");
    const link = await usableLink(() => links.usable(token));
    const passkey = await passkeyAnswer(
      () => passkeys.verifyNew({ id: link.adminId }, response as unknown as RegistrationResponseJSON),
      400,
    );
    const now = Date.now();
    const used = await withTransaction(db, async (tx) => {
      if (!(await staff.useLink(tx, link.tokenHash, now))) return false;
      await passkeys.save(passkey, name || "Passkey", tx);
      // A reset ends every session the account had, whichever way it is used.
      await tx.kysely.deleteFrom("admin_sessions").where("admin_id", "=", link.adminId).execute();
      return true;
    });
    if (!used) throw new HttpError(410, STAFF_API_MESSAGES.linkSpent);
    await linkUsed(req, res, link, "passkey");
  });
}

/** The signed-in account's own page: its passkeys. */
export function registerOwnAccountRoutes(routes: StaffRoutes, deps: AccountRoutesDeps): void {
  const { db, auth, passkeys, audit } = deps;
  const admins = createAdminQueries(db);
  const stored = createPasskeyQueries(db);

  const ownAccount = async (res: Response): Promise<OwnAccount> => {
    const admin = signedInAdmin(res);
    const account = await admins.getAdminById(admin.id);
    return {
      email: admin.email,
      role: admin.role,
      hasPassword: Boolean(account?.passwordHash),
      passkeys: (await stored.forAccount(admin.id)).map(({ transports: _, ...p }) => p),
      passkeyRequired: await auth.mustUsePasskey(admin.role),
      sessionMethod: admin.method,
    };
  };

  routes.get("/account", "anyStaff", async (_req, res) => {
    res.json(await ownAccount(res));
  });

  routes.post("/account/passkeys/options", "anyStaff", async (_req, res) => {
    const admin = signedInAdmin(res);
    res.json(await passkeys.registrationOptions({ id: admin.id, email: admin.email }));
  });

  routes.post("/account/passkeys", "anyStaff", jsonBody, refuseNulCharacters, async (req, res) => {
    const { response, name } = parseOr400(PasskeyRegistrationSchema, req.body, "passkey");
    const admin = signedInAdmin(res);
    const passkey = await passkeyAnswer(() => passkeys.verifyNew(admin, response as unknown as RegistrationResponseJSON), 400);
    await passkeys.save(passkey, name || "Passkey");
    await audit.byStaff(req, admin)("passkey-registered", `staff ${admin.email}`, { name: name || "Passkey" });
    res.status(201).json(await ownAccount(res));
  });

  routes.delete("/account/passkeys/:id", "anyStaff", async (req, res) => {
    const admin = signedInAdmin(res);
    const id = String(req.params.id);
    const own = await stored.forAccount(admin.id);
    if (!own.some((p) => p.id === id)) throw new HttpError(404, notFoundMessage("Passkey"));
    if (own.length === 1 && (await auth.mustUsePasskey(admin.role))) throw new HttpError(409, STAFF_API_MESSAGES.lastPasskey);
    await stored.remove(admin.id, id);
    await audit.byStaff(req, admin)("passkey-removed", `staff ${admin.email}`, { name: own.find((p) => p.id === id)!.name });
    res.json(await ownAccount(res));
  });
}
