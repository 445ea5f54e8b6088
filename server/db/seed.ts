import seedPosts from "../../data/seed/blog-posts.json" with { type: "json" };
import type { BlogPost } from "../../shared/schemas/blog-post";
import { createBlogQueries } from "./blog.queries";
import type { Db } from "./connection";

const SEED_KEY = "seed:blog-posts";

/**
 * Loads the five built-in posts (spec §3, ids 1-5) the first time a database is
 * seeded. The seed is recorded in app_meta, so seeding twice changes nothing and
 * a post the staff later delete does not come back on the next restart.
 * The JSON is imported (not read from disk) so it travels inside the server bundle
 * even when data/ is a mounted volume.
 */
export function seedDatabase(db: Db): { inserted: number } {
  const blog = createBlogQueries(db);
  const done = db.prepare<[string], { value: string }>(`SELECT value FROM app_meta WHERE key = ?`).get(SEED_KEY);
  if (done) return { inserted: 0 };
  let inserted = 0;
  db.transaction(() => {
    for (const post of seedPosts as BlogPost[]) if (blog.insertIfAbsent(post)) inserted++;
    db.prepare(`INSERT INTO app_meta (key, value) VALUES (?, ?)`).run(SEED_KEY, new Date().toISOString());
  })();
  return { inserted };
}
