import { createHmac } from "node:crypto";
import { getOrCreateMetaSecret } from "../db/app-secrets.queries";
import type { Db } from "../db/connection";

// The server's own secret, for what it signs (form tokens, and any later signed
// link). APP_SECRET wins when set; otherwise one random secret is made on the
// first start and kept in the database (app_meta), so every process on the same
// database and every restart signs with the same key. ON CONFLICT DO NOTHING makes two
// processes starting at once agree on the first one written.

const META_KEY = "app_secret";

export async function resolveAppSecret(db: Db, fromEnv: string | null): Promise<string> {
  if (fromEnv) return fromEnv;
  return getOrCreateMetaSecret(db, META_KEY);
}

/**
 * A key for one purpose, derived from the app secret, so a signature made for one
 * purpose can never be replayed as another's.
 */
export function purposeKey(appSecret: string, purpose: string): Buffer {
  return createHmac("sha256", appSecret).update(`purpose:${purpose}`).digest();
}
