import { createBlogQueries } from "./blog.queries";
import type { Db } from "./connection";
import { seedSets, type SeedSet } from "./seed-sets";

const seedKey = (set: SeedSet) => `seed:${set.name}`;

/**
 * Applies every seed set this database has not had yet (server/db/seed-sets.ts),
 * each in one transaction together with its record in app_meta. So seeding twice
 * changes nothing, a post the staff later delete does not come back on the next
 * restart, and a database from an earlier release receives only the new sets.
 * The posts are imported (not read from disk) so they travel inside the server
 * bundle even when data/ is a mounted volume.
 */
export function seedDatabase(db: Db, sets: readonly SeedSet[] = seedSets): { inserted: number; appliedSets: string[] } {
  const blog = createBlogQueries(db);
  const isApplied = db.prepare<[string], { value: string }>(`SELECT value FROM app_meta WHERE key = ?`);
  const record = db.prepare(`INSERT INTO app_meta (key, value) VALUES (?, ?)`);
  let inserted = 0;
  const appliedSets: string[] = [];
  for (const set of sets) {
    if (isApplied.get(seedKey(set))) continue;
    db.transaction(() => {
      // A post whose id or slug is taken (e.g. written by the staff) is left alone.
      for (const post of set.posts) if (blog.insertIfAbsent(post)) inserted++;
      record.run(seedKey(set), new Date().toISOString());
    })();
    appliedSets.push(set.name);
  }
  return { inserted, appliedSets };
}
