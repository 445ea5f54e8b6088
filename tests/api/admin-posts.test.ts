import request from "supertest";
import { describe, expect, test } from "vitest";
import { publicPostFrom } from "../../shared/blog/post-defaults";
import type { PostInput } from "../../shared/schemas/admin-posts";
import { asAdmin, createAdminTestApp, signIn } from "../helpers/admin";
import { parseHtml } from "../helpers/html";

const draft: PostInput = {
  title: "Local SEO checklist for agencies",
  slug: "local-seo-checklist",
  subtitle: "Ten fixes your clients notice",
  excerpt: "A short list of local SEO work that moves rankings for service businesses.",
  content: "## Start with the profile\n\nClaim it, **verify** it, and keep the hours right.",
  tags: ["Local SEO", "Checklists"],
  category: null,
  author: null,
  readTime: null,
  imageUrl: "",
  metaTitle: "",
  metaDescription: "",
  isPublished: false,
  isFeatured: false,
};

async function editor() {
  // The page cache is on, as in production: the test proves a change is never hidden by it.
  const testApp = await createAdminTestApp({ env: { PAGE_CACHE: "on" } });
  return { ...testApp, admin: asAdmin(testApp.app, await signIn(testApp.app)) };
}

const blogTitles = async (app: Parameters<typeof request>[0]) => {
  const res = await request(app).get("/blog");
  return {
    cache: res.headers["x-page-cache"],
    titles: parseHtml(res.text)
      .querySelectorAll("main h3")
      .map((h) => h.textContent),
  };
};

describe("the blog editor API", () => {
  test("lists every post, drafts included, with stored values", async () => {
    const { admin } = await editor();
    await admin.post("/api/admin/posts").send(draft);
    const res = await admin.get("/api/admin/posts");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(8); // the seven seed posts and the draft
    expect(res.body[0]).toMatchObject({ slug: "local-seo-checklist", isPublished: false, author: null, readTime: null, category: null });
  });

  test("a draft is saved but stays off /blog and /api/blog", async () => {
    const { admin, app } = await editor();
    const res = await admin.post("/api/admin/posts").send(draft);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      slug: "local-seo-checklist",
      isPublished: false,
      publishedAt: null,
      imageUrl: "/images/blog/placeholder.svg",
    });
    expect((await request(app).get("/api/blog/local-seo-checklist")).status).toBe(404);
    expect((await request(app).get("/blog/local-seo-checklist")).status).toBe(404);
    expect((await blogTitles(app)).titles).not.toContain(draft.title);
  });

  test("publishing shows the post on /blog at once, even though /blog was cached; unpublishing removes it", async () => {
    const { admin, app } = await editor();
    await blogTitles(app);
    const cached = await blogTitles(app);
    expect(cached.cache).toBe("hit");
    const { body: post } = await admin.post("/api/admin/posts").send(draft);

    const published = await admin.patch(`/api/admin/posts/${post.id}`).send({ isPublished: true });
    expect(published.status).toBe(200);
    expect(published.body.publishedAt).toEqual(expect.any(String));
    const after = await blogTitles(app);
    expect(after.cache).toBe("miss");
    expect(after.titles[0]).toBe(draft.title);
    const article = await request(app).get("/blog/local-seo-checklist");
    expect(article.status).toBe(200);
    const doc = parseHtml(article.text);
    expect(doc.querySelector("h1")?.textContent).toBe(draft.title);
    expect(doc.querySelector(".prose-article h2")?.textContent).toBe("Start with the profile");
    expect(doc.querySelector(".prose-article strong")?.textContent).toBe("verify");

    await admin.patch(`/api/admin/posts/${post.id}`).send({ isPublished: false });
    expect((await blogTitles(app)).titles).not.toContain(draft.title);
    expect((await request(app).get("/blog/local-seo-checklist")).status).toBe(404);
  });

  test("an edit of a published post shows at once, and keeps the first publication date", async () => {
    const { admin, app } = await editor();
    const { body: post } = await admin.post("/api/admin/posts").send({ ...draft, isPublished: true });
    expect((await request(app).get("/blog/local-seo-checklist")).text).toContain("Start with the profile");
    await request(app).get("/blog/local-seo-checklist"); // now cached
    const edited = await admin
      .put(`/api/admin/posts/${post.id}`)
      .send({ ...draft, isPublished: true, content: "## A better opening\n\nRewritten." });
    expect(edited.status).toBe(200);
    expect(edited.body.publishedAt).toBe(post.publishedAt);
    const page = await request(app).get("/blog/local-seo-checklist");
    expect(page.text).toContain("A better opening");
    expect(page.text).not.toContain("Start with the profile");
  });

  test("featuring and unfeaturing a post", async () => {
    const { admin } = await editor();
    const { body: post } = await admin.post("/api/admin/posts").send(draft);
    expect((await admin.patch(`/api/admin/posts/${post.id}`).send({ isFeatured: true })).body.isFeatured).toBe(true);
    const read = await admin.get(`/api/admin/posts/${post.id}`);
    expect(read.body).toMatchObject({ isFeatured: true, isPublished: false });
    expect((await admin.patch(`/api/admin/posts/${post.id}`).send({ isFeatured: false })).body.isFeatured).toBe(false);
    expect((await admin.patch(`/api/admin/posts/${post.id}`).send({ isFeatured: "yes" })).status).toBe(400);
  });

  test("slugs are unique: a taken slug answers 409 naming the field, on create and on edit", async () => {
    const { admin } = await editor();
    const taken = await admin.post("/api/admin/posts").send({ ...draft, slug: "white-label-seo-ppc-2025" });
    expect(taken.status).toBe(409);
    expect(taken.body.fieldErrors.slug).toEqual(["Another post uses this slug: choose a different one"]);
    const { body: post } = await admin.post("/api/admin/posts").send(draft);
    const clash = await admin.put(`/api/admin/posts/${post.id}`).send({ ...draft, slug: "white-label-seo-ppc-2025" });
    expect(clash.status).toBe(409);
    expect((await admin.put(`/api/admin/posts/${post.id}`).send(draft)).status).toBe(200);
  });

  test("answers 400 naming each bad field", async () => {
    const { admin } = await editor();
    const res = await admin
      .post("/api/admin/posts")
      .send({ ...draft, title: " ", slug: "Not A Slug", imageUrl: "https://cdn.example/x.png", readTime: 0, extra: 1 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(["extra", "imageUrl", "readTime", "slug", "title"]);
    expect((await admin.put("/api/admin/posts/99999").send(draft)).status).toBe(404);
    expect((await admin.get("/api/admin/posts/99999")).status).toBe(404);
  });

  test("the editor's preview data equals what the public API answers for the saved post (same defaults for missing fields)", async () => {
    const { admin, app } = await editor();
    for (const variant of [
      draft,
      { ...draft, slug: "second", tags: [], author: "Priya", readTime: 9, category: "Guides", metaTitle: "Meta", metaDescription: "Desc" },
    ]) {
      const { body: saved } = await admin.post("/api/admin/posts").send({ ...variant, isPublished: true });
      const publicPost = (await request(app).get(`/api/blog/${saved.slug}`)).body;
      expect(publicPostFrom(saved)).toEqual(publicPost);
    }
  });
});
