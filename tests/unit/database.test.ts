import { describe, expect, test } from "vitest";
import { createBlogQueries } from "../../server/db/blog.queries";
import { openDatabase } from "../../server/db/connection";
import { createContentVersionQuery } from "../../server/db/content-version.queries";
import { defaultMigrationsDir, migrate } from "../../server/db/migrate";
import { seedDatabase } from "../../server/db/seed";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

describe("the database", () => {
  test("opens a file database in WAL mode with synchronous=FULL, a busy timeout and foreign keys", () => {
    const db = openDatabase(join(mkdtempSync(join(tmpdir(), "agency-db-")), "nested", "app.db"));
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("synchronous", { simple: true })).toBe(2);
    expect(db.pragma("busy_timeout", { simple: true })).toBe(5000);
    expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
  });

  test("applies the numbered migrations once", () => {
    const db = openDatabase(":memory:");
    const numbers = readdirSync(defaultMigrationsDir())
      .filter((f) => /^\d{3}-[a-z0-9-]+\.sql$/.test(f))
      .map((f) => Number(f.slice(0, 3)))
      .sort((a, b) => a - b);
    expect(numbers[0]).toBe(1);
    expect(migrate(db)).toEqual(numbers);
    expect(migrate(db)).toEqual([]);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
    expect(tables).toEqual(expect.arrayContaining(["app_meta", "blog_posts", "leads", "admins", "admin_sessions", "lead_notes"]));
  });

  test("a failing migration leaves the database as it was", () => {
    const dir = mkdtempSync(join(tmpdir(), "agency-mig-"));
    writeFileSync(join(dir, "001-good.sql"), "CREATE TABLE a (x INTEGER);");
    writeFileSync(join(dir, "002-bad.sql"), "CREATE TABLE b (y INTEGER); THIS IS NOT SQL;");
    const db = openDatabase(":memory:");
    expect(() => migrate(db, dir)).toThrow();
    expect(db.pragma("user_version", { simple: true })).toBe(1);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").get()).toBeUndefined();
  });

  test("seeds the built-in posts once; seeding again changes nothing, even after a post was deleted", () => {
    const db = openDatabase(":memory:");
    migrate(db);
    expect(seedDatabase(db)).toEqual({ inserted: 7, appliedSets: ["blog-posts", "blog-posts-industry-guides"] });
    const ids = () => db.prepare("SELECT id FROM blog_posts ORDER BY id").pluck().all();
    expect(ids()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    db.prepare("DELETE FROM blog_posts WHERE id = 3").run();
    expect(seedDatabase(db)).toEqual({ inserted: 0, appliedSets: [] });
    expect(ids()).toEqual([1, 2, 4, 5, 6, 7]);
  });

  test("the content version moves with every change to blog posts", () => {
    const db = openDatabase(":memory:");
    migrate(db);
    const version = createContentVersionQuery(db);
    const v0 = version();
    seedDatabase(db);
    const v1 = version();
    expect(v1).not.toBe(v0);
    db.prepare("UPDATE blog_posts SET title = 'x' WHERE id = 1").run();
    expect(version()).not.toBe(v1);
    const v2 = version();
    db.prepare("DELETE FROM blog_posts WHERE id = 1").run();
    expect(version()).not.toBe(v2);
  });

  test("only published posts are listed, and an unpublished slug is not found", () => {
    const db = openDatabase(":memory:");
    migrate(db);
    seedDatabase(db);
    db.prepare("UPDATE blog_posts SET is_published = 0 WHERE id = 4").run();
    const blog = createBlogQueries(db);
    expect(blog.listPublished().map((p) => p.id)).not.toContain(4);
    expect(blog.getPublishedBySlug("industry-specific-digital-marketing-strategies-2025")).toBeNull();
  });
});
