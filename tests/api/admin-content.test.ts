import request from "supertest";
import { describe, expect, test } from "vitest";
import { KEPT_REVISIONS } from "../../shared/schemas/content-entry";
import { ADMIN_EMAIL, asAdmin, createAdminTestApp, SITE_ORIGIN, signIn } from "../helpers/admin";
import { caseStudyDocument, partnerDocument, postInput, teamMemberDocument, testimonialDocument } from "../helpers/content-documents";

// The staff API for case studies, testimonials, team members and partners
// (server/api/admin/content.routes.ts), as the staff screens use it.

async function editor() {
  const testApp = await createAdminTestApp();
  return { ...testApp, admin: asAdmin(testApp.app, await signIn(testApp.app)) };
}

type Admin = Awaited<ReturnType<typeof editor>>["admin"];
const API = "/api/admin/content";

/** The old slugs pointing at one entry (the seeded studies have redirects of their own). */
const redirectsOf = (db: Awaited<ReturnType<typeof editor>>["db"], kind: "case-study" | "blog-post", targetId: number) =>
  db.kysely
    .selectFrom("slug_redirects")
    .select(["old_slug", "target_id"])
    .where("kind", "=", kind)
    .where("target_id", "=", targetId)
    .orderBy("old_slug")
    .execute();

async function publishedStudy(admin: Admin, slug: string) {
  const { body } = await admin.post(`${API}/case-study`).send(caseStudyDocument(slug));
  expect((await admin.post(`${API}/case-study/${body.id}/publish`)).status).toBe(200);
  return body.id as number;
}

describe("the content editor API", () => {
  test("create, save, publish, edit and restore: visitors' copy changes only on publish, each step is a revision by the staff member", async () => {
    const { admin } = await editor();
    const created = await admin.post(`${API}/testimonial`).send(testimonialDocument());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: "draft",
      published: null,
      updatedBy: ADMIN_EMAIL,
      label: "Robin Example, Example Growth Studio",
    });
    const id = created.body.id;

    const saved = await admin
      .put(`${API}/testimonial/${id}/draft`)
      .send(testimonialDocument({ agency: "  Example Studio  ", publicationAgreed: true }));
    expect(saved.status).toBe(200);
    expect(saved.body.draft.agency).toBe("Example Studio");

    const published = await admin.post(`${API}/testimonial/${id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: "published", publishedAt: expect.any(String) });
    expect(published.body.published.agency).toBe("Example Studio");

    const edited = await admin
      .put(`${API}/testimonial/${id}/draft`)
      .send(testimonialDocument({ agency: "Renamed Studio", publicationAgreed: true }));
    expect(edited.body).toMatchObject({ status: "changed" });
    expect(edited.body.published.agency).toBe("Example Studio");

    const revisions = (await admin.get(`${API}/testimonial/${id}/revisions`)).body;
    expect(revisions.map((r: { action: string }) => r.action)).toEqual(["saved", "published", "saved", "created"]);
    expect(revisions.every((r: { createdBy: string }) => r.createdBy === ADMIN_EMAIL)).toBe(true);

    const publishedRevision = revisions[1].id;
    const restored = await admin.post(`${API}/testimonial/${id}/revisions/${publishedRevision}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ status: "published" });
    expect(restored.body.draft.agency).toBe("Example Studio");
    expect(restored.body.revisions[0]).toMatchObject({ action: "restored", createdBy: ADMIN_EMAIL });

    const list = (await admin.get(`${API}/testimonial`)).body;
    expect(list).toEqual([expect.objectContaining({ id, status: "published", updatedBy: ADMIN_EMAIL })]);
  });

  test(`only the newest ${KEPT_REVISIONS} revisions of an entry are kept`, async () => {
    const { admin, db } = await editor();
    const { body } = await admin.post(`${API}/partner`).send(partnerDocument("Partner 0"));
    for (let n = 1; n <= KEPT_REVISIONS + 5; n++) await admin.put(`${API}/partner/${body.id}/draft`).send(partnerDocument(`Partner ${n}`));
    const entry = (await admin.get(`${API}/partner/${body.id}`)).body;
    expect(entry.revisions).toHaveLength(KEPT_REVISIONS);
    const rows = await db.kysely.selectFrom("content_revisions").select("document").where("entry_id", "=", body.id).orderBy("id").execute();
    expect(rows).toHaveLength(KEPT_REVISIONS);
    expect(JSON.parse(rows[0]!.document).name).toBe("Partner 6");
  });

  test("a testimonial cannot be published until the client's agreement is ticked", async () => {
    const { admin } = await editor();
    const { body } = await admin.post(`${API}/testimonial`).send(testimonialDocument());
    const refused = await admin.post(`${API}/testimonial/${body.id}/publish`);
    expect(refused.status).toBe(409);
    expect(Object.keys(refused.body.fieldErrors)).toEqual(["publicationAgreed"]);
    expect((await admin.get(`${API}/testimonial/${body.id}`)).body).toMatchObject({ status: "draft", published: null });

    await admin.put(`${API}/testimonial/${body.id}/draft`).send(testimonialDocument({ publicationAgreed: true }));
    expect((await admin.post(`${API}/testimonial/${body.id}/publish`)).status).toBe(200);
  });

  test("bad input names each field by its path, and leaves the stored draft as it was", async () => {
    const { admin } = await editor();
    const good = caseStudyDocument();
    const { body } = await admin.post(`${API}/case-study`).send(good);
    const bad = {
      ...good,
      story: { ...good.story, en: { ...good.story.en, title: "  " } },
      figures: { ...good.figures, results: [{ ...good.figures.results[0], after: { value: "thirty" } }] },
      colour: "red",
    };
    const res = await admin.put(`${API}/case-study/${body.id}/draft`).send(bad);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(["colour", "figures.results.0.after.value", "story.en.title"]);
    expect(res.body.fieldErrors["story.en.title"]).toEqual(["Title is required"]);
    const stored = (await admin.get(`${API}/case-study/${body.id}`)).body;
    expect(stored.draft).toEqual(good);
    expect(stored.revisions).toHaveLength(1);

    expect((await admin.post(`${API}/partner`).send({ name: "No url", logo: null })).body.fieldErrors).toHaveProperty("url");
    expect((await admin.post(`${API}/partner`).send([])).status).toBe(400);
  });

  test("a team member with a photo needs no drawn portrait; without one, the portrait's seed is asked for by name", async () => {
    const { admin } = await editor();
    const withPhoto = await admin
      .post(`${API}/team-member`)
      .send({ ...teamMemberDocument("Pia Photo"), photo: "photo-asset-0001", portrait: "" });
    expect(withPhoto.status).toBe(201);
    const without = await admin.post(`${API}/team-member`).send({ ...teamMemberDocument("Nia None"), photo: null, portrait: "" });
    expect(without.status).toBe(400);
    expect(without.body.fieldErrors).toEqual({
      portrait: ["Without a photo the page draws a portrait: give it a seed, e.g. dev-anna, or choose a photo"],
    });
    // The list tells members apart: a named one by name and role, each with its picture.
    const listed = (await admin.get(`${API}/team-member`)).body as { id: number; label: string; detail: string; picture: unknown }[];
    expect(listed.find((e) => e.id === withPhoto.body.id)).toMatchObject({
      label: "Pia Photo",
      detail: `${teamMemberDocument("x").role.en} · Development`,
      picture: { mediaId: "photo-asset-0001" },
    });
    expect(listed.filter((e) => e.label === "Full-Stack Dev").map((e) => [e.detail, e.picture])).toEqual(
      [1, 2, 3].map((n) => [`Development · portrait “full-stack-dev-${n}”`, { src: `/images/team/development-full-stack-dev-${n}.svg` }]),
    );
  });

  test("unknown kinds and ids answer 404, and an id of another kind is not found either", async () => {
    const { admin } = await editor();
    const { body } = await admin.post(`${API}/partner`).send(partnerDocument("Only partner"));
    expect((await admin.get(`${API}/press-quote`)).status).toBe(404);
    expect((await admin.get(`${API}/partner/999`)).status).toBe(404);
    expect((await admin.get(`${API}/partner/abc`)).status).toBe(404);
    const wrongKind = await admin.get(`${API}/testimonial/${body.id}`);
    expect(wrongKind.status).toBe(404);
    expect(wrongKind.body.message).toBe("Testimonial not found");
    expect((await admin.post(`${API}/partner/${body.id}/revisions/999/restore`)).status).toBe(404);
  });

  test("renaming a published study keeps every old address pointing at it; a slug another study has is refused", async () => {
    const { admin, db } = await editor();
    const id = await publishedStudy(admin, "first-slug");
    for (const slug of ["second-slug", "third-slug"]) {
      await admin.put(`${API}/case-study/${id}/draft`).send(caseStudyDocument(slug));
      expect((await admin.post(`${API}/case-study/${id}/publish`)).body).toMatchObject({ slug, status: "published" });
    }
    expect(await redirectsOf(db, "case-study", id)).toEqual([
      { old_slug: "first-slug", target_id: id },
      { old_slug: "second-slug", target_id: id },
    ]);

    // Taking back its own old address removes that redirect.
    await admin.put(`${API}/case-study/${id}/draft`).send(caseStudyDocument("first-slug"));
    await admin.post(`${API}/case-study/${id}/publish`);
    expect((await redirectsOf(db, "case-study", id)).map((r) => r.old_slug)).toEqual(["second-slug", "third-slug"]);

    const other = (await admin.post(`${API}/case-study`).send(caseStudyDocument("first-slug"))).body.id;
    const taken = await admin.post(`${API}/case-study/${other}/publish`);
    expect(taken.status).toBe(409);
    expect(Object.keys(taken.body.fieldErrors)).toEqual(["slug"]);
    await admin.put(`${API}/case-study/${other}/draft`).send(caseStudyDocument("second-slug"));
    const redirected = await admin.post(`${API}/case-study/${other}/publish`);
    expect(redirected.status).toBe(409);
    expect(redirected.body.fieldErrors.slug[0]).toMatch(/old address/);
    expect((await admin.get(`${API}/case-study/${other}`)).body).toMatchObject({ status: "draft", slug: null });
  });

  test("unpublishing takes an entry off the site and keeps its draft; a study's address is free again", async () => {
    const { admin } = await editor();
    const id = await publishedStudy(admin, "short-lived");
    const off = await admin.post(`${API}/case-study/${id}/unpublish`);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ status: "draft", published: null, slug: null });
    expect(off.body.draft.slug).toBe("short-lived");
    expect(off.body.revisions[0]).toMatchObject({ action: "unpublished" });
    const other = (await admin.post(`${API}/case-study`).send(caseStudyDocument("short-lived"))).body.id;
    expect((await admin.post(`${API}/case-study/${other}/publish`)).status).toBe(200);
  });

  test("renaming a published blog post writes a 'blog-post' redirect from its old slug", async () => {
    const { admin, db } = await editor();
    const post = postInput({ title: "Renamed post", slug: "old-post-slug" });
    const { body } = await admin.post("/api/admin/posts").send(post);
    expect((await admin.put(`/api/admin/posts/${body.id}`).send({ ...post, slug: "new-post-slug" })).status).toBe(200);
    expect(await redirectsOf(db, "blog-post", body.id)).toEqual([{ old_slug: "old-post-slug", target_id: body.id }]);
    await admin.put(`/api/admin/posts/${body.id}`).send({ ...post, slug: "newest-post-slug" });
    expect(await redirectsOf(db, "blog-post", body.id)).toEqual([
      { old_slug: "new-post-slug", target_id: body.id },
      { old_slug: "old-post-slug", target_id: body.id },
    ]);
  });

  test("reordering a kind persists; an order that leaves an entry out is refused naming ids", async () => {
    const { admin } = await editor();
    const ids: number[] = [];
    for (const name of ["Ada", "Ben", "Cleo"]) ids.push((await admin.post(`${API}/team-member`).send(teamMemberDocument(name))).body.id);
    // The seeded members are listed too; these three are compared among themselves.
    const names = async () =>
      (await admin.get(`${API}/team-member`)).body.filter((e: { id: number }) => ids.includes(e.id)).map((e: { label: string }) => e.label);
    expect(await names()).toEqual(["Ada", "Ben", "Cleo"]);
    const seeded = (await admin.get(`${API}/team-member`)).body.map((e: { id: number }) => e.id).filter((id: number) => !ids.includes(id));
    const res = await admin.put(`${API}/team-member/order`).send({ ids: [...seeded, ids[2], ids[0], ids[1]] });
    expect(res.status).toBe(200);
    expect(await names()).toEqual(["Cleo", "Ada", "Ben"]);
    const partial = await admin.put(`${API}/team-member/order`).send({ ids: [...seeded, ids[0], ids[1]] });
    expect(partial.status).toBe(400);
    expect(Object.keys(partial.body.fieldErrors)).toEqual(["ids"]);
    expect(await names()).toEqual(["Cleo", "Ada", "Ben"]);
  });

  test("a study that others name cannot be deleted until they stop; deleting removes it, its revisions and its redirects", async () => {
    const { admin, db } = await editor();
    const id = await publishedStudy(admin, "named-study");
    await admin.put(`${API}/case-study/${id}/draft`).send(caseStudyDocument("renamed-study"));
    await admin.post(`${API}/case-study/${id}/publish`);
    const quote = (await admin.post(`${API}/testimonial`).send(testimonialDocument({ caseStudy: "renamed-study" }))).body.id;
    expect((await admin.get(`${API}/case-study/${id}`)).body.referencedBy).toEqual([
      { id: quote, kind: "testimonial", label: "Robin Example, Example Growth Studio" },
    ]);
    const refused = await admin.delete(`${API}/case-study/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("Robin Example");

    await admin.put(`${API}/testimonial/${quote}/draft`).send(testimonialDocument());
    expect((await admin.delete(`${API}/case-study/${id}`)).status).toBe(204);
    expect((await admin.get(`${API}/case-study/${id}`)).status).toBe(404);
    expect(await redirectsOf(db, "case-study", id)).toEqual([]);
    expect(await db.kysely.selectFrom("content_revisions").select("id").where("entry_id", "=", id).execute()).toEqual([]);
  });

  test("signed-out and cross-origin requests are refused", async () => {
    const { app, admin } = await editor();
    const { body } = await admin.post(`${API}/partner`).send(partnerDocument("Kept"));
    expect((await request(app).get(`${API}/partner`)).status).toBe(401);
    expect((await request(app).post(`${API}/partner/${body.id}/publish`).set("Origin", SITE_ORIGIN)).status).toBe(401);
    const session = await signIn(app);
    const crossOrigin = await request(app)
      .delete(`${API}/partner/${body.id}`)
      .set("Cookie", session.cookie)
      .set("Origin", "https://evil.example")
      .set("X-CSRF-Token", session.csrfToken);
    expect(crossOrigin.status).toBe(403);
    const noToken = await request(app).delete(`${API}/partner/${body.id}`).set("Cookie", session.cookie).set("Origin", SITE_ORIGIN);
    expect(noToken.status).toBe(403);
    expect((await admin.get(`${API}/partner/${body.id}`)).status).toBe(200);
  });
});
