import type { Db } from "./connection";

// Admin accounts, sessions and sign-in failures (migration 003). Session tokens
// never reach this module: callers pass the token's hash.

export interface AdminAccount {
  id: number;
  email: string;
  passwordHash: string;
}

export interface AdminSession {
  adminId: number;
  email: string;
  csrfToken: string;
  createdAt: number;
  lastSeenAt: number;
}

export function createAdminQueries(db: Db) {
  const byEmail = db.prepare<[string], { id: number; email: string; password_hash: string }>(
    `SELECT id, email, password_hash FROM admins WHERE email = ?`,
  );
  const insertAdmin = db.prepare<[string, string, string, string]>(
    `INSERT INTO admins (email, password_hash, created_at, password_set_at) VALUES (?, ?, ?, ?)`,
  );
  const setPassword = db.prepare<[string, string, number]>(`UPDATE admins SET password_hash = ?, password_set_at = ? WHERE id = ?`);
  const setHash = db.prepare<[string, number]>(`UPDATE admins SET password_hash = ? WHERE id = ?`);

  const insertSession = db.prepare<[string, number, string, number, number]>(
    `INSERT INTO admin_sessions (token_hash, admin_id, csrf_token, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)`,
  );
  const sessionByHash = db.prepare<
    [string],
    { admin_id: number; email: string; csrf_token: string; created_at: number; last_seen_at: number }
  >(
    `SELECT s.admin_id, a.email, s.csrf_token, s.created_at, s.last_seen_at
       FROM admin_sessions s JOIN admins a ON a.id = s.admin_id WHERE s.token_hash = ?`,
  );
  const touchSession = db.prepare<[number, string]>(`UPDATE admin_sessions SET last_seen_at = ? WHERE token_hash = ?`);
  const deleteSession = db.prepare<[string]>(`DELETE FROM admin_sessions WHERE token_hash = ?`);
  const deleteSessionsOf = db.prepare<[number]>(`DELETE FROM admin_sessions WHERE admin_id = ?`);
  const deleteExpiredSessions = db.prepare<[number, number]>(`DELETE FROM admin_sessions WHERE last_seen_at < ? OR created_at < ?`);

  const insertFailure = db.prepare<[string, string, number]>(`INSERT INTO admin_sign_in_failures (email, ip, at) VALUES (?, ?, ?)`);
  const recentFailures = db.prepare<[string, string, number], { at: number }>(
    `SELECT at FROM admin_sign_in_failures WHERE email = ? AND ip = ? AND at > ? ORDER BY at DESC`,
  );
  const recentIpFailures = db.prepare<[string, number], { at: number }>(
    `SELECT at FROM admin_sign_in_failures WHERE ip = ? AND at > ? ORDER BY at DESC`,
  );
  const clearFailures = db.prepare<[string, string]>(`DELETE FROM admin_sign_in_failures WHERE email = ? AND ip = ?`);
  const deleteOldFailures = db.prepare<[number]>(`DELETE FROM admin_sign_in_failures WHERE at <= ?`);

  return {
    getAdminByEmail(email: string): AdminAccount | null {
      const row = byEmail.get(email);
      return row ? { id: row.id, email: row.email, passwordHash: row.password_hash } : null;
    },
    insertAdmin(email: string, passwordHash: string, now: Date): number {
      const at = now.toISOString();
      return Number(insertAdmin.run(email, passwordHash, at, at).lastInsertRowid);
    },
    /** Sets a new password and ends every session of that admin. */
    resetPassword(adminId: number, passwordHash: string, now: Date): void {
      db.transaction(() => {
        setPassword.run(passwordHash, now.toISOString(), adminId);
        deleteSessionsOf.run(adminId);
      })();
    },

    /** The same password hashed again with today's parameters. */
    updatePasswordHash(adminId: number, passwordHash: string): void {
      setHash.run(passwordHash, adminId);
    },

    insertSession(tokenHash: string, adminId: number, csrfToken: string, now: number): void {
      insertSession.run(tokenHash, adminId, csrfToken, now, now);
    },
    getSession(tokenHash: string): AdminSession | null {
      const row = sessionByHash.get(tokenHash);
      return row
        ? { adminId: row.admin_id, email: row.email, csrfToken: row.csrf_token, createdAt: row.created_at, lastSeenAt: row.last_seen_at }
        : null;
    },
    touchSession(tokenHash: string, now: number): void {
      touchSession.run(now, tokenHash);
    },
    deleteSession(tokenHash: string): void {
      deleteSession.run(tokenHash);
    },
    deleteExpiredSessions(idleBefore: number, createdBefore: number): void {
      deleteExpiredSessions.run(idleBefore, createdBefore);
    },

    recordFailure(email: string, ip: string, now: number): void {
      insertFailure.run(email, ip, now);
    },
    /** Times of the failures after `since`, newest first. */
    failuresSince(email: string, ip: string, since: number): number[] {
      return recentFailures.all(email, ip, since).map((r) => r.at);
    },
    /** Times of the failures from this IP for any account after `since`, newest first. */
    ipFailuresSince(ip: string, since: number): number[] {
      return recentIpFailures.all(ip, since).map((r) => r.at);
    },
    clearFailures(email: string, ip: string): void {
      clearFailures.run(email, ip);
    },
    deleteFailuresUpTo(time: number): void {
      deleteOldFailures.run(time);
    },
  };
}
export type AdminQueries = ReturnType<typeof createAdminQueries>;
