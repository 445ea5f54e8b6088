import request from "supertest";
import { describe, expect, test } from "vitest";
import type { AdminMediaAsset, MediaUploadResult } from "../../shared/schemas/admin-media";
import { createTestApp } from "../helpers/test-app";
import { asAdmin } from "../helpers/admin";
import { fetchBytes, mediaLibraryApp, storedMediaCounts, uploadRequest } from "../helpers/media-files";
import { photo } from "../helpers/test-photo";

// The media library's files and management (server/media/media-files.router.ts, server/api/admin/media.routes.ts;
// docs/decisions/0024-media-library.md): headers, SVGs, alt texts, deleting and two instances on one database.

describe("serving and managing the library", { timeout: 60_000 }, () => {
  test("a variant is served with its type, nosniff, a year's immutable caching and an ETag; an unknown one is 404", async () => {
    const { app, session } = await mediaLibraryApp();
    const up = await uploadRequest(app, session, { bytes: await photo(640, 480).jpeg().toBuffer(), name: "a.jpg" });
    const webp = (up.body as MediaUploadResult).asset.image.variants.find((v) => v.format === "webp")!;
    const res = await request(app).get(webp.url);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect((await request(app).get(webp.url).set("If-None-Match", res.headers.etag!)).status).toBe(304);
    expect((await request(app).get(webp.url.replace(/-\d+\.webp$/, "-1111.webp"))).status).toBe(404);
    expect((await request(app).get(`/media/${"0".repeat(64)}-320.jpg`)).status).toBe(404);
  });

  test("a clean SVG is stored as sanitised and served with a CSP of its own", async () => {
    const { app, session } = await mediaLibraryApp();
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60" width="120" height="60"><rect width="120" height="60" fill="#1e3a8a"/></svg>',
    );
    const up = await uploadRequest(app, session, { bytes: svg, name: "mark.svg" }, { alt: "Brand mark", altDe: "Markenzeichen" });
    expect(up.status).toBe(201);
    const [variant] = (up.body as MediaUploadResult).asset.image.variants;
    expect(variant).toMatchObject({ format: "svg", width: 120 });
    const res = await request(app).get(variant!.url);
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const served = res.text || String(res.body);
    expect(served).toMatch(/^<svg /);
    expect(served).not.toMatch(/<\?xml|script|onload/);
  });

  test("alt texts can be changed; the list is newest first", async () => {
    const { app, session } = await mediaLibraryApp();
    const admin = asAdmin(app, session);
    const first = await uploadRequest(app, session, { bytes: await photo(400, 300).jpeg().toBuffer(), name: "first.jpg" });
    const second = await uploadRequest(app, session, { bytes: await photo(401, 300).jpeg().toBuffer(), name: "second.jpg" });
    const patched = await admin
      .patch(`/api/admin/media/${first.body.asset.id}`)
      .send({ alt: "A new description", altDe: "Eine neue Beschreibung" });
    expect(patched.status).toBe(200);
    expect(patched.body.image.alt).toEqual({ en: "A new description", de: "Eine neue Beschreibung" });
    expect((await admin.patch(`/api/admin/media/${first.body.asset.id}`).send({ alt: "" })).body.fieldErrors).toHaveProperty("alt");
    const list = (await admin.get("/api/admin/media")).body as AdminMediaAsset[];
    expect(list.map((a) => a.fileName)).toEqual(["second.jpg", "first.jpg"]);
    expect(second.status).toBe(201);
  });

  test("an image a blog post uses cannot be deleted (409 naming the post); once unused it can", async () => {
    const { app, db, session } = await mediaLibraryApp();
    const admin = asAdmin(app, session);
    const up = await uploadRequest(app, session, { bytes: await photo(800, 420).jpeg().toBuffer(), name: "cover.jpg" });
    const id = up.body.asset.id as string;
    const post = (await admin.get("/api/admin/posts")).body[0];
    const put = await admin.put(`/api/admin/posts/${post.id}`).send({ ...strip(post), coverMediaId: id });
    expect(put.status).toBe(200);
    expect(put.body.coverMediaId).toBe(id);

    const list = (await admin.get("/api/admin/media")).body as AdminMediaAsset[];
    expect(list[0]!.usage).toEqual([{ label: `Blog post “${post.title}” (cover)`, href: `/admin/posts/${post.id}` }]);
    const refusedDelete = await admin.delete(`/api/admin/media/${id}`);
    expect(refusedDelete.status).toBe(409);
    expect(refusedDelete.body.message).toContain(post.title);

    await admin.put(`/api/admin/posts/${post.id}`).send({ ...strip(post), coverMediaId: null });
    expect((await admin.delete(`/api/admin/media/${id}`)).status).toBe(204);
    expect(await storedMediaCounts(db)).toEqual({ assets: 0, variants: 0 });
  });

  test("a post's cover must be an image of the library", async () => {
    const { app, session } = await mediaLibraryApp();
    const admin = asAdmin(app, session);
    const post = (await admin.get("/api/admin/posts")).body[0];
    const res = await admin.put(`/api/admin/posts/${post.id}`).send({ ...strip(post), coverMediaId: "b".repeat(64) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(["coverMediaId"]);
  });

  test("two app instances on one database serve the same media, each from its own memory after the first read", async () => {
    const { app, db, session } = await mediaLibraryApp();
    const up = await uploadRequest(app, session, { bytes: await photo(900, 600).jpeg().toBuffer(), name: "shared.jpg" });
    const other = await createTestApp({ db });
    for (const variant of (up.body as MediaUploadResult).asset.image.variants) {
      const a = await fetchBytes(app, variant.url);
      const b = await fetchBytes(other.app, variant.url);
      expect(b.res.status).toBe(200);
      expect(b.bytes.equals(a.bytes)).toBe(true);
    }
  });
});

/** A post from the list as the editor sends it back (without the fields the server sets). */
function strip(post: Record<string, unknown>) {
  const { id: _id, createdAt: _c, updatedAt: _u, publishedAt: _p, ...input } = post;
  return input;
}
