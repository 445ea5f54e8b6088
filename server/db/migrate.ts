import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "./connection";

const MIGRATION_FILE = /^(\d{3})-[a-z0-9-]+\.sql$/;

/**
 * Where the numbered .sql files live: beside this module in development and tests
 * (server/db/migrations), and beside the bundle in production (dist/server/migrations,
 * copied there by scripts/build.ts).
 */
export function defaultMigrationsDir(): string {
  const here = fileURLToPath(new URL("./migrations/", import.meta.url));
  if (existsSync(here)) return here;
  throw new Error(`Migrations folder not found at ${here}`);
}

/**
 * Applies every migration newer than the database's user_version, each in its own
 * transaction together with the version bump, so a failed migration leaves the
 * database exactly as it was. Returns the numbers it applied.
 */
export function migrate(db: Db, dir = defaultMigrationsDir()): number[] {
  const current = db.pragma("user_version", { simple: true }) as number;
  const files = readdirSync(dir)
    .filter((f) => MIGRATION_FILE.test(f))
    .sort();
  const applied: number[] = [];
  for (const file of files) {
    const version = Number(MIGRATION_FILE.exec(file)![1]);
    if (version <= current) continue;
    const sql = readFileSync(join(dir, file), "utf8");
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version}`);
    })();
    applied.push(version);
  }
  return applied;
}
