import request from "supertest";
import { describe, expect, test } from "vitest";
import { createBlogQueries } from "../../server/db/blog.queries";
import { createTestApp } from "../helpers/test-app";

const draft = {
  id: 99,
  slug: "unpublished-draft",
  title: "A draft",
  subtitle: "",
  excerpt: "Not ready",
  tags: [],
  isPublished: false,
  isFeatured: false,
  metaTitle: "",
  metaDescription: "",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  publishedAt: null,
  imageUrl: "",
  content: "Draft text",
};

describe("GET /api/blog", () => {
  test("lists the seeded posts (the five built-in ones, then the beauty and law-firm articles), published only, newest first", async () => {
    const { app, db } = await createTestApp();
    await createBlogQueries(db).insertIfAbsent(draft);
    const res = await request(app).get("/api/blog");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body.map((p: { id: number }) => p.id).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Cards need no article text: it comes with GET /api/blog/:slug.
    expect(res.body.every((p: object) => !("content" in p))).toBe(true);
    const dates = res.body.map((p: { publishedAt: string }) => p.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test("fills the defaults for missing author, read time and category", async () => {
    const { app, db } = await createTestApp({ seed: false });
    const blog = createBlogQueries(db);
    await blog.insertIfAbsent({
      ...draft,
      id: 1,
      slug: "tagged",
      isPublished: true,
      tags: ["Local SEO", "Agencies"],
      publishedAt: "2026-02-01T00:00:00.000Z",
    });
    await blog.insertIfAbsent({ ...draft, id: 2, slug: "untagged", isPublished: true, publishedAt: "2026-01-01T00:00:00.000Z" });
    const res = await request(app).get("/api/blog");
    expect(res.body[0]).toMatchObject({ slug: "tagged", author: "the team", readTime: 5, category: "Local SEO" });
    expect(res.body[1]).toMatchObject({ slug: "untagged", category: "General" });
  });
});

describe("GET /api/blog/:slug", () => {
  test("answers the post", async () => {
    const { app } = await createTestApp();
    const res = await request(app).get("/api/blog/white-label-seo-ppc-2025");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 2, slug: "white-label-seo-ppc-2025", isPublished: true });
    expect(res.body.content.split(/\s+/).length).toBeGreaterThan(800);
  });

  test("answers 404 'Article not found' for unknown and unpublished slugs", async () => {
    const { app, db } = await createTestApp();
    await createBlogQueries(db).insertIfAbsent(draft);
    for (const slug of ["no-such-post", "unpublished-draft"]) {
      const res = await request(app).get(`/api/blog/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Article not found" });
    }
  });
});

describe("other API paths", () => {
  test("an unknown API path answers 404 in the error shape", async () => {
    const { app } = await createTestApp();
    const res = await request(app).get("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "No such API endpoint" });
  });
});
