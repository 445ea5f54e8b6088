import { createHmac } from "node:crypto";
import type { Db } from "../db/connection";
import type { Logger } from "../logger";

// Instances that share a database must sign with the same secrets: a page served by one
// instance is often posted to another, and a form token signed with another secret holds
// that lead as spam, unseen until the staff restore it (README, "Several instances"). The
// database keeps a fingerprint of the secret each setting was last started with, an HMAC
// of a fixed text that reveals nothing of the secret; an instance that starts with a
// different one says so in its log. The last one started wins the record, so after a
// deliberate change on every instance the warnings stop.

const fingerprintOf = (secret: string) => createHmac("sha256", secret).update("shared-secret-fingerprint/v1").digest("base64url");

/** Records the secret's fingerprint, and warns if the database held another one. */
export async function checkSharedSecret(db: Db, logger: Logger, setting: string, secret: string): Promise<void> {
  const key = `fingerprint:${setting}`;
  const fingerprint = fingerprintOf(secret);
  const recorded = await db.kysely.selectFrom("app_meta").select("value").where("key", "=", key).executeTakeFirst();
  if (recorded?.value === fingerprint) return;
  await db.kysely
    .insertInto("app_meta")
    .values({ key, value: fingerprint })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: fingerprint }))
    .execute();
  if (!recorded) return;
  logger.warn(
    { setting },
    `${setting} differs from the one another instance on this database started with: set the same value on every instance, or forms served by one and sent to another are held as spam`,
  );
}
