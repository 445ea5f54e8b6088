import sharp from "sharp";
import request from "supertest";
import { describe, expect, test } from "vitest";
import type { AdminMediaAsset, MediaUploadResult } from "../../shared/schemas/admin-media";
import { createTestApp } from "../helpers/test-app";
import { asAdmin, createAdminTestApp, signIn } from "../helpers/admin";
import { hasGpsBlock, jpegWithGps, photo, uploadRequest } from "../helpers/media-files";
import { rows } from "../helpers/test-db";

// The media library's API (server/api/admin/media.routes.ts, docs/decisions/0024-media-library.md):
// what is accepted, what is refused and why, what is stored and what is served.

async function library() {
  const testApp = await createAdminTestApp();
  return { ...testApp, session: await signIn(testApp.app) };
}

const counts = async (db: Awaited<ReturnType<typeof library>>["db"]) => ({
  assets: Number((await rows<{ n: number }>(db, "SELECT COUNT(*) AS n FROM media_assets"))[0]!.n),
  variants: Number((await rows<{ n: number }>(db, "SELECT COUNT(*) AS n FROM media_variants"))[0]!.n),
});

const fetchBytes = async (app: Parameters<typeof request>[0], url: string) => {
  const res = await request(app)
    .get(url)
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on("data", (c: Buffer) => chunks.push(c));
      r.on("end", () => done(null, Buffer.concat(chunks)));
    });
  return { res, bytes: res.body as Buffer };
};

// Encoding AVIF at five widths takes seconds on a busy two-core machine.
describe("uploading an image", { timeout: 60_000 }, () => {
  test("a phone photo with GPS becomes AVIF, WebP and JPEG at every width up to 1920, none of them with EXIF", async () => {
    const { app, db, session } = await library();
    const original = await jpegWithGps(2400, 1600);
    expect(hasGpsBlock((await sharp(original).metadata()).exif)).toBe(true);

    const res = await uploadRequest(
      app,
      session,
      { bytes: original, name: "IMG_0042.jpg" },
      { alt: "Our team at the whiteboard", altDe: "Unser Team am Whiteboard" },
    );
    expect(res.status).toBe(201);
    const { asset, duplicate } = res.body as MediaUploadResult;
    expect(duplicate).toBe(false);
    expect(asset).toMatchObject({
      width: 2400,
      height: 1600,
      fileName: "IMG_0042.jpg",
      originalType: "image/jpeg",
      byteSize: original.length,
    });
    expect(asset.image.alt).toEqual({ en: "Our team at the whiteboard", de: "Unser Team am Whiteboard" });
    expect(asset.image.placeholderColor).toMatch(/^#[0-9a-f]{6}$/);

    const made = asset.image.variants.map((v) => `${v.format}@${v.width}`).sort();
    expect(made).toEqual([320, 640, 960, 1280, 1920].flatMap((w) => [`avif@${w}`, `jpeg@${w}`, `webp@${w}`]).sort());
    for (const variant of asset.image.variants) {
      const { res: served, bytes } = await fetchBytes(app, variant.url);
      expect(served.status).toBe(200);
      const meta = await sharp(bytes).metadata();
      expect({
        format: meta.format === "heif" ? "avif" : meta.format,
        width: meta.width,
        exif: meta.exif,
        orientation: meta.orientation,
      }).toEqual({
        format: variant.format,
        width: variant.width,
        exif: undefined,
        orientation: undefined,
      });
    }
    expect(await counts(db)).toEqual({ assets: 1, variants: 15 });
  });

  test("a 500 px image is never upscaled: its variants are 320 and 500 px wide", async () => {
    const { app, session } = await library();
    const small = await photo(500, 300).png().toBuffer();
    const res = await uploadRequest(app, session, { bytes: small, name: "small.png" });
    expect(res.status).toBe(201);
    const widths = [...new Set((res.body as MediaUploadResult).asset.image.variants.map((v) => v.width))];
    expect(widths).toEqual([320, 500]);
  });

  test("a photo turned by its EXIF orientation is stored upright", async () => {
    const { app, session } = await library();
    const sideways = await photo(600, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const res = await uploadRequest(app, session, { bytes: sideways, name: "sideways.jpg" });
    expect(res.status).toBe(201);
    const { asset } = res.body as MediaUploadResult;
    expect([asset.width, asset.height]).toEqual([400, 600]);
    const jpeg = asset.image.variants.find((v) => v.format === "jpeg" && v.width === 400)!;
    const meta = await sharp((await fetchBytes(app, jpeg.url)).bytes).metadata();
    expect([meta.width, meta.height]).toEqual([400, 600]);
  });

  test("a PNG with transparency keeps it: PNG instead of JPEG", async () => {
    const { app, session } = await library();
    const logo = await sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const res = await uploadRequest(app, session, { bytes: logo, name: "logo.png" });
    expect(res.status).toBe(201);
    expect([...new Set((res.body as MediaUploadResult).asset.image.variants.map((v) => v.format))].sort()).toEqual(["avif", "png", "webp"]);
  });

  test("WebP and AVIF originals are recognised by their bytes, whatever their names say", async () => {
    const { app, session } = await library();
    for (const [bytes, type] of [
      [await photo(400, 300).webp().toBuffer(), "image/webp"],
      [await photo(402, 300).avif({ effort: 0 }).toBuffer(), "image/avif"],
    ] as const) {
      const res = await uploadRequest(app, session, { bytes, name: "misnamed.png" });
      expect(res.status).toBe(201);
      expect((res.body as MediaUploadResult).asset.originalType).toBe(type);
    }
  });

  test("the same bytes uploaded twice are one asset", async () => {
    const { app, db, session } = await library();
    const bytes = await photo(700, 500).jpeg().toBuffer();
    const first = await uploadRequest(app, session, { bytes, name: "a.jpg" });
    const second = await uploadRequest(app, session, { bytes, name: "copy-of-a.jpg" });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body.duplicate).toBe(true);
    expect(second.body.asset.id).toBe(first.body.asset.id);
    expect((await counts(db)).assets).toBe(1);
  });
});

describe("refused uploads leave nothing behind", { timeout: 60_000 }, () => {
  const refused = async (file: { bytes: Buffer; name: string } | null, fields?: Record<string, string>) => {
    const { app, db, session } = await library();
    const res = await uploadRequest(app, session, file, fields);
    return { res, stored: await counts(db) };
  };

  test("a 50-megapixel PNG is refused as too large", async () => {
    const huge = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    const { res, stored } = await refused({ bytes: huge, name: "poster.png" });
    expect(res.status).toBe(413);
    expect(res.body.fieldErrors.file[0]).toMatch(/40 megapixels/);
    expect(stored).toEqual({ assets: 0, variants: 0 });
  });

  test("a file over 10 MB is refused with 413 while it arrives", async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(10 * 1024 * 1024 + 10, 7)]);
    const { res, stored } = await refused({ bytes: big, name: "big.jpg" });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/10 MB/);
    expect(stored).toEqual({ assets: 0, variants: 0 });
  });

  test("an HTML page named .jpg is refused: the bytes decide, not the name", async () => {
    const html = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
    const { res, stored } = await refused({ bytes: html, name: "holiday.jpg" });
    expect(res.status).toBe(415);
    expect(res.body.fieldErrors.file).toEqual(["The file is not a JPEG, PNG, WebP, AVIF or SVG image"]);
    expect(stored.assets).toBe(0);
  });

  test("a JPEG with a script appended, or hidden in a comment, is refused", async () => {
    const jpeg = await photo(300, 200).jpeg().toBuffer();
    const appended = Buffer.concat([jpeg, Buffer.from("<script>alert(1)</script>")]);
    // A COM segment (0xFFFE) right after SOI, holding markup.
    const text = Buffer.from("<html><script>alert(1)</script></html>");
    const comment = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe, 0, text.length + 2]), text, jpeg.subarray(2)]);
    for (const bytes of [appended, comment]) {
      const { res, stored } = await refused({ bytes, name: "photo.jpg" });
      expect(res.status).toBe(415);
      expect(res.body.fieldErrors.file[0]).toMatch(/HTML or script markup/);
      expect(stored.assets).toBe(0);
    }
  });

  test("an SVG with a script or an onload handler is refused, naming what was found", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10"/></svg>',
    );
    const { res, stored } = await refused({ bytes: svg, name: "icon.svg" });
    expect(res.status).toBe(415);
    expect(res.body.fieldErrors.file[0]).toMatch(/scripts, event handlers.*onload.*script/);
    expect(stored.assets).toBe(0);
  });

  test("missing alt text is a 400 naming alt", async () => {
    const bytes = await photo(400, 300).jpeg().toBuffer();
    const { res, stored } = await refused({ bytes, name: "a.jpg" }, { alt: "   " });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(["alt"]);
    expect(stored.assets).toBe(0);
  });

  test("no file is a 400 naming file", async () => {
    const { res } = await refused(null);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(["file"]);
  });

  test("a failure while storing rolls back the asset and every variant", async () => {
    const { app, db, session } = await library();
    // A variant row the database refuses (a format its CHECK does not allow), made to fail midway.
    const { createMediaQueries } = await import("../../server/db/media.queries");
    const bytes = await photo(400, 300).jpeg().toBuffer();
    const media = createMediaQueries(db);
    await expect(
      media.insert({
        id: "a".repeat(64),
        original: bytes,
        fileName: "x.jpg",
        alt: "x",
        altDe: null,
        createdBy: "staff@agency.example",
        image: {
          kind: "raster",
          originalType: "image/jpeg",
          width: 400,
          height: 300,
          placeholderColor: "#000000",
          variants: [
            { format: "jpeg", width: 320, contentType: "image/jpeg", bytes },
            { format: "gif" as "jpeg", width: 320, contentType: "image/gif", bytes },
          ],
        },
      }),
    ).rejects.toThrow();
    expect(await counts(db)).toEqual({ assets: 0, variants: 0 });
    expect((await asAdmin(app, session).get("/api/admin/media")).body).toEqual([]);
  });

  test("only signed-in staff may upload", async () => {
    const { app } = await library();
    const res = await request(app).post("/api/admin/media").attach("file", Buffer.from("x"), "x.jpg");
    expect(res.status).toBe(401);
  });
});

describe("serving and managing the library", { timeout: 60_000 }, () => {
  test("a variant is served with its type, nosniff, a year's immutable caching and an ETag; an unknown one is 404", async () => {
    const { app, session } = await library();
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
    const { app, session } = await library();
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60" width="120" height="60"><rect width="120" height="60" fill="#1e3a8a"/></svg>',
    );
    const up = await uploadRequest(app, session, { bytes: svg, name: "mark.svg" }, { alt: "Brand mark" });
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
    const { app, session } = await library();
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
    const { app, db, session } = await library();
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
    expect(await counts(db)).toEqual({ assets: 0, variants: 0 });
  });

  test("a post's cover must be an image of the library", async () => {
    const { app, session } = await library();
    const admin = asAdmin(app, session);
    const post = (await admin.get("/api/admin/posts")).body[0];
    const res = await admin.put(`/api/admin/posts/${post.id}`).send({ ...strip(post), coverMediaId: "b".repeat(64) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(["coverMediaId"]);
  });

  test("two app instances on one database serve the same media, each from its own memory after the first read", async () => {
    const { app, db, session } = await library();
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
