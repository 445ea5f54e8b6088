import sharp from "sharp";
import request from "supertest";
import { describe, expect, test } from "vitest";
import type { MediaUploadResult } from "../../shared/schemas/admin-media";
import { createMediaQueries } from "../../server/db/media.queries";
import { asAdmin } from "../helpers/admin";
import { fetchBytes, hasGpsBlock, jpegWithGps, mediaLibraryApp, storedMediaCounts, uploadRequest } from "../helpers/media-files";
import { photo } from "../helpers/test-photo";

// The media library's uploads (server/api/admin/media.routes.ts, docs/decisions/0024-media-library.md):
// what is accepted and stored, what is refused and why (tests/api/media-serving.test.ts: serving and managing).

describe("uploading an image", { timeout: 60_000 }, () => {
  test("a phone photo with GPS becomes AVIF, WebP and JPEG at every width up to 1920, none of them with EXIF", async () => {
    const { app, db, session } = await mediaLibraryApp();
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
    expect(await storedMediaCounts(db)).toEqual({ assets: 1, variants: 15 });
  });

  test("a 500 px image is never upscaled: its variants are 320 and 500 px wide", async () => {
    const { app, session } = await mediaLibraryApp();
    const small = await photo(500, 300).png().toBuffer();
    const res = await uploadRequest(app, session, { bytes: small, name: "small.png" });
    expect(res.status).toBe(201);
    const widths = [...new Set((res.body as MediaUploadResult).asset.image.variants.map((v) => v.width))];
    expect(widths).toEqual([320, 500]);
  });

  test("a photo turned by its EXIF orientation is stored upright", async () => {
    const { app, session } = await mediaLibraryApp();
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
    const { app, session } = await mediaLibraryApp();
    const logo = await sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const res = await uploadRequest(app, session, { bytes: logo, name: "logo.png" });
    expect(res.status).toBe(201);
    expect([...new Set((res.body as MediaUploadResult).asset.image.variants.map((v) => v.format))].sort()).toEqual(["avif", "png", "webp"]);
  });

  test("WebP and AVIF originals are recognised by their bytes, whatever their names say", async () => {
    const { app, session } = await mediaLibraryApp();
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
    const { app, db, session } = await mediaLibraryApp();
    const bytes = await photo(700, 500).jpeg().toBuffer();
    const first = await uploadRequest(app, session, { bytes, name: "a.jpg" });
    const second = await uploadRequest(app, session, { bytes, name: "copy-of-a.jpg" });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body.duplicate).toBe(true);
    expect(second.body.asset.id).toBe(first.body.asset.id);
    expect((await storedMediaCounts(db)).assets).toBe(1);
  });
});

describe("refused uploads leave nothing behind", { timeout: 60_000 }, () => {
  const refused = async (file: { bytes: Buffer; name: string } | null, fields?: Record<string, string>) => {
    const { app, db, session } = await mediaLibraryApp();
    const res = await uploadRequest(app, session, file, fields);
    return { res, stored: await storedMediaCounts(db) };
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
    const { res, stored } = await refused({ bytes, name: "a.jpg" }, { alt: "   ", altDe: "Ein Bild" });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(["alt"]);
    expect(stored.assets).toBe(0);
  });

  test("missing German alt text is a 400 naming altDe: the German pages show the image too", async () => {
    const bytes = await photo(400, 300).jpeg().toBuffer();
    const { res, stored } = await refused({ bytes, name: "a.jpg" }, { alt: "A picture" });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(["altDe"]);
    expect(res.body.fieldErrors.altDe[0]).toMatch(/German alt text is required/);
    expect(stored.assets).toBe(0);
  });

  test("no file is a 400 naming file", async () => {
    const { res } = await refused(null);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(["file"]);
  });

  test("a failure while storing rolls back the asset and every variant", async () => {
    const { app, db, session } = await mediaLibraryApp();
    // A variant row the database refuses (a format its CHECK does not allow), made to fail midway.
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
    expect(await storedMediaCounts(db)).toEqual({ assets: 0, variants: 0 });
    expect((await asAdmin(app, session).get("/api/admin/media")).body).toEqual([]);
  });

  test("only signed-in staff may upload", async () => {
    const { app } = await mediaLibraryApp();
    const res = await request(app).post("/api/admin/media").attach("file", Buffer.from("x"), "x.jpg");
    expect(res.status).toBe(401);
  });
});
