import sharp from "sharp";
import { measuringStaff, type Staff, staffFetch } from "./measure-staff";

// Uploaded photos in place for a measurement (npm run lighthouse with LIGHTHOUSE_PHOTOS=1): a
// staff account is made in the measured server's own throwaway database, and photos go in the
// way staff add them, over the staff API: one for each team member, a cover for each blog post
// and each case study. The photos are made here by sharp (a colour field with blurred noise, about
// as hard to compress as a photograph) and are never shipped: the measured database is deleted.

/** A photo-like JPEG as a phone or camera would deliver it. */
async function photo(width: number, height: number, hue: number): Promise<Buffer> {
  const noise = await sharp({
    create: { width, height, channels: 3, background: { r: 90, g: 120, b: 150 }, noise: { type: "gaussian", mean: 120, sigma: 60 } },
  })
    .blur(6)
    .modulate({ hue, saturation: 1.4 })
    .jpeg({ quality: 88 })
    .toBuffer();
  return noise;
}

async function upload(staff: Staff, bytes: Buffer, alt: string): Promise<string> {
  const form = new FormData();
  form.set("alt", alt);
  form.set("altDe", `${alt} (Deutsch)`);
  form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "photo.jpg");
  const body = (await staffFetch(staff, "/api/admin/media", { method: "POST", body: form })) as { asset: { id: string } };
  return body.asset.id;
}

type Entry = { id: number; draft: Record<string, unknown> };

/** Sets one image field of every published entry of a kind, and publishes it. */
async function giveEach(staff: Staff, kind: string, field: string, size: [number, number], alt: (doc: Record<string, unknown>) => string) {
  const list = (await staffFetch(staff, `/api/admin/content/${kind}`)) as { id: number }[];
  for (const [n, { id }] of list.entries()) {
    const entry = (await staffFetch(staff, `/api/admin/content/${kind}/${id}`)) as Entry;
    const media = await upload(staff, await photo(size[0], size[1], (n * 37) % 360), alt(entry.draft));
    await staffFetch(staff, `/api/admin/content/${kind}/${id}/draft`, {
      method: "PUT",
      body: JSON.stringify({ ...entry.draft, [field]: media }),
    });
    await staffFetch(staff, `/api/admin/content/${kind}/${id}/publish`, { method: "POST" });
  }
  return list.length;
}

/** Puts photos in the server's content; returns what was added, for the figures' heading. */
export async function addMeasurementPhotos(origin: string, databasePath: string): Promise<string> {
  const staff = await measuringStaff(origin, databasePath);
  const members = await giveEach(
    staff,
    "team-member",
    "photo",
    [800, 800],
    (d) => `Portrait of our ${String((d.role as { en: string }).en)}`,
  );
  const studies = await giveEach(staff, "case-study", "cover", [1600, 1000], (d) => `The work for ${String(d.client)}`);
  const posts = (await staffFetch(staff, "/api/admin/posts")) as { id: number }[];
  for (const [n, { id }] of posts.entries()) {
    const post = (await staffFetch(staff, `/api/admin/posts/${id}`)) as Record<string, unknown>;
    const cover = await upload(staff, await photo(1600, 840, (n * 53) % 360), `Cover of “${String(post.title)}”`);
    const { id: _id, createdAt: _c, updatedAt: _u, publishedAt: _p, ...input } = post;
    await staffFetch(staff, `/api/admin/posts/${id}`, { method: "PUT", body: JSON.stringify({ ...input, coverMediaId: cover }) });
  }
  return `${members} team photos (800×800), ${studies} study covers (1600×1000), ${posts.length} post covers (1600×840)`;
}
