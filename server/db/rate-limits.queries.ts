import { commitWithoutDiskWait, type Db } from "./connection";

// Counts of the per-client rate limits (migration 006), shared by every instance on the
// database (docs/decisions/0018-postgresql-and-kysely.md). Times are epoch milliseconds.

export interface RateLimitCount {
  hits: number;
  resetAt: number;
}

export function createRateLimitQueries(db: Db) {
  const k = db.kysely;
  return {
    /**
     * Counts one request against `key` in one statement, atomic on both engines: a new
     * key, or one whose window has ended, starts a window of `windowMs` at 1. Counts are
     * cheap to lose, so on SQLite the commit does not wait for the disk.
     */
    hit(key: string, windowMs: number, now: number): Promise<RateLimitCount> {
      return commitWithoutDiskWait(db, async (on) => {
        const row = await on.kysely
          .insertInto("rate_limit_hits")
          .values({ key, hits: 1, reset_at: now + windowMs })
          .onConflict((oc) =>
            oc.column("key").doUpdateSet((eb) => {
              const windowEnded = eb("rate_limit_hits.reset_at", "<=", now);
              return {
                hits: eb
                  .case()
                  .when(windowEnded)
                  .then(eb.lit(1))
                  .else(eb("rate_limit_hits.hits", "+", 1))
                  .end(),
                reset_at: eb.case().when(windowEnded).then(eb.ref("excluded.reset_at")).else(eb.ref("rate_limit_hits.reset_at")).end(),
              };
            }),
          )
          .returning(["hits", "reset_at"])
          .executeTakeFirstOrThrow();
        return { hits: Number(row.hits), resetAt: Number(row.reset_at) };
      });
    },
    /** Gives one request back (express-rate-limit's skipSuccessfulRequests and the like). */
    async unhit(key: string, now: number): Promise<void> {
      await k
        .updateTable("rate_limit_hits")
        .set((eb) => ({ hits: eb("hits", "-", 1) }))
        .where("key", "=", key)
        .where("hits", ">", 0)
        .where("reset_at", ">", now)
        .execute();
    },
    async get(key: string, now: number): Promise<RateLimitCount | null> {
      const row = await k
        .selectFrom("rate_limit_hits")
        .select(["hits", "reset_at"])
        .where("key", "=", key)
        .where("reset_at", ">", now)
        .executeTakeFirst();
      return row ? { hits: row.hits, resetAt: row.reset_at } : null;
    },
    async reset(key: string): Promise<void> {
      await k.deleteFrom("rate_limit_hits").where("key", "=", key).execute();
    },
    /**
     * Removes the rows under `prefix` whose window has ended; they would start again at 1
     * anyway. Each limit's store sweeps only its own rows, so no row is swept twice.
     */
    async sweep(prefix: string, now: number): Promise<number> {
      const result = await k
        .deleteFrom("rate_limit_hits")
        .where("key", "like", `${prefix}%`)
        .where("reset_at", "<=", now)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
