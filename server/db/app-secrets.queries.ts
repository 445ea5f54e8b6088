import { randomBytes } from "node:crypto";
import type { Db } from "./connection";

/**
 * A random secret made once per database and kept in app_meta, so that what it
 * signs stays valid across restarts and on every instance that shares the
 * database. INSERT OR IGNORE: two instances starting together agree on one.
 */
export function getOrCreateSecret(db: Db, name: string): string {
  const key = `secret:${name}`;
  db.prepare(`INSERT OR IGNORE INTO app_meta (key, value) VALUES (?, ?)`).run(key, randomBytes(32).toString("base64url"));
  return db.prepare<[string], string>(`SELECT value FROM app_meta WHERE key = ?`).pluck().get(key)!;
}
