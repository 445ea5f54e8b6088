import { createHmac } from "node:crypto";
import type { ClientRateLimitInfo, Options, Store } from "express-rate-limit";
import type { Db } from "../db/connection";
import { createRateLimitQueries } from "../db/rate-limits.queries";
import { purposeKey } from "../security/app-secret";

// express-rate-limit's counts kept in the database (migration 006) instead of each
// process's memory, so every instance on one database counts the same requests: a
// client cannot multiply its allowance by the number of instances behind the proxy
// (docs/decisions/0018-postgresql-and-kysely.md). One statement per counted request.
// The client's address is not stored (docs/decisions/0003-leads.md): its row is keyed by
// an HMAC of it under a key derived from the app secret, the same on every instance.

/** How often an instance deletes the rows whose window has ended. */
export const RATE_LIMIT_SWEEP_INTERVAL_MS = 5 * 60_000;

/**
 * A store for one limit; `name` keeps its keys apart from the other limits' in the
 * shared table (the lead form's and the SEO audit's counts of one address differ).
 */
export function createDatabaseRateLimitStore(db: Db, name: string, appSecret: string): Store {
  // The name is matched with LIKE when sweeping: no wildcards in it.
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`A rate-limit store's name is lower-case letters, digits and dashes, not "${name}"`);
  const queries = createRateLimitQueries(db);
  const prefix = `${name}:`;
  const hmacKey = purposeKey(appSecret, "rate-limit-key/v1");
  const rowKey = (client: string) => prefix + createHmac("sha256", hmacKey).update(client).digest("base64url");
  let windowMs = 60_000;
  let nextSweepAt = 0;

  const sweepNowAndThen = (now: number) => {
    if (now < nextSweepAt) return;
    nextSweepAt = now + RATE_LIMIT_SWEEP_INTERVAL_MS;
    // Off the request's path; a sweep that fails is simply tried again next time.
    queries.sweep(prefix, now).catch(() => {});
  };
  const info = (count: { hits: number; resetAt: number }): ClientRateLimitInfo => ({
    totalHits: count.hits,
    resetTime: new Date(count.resetAt),
  });

  return {
    prefix,
    // Counts from every instance: express-rate-limit's double-count check must not assume this process owns them.
    localKeys: false,
    init(options: Options) {
      windowMs = options.windowMs;
    },
    async increment(key) {
      const now = Date.now();
      sweepNowAndThen(now);
      return info(await queries.hit(rowKey(key), windowMs, now));
    },
    async decrement(key) {
      await queries.unhit(rowKey(key), Date.now());
    },
    async resetKey(key) {
      await queries.reset(rowKey(key));
    },
    async get(key) {
      const count = await queries.get(rowKey(key), Date.now());
      return count ? info(count) : undefined;
    },
  };
}
