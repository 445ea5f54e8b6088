import { randomBytes } from "node:crypto";
import type { Db } from "./connection";

/**
 * A random secret made once per database and kept in app_meta under `key`, so that
 * what it signs stays valid across restarts and on every instance that shares the
 * database. ON CONFLICT DO NOTHING: two instances starting together agree on one.
 */
export async function getOrCreateMetaSecret(db: Db, key: string): Promise<string> {
  await db.kysely
    .insertInto("app_meta")
    .values({ key, value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await db.kysely.selectFrom("app_meta").select("value").where("key", "=", key).executeTakeFirstOrThrow();
  return row.value;
}

/** A named secret (`secret:<name>` in app_meta). */
export function getOrCreateSecret(db: Db, name: string): Promise<string> {
  return getOrCreateMetaSecret(db, `secret:${name}`);
}

/**
 * A secret that is only ever compared, never shown again (the conversions feed key): its
 * SHA-256 under `hash:<name>` in app_meta. The secret is 256 random bits, so a fast hash
 * is enough; replacing it invalidates the old one at once.
 */
export async function storeSecretHash(db: Db, name: string, sha256Hex: string): Promise<void> {
  await db.kysely
    .insertInto("app_meta")
    .values({ key: `hash:${name}`, value: sha256Hex })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: sha256Hex }))
    .execute();
}

/** The stored SHA-256 (hex) of a compared-only secret, or null when none was made. */
export async function secretHash(db: Db, name: string): Promise<string | null> {
  const row = await db.kysely.selectFrom("app_meta").select("value").where("key", "=", `hash:${name}`).executeTakeFirst();
  return row?.value ?? null;
}
