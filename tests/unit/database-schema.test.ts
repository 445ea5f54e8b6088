import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { defaultMigrationsDir, migrate } from "../../server/db/migrate";
import { schemaDifferences } from "../helpers/schema-diff";
import { freshDatabase, testEngine } from "../helpers/test-db";

// server/db/schema.ts is the one description of the tables; each engine's migrations
// must make exactly that, column for column and index for index. This runs on SQLite,
// and on PostgreSQL when TEST_DATABASE_URL is set (scripts/test-postgres.sh).

describe(`the ${testEngine} migrations and server/db/schema.ts`, () => {
  test("a database migrated from empty has every table, column, type, nullability, default, key and index the schema describes, and nothing else", async () => {
    const db = await freshDatabase();
    await migrate(db);
    expect(await schemaDifferences(db)).toEqual([]);
  });

  test("a migration that leaves out a column is reported by the comparison", async () => {
    const dir = mkdtempSync(join(tmpdir(), "migrations-"));
    cpSync(defaultMigrationsDir(testEngine), dir, { recursive: true });
    const file = join(dir, "005-attribution-and-spam.sql");
    const original = readFileSync(file, "utf8");
    const withoutMsclkid = original.replace(/^ALTER TABLE leads ADD COLUMN msclkid .*$/m, "");
    expect(withoutMsclkid).not.toBe(original);
    writeFileSync(file, withoutMsclkid);

    const db = await freshDatabase();
    await migrate(db, { dir });
    expect(await schemaDifferences(db)).toEqual(["leads.msclkid: schema.ts has TEXT NULL, the database has nothing"]);
  });

  test("a default or an index that differs from the schema is reported too", async () => {
    const dir = mkdtempSync(join(tmpdir(), "migrations-"));
    cpSync(defaultMigrationsDir(testEngine), dir, { recursive: true });
    const file = join(dir, "004-outbox.sql");
    writeFileSync(
      file,
      readFileSync(file, "utf8")
        .replace("DEFAULT 'pending'", "DEFAULT 'queued'")
        .replace("CREATE INDEX outbox_jobs_due ON outbox_jobs (state, next_attempt_at);", ""),
    );

    const db = await freshDatabase();
    await migrate(db, { dir });
    expect(await schemaDifferences(db)).toEqual([
      "outbox_jobs.state: schema.ts has TEXT NOT NULL DEFAULT 'pending', the database has TEXT NOT NULL DEFAULT 'queued'",
      "outbox_jobs.index outbox_jobs_due: schema.ts has (state, next_attempt_at), the database has nothing",
    ]);
  });
});
