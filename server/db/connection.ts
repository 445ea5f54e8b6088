import Database from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { Schema } from "./schema";

// One data-access layer for both engines (docs/decisions/0018-postgresql-and-kysely.md):
// every query is written once with Kysely; the few places where the engines differ
// ask `db.engine`.

interface DbBase {
  /** The query builder; inside a transaction, the transaction's (see withTransaction). */
  readonly kysely: Kysely<Schema>;
  close(): Promise<void>;
}

export interface SqliteDb extends DbBase {
  readonly engine: "sqlite";
  /** The better-sqlite3 handle (pragmas, migrations, the synchronous content version). */
  readonly sqlite: Database.Database;
}

export interface PostgresDb extends DbBase {
  readonly engine: "postgres";
  /** The pool (migrations hold one of its connections for their advisory lock). */
  readonly pool: pg.Pool;
}

/** The database, told apart by `engine`: only a SQLite one has a file handle, only a PostgreSQL one a pool. */
export type Db = SqliteDb | PostgresDb;
export type Engine = Db["engine"];

/** Whether a database location is a PostgreSQL URL (else it is a SQLite file's path); server/env.ts checks DATABASE_URL with it. */
export const isPostgresUrl = (location: string) => /^postgres(?:ql)?:\/\/\S+$/i.test(location);

// BIGINT (epoch milliseconds, COUNT(*)) and NUMERIC (SUM of BIGINT) as numbers, like SQLite
// returns them: the values here stay far below 2^53.
const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const pgTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === PG_INT8 || oid === PG_NUMERIC
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export interface OpenOptions {
  /** PostgreSQL: connections kept by this process. */
  poolSize?: number;
  /** PostgreSQL: the schema to work in (tests give each app its own). */
  searchPath?: string;
}

/**
 * Opens the database at `location`: a postgres:// URL, or a SQLite file path
 * (":memory:" for a throwaway one). SQLite gets the pragmas the design asks for:
 * WAL for concurrent readers, synchronous=FULL so an acknowledged lead survives a
 * power cut, a busy timeout instead of instant SQLITE_BUSY, and enforced foreign keys.
 */
export function openDatabase(location: string, options: OpenOptions = {}): Db {
  if (isPostgresUrl(location)) return openPostgres(location, options);
  if (location !== ":memory:") mkdirSync(dirname(location), { recursive: true });
  const sqlite = new Database(location);
  if (location !== ":memory:") sqlite.pragma("journal_mode = WAL");
  return sqliteDb(sqlite);
}

/**
 * An open better-sqlite3 handle as the site's database, with the connection's pragmas above (the
 * tests open in-memory copies of a migrated and seeded database this way, tests/helpers/test-db.ts).
 */
export function sqliteDb(sqlite: Database.Database): Db {
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  const kysely = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    engine: "sqlite",
    kysely,
    sqlite,
    async close() {
      await kysely.destroy();
    },
  };
}

function openPostgres(url: string, options: OpenOptions): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    types: pgTypes,
    // Leads and their jobs are acknowledged only once on disk (the server's synchronous_commit stays on).
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
    allowExitOnIdle: true,
  });
  // An idle connection that breaks (the server restarted) must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const kysely = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  return {
    engine: "postgres",
    kysely,
    pool,
    async close() {
      await kysely.destroy();
    },
  };
}

/**
 * Runs `work` in one transaction: everything it does through the Db it is given
 * commits together, or nothing does. Query modules made from that Db join it.
 */
export function withTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.kysely.transaction().execute((trx) => work(withKysely(db, trx)));
}

/** The same database, its queries run through `kysely` (a transaction or one held connection). */
const withKysely = (db: Db, kysely: Kysely<Schema>): Db => ({ ...db, kysely });

/** The engine's error for a UNIQUE (or PRIMARY KEY) constraint that refused a write. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error) || !("code" in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "23505";
}

/** Runs `work` in the caller's transaction when `db` is one, else in a new one. */
export function joinOrStartTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.kysely.isTransaction ? work(db) : withTransaction(db, work);
}

/**
 * SQLite: runs `write` with synchronous=NORMAL, so its commits do not wait for the disk
 * (WAL keeps them across a crash of the process; only a power cut can take the last
 * ones back). For writes whose loss costs little: the outbox worker's bookkeeping and
 * the rate-limit counts. The connection is held meanwhile, so no other statement runs
 * under the pragma; inside a transaction, and on PostgreSQL, `write` runs as it is.
 */
export function commitWithoutDiskWait<T>(db: Db, write: (db: Db) => Promise<T>): Promise<T> {
  if (db.engine !== "sqlite" || db.kysely.isTransaction) return write(db);
  return db.kysely.connection().execute(async (connection) => {
    const held = withKysely(db, connection);
    await sql`PRAGMA synchronous = NORMAL`.execute(connection);
    try {
      return await write(held);
    } finally {
      await sql`PRAGMA synchronous = FULL`.execute(connection);
    }
  });
}
