import { existsSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { loadBuiltInPosts } from "../../client/api/built-in-posts";
import { builtInArticles } from "../../client/pages/built-in-article-pages";
import { pageNames } from "../../client/pages/page-modules";
import type { Db } from "../../server/db/connection";
import { migrate } from "../../server/db/migrate";
import { seedDatabase } from "../../server/db/seed";
import { seedPosts, seedSets } from "../../server/db/seed-sets";
import { BlogPostSchema } from "../../shared/schemas/blog-post";
import { column, freshDatabase, run, value } from "../helpers/test-db";

const freshDb = async () => {
  const db = await freshDatabase();
  await migrate(db);
  return db;
};
const ids = (db: Db) => column(db, "SELECT id FROM blog_posts ORDER BY id");

/** The sets of blog posts (the proof content has its own set and tests: tests/api/content-store.test.ts). */
const blogSets = seedSets.filter((set) => set.posts.length > 0);

describe("seed sets", () => {
  test("a database seeded by the first release receives the beauty and law-firm articles exactly once", async () => {
    const db = await freshDb();
    // What the first release did: only the five built-in posts, recorded as 'seed:blog-posts'.
    expect(await seedDatabase(db, seedSets.slice(0, 1))).toEqual({ inserted: 5, appliedSets: ["blog-posts"] });
    expect(await ids(db)).toEqual([1, 2, 3, 4, 5]);
    await run(db, "DELETE FROM blog_posts WHERE id = 2");

    expect(await seedDatabase(db, blogSets)).toEqual({ inserted: 2, appliedSets: ["blog-posts-industry-guides"] });
    // The deleted built-in post stays deleted: its set was applied before.
    expect(await ids(db)).toEqual([1, 3, 4, 5, 6, 7]);
    await run(db, "DELETE FROM blog_posts WHERE id = 7");
    expect(await seedDatabase(db, blogSets)).toEqual({ inserted: 0, appliedSets: [] });
    expect(await ids(db)).toEqual([1, 3, 4, 5, 6]);
  });

  test("a post the staff wrote under a seed post's slug is left as it is", async () => {
    const db = await freshDb();
    await seedDatabase(db, seedSets.slice(0, 1));
    await run(
      db,
      `INSERT INTO blog_posts (id, slug, title, created_at, updated_at, is_published) VALUES (40, 'beauty-digital-marketing-2025', 'Our own take', '2025-01-01', '2025-01-01', 1)`,
    );
    expect((await seedDatabase(db, blogSets)).inserted).toBe(1);
    expect(await value(db, "SELECT title FROM blog_posts WHERE slug = 'beauty-digital-marketing-2025'")).toBe("Our own take");
  });

  test("set names are unique and post ids and slugs appear once", () => {
    expect(new Set(seedSets.map((s) => s.name)).size).toBe(seedSets.length);
    expect(new Set(seedPosts.map((p) => p.id)).size).toBe(seedPosts.length);
    expect(new Set(seedPosts.map((p) => p.slug)).size).toBe(seedPosts.length);
  });
});

describe("seed posts", () => {
  test.each(seedPosts.map((p) => [p.slug, p] as const))(
    "%s is a complete, published post of 800+ words with its own cover",
    (_slug, post) => {
      expect(BlogPostSchema.safeParse(post).success).toBe(true);
      expect(post.isPublished).toBe(true);
      expect(post.content.split(/\s+/).filter(Boolean).length).toBeGreaterThan(800);
      expect(post.content).toMatch(/^## /m); // headings for readers who scan
      expect(post.excerpt.length).toBeGreaterThan(80);
      const cover = `client/public${post.imageUrl}`;
      expect(existsSync(cover), cover).toBe(true);
      const svg = readFileSync(cover, "utf8");
      expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
      expect(svg).not.toMatch(/<image|href="http/); // our own drawing, nothing fetched
    },
  );

  test("never name the agency: the copy says 'we', the brand is configuration", () => {
    for (const post of seedPosts) expect(JSON.stringify(post)).not.toMatch(/brandingbeez|northbeam/i);
  });

  test("the five built-in articles are the first seed set, each with its own page module, and the list's fallback loads them", async () => {
    expect(builtInArticles.map((a) => a.slug)).toEqual(seedSets[0]!.posts.map((p) => p.slug));
    for (const article of builtInArticles) expect(pageNames).toContain(article.page);
    const fallback = await loadBuiltInPosts();
    expect(fallback.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    expect(fallback).toEqual(seedSets[0]!.posts);
  });
});
