import Database from "better-sqlite3";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { createBlogQueries } from "../../server/db/blog.queries";
import { openDatabase } from "../../server/db/connection";
import { createContentVersion } from "../../server/db/content-version";
import { defaultMigrationsDir, migrate, schemaVersion } from "../../server/db/migrate";
import { seedDatabase } from "../../server/db/seed";
import { seedSets } from "../../server/db/seed-sets";
import { createLeadQueries } from "../../server/db/leads.queries";
import { column, freshDatabase, reopenDatabase, run, testEngine, value } from "../helpers/test-db";

const migrationNumbers = (engine: "sqlite" | "postgres") =>
  readdirSync(defaultMigrationsDir(engine))
    .filter((f) => /^\d{3}-[a-z0-9-]+\.sql$/.test(f))
    .map((f) => Number(f.slice(0, 3)))
    .sort((a, b) => a - b);

describe("the database", () => {
  test.runIf(testEngine === "sqlite")(
    "opens a file database in WAL mode with synchronous=FULL, a busy timeout and foreign keys",
    async () => {
      const db = openDatabase(join(mkdtempSync(join(tmpdir(), "agency-db-")), "nested", "app.db"));
      if (db.engine !== "sqlite") throw new Error("a file path opens a SQLite database");
      expect(db.sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
      expect(db.sqlite.pragma("synchronous", { simple: true })).toBe(2);
      expect(db.sqlite.pragma("busy_timeout", { simple: true })).toBe(5000);
      expect(db.sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
      await db.close();
    },
  );

  test("both engines have the same numbered migrations", () => {
    expect(migrationNumbers("postgres")).toEqual(migrationNumbers("sqlite"));
  });

  test("applies the numbered migrations once", async () => {
    const db = await freshDatabase();
    const numbers = migrationNumbers(db.engine);
    expect(numbers[0]).toBe(1);
    expect(await migrate(db)).toEqual(numbers);
    expect(await migrate(db)).toEqual([]);
    expect(await schemaVersion(db)).toBe(numbers.at(-1));
    for (const table of ["app_meta", "blog_posts", "leads", "admins", "admin_sessions", "lead_notes", "outbox_jobs"])
      expect(await value(db, `SELECT COUNT(*) FROM ${table}`)).toBeGreaterThanOrEqual(0);
  });

  test("a failing migration leaves the database as it was", async () => {
    const dir = mkdtempSync(join(tmpdir(), "agency-mig-"));
    writeFileSync(join(dir, "001-good.sql"), "CREATE TABLE a (x INTEGER);");
    writeFileSync(join(dir, "002-bad.sql"), "CREATE TABLE b (y INTEGER); THIS IS NOT SQL;");
    const db = await freshDatabase();
    await expect(migrate(db, { dir })).rejects.toThrow();
    expect(await schemaVersion(db)).toBe(1);
    await expect(value(db, "SELECT COUNT(*) FROM b")).rejects.toThrow();
  });

  test("migration 016 keeps every content entry, revision and old address, and lets content_entries hold the site settings", async () => {
    const db = await freshDatabase();
    await migrate(db, { upTo: 15 });
    // The database as the release before the site settings (staff roles, audit trail and passkeys included) seeded it.
    await seedDatabase(
      db,
      seedSets.filter((set) => set.name === "proof-content"),
    );
    const snapshot = async () => ({
      entries: await column(db, "SELECT id || kind || COALESCE(slug, '') || sort_order || published FROM content_entries ORDER BY id"),
      revisions: await column(db, "SELECT id || ':' || entry_id || action FROM content_revisions ORDER BY id"),
      redirects: await column(db, "SELECT old_slug || target_id FROM slug_redirects ORDER BY id"),
    });
    const before = await snapshot();
    expect(before.revisions.length).toBeGreaterThan(0);
    const insertSettings = () =>
      run(
        db,
        "INSERT INTO content_entries (kind, slug, draft, published, created_at, updated_at) VALUES ('site-settings', 'site', '{}', '{}', 'x', 'x')",
      );
    await expect(insertSettings()).rejects.toThrow();

    expect(await migrate(db, { upTo: 16 })).toEqual([16]);
    expect(await snapshot()).toEqual(before);
    const version = Number(await value(db, "SELECT value FROM app_meta WHERE key = 'content_version'"));
    await insertSettings();
    // The version triggers came back with the table, and the (kind, slug) index keeps the settings single.
    expect(Number(await value(db, "SELECT value FROM app_meta WHERE key = 'content_version'"))).toBe(version + 1);
    await expect(insertSettings()).rejects.toThrow();
    await expect(
      run(db, "INSERT INTO content_entries (kind, draft, created_at, updated_at) VALUES ('landing-page', '{}', 'x', 'x')"),
    ).rejects.toThrow();
    // Deleting an entry still takes its revisions with it (the foreign key points at the new table).
    const [first] = await column<number>(db, "SELECT entry_id FROM content_revisions ORDER BY id LIMIT 1");
    await run(db, "DELETE FROM content_entries WHERE id = ?", first);
    expect(await value(db, "SELECT COUNT(*) FROM content_revisions WHERE entry_id = ?", first)).toBe(0);
  });

  test("migration 007 keeps the subscriptions made before it, counted as US, and accepts only the three regions", async () => {
    const db = await freshDatabase();
    // The database as it was before: every migration up to 006.
    await migrate(db, { upTo: 6 });
    await run(
      db,
      "INSERT INTO leads (created_at, contact_form_type, email) VALUES (?, ?, ?)",
      "2026-01-01T00:00:00.000Z",
      "newsletter-contact-form",
      "early@reader.example",
    );
    const leadId = await value(db, "SELECT id FROM leads");
    await run(
      db,
      "INSERT INTO newsletter_subscriptions (email_key, lead_id, subscribed_at) VALUES (?, ?, ?)",
      "early@reader.example",
      leadId,
      "2026-01-01T00:00:00.000Z",
    );

    expect((await migrate(db))[0]).toBe(7);
    expect(await value(db, "SELECT region FROM newsletter_subscriptions")).toBe("US");
    await run(db, "UPDATE newsletter_subscriptions SET region = ?", "DE");
    await expect(run(db, "UPDATE newsletter_subscriptions SET region = ?", "FR")).rejects.toThrow();
  });

  test("instances starting together apply each migration once", async () => {
    const db = await freshDatabase();
    const other = testEngine === "postgres" ? reopenDatabase(db) : db;
    const [a, b] = await Promise.all([migrate(db), migrate(other)]);
    expect([...a, ...b].sort((x, y) => x - y)).toEqual(migrationNumbers(db.engine));
  });

  test("seeds the built-in posts once; seeding again changes nothing, even after a post was deleted", async () => {
    const db = await freshDatabase();
    await migrate(db);
    // 7 posts, then 19 case studies, 14 team members and 7 partners, then the site settings.
    expect(await seedDatabase(db)).toEqual({
      inserted: 48,
      appliedSets: ["blog-posts", "blog-posts-industry-guides", "proof-content", "site-settings", "proof-content-lead-figures"],
    });
    const ids = () => column(db, "SELECT id FROM blog_posts ORDER BY id");
    expect(await ids()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    await run(db, "DELETE FROM blog_posts WHERE id = 3");
    expect(await seedDatabase(db)).toEqual({ inserted: 0, appliedSets: [] });
    expect(await ids()).toEqual([1, 2, 4, 5, 6, 7]);
  });

  test("the content version moves with every change to blog posts", async () => {
    const db = await freshDatabase();
    await migrate(db);
    // No caching here: every read goes to the database.
    const version = createContentVersion(db, { maxAgeMs: 0 });
    const v0 = await version.current();
    await seedDatabase(db);
    const v1 = await version.current();
    expect(v1).not.toBe(v0);
    await run(db, "UPDATE blog_posts SET title = 'x' WHERE id = 1");
    expect(await version.current()).not.toBe(v1);
    const v2 = await version.current();
    await run(db, "DELETE FROM blog_posts WHERE id = 1");
    expect(await version.current()).not.toBe(v2);
  });

  test.runIf(testEngine === "sqlite")("on SQLite the content version is read synchronously, on every request", async () => {
    const db = await freshDatabase();
    await migrate(db);
    const version = createContentVersion(db);
    const before = version.current();
    expect(typeof before).toBe("string");
    await run(db, "INSERT INTO blog_posts (slug, title, created_at, updated_at) VALUES ('x', 'X', '2026', '2026')");
    expect(version.current()).not.toBe(before);
  });

  test.runIf(testEngine === "postgres")(
    "on PostgreSQL the content version is read at most once a second, and at once after this process's own change",
    async () => {
      const db = await freshDatabase();
      await migrate(db);
      let clock = 0;
      const version = createContentVersion(db, { now: () => clock });
      const before = await version.current();
      // Another instance changes a post: this one keeps its value for up to a second ...
      await run(reopenDatabase(db), "INSERT INTO blog_posts (slug, title, created_at, updated_at) VALUES ('x', 'X', '2026', '2026')");
      clock = 900;
      expect(version.current()).toBe(before);
      // ... and then reads the new one.
      clock = 1_001;
      const after = await version.current();
      expect(after).not.toBe(before);
      // Its own change is seen by the next request.
      await run(db, "UPDATE blog_posts SET title = 'Y'");
      version.invalidate();
      expect(await version.current()).not.toBe(after);
    },
  );

  test("only published posts are listed, and an unpublished slug is not found", async () => {
    const db = await freshDatabase();
    await migrate(db);
    await seedDatabase(db);
    await run(db, "UPDATE blog_posts SET is_published = 0 WHERE id = 4");
    const blog = createBlogQueries(db);
    expect((await blog.listPublished()).map((p) => p.id)).not.toContain(4);
    expect(await blog.getPublishedBySlug("industry-specific-digital-marketing-strategies-2025")).toBeNull();
  });

  test.runIf(testEngine === "sqlite")(
    "a data/app.db made by the release before Kysely opens, migrates and reads with everything in it",
    async () => {
      // That release: better-sqlite3 alone, the same numbered files up to 005, user_version as the schema version.
      const path = join(mkdtempSync(join(tmpdir(), "agency-old-")), "app.db");
      const old = new Database(path);
      for (const file of readdirSync(defaultMigrationsDir("sqlite")).sort()) {
        const version = Number(file.slice(0, 3));
        if (version > 5) continue;
        old.exec(readFileSync(join(defaultMigrationsDir("sqlite"), file), "utf8"));
        old.pragma(`user_version = ${version}`);
      }
      old
        .prepare("INSERT INTO leads (created_at, contact_form_type, email, name) VALUES (?, ?, ?, ?)")
        .run("2026-02-01T09:00:00.000Z", "contact-form", "kept@agency.example", "Kept");
      old
        .prepare("INSERT INTO newsletter_subscriptions (email_key, lead_id, subscribed_at) VALUES (?, ?, ?)")
        .run("kept@agency.example", 1, "2026-02-01T09:00:00.000Z");
      old.prepare("INSERT INTO app_meta (key, value) VALUES ('seed:blog-posts', 'x'), ('seed:blog-posts-industry-guides', 'x')").run();
      old.close();

      const db = openDatabase(path);
      // Every migration after that release's 005, whatever later releases add.
      const newer = readdirSync(defaultMigrationsDir("sqlite"))
        .map((file) => Number(file.slice(0, 3)))
        .filter((version) => version > 5)
        .sort((a, b) => a - b);
      expect(newer.slice(0, 2)).toEqual([6, 7]);
      expect(await migrate(db)).toEqual(newer);
      // It gets only the sets added since: the proof content and the site settings staff edit now.
      expect(await seedDatabase(db)).toEqual({
        inserted: 41,
        appliedSets: ["proof-content", "site-settings", "proof-content-lead-figures"],
      });
      expect(await createLeadQueries(db).getById(1)).toMatchObject({ email: "kept@agency.example", name: "Kept" });
      expect(await value(db, "SELECT region FROM newsletter_subscriptions WHERE email_key = 'kept@agency.example'")).toBe("US");
      await db.close();
    },
  );
});
