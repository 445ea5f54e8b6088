import request from "supertest";
import type { AdminSessionHandle } from "./admin";
import { asAdmin, createAdminTestApp, signIn } from "./admin";
import type { AppListener } from "../../server/app";
import type { Db } from "../../server/db/connection";
import { rows } from "./test-db";
import { photo } from "./test-photo";

// Image files for the media library's tests, made by sharp in the test (no binary fixtures).

/** A JPEG that carries GPS coordinates and a camera model in its EXIF, as phone photos do. */
export const jpegWithGps = (width = 2400, height = 1600) =>
  photo(width, height)
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "TestCam", Model: "Field 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
    })
    .toBuffer();

/** The EXIF tag that points at the GPS block (0x8825, little-endian as sharp writes it). */
export const hasGpsBlock = (exif: Buffer | undefined) => !!exif && exif.indexOf(Buffer.from([0x25, 0x88])) !== -1;

/** A POST of one file with its alt text, as the staff screen sends it. */
export function uploadRequest(
  app: AppListener,
  session: AdminSessionHandle,
  file: { bytes: Buffer; name: string } | null,
  fields: Record<string, string> = { alt: "A test picture", altDe: "Ein Testbild" },
) {
  const req = asAdmin(app, session).post("/api/admin/media");
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  if (file) req.attach("file", file.bytes, file.name);
  else req.field("nothing", "here");
  return req;
}

/** A fresh app with a signed-in staff session, for the media library's API tests. */
export async function mediaLibraryApp() {
  const testApp = await createAdminTestApp();
  return { ...testApp, session: await signIn(testApp.app) };
}

/** How many assets and variants are stored. */
export const storedMediaCounts = async (db: Db) => ({
  assets: Number((await rows<{ n: number }>(db, "SELECT COUNT(*) AS n FROM media_assets"))[0]!.n),
  variants: Number((await rows<{ n: number }>(db, "SELECT COUNT(*) AS n FROM media_variants"))[0]!.n),
});

/** GET of a served file, its body as bytes. */
export async function fetchBytes(app: AppListener, url: string) {
  const res = await request(app)
    .get(url)
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on("data", (c: Buffer) => chunks.push(c));
      r.on("end", () => done(null, Buffer.concat(chunks)));
    });
  return { res, bytes: res.body as Buffer };
}

/**
 * An SVG of `size` px whose one rectangle goes through `blurs` gaussian blurs of `deviation`,
 * each applied to the last one's result. The probe's upload was one blur of 500 on a 6000 px
 * square (196 bytes; librsvg ran for more than 28 minutes); a few thousand blurs of a small
 * square run for minutes however small the drawing is made.
 */
export const blurredSvg = (size: number, deviation: number, blurs = 1) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><filter id="f">${`<feGaussianBlur stdDeviation="${deviation}"/>`.repeat(blurs)}</filter><rect width="${size}" height="${size}" fill="#c0392b" filter="url(#f)"/></svg>`,
  );
