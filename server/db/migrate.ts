import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Db, Engine } from "./connection";

// Numbered SQL files, one folder per engine (migrations/sqlite, migrations/postgres),
// kept in step: migration N makes the same tables and columns on both. Why plain SQL
// per engine: docs/decisions/0018-postgresql-and-kysely.md.

const MIGRATION_FILE = /^(\d{3})-[a-z0-9-]+\.sql$/;

/**
 * Where the engine's numbered .sql files live: beside this module in development and
 * tests (server/db/migrations/<engine>), and beside the bundle in production
 * (dist/server/migrations/<engine>, copied there by scripts/build.ts).
 */
export function defaultMigrationsDir(engine: Engine): string {
  const here = fileURLToPath(new URL(`./migrations/${engine}/`, import.meta.url));
  if (existsSync(here)) return here;
  throw new Error(`Migrations folder not found at ${here}`);
}

function migrationFiles(dir: string): { version: number; sql: string }[] {
  return readdirSync(dir)
    .filter((f) => MIGRATION_FILE.test(f))
    .sort()
    .map((file) => ({ version: Number(MIGRATION_FILE.exec(file)![1]), sql: readFileSync(join(dir, file), "utf8") }));
}

type MigrateOptions = {
  /** The folder of numbered .sql files; the engine's own folder by default. */
  dir?: string;
  /** Stop after this migration number (tests use it to build a database as an older release left it). */
  upTo?: number;
};

/**
 * Applies every migration newer than the database's version, each in its own
 * transaction together with the version bump, so a failed migration leaves the
 * database exactly as it was. Returns the numbers it applied. SQLite keeps the
 * version in user_version (as every release did); PostgreSQL in schema_migrations,
 * with an advisory lock so that instances starting together apply each one once.
 */
export async function migrate(db: Db, { dir = defaultMigrationsDir(db.engine), upTo = Infinity }: MigrateOptions = {}): Promise<number[]> {
  const files = migrationFiles(dir).filter((file) => file.version <= upTo);
  if (db.engine === "sqlite") {
    const sqlite = db.sqlite;
    const current = sqlite.pragma("user_version", { simple: true }) as number;
    const applied: number[] = [];
    for (const { version, sql } of files) {
      if (version <= current) continue;
      sqlite.transaction(() => {
        sqlite.exec(sql);
        sqlite.pragma(`user_version = ${version}`);
      })();
      applied.push(version);
    }
    return applied;
  }

  const client = await db.pool.connect();
  try {
    // One lock per schema: tests migrate their own schemas side by side.
    await client.query("SELECT pg_advisory_lock(hashtext(current_schema()))");
    try {
      await client.query("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)");
      const { rows } = await client.query<{ v: number | null }>("SELECT MAX(version) AS v FROM schema_migrations");
      const current = rows[0]?.v ?? 0;
      const applied: number[] = [];
      for (const { version, sql } of files) {
        if (version <= current) continue;
        await client.query("BEGIN");
        try {
          await client.query(sql);
          await client.query("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)", [version, new Date().toISOString()]);
          await client.query("COMMIT");
        } catch (error) {
          await client.query("ROLLBACK");
          throw error;
        }
        applied.push(version);
      }
      return applied;
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext(current_schema()))");
    }
  } finally {
    client.release();
  }
}

/** The version the database's schema is at (the last migration applied). */
export async function schemaVersion(db: Db): Promise<number> {
  if (db.engine === "sqlite") return db.sqlite.pragma("user_version", { simple: true }) as number;
  const { rows } = await db.pool.query<{ v: number | null }>("SELECT MAX(version) AS v FROM schema_migrations");
  return rows[0]?.v ?? 0;
}
