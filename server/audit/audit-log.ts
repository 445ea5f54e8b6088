import type { Request } from "express";
import type { AuditAction, AuditDetail } from "../../shared/admin/audit-actions";
import { createAuditQueries } from "../db/audit.queries";
import type { Db } from "../db/connection";
import type { SignedInAdmin } from "../auth/signed-in-admin";
import { truncateIp } from "./truncate-ip";

// Writing the audit trail (docs/decisions/0032-staff-roles-audit-retention-passkeys.md). Every
// entry goes through here: it takes the IP from the request (through TRUST_PROXY, as the
// lockout does) and keeps only its network (./truncate-ip.ts).

export interface AuditRecord {
  action: AuditAction;
  /** Who acted: a staff account, or null for the site itself and for an unknown email at sign-in. */
  actor: Pick<SignedInAdmin, "id" | "email"> | null;
  target?: string | null;
  detail?: AuditDetail | null;
  /** The request's IP, untruncated; null for what the site does on its own. */
  ip?: string | null;
}

/** A lead opened again by the same account within this time adds no entry (the screen refetches it). */
export const REPEATED_VIEW_MS = 15 * 60_000;

export function createAuditLog(db: Db, now: () => number = Date.now) {
  const write = (record: AuditRecord, through: Db = db) =>
    createAuditQueries(through).insert({
      at: new Date(now()).toISOString(),
      actorId: record.actor?.id ?? null,
      actorEmail: record.actor?.email ?? null,
      action: record.action,
      target: record.target ?? null,
      detail: record.detail ?? null,
      ip: truncateIp(record.ip),
    });

  return {
    /** Writes one entry; through `through` (a transaction) when the entry must commit with what it records. */
    record: write,
    /** What the signed-in account of this request did. */
    byStaff(req: Request, admin: Pick<SignedInAdmin, "id" | "email">) {
      return (action: AuditAction, target: string | null = null, detail: AuditDetail | null = null, through?: Db) =>
        write({ action, actor: admin, target, detail, ip: req.ip }, through);
    },
    /** A view of a record, once per account and record within REPEATED_VIEW_MS. */
    async view(req: Request, admin: Pick<SignedInAdmin, "id" | "email">, action: AuditAction, target: string): Promise<void> {
      const since = new Date(now() - REPEATED_VIEW_MS).toISOString();
      if (await createAuditQueries(db).hasRecent(admin.id, action, target, since)) return;
      await write({ action, actor: admin, target, ip: req.ip });
    },
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;
