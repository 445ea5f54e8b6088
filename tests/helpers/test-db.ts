import { randomBytes } from "node:crypto";
import { CompiledQuery } from "kysely";
import pg from "pg";
import { test } from "vitest";
import Database from "better-sqlite3";
import { openDatabase, sqliteDb, type Db, type Engine, type SqliteDb } from "../../server/db/connection";
import { migrate } from "../../server/db/migrate";
import { seedDatabase } from "../../server/db/seed";
import type { Brand } from "../../shared/brand";

// The database the db and API tests run on: in-memory SQLite by default, or
// PostgreSQL when TEST_DATABASE_URL is set (scripts/test-postgres.sh starts a
// throwaway server and sets it). On PostgreSQL every fresh database is a schema of
// its own, so test files and the tests in them stay apart while running in parallel.
// Raw SQL in tests uses `?` placeholders, as on SQLite; they become $1, $2, ... here.

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || null;
export const testEngine: Engine = testDatabaseUrl ? "postgres" : "sqlite";

/**
 * A test whose only database work is reading the seeded content, to render pages and check what
 * they show (walks over every page, say): the SQLite pass runs it and the PostgreSQL pass leaves it
 * out, since those reads run on PostgreSQL in the content and blog tests and the renders would only
 * be repeated. A file of nothing but such tests says so in a line starting "// Engine-independent:"
 * (scripts/test-postgres.sh).
 */
export const renderingTest: ReturnType<typeof test.runIf> = test.runIf(testEngine === "sqlite");

const opened: Db[] = [];
const schemaOf = new WeakMap<Db, string>();
let admin: pg.Pool | null = null;

function track(db: Db): Db {
  opened.push(db);
  return db;
}

/** A fresh, empty (not migrated) database. */
export async function freshDatabase(): Promise<Db> {
  if (!testDatabaseUrl) return track(openDatabase(":memory:"));
  admin ??= new pg.Pool({ connectionString: testDatabaseUrl, max: 1, allowExitOnIdle: true });
  const schema = `t_${process.pid}_${randomBytes(6).toString("hex")}`;
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = track(openDatabase(testDatabaseUrl, { searchPath: schema, poolSize: 4 }));
  schemaOf.set(db, schema);
  return db;
}

/** What a fresh database holds before the app starts, as made by server/db/migrate.ts and seed.ts. */
export type DatabaseStart = "migrated" | "seeded";

/** SQLite: each start's database (by the brand it was seeded for) once made in this test file, as bytes (in-memory copies are opened from them). */
const images = new Map<string, Promise<Buffer>>();

/**
 * A fresh database, migrated (and seeded for `brand`, the site's default without one): as
 * `freshDatabase` followed by `migrate` and `seedDatabase`. On SQLite the work is done once per test
 * file (and brand) and each call opens an in-memory copy of the result, which takes a millisecond
 * instead of the migration and seed's tens; PostgreSQL does the work each time.
 */
export async function startedDatabase(start: DatabaseStart, brand?: Brand): Promise<Db> {
  const make = async (db: Db) => {
    await migrate(db);
    if (start === "seeded") await seedDatabase(db, undefined, brand);
    return db;
  };
  if (testDatabaseUrl) return make(await freshDatabase());
  const key = `${start} ${JSON.stringify(brand ?? null)}`;
  let image = images.get(key);
  if (!image) {
    image = (async () => {
      const db = await make(openDatabase(":memory:"));
      const bytes = (db as SqliteDb).sqlite.serialize();
      await db.close();
      return bytes;
    })();
    images.set(key, image);
  }
  return track(sqliteDb(new Database(await image)));
}

/**
 * The same database opened again, as a restarted process would: a SQLite file by its
 * path, a PostgreSQL schema by its name.
 */
export function reopenDatabase(db: Db, sqlitePath?: string): Db {
  const schema = schemaOf.get(db);
  if (schema && testDatabaseUrl) {
    const again = track(openDatabase(testDatabaseUrl, { searchPath: schema, poolSize: 4 }));
    schemaOf.set(again, schema);
    return again;
  }
  if (!sqlitePath) throw new Error("a SQLite database is reopened by its file path");
  return track(openDatabase(sqlitePath));
}

/** Closes every database this test file opened (tests/helpers/test-db-setup.ts runs it after each file). */
export async function closeTestDatabases(): Promise<void> {
  const dbs = opened.splice(0);
  await Promise.allSettled(dbs.map((db) => db.close()));
  if (admin && dbs.length > 0) {
    // The schemas die with the throwaway server too; dropping them keeps a long run small.
    for (const db of dbs) {
      const schema = schemaOf.get(db);
      if (schema) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
    }
  }
  await admin?.end();
  admin = null;
}

const placeholders = (db: Db, text: string) => {
  if (db.engine === "sqlite") return text;
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};

/** Every row of a raw query. */
export async function rows<T = Record<string, unknown>>(db: Db, text: string, ...params: unknown[]): Promise<T[]> {
  const result = await db.kysely.executeQuery(CompiledQuery.raw(placeholders(db, text), params));
  return result.rows as T[];
}

/** The first row, or undefined. */
export async function row<T = Record<string, unknown>>(db: Db, text: string, ...params: unknown[]): Promise<T | undefined> {
  return (await rows<T>(db, text, ...params))[0];
}

/** The first column of every row. */
export async function column<T = unknown>(db: Db, text: string, ...params: unknown[]): Promise<T[]> {
  return (await rows<Record<string, T>>(db, text, ...params)).map((r) => Object.values(r)[0] as T);
}

/** The first column of the first row (undefined when there is none). */
export async function value<T = unknown>(db: Db, text: string, ...params: unknown[]): Promise<T> {
  return (await column<T>(db, text, ...params))[0] as T;
}

/** A statement whose result does not matter. */
export async function run(db: Db, text: string, ...params: unknown[]): Promise<void> {
  await rows(db, text, ...params);
}

/**
 * From now on, every INSERT into `table` fails with `message`: a full disk or a
 * broken table, for the tests that show a failed write leaves nothing behind.
 */
export async function refuseInserts(db: Db, table: string, message: string): Promise<void> {
  if (db.engine === "sqlite") {
    await run(db, `CREATE TEMP TRIGGER refuse_${table} BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, '${message}'); END`);
    return;
  }
  await run(db, `CREATE FUNCTION refuse_${table}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '${message}'; END; $$`);
  await run(db, `CREATE TRIGGER refuse_${table} BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_${table}()`);
}
