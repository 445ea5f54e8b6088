import { sql } from "kysely";
import type { StaffAccount, StaffLinkPurpose } from "../../shared/admin/staff-accounts";
import type { StaffRole } from "../../shared/admin/staff-roles";
import { withTransaction, type Db } from "./connection";

// Staff accounts as owners manage them (migrations 013 and 015): the list, roles, deactivation,
// and the emailed invitation and reset links (docs/decisions/0032-staff-roles-audit-retention-passkeys.md).
// The staff area always keeps one owner who can sign in: a change that would leave none is refused
// in the same transaction that would make it.

/** Why a change to an account was refused. */
export class StaffChangeRefused extends Error {
  constructor(readonly reason: "last-owner" | "not-found" | "exists" | "deactivated") {
    super(reason);
  }
}

export interface LinkRecord {
  adminId: number;
  purpose: StaffLinkPurpose;
  expiresAt: number;
  usedAt: number | null;
  email: string;
  role: StaffRole;
  isActive: boolean;
}

const iso = (millis: number | null) => (millis === null ? null : new Date(millis).toISOString());

export function createStaffQueries(db: Db) {
  const k = db.kysely;

  /**
   * Inside a transaction: waits until no other change to the owners is under way, on any
   * instance (PostgreSQL: a transaction-level advisory lock; SQLite's one connection already
   * makes transactions take turns), then counts the owners who can sign in.
   */
  async function activeOwnersHeld(tx: Db): Promise<number[]> {
    if (tx.engine === "postgres") await sql`SELECT pg_advisory_xact_lock(hashtext('staff-owners'))`.execute(tx.kysely);
    const rows = await tx.kysely
      .selectFrom("admins as a")
      .select("a.id")
      .where("a.role", "=", "owner")
      .where("a.deactivated_at", "is", null)
      .where((eb) =>
        eb.or([
          eb("a.password_hash", "is not", null),
          eb.exists(eb.selectFrom("staff_passkeys as p").select("p.id").whereRef("p.admin_id", "=", "a.id")),
        ]),
      )
      .execute();
    return rows.map((r) => r.id);
  }

  /** Refuses a change after which `adminId` would no longer count, when it is the last owner who can sign in. */
  async function keepAnOwner(tx: Db, adminId: number): Promise<void> {
    const owners = await activeOwnersHeld(tx);
    if (owners.length === 1 && owners[0] === adminId) throw new StaffChangeRefused("last-owner");
  }

  return {
    async list(now: number): Promise<StaffAccount[]> {
      const rows = await k
        .selectFrom("admins as a")
        .select((eb) => [
          "a.id",
          "a.email",
          "a.role",
          "a.password_hash",
          "a.deactivated_at",
          "a.created_at",
          eb
            .selectFrom("staff_passkeys as p")
            .select((p) => p.fn.countAll<number>().as("n"))
            .whereRef("p.admin_id", "=", "a.id")
            .as("passkeys"),
          eb
            .selectFrom("staff_links as l")
            .select((l) => l.fn.max("l.expires_at").as("at"))
            .whereRef("l.admin_id", "=", "a.id")
            .where("l.used_at", "is", null)
            .where("l.expires_at", ">", now)
            .as("link_expires_at"),
        ])
        .orderBy("a.email")
        .execute();
      return rows.map((r) => {
        const passkeys = Number(r.passkeys ?? 0);
        const hasPassword = r.password_hash !== null;
        return {
          id: r.id,
          email: r.email,
          role: r.role,
          status: r.deactivated_at !== null ? "deactivated" : hasPassword || passkeys > 0 ? "active" : "invited",
          hasPassword,
          passkeys,
          createdAt: r.created_at,
          linkExpiresAt: iso(r.link_expires_at === null ? null : Number(r.link_expires_at)),
        };
      });
    },

    async get(id: number): Promise<StaffAccount | null> {
      return (await this.list(0)).find((a) => a.id === id) ?? null;
    },

    /**
     * The account an invitation is for: a new one with no way to sign in yet, or an invited one
     * not set up (its role may change). Refused for an address that has a working or deactivated account.
     */
    invite(email: string, role: StaffRole, now: Date): Promise<number> {
      return withTransaction(db, async (tx) => {
        const existing = await tx.kysely
          .selectFrom("admins as a")
          .select((eb) => [
            "a.id",
            "a.password_hash",
            "a.deactivated_at",
            eb.exists(eb.selectFrom("staff_passkeys as p").select("p.id").whereRef("p.admin_id", "=", "a.id")).as("has_passkey"),
          ])
          .where("a.email", "=", email)
          .executeTakeFirst();
        if (!existing) {
          const row = await tx.kysely
            .insertInto("admins")
            .values({ email, password_hash: null, created_at: now.toISOString(), password_set_at: null, role })
            .returning("id")
            .executeTakeFirstOrThrow();
          return row.id;
        }
        if (existing.deactivated_at !== null) throw new StaffChangeRefused("deactivated");
        if (existing.password_hash !== null || existing.has_passkey) throw new StaffChangeRefused("exists");
        await tx.kysely.updateTable("admins").set({ role }).where("id", "=", existing.id).execute();
        return existing.id;
      });
    },

    /** A new role; the last owner who can sign in keeps theirs. Answers the role it had. */
    setRole(id: number, role: StaffRole): Promise<StaffRole> {
      return withTransaction(db, async (tx) => {
        const account = await tx.kysely.selectFrom("admins").select("role").where("id", "=", id).executeTakeFirst();
        if (!account) throw new StaffChangeRefused("not-found");
        if (account.role === "owner" && role !== "owner") await keepAnOwner(tx, id);
        await tx.kysely.updateTable("admins").set({ role }).where("id", "=", id).execute();
        return account.role;
      });
    },

    /** The account can no longer sign in: its sessions, unused links and open challenges end at once. */
    deactivate(id: number, now: Date): Promise<void> {
      return withTransaction(db, async (tx) => {
        const account = await tx.kysely.selectFrom("admins").select("id").where("id", "=", id).executeTakeFirst();
        if (!account) throw new StaffChangeRefused("not-found");
        await keepAnOwner(tx, id);
        await tx.kysely.updateTable("admins").set({ deactivated_at: now.toISOString() }).where("id", "=", id).execute();
        await tx.kysely.deleteFrom("admin_sessions").where("admin_id", "=", id).execute();
        await tx.kysely.deleteFrom("staff_links").where("admin_id", "=", id).execute();
        await tx.kysely.deleteFrom("webauthn_challenges").where("admin_id", "=", id).execute();
      });
    },

    async reactivate(id: number): Promise<void> {
      const result = await k.updateTable("admins").set({ deactivated_at: null }).where("id", "=", id).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new StaffChangeRefused("not-found");
    },

    /** A new emailed link for the account; any earlier unused one stops working. */
    async addLink(link: {
      tokenHash: string;
      adminId: number;
      purpose: StaffLinkPurpose;
      createdBy: number;
      now: number;
      expiresAt: number;
    }): Promise<void> {
      await withTransaction(db, async (tx) => {
        await tx.kysely.deleteFrom("staff_links").where("admin_id", "=", link.adminId).where("used_at", "is", null).execute();
        await tx.kysely
          .insertInto("staff_links")
          .values({
            token_hash: link.tokenHash,
            admin_id: link.adminId,
            purpose: link.purpose,
            created_by: link.createdBy,
            created_at: link.now,
            expires_at: link.expiresAt,
          })
          .execute();
      });
    },

    /** An emailed link with its account, whatever its state (the caller says why it cannot be used). */
    async findLink(tokenHash: string): Promise<LinkRecord | null> {
      const row = await k
        .selectFrom("staff_links as l")
        .innerJoin("admins as a", "a.id", "l.admin_id")
        .select(["l.admin_id", "l.purpose", "l.expires_at", "l.used_at", "a.email", "a.role", "a.deactivated_at"])
        .where("l.token_hash", "=", tokenHash)
        .executeTakeFirst();
      return row
        ? {
            adminId: row.admin_id,
            purpose: row.purpose,
            expiresAt: row.expires_at,
            usedAt: row.used_at,
            email: row.email,
            role: row.role,
            isActive: row.deactivated_at === null,
          }
        : null;
    },

    /**
     * Uses the link once, inside `tx` (the transaction that sets the password or stores the
     * passkey): false when it was used meanwhile or has expired.
     */
    async useLink(tx: Db, tokenHash: string, now: number): Promise<boolean> {
      const result = await tx.kysely
        .updateTable("staff_links")
        .set({ used_at: now })
        .where("token_hash", "=", tokenHash)
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A password set from an emailed link, in `tx`: every session of the account ends. */
    async setPassword(tx: Db, adminId: number, passwordHash: string, now: Date): Promise<void> {
      await tx.kysely
        .updateTable("admins")
        .set({ password_hash: passwordHash, password_set_at: now.toISOString() })
        .where("id", "=", adminId)
        .execute();
      await tx.kysely.deleteFrom("admin_sessions").where("admin_id", "=", adminId).execute();
    },

    /** Ends every session opened with a password by an account of these roles (a passkey became required). */
    async endPasswordSessions(roles: readonly StaffRole[]): Promise<number> {
      const result = await k
        .deleteFrom("admin_sessions")
        .where("method", "=", "password")
        .where("admin_id", "in", (eb) =>
          eb
            .selectFrom("admins")
            .select("id")
            .where("role", "in", [...roles]),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type StaffQueries = ReturnType<typeof createStaffQueries>;
