import { sql } from "kysely";
import type { StaffRole } from "../../shared/admin/staff-roles";
import type { SignInMethod } from "../../shared/schemas/admin-session";
import { withTransaction, type Db } from "./connection";

// Admin accounts, sessions and sign-in failures (migrations 003 and 013). Session tokens
// never reach this module: callers pass the token's hash.

export interface AdminAccount {
  id: number;
  email: string;
  /** null: the account has no password (passkeys only, or not set up yet). */
  passwordHash: string | null;
  role: StaffRole;
  isActive: boolean;
}

export interface AdminSession {
  adminId: number;
  email: string;
  role: StaffRole;
  method: SignInMethod;
  csrfToken: string;
  createdAt: number;
  lastSeenAt: number;
}

export function createAdminQueries(db: Db) {
  const k = db.kysely;
  const failureTimes = async (query: Promise<{ at: number }[]>) => (await query).map((r) => r.at);
  const accountWhere = async (column: "id" | "email", value: string | number): Promise<AdminAccount | null> => {
    const row = await k
      .selectFrom("admins")
      .select(["id", "email", "password_hash", "role", "deactivated_at"])
      .where(column, "=", value)
      .executeTakeFirst();
    return row
      ? { id: row.id, email: row.email, passwordHash: row.password_hash, role: row.role, isActive: row.deactivated_at === null }
      : null;
  };

  return {
    getAdminByEmail: (email: string) => accountWhere("email", email),
    getAdminById: (id: number) => accountWhere("id", id),
    /** A new account; without a password hash it cannot sign in until it gets a password or a passkey. */
    async insertAdmin(email: string, passwordHash: string | null, now: Date, role: StaffRole): Promise<number> {
      const at = now.toISOString();
      const row = await k
        .insertInto("admins")
        .values({ email, password_hash: passwordHash, created_at: at, password_set_at: passwordHash === null ? null : at, role })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** Sets a new password and ends every session of that admin. */
    resetPassword(adminId: number, passwordHash: string, now: Date): Promise<void> {
      return withTransaction(db, async (tx) => {
        await tx.kysely
          .updateTable("admins")
          .set({ password_hash: passwordHash, password_set_at: now.toISOString() })
          .where("id", "=", adminId)
          .execute();
        await tx.kysely.deleteFrom("admin_sessions").where("admin_id", "=", adminId).execute();
      });
    },

    /** The same password hashed again with today's parameters. */
    async updatePasswordHash(adminId: number, passwordHash: string): Promise<void> {
      await k.updateTable("admins").set({ password_hash: passwordHash }).where("id", "=", adminId).execute();
    },

    async insertSession(tokenHash: string, adminId: number, csrfToken: string, now: number, method: SignInMethod): Promise<void> {
      await k
        .insertInto("admin_sessions")
        .values({ token_hash: tokenHash, admin_id: adminId, csrf_token: csrfToken, created_at: now, last_seen_at: now, method })
        .execute();
    },
    /** The session with its account's current email and role; null when there is none or the account is deactivated. */
    async getSession(tokenHash: string): Promise<AdminSession | null> {
      const row = await k
        .selectFrom("admin_sessions as s")
        .innerJoin("admins as a", "a.id", "s.admin_id")
        .select(["s.admin_id", "a.email", "a.role", "s.method", "s.csrf_token", "s.created_at", "s.last_seen_at"])
        .where("s.token_hash", "=", tokenHash)
        .where("a.deactivated_at", "is", null)
        .executeTakeFirst();
      return row
        ? {
            adminId: row.admin_id,
            email: row.email,
            role: row.role,
            method: row.method,
            csrfToken: row.csrf_token,
            createdAt: row.created_at,
            lastSeenAt: row.last_seen_at,
          }
        : null;
    },
    /** "Sign out everywhere": every session of the account ends; answers how many there were. */
    async deleteSessionsOf(adminId: number): Promise<number> {
      const result = await k.deleteFrom("admin_sessions").where("admin_id", "=", adminId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async touchSession(tokenHash: string, now: number): Promise<void> {
      await k.updateTable("admin_sessions").set({ last_seen_at: now }).where("token_hash", "=", tokenHash).execute();
    },
    async deleteSession(tokenHash: string): Promise<void> {
      await k.deleteFrom("admin_sessions").where("token_hash", "=", tokenHash).execute();
    },
    async deleteExpiredSessions(idleBefore: number, createdBefore: number): Promise<void> {
      await k
        .deleteFrom("admin_sessions")
        .where((eb) => eb.or([eb("last_seen_at", "<", idleBefore), eb("created_at", "<", createdBefore)]))
        .execute();
    },

    /**
     * Inside a transaction: waits until no other sign-in from this IP is between its
     * lockout check and its reservation, on any instance. PostgreSQL: a transaction-level
     * advisory lock, released at commit. SQLite: nothing to do, the transaction holds the
     * database's one connection, so sign-ins already take turns.
     */
    async holdSignInLock(ip: string): Promise<void> {
      if (db.engine === "postgres") await sql`SELECT pg_advisory_xact_lock(hashtext(${`admin-sign-in:${ip}`}))`.execute(k);
    },
    /** Counts a failed (or a not yet checked) sign-in; the id releases it again. */
    async recordFailure(email: string, ip: string, now: number): Promise<number> {
      const row = await k.insertInto("admin_sign_in_failures").values({ email, ip, at: now }).returning("id").executeTakeFirstOrThrow();
      return row.id;
    },
    async releaseFailure(id: number): Promise<void> {
      await k.deleteFrom("admin_sign_in_failures").where("id", "=", id).execute();
    },
    /** Times of the failures after `since`, newest first. */
    failuresSince(email: string, ip: string, since: number): Promise<number[]> {
      return failureTimes(
        k
          .selectFrom("admin_sign_in_failures")
          .select("at")
          .where("email", "=", email)
          .where("ip", "=", ip)
          .where("at", ">", since)
          .orderBy("at", "desc")
          .execute(),
      );
    },
    /** Times of the failures from this IP for any account after `since`, newest first. */
    ipFailuresSince(ip: string, since: number): Promise<number[]> {
      return failureTimes(
        k.selectFrom("admin_sign_in_failures").select("at").where("ip", "=", ip).where("at", ">", since).orderBy("at", "desc").execute(),
      );
    },
    async clearFailures(email: string, ip: string): Promise<void> {
      await k.deleteFrom("admin_sign_in_failures").where("email", "=", email).where("ip", "=", ip).execute();
    },
    async deleteFailuresUpTo(time: number): Promise<void> {
      await k.deleteFrom("admin_sign_in_failures").where("at", "<=", time).execute();
    },
  };
}
export type AdminQueries = ReturnType<typeof createAdminQueries>;
