import pino from "pino";
import { describe, expect, test } from "vitest";
import { migrate } from "../../server/db/migrate";
import { TEST_APP_SECRET } from "../helpers/lead-controls";
import { createTestApp } from "../helpers/test-app";
import { freshDatabase } from "../helpers/test-db";

// Instances on one database must share APP_SECRET and NEWSLETTER_TOKEN_SECRET
// (server/security/shared-secret-check.ts): the one that starts with another value says so.

const OTHER_SECRET = "another-secret-that-is-at-least-32-characters";

/** A logger whose warnings the test can read. */
function recordingLogger() {
  const lines: { level: number; msg: string; setting?: string }[] = [];
  const logger = pino({ level: "warn", base: undefined }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, warnings: () => lines.filter((l) => l.level === 40) };
}

async function migratedDatabase() {
  const db = await freshDatabase();
  await migrate(db);
  return db;
}

describe("secrets shared by the instances on one database", () => {
  test("a second instance started with the same APP_SECRET logs no warning", async () => {
    const db = await migratedDatabase();
    await createTestApp({ db, seed: false });
    const second = recordingLogger();
    await createTestApp({ db, seed: false, logger: second.logger });
    expect(second.warnings()).toEqual([]);
  });

  test("an instance started with another APP_SECRET warns, naming the setting and never the secret", async () => {
    const db = await migratedDatabase();
    await createTestApp({ db, seed: false });
    const second = recordingLogger();
    await createTestApp({ db, seed: false, logger: second.logger, env: { APP_SECRET: OTHER_SECRET } });
    expect(second.warnings()).toHaveLength(1);
    expect(second.warnings()[0]).toMatchObject({ setting: "APP_SECRET", msg: expect.stringContaining("held as spam") });
    const logged = JSON.stringify(second.warnings());
    expect(logged).not.toContain(OTHER_SECRET);
    expect(logged).not.toContain(TEST_APP_SECRET);
  });

  test("once every instance has been restarted with the new value, the warnings stop", async () => {
    const db = await migratedDatabase();
    await createTestApp({ db, seed: false });
    await createTestApp({ db, seed: false, env: { APP_SECRET: OTHER_SECRET } });
    const third = recordingLogger();
    await createTestApp({ db, seed: false, logger: third.logger, env: { APP_SECRET: OTHER_SECRET } });
    expect(third.warnings()).toEqual([]);
  });

  test("an instance without APP_SECRET beside one that sets it is warned about too (it signs with the database's secret)", async () => {
    const db = await migratedDatabase();
    await createTestApp({ db, seed: false });
    const unset = recordingLogger();
    await createTestApp({ db, seed: false, logger: unset.logger, env: { APP_SECRET: "" } });
    expect(unset.warnings().map((w) => w.setting)).toEqual(["APP_SECRET"]);
  });

  test("a different NEWSLETTER_TOKEN_SECRET is warned about the same way", async () => {
    const db = await migratedDatabase();
    await createTestApp({ db, seed: false });
    const second = recordingLogger();
    await createTestApp({ db, seed: false, logger: second.logger, env: { NEWSLETTER_TOKEN_SECRET: OTHER_SECRET } });
    expect(second.warnings().map((w) => w.setting)).toEqual(["NEWSLETTER_TOKEN_SECRET"]);
  });
});
