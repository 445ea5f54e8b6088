import type { Options, Store } from "express-rate-limit";
import { afterEach, describe, expect, test, vi } from "vitest";
import { createDatabaseRateLimitStore, RATE_LIMIT_SWEEP_INTERVAL_MS } from "../../server/api/rate-limit-store";
import type { Db } from "../../server/db/connection";
import { migrate } from "../../server/db/migrate";
import { TEST_APP_SECRET } from "../helpers/lead-controls";
import { column, freshDatabase, reopenDatabase, testEngine, value } from "../helpers/test-db";

// The rate-limit counts kept in the database (server/api/rate-limit-store.ts), on
// whichever engine the tests run (tests/helpers/test-db.ts).

const WINDOW_MS = 10 * 60_000;
const T0 = new Date("2026-03-02T09:00:00.000Z").getTime();

async function migrated(): Promise<Db> {
  const db = await freshDatabase();
  await migrate(db);
  return db;
}

function storeOn(db: Db, name = "contacts"): Store {
  const store = createDatabaseRateLimitStore(db, name, TEST_APP_SECRET);
  store.init?.({ windowMs: WINDOW_MS } as Options);
  return store;
}

/** A second handle on the same database, as another instance has (SQLite: the same one). */
const anotherInstance = (db: Db) => (testEngine === "postgres" ? reopenDatabase(db) : db);

function clockAt(at: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at);
  return (ms: number) => vi.setSystemTime(Date.now() + ms);
}
afterEach(() => {
  vi.useRealTimers();
});

describe("the database rate-limit store", () => {
  test("counts a client's requests and says when its window ends", async () => {
    clockAt(T0);
    const store = storeOn(await migrated());
    expect(await store.increment("203.0.113.9")).toEqual({ totalHits: 1, resetTime: new Date(T0 + WINDOW_MS) });
    expect(await store.increment("203.0.113.9")).toEqual({ totalHits: 2, resetTime: new Date(T0 + WINDOW_MS) });
    expect(await store.get!("203.0.113.9")).toEqual({ totalHits: 2, resetTime: new Date(T0 + WINDOW_MS) });
    expect(await store.get!("198.51.100.20")).toBeUndefined();
  });

  test("the table holds no client address, only a keyed hash of it per limit", async () => {
    const db = await migrated();
    await storeOn(db).increment("203.0.113.9");
    await storeOn(db, "seo-audit").increment("203.0.113.9");
    const keys = await column<string>(db, "SELECT key FROM rate_limit_hits ORDER BY key");
    expect(keys).toEqual([expect.stringMatching(/^contacts:[\w-]{43}$/), expect.stringMatching(/^seo-audit:[\w-]{43}$/)]);
    expect(keys.join(" ")).not.toContain("203.0.113");
  });

  test("after the window the count starts again at 1 with a new window", async () => {
    const advance = clockAt(T0);
    const store = storeOn(await migrated());
    await store.increment("203.0.113.9");
    await store.increment("203.0.113.9");
    advance(WINDOW_MS);
    expect(await store.get!("203.0.113.9")).toBeUndefined();
    expect(await store.increment("203.0.113.9")).toEqual({ totalHits: 1, resetTime: new Date(T0 + 2 * WINDOW_MS) });
  });

  test("two instances on one database count the same requests; two limits count apart", async () => {
    const db = await migrated();
    const a = storeOn(db);
    const b = storeOn(anotherInstance(db));
    const audit = storeOn(db, "seo-audit");
    await a.increment("203.0.113.9");
    await b.increment("203.0.113.9");
    expect((await a.increment("203.0.113.9")).totalHits).toBe(3);
    expect((await audit.increment("203.0.113.9")).totalHits).toBe(1);
  });

  test("simultaneous requests from two instances each get a count of their own", async () => {
    const db = await migrated();
    const stores = [storeOn(db), storeOn(anotherInstance(db))];
    const counts = await Promise.all(Array.from({ length: 40 }, (_, i) => stores[i % 2]!.increment("203.0.113.9")));
    expect(counts.map((c) => c.totalHits).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  test("a request given back lowers the count, and a reset forgets the client", async () => {
    const store = storeOn(await migrated());
    await store.increment("203.0.113.9");
    await store.increment("203.0.113.9");
    await store.decrement("203.0.113.9");
    expect((await store.get!("203.0.113.9"))?.totalHits).toBe(1);
    await store.resetKey("203.0.113.9");
    expect(await store.get!("203.0.113.9")).toBeUndefined();
    expect((await store.increment("203.0.113.9")).totalHits).toBe(1);
  });

  test("rows whose window has ended are swept now and then", async () => {
    const advance = clockAt(T0);
    const db = await migrated();
    const store = storeOn(db);
    for (let i = 0; i < 5; i++) await store.increment(`198.51.100.${i}`);
    advance(RATE_LIMIT_SWEEP_INTERVAL_MS + WINDOW_MS);
    await store.increment("203.0.113.9");
    await vi.waitFor(async () => expect(Number(await value(db, "SELECT COUNT(*) FROM rate_limit_hits"))).toBe(1));
  });

  test("each limit sweeps only its own ended rows", async () => {
    const advance = clockAt(T0);
    const db = await migrated();
    const contacts = storeOn(db, "contacts");
    const seoAudit = storeOn(db, "seo-audit");
    await seoAudit.increment("198.51.100.1");
    await contacts.increment("198.51.100.2");
    advance(RATE_LIMIT_SWEEP_INTERVAL_MS + WINDOW_MS);
    await contacts.increment("203.0.113.9");
    const rowsOf = (name: string) => value(db, `SELECT COUNT(*) FROM rate_limit_hits WHERE key LIKE '${name}:%'`);
    await vi.waitFor(async () => expect(Number(await rowsOf("contacts"))).toBe(1));
    expect(Number(await rowsOf("seo-audit"))).toBe(1);
  });
});
