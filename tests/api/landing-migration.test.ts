import { describe, expect, test } from "vitest";
import { readdirSync } from "node:fs";
import { defaultMigrationsDir, migrate } from "../../server/db/migrate";
import { freshDatabase } from "../helpers/test-db";

// The landing-pages migration makes content_entries and slug_redirects again on SQLite to take the
// new kind (server/db/migrations/sqlite/*-landing-pages.sql): nothing stored before may be lost on
// the way. Its number is read from the folder, since it may change when branches merge.

const landingVersion = Number(
  readdirSync(defaultMigrationsDir("sqlite"))
    .find((file) => file.endsWith("-landing-pages.sql"))!
    .slice(0, 3),
);

describe("the landing-pages migration", () => {
  test("keeps every entry, revision and old slug, and then takes landing pages, their old slugs and each lead's page and variant", async () => {
    const db = await freshDatabase();
    await migrate(db, { upTo: landingVersion - 1 });
    const at = "2026-01-02T03:04:05.000Z";
    const k = db.kysely;
    const { id } = await k
      .insertInto("content_entries")
      .values({ kind: "partner", draft: '{"name":"A"}', published: '{"name":"A"}', sort_order: 3, created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    await k
      .insertInto("content_revisions")
      .values({ entry_id: id, document: '{"name":"A"}', action: "published", created_at: at })
      .execute();
    await k.insertInto("slug_redirects").values({ kind: "case-study", old_slug: "old", target_id: id, created_at: at }).execute();
    // The site settings live in content_entries too (the migration before this one).
    const settings = await k
      .insertInto("content_entries")
      .values({ kind: "site-settings", slug: "site", draft: "{}", published: "{}", created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();

    await migrate(db);

    expect(await k.selectFrom("content_entries").select(["id", "kind", "sort_order", "published"]).orderBy("id").execute()).toEqual([
      { id, kind: "partner", sort_order: 3, published: '{"name":"A"}' },
      { id: settings.id, kind: "site-settings", sort_order: 0, published: "{}" },
    ]);
    expect(await k.selectFrom("content_revisions").select(["entry_id", "action"]).execute()).toEqual([
      { entry_id: id, action: "published" },
    ]);
    expect(await k.selectFrom("slug_redirects").select(["kind", "old_slug"]).execute()).toEqual([{ kind: "case-study", old_slug: "old" }]);

    const page = await k
      .insertInto("content_entries")
      .values({ kind: "landing-page", slug: "dental-seo", draft: "{}", created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    await k.insertInto("slug_redirects").values({ kind: "landing-page", old_slug: "dental", target_id: page.id, created_at: at }).execute();
    // Revisions still belong to their entry: deleting it deletes them.
    await k.insertInto("content_revisions").values({ entry_id: page.id, document: "{}", action: "created", created_at: at }).execute();
    await k.deleteFrom("content_entries").where("id", "=", page.id).execute();
    expect(await k.selectFrom("content_revisions").select("entry_id").execute()).toEqual([{ entry_id: id }]);
    await expect(
      k
        .insertInto("content_entries")
        .values({ kind: "unknown" as never, draft: "{}", created_at: at, updated_at: at })
        .execute(),
    ).rejects.toThrow();
  });
});
