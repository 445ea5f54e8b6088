import { sql } from "kysely";
import { type Brand, defaultBrand } from "../../shared/brand";
import { createBlogQueries } from "./blog.queries";
import { withTransaction, type Db } from "./connection";
import { applySeedCorrections, insertSeedContent } from "./content-seed-rows";
import { seedSets, type SeedSet } from "./seed-sets";

const seedKey = (set: SeedSet) => `seed:${set.name}`;

/**
 * Applies every seed set this database has not had yet (server/db/seed-sets.ts): blog posts
 * and the staff-edited content (case studies, team, partners, and the site settings, which
 * start from `brand`: the configured one, server/env.ts),
 * each in one transaction together with its record in app_meta. So seeding twice
 * changes nothing, a post the staff later delete does not come back on the next
 * restart, and a database from an earlier release receives only the new sets.
 * The posts are imported (not read from disk) so they travel inside the server
 * bundle even when data/ is a mounted volume.
 */
export async function seedDatabase(
  db: Db,
  sets: readonly SeedSet[] = seedSets,
  brand: Brand = defaultBrand,
): Promise<{ inserted: number; appliedSets: string[] }> {
  let inserted = 0;
  const appliedSets: string[] = [];
  for (const set of sets) {
    const applied = await withTransaction(db, async (tx) => {
      // PostgreSQL: instances starting together seed one after the other (SQLite has one writer).
      if (tx.engine === "postgres") await sql`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':seed'))`.execute(tx.kysely);
      const isApplied = await tx.kysely.selectFrom("app_meta").select("value").where("key", "=", seedKey(set)).executeTakeFirst();
      if (isApplied) return false;
      const blog = createBlogQueries(tx);
      // A post whose id or slug is taken (e.g. written by the staff) is left alone.
      for (const post of set.posts) if (await blog.insertIfAbsent(post)) inserted++;
      if (set.content) inserted += await insertSeedContent(tx, set.content(brand));
      if (set.corrections) await applySeedCorrections(tx, set.corrections);
      // PostgreSQL: the seed posts bring their own ids; the next post the staff write gets the one after them.
      if (tx.engine === "postgres")
        await sql`SELECT setval(pg_get_serial_sequence('blog_posts', 'id'), GREATEST((SELECT MAX(id) FROM blog_posts), 1))`.execute(
          tx.kysely,
        );
      await tx.kysely
        .insertInto("app_meta")
        .values({ key: seedKey(set), value: new Date().toISOString() })
        .execute();
      return true;
    });
    if (applied) appliedSets.push(set.name);
  }
  return { inserted, appliedSets };
}
