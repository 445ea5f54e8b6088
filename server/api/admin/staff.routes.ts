import express, { type Response } from "express";
import type { StaffList } from "../../../shared/admin/staff-accounts";
import { STAFF_ACCESS } from "../../../shared/admin/staff-roles";
import { notFoundMessage, STAFF_API_MESSAGES } from "../../../shared/i18n/api-messages";
import { InvitationSchema, RoleChangeSchema, SecuritySettingsSchema } from "../../../shared/schemas/admin-staff";
import type { AuditLog } from "../../audit/audit-log";
import { normaliseEmail } from "../../auth/admin-accounts";
import { signedInAdmin } from "../../auth/signed-in-admin";
import type { StaffLinks } from "../../auth/staff-links";
import type { Db } from "../../db/connection";
import { createPasskeyQueries } from "../../db/passkeys.queries";
import { createStaffQueries, StaffChangeRefused } from "../../db/staff.queries";
import { StaffMailFailed } from "../../delivery/delivery-service";
import { HttpError } from "../../http-error";
import { refuseNulCharacters } from "../nul-characters";
import type { StaffRoutes } from "./staff-routes";
import { idParam, parseOr400 } from "./validation";

// The owners' staff screen (docs/decisions/0032-staff-roles-audit-retention-passkeys.md): invite by
// email, change roles, deactivate (the account's sessions end at once) and reactivate, send a
// reset link, and require a passkey for the roles that see lead data. The last owner who can
// sign in cannot be demoted or deactivated.

const jsonBody = express.json({ limit: "4kb" });

const REFUSALS: Record<StaffChangeRefused["reason"], { status: number; message: string }> = {
  "last-owner": { status: 409, message: STAFF_API_MESSAGES.lastOwner },
  "not-found": { status: 404, message: notFoundMessage("Staff account") },
  exists: { status: 409, message: STAFF_API_MESSAGES.staffExists },
  deactivated: { status: 409, message: STAFF_API_MESSAGES.staffDeactivated },
};

async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StaffChangeRefused) throw new HttpError(REFUSALS[error.reason].status, REFUSALS[error.reason].message);
    if (error instanceof StaffMailFailed) throw new HttpError(502, STAFF_API_MESSAGES.staffMailFailed);
    throw error;
  }
}

export function registerStaffRoutes(
  routes: StaffRoutes,
  deps: { db: Db; links: StaffLinks; audit: AuditLog; mailGoesToFolder: boolean },
): void {
  const { db, links, audit } = deps;
  const staff = createStaffQueries(db);
  const passkeys = createPasskeyQueries(db);

  const list = async (): Promise<StaffList> => ({
    accounts: await staff.list(Date.now()),
    passkeyRequired: await passkeys.isRequired(),
    mailGoesToFolder: deps.mailGoesToFolder,
  });
  const accountOf = async (id: number) => {
    const account = await staff.get(id);
    if (!account) throw new HttpError(404, notFoundMessage("Staff account"));
    return account;
  };
  const owner = (res: Response) => signedInAdmin(res);

  routes.get("/staff", "ownerOnly", async (_req, res) => {
    res.json(await list());
  });

  routes.post("/staff/invitations", "ownerOnly", jsonBody, refuseNulCharacters, async (req, res) => {
    const input = parseOr400(InvitationSchema, req.body, "invitation");
    const email = normaliseEmail(input.email);
    const id = await answering(() => staff.invite(email, input.role, new Date()));
    await answering(() => links.send({ id, email, role: input.role }, "invitation", owner(res)));
    await audit.byStaff(req, owner(res))("invitation-sent", `staff ${email}`, { role: input.role });
    res.status(201).json(await list());
  });

  routes.patch("/staff/:id", "ownerOnly", jsonBody, refuseNulCharacters, async (req, res) => {
    const id = idParam(req.params.id, "Staff account");
    const { role } = parseOr400(RoleChangeSchema, req.body, "role");
    const account = await accountOf(id);
    const before = await answering(() => staff.setRole(id, role));
    if (before !== role) await audit.byStaff(req, owner(res))("role-changed", `staff ${account.email}`, { from: before, to: role });
    res.json(await list());
  });

  routes.post("/staff/:id/deactivate", "ownerOnly", async (req, res) => {
    const id = idParam(req.params.id, "Staff account");
    const account = await accountOf(id);
    await answering(() => staff.deactivate(id, new Date()));
    await audit.byStaff(req, owner(res))("account-deactivated", `staff ${account.email}`);
    res.json(await list());
  });

  routes.post("/staff/:id/reactivate", "ownerOnly", async (req, res) => {
    const id = idParam(req.params.id, "Staff account");
    const account = await accountOf(id);
    await answering(() => staff.reactivate(id));
    await audit.byStaff(req, owner(res))("account-reactivated", `staff ${account.email}`);
    res.json(await list());
  });

  routes.post("/staff/:id/reset-link", "ownerOnly", async (req, res) => {
    const id = idParam(req.params.id, "Staff account");
    const account = await accountOf(id);
    if (account.status === "deactivated") throw new HttpError(409, STAFF_API_MESSAGES.staffDeactivated);
    const purpose = account.status === "invited" ? "invitation" : "reset";
    await answering(() => links.send(account, purpose, owner(res)));
    await audit.byStaff(req, owner(res))(purpose === "invitation" ? "invitation-sent" : "reset-link-sent", `staff ${account.email}`, {
      role: account.role,
    });
    res.json(await list());
  });

  // Requiring a passkey: only from a passkey session (the owner cannot lock themselves out), and
  // every password session of the roles that see lead data ends at once.
  routes.put("/settings/security", "ownerOnly", jsonBody, refuseNulCharacters, async (req, res) => {
    const { passkeyRequired } = parseOr400(SecuritySettingsSchema, req.body, "settings");
    const admin = owner(res);
    if (passkeyRequired && admin.method !== "passkey") throw new HttpError(409, STAFF_API_MESSAGES.passkeyToRequire);
    if (passkeyRequired !== (await passkeys.isRequired())) {
      await passkeys.setRequired(passkeyRequired);
      const ended = passkeyRequired ? await staff.endPasswordSessions(STAFF_ACCESS.leadData) : 0;
      await audit.byStaff(req, admin)("settings-changed", null, {
        setting: "passkey required",
        value: passkeyRequired,
        sessionsEnded: ended,
      });
    }
    res.json(await list());
  });
}
