import type { PasskeySummary } from "../../shared/admin/staff-accounts";
import type { Db } from "./connection";

// Staff passkeys, the challenges of their ceremonies, and the owner's setting that requires them
// (migration 015; docs/decisions/0032-staff-roles-audit-retention-passkeys.md).

/** app_meta key of the owner setting: "1" when the roles that see lead data must sign in with a passkey. */
const PASSKEY_REQUIRED_KEY = "staff-passkey-required";

export interface StoredPasskey {
  id: string;
  adminId: number;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
}

export function createPasskeyQueries(db: Db) {
  const k = db.kysely;
  return {
    async forAccount(adminId: number): Promise<(PasskeySummary & { transports: string[] })[]> {
      const rows = await k
        .selectFrom("staff_passkeys")
        .select(["id", "name", "created_at", "last_used_at", "transports"])
        .where("admin_id", "=", adminId)
        .orderBy("created_at")
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        createdAt: r.created_at,
        lastUsedAt: r.last_used_at,
        transports: r.transports ? (JSON.parse(r.transports) as string[]) : [],
      }));
    },
    async get(id: string): Promise<StoredPasskey | null> {
      const row = await k
        .selectFrom("staff_passkeys")
        .select(["id", "admin_id", "public_key", "counter", "transports"])
        .where("id", "=", id)
        .executeTakeFirst();
      return row
        ? {
            id: row.id,
            adminId: row.admin_id,
            publicKey: Uint8Array.from(row.public_key),
            counter: row.counter,
            transports: row.transports ? (JSON.parse(row.transports) as string[]) : [],
          }
        : null;
    },
    /** Stores a verified credential, through `through` when it must commit with something else (a used link). */
    async add(
      passkey: { id: string; adminId: number; publicKey: Uint8Array; counter: number; transports: string[]; name: string },
      now: Date,
      through: Db = db,
    ): Promise<void> {
      await through.kysely
        .insertInto("staff_passkeys")
        .values({
          id: passkey.id,
          admin_id: passkey.adminId,
          public_key: Buffer.from(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports.length > 0 ? JSON.stringify(passkey.transports) : null,
          name: passkey.name,
          created_at: now.toISOString(),
        })
        .execute();
    },
    async markUsed(id: string, counter: number, now: Date): Promise<void> {
      await k.updateTable("staff_passkeys").set({ counter, last_used_at: now.toISOString() }).where("id", "=", id).execute();
    },
    async remove(adminId: number, id: string): Promise<boolean> {
      const result = await k.deleteFrom("staff_passkeys").where("admin_id", "=", adminId).where("id", "=", id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** Keeps a challenge for one ceremony; expired ones of every ceremony go on the way. */
    async addChallenge(challenge: string, purpose: "register" | "sign-in", adminId: number | null, now: number, expiresAt: number) {
      await k.deleteFrom("webauthn_challenges").where("expires_at", "<=", now).execute();
      await k.insertInto("webauthn_challenges").values({ challenge, purpose, admin_id: adminId, expires_at: expiresAt }).execute();
    },
    /** How many sign-in challenges are open: their number is capped, since anyone may ask for one. */
    async openSignInChallenges(now: number): Promise<number> {
      const row = await k
        .selectFrom("webauthn_challenges")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("purpose", "=", "sign-in")
        .where("expires_at", ">", now)
        .executeTakeFirstOrThrow();
      return row.n;
    },
    /**
     * Uses a challenge once: true when it was open for this ceremony (and this account, for a
     * registration). Deleting it first means a replayed answer finds nothing.
     */
    async consumeChallenge(challenge: string, purpose: "register" | "sign-in", adminId: number | null, now: number): Promise<boolean> {
      let query = k
        .deleteFrom("webauthn_challenges")
        .where("challenge", "=", challenge)
        .where("purpose", "=", purpose)
        .where("expires_at", ">", now);
      query = adminId === null ? query.where("admin_id", "is", null) : query.where("admin_id", "=", adminId);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async isRequired(): Promise<boolean> {
      const row = await k.selectFrom("app_meta").select("value").where("key", "=", PASSKEY_REQUIRED_KEY).executeTakeFirst();
      return row?.value === "1";
    },
    async setRequired(required: boolean): Promise<void> {
      const value = required ? "1" : "0";
      await k
        .insertInto("app_meta")
        .values({ key: PASSKEY_REQUIRED_KEY, value })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
        .execute();
    },
  };
}
export type PasskeyQueries = ReturnType<typeof createPasskeyQueries>;
