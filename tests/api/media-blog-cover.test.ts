import request from "supertest";
import { describe, expect, test } from "vitest";
import type { MediaUploadResult } from "../../shared/schemas/admin-media";
import { asAdmin, createAdminTestApp, signIn } from "../helpers/admin";
import { postInput } from "../helpers/content-documents";
import { attributeOf, parseHtml } from "../helpers/html";
import { uploadRequest } from "../helpers/media-files";
import { photo } from "../helpers/test-photo";

// A blog post's cover from the media library, as readers and crawlers get it: a <picture>
// on the list and the article, the article's cover preloaded from <head>; posts without
// one keep their image_url picture (client/features/blog/post-cover.tsx).

const attr = attributeOf;

const post = postInput({
  title: "Reporting dashboards clients actually open",
  slug: "reporting-dashboards",
  excerpt: "What goes on the first screen of a monthly report.",
  content: "## One number first\n\nThen the trend.",
  tags: ["Reporting"],
});

async function postWithCover() {
  const { app, db } = await createAdminTestApp({ env: { PAGE_CACHE: "on" } });
  const session = await signIn(app);
  const up = await uploadRequest(
    app,
    session,
    { bytes: await photo(1000, 525).jpeg().toBuffer(), name: "dashboard.jpg" },
    { alt: "A reporting dashboard on a laptop", altDe: "Ein Reporting-Dashboard auf einem Laptop" },
  );
  const { asset } = up.body as MediaUploadResult;
  const created = await asAdmin(app, session)
    .post("/api/admin/posts")
    .send({ ...post, coverMediaId: asset.id });
  expect(created.status).toBe(201);
  return { app, db, session, asset };
}

// Each test uploads and renders pages: on a busy two-core machine (and on PostgreSQL) that takes seconds.
describe("a blog post with a cover from the media library", { timeout: 60_000 }, () => {
  test("the article shows a <picture> of AVIF and WebP sources and a JPEG <img> with size, alt and high priority", async () => {
    const { app, asset } = await postWithCover();
    const res = await request(app).get("/blog/reporting-dashboards");
    expect(res.status).toBe(200);
    const doc = parseHtml(res.text);
    const picture = doc.querySelector("main picture")!;
    expect(picture).not.toBeNull();
    const sources = picture.querySelectorAll("source");
    expect(sources.map((s) => attr(s, "type"))).toEqual(["image/avif", "image/webp"]);
    expect(attr(sources[0]!, "srcset")).toBe([320, 640, 960, 1000].map((w) => `/media/${asset.id}-${w}.avif ${w}w`).join(", "));
    expect(attr(sources[0]!, "sizes")).toBeTruthy();
    const img = picture.querySelector("img")!;
    expect(attr(img, "srcset")).toContain(`/media/${asset.id}-320.jpg 320w`);
    expect(attr(img, "src")).toBe(`/media/${asset.id}-1000.jpg`);
    expect([attr(img, "width"), attr(img, "height")]).toEqual(["1000", "525"]);
    expect(attr(img, "alt")).toBe("A reporting dashboard on a laptop");
    expect(attr(img, "fetchpriority")).toBe("high");
    expect(attr(img, "loading")).toBeNull();

    const preload = doc.querySelectorAll('head link[rel="preload"][as="image"]').find((l) => attr(l, "imagesrcset"))!;
    expect(attr(preload, "imagesrcset")).toBe(attr(sources[0]!, "srcset"));
    expect(attr(preload, "imagesizes")).toBe(attr(sources[0]!, "sizes"));
    expect(attr(preload, "fetchpriority")).toBe("high");
    expect(attr(preload, "type")).toBe("image/avif");
  });

  test("the German article gives the German alt text", async () => {
    const { app } = await postWithCover();
    const doc = parseHtml((await request(app).get("/de/blog/reporting-dashboards")).text);
    expect(attr(doc.querySelector("main picture img")!, "alt")).toBe("Ein Reporting-Dashboard auf einem Laptop");
  });

  test("the blog list shows the cover lazily; other posts keep their own pictures", async () => {
    const { app, asset } = await postWithCover();
    const doc = parseHtml((await request(app).get("/blog")).text);
    const cards = doc.querySelectorAll('[data-testid="post-card"]');
    const withCover = cards.find((c) => c.textContent.includes(post.title))!;
    const img = withCover.querySelector("picture img")!;
    expect(attr(img, "loading")).toBe("lazy");
    expect(attr(img, "src")).toContain(asset.id);
    const others = cards.filter((c) => c !== withCover);
    expect(others.length).toBeGreaterThan(0);
    for (const card of others) {
      expect(card.querySelector("picture")).toBeNull();
      expect(attr(card.querySelector("img")!, "src")).toMatch(/^\/images\//);
    }
  });

  test("a changed alt text shows at once on the cached article", async () => {
    const { app, session, asset } = await postWithCover();
    await request(app).get("/blog/reporting-dashboards");
    await asAdmin(app, session)
      .patch(`/api/admin/media/${asset.id}`)
      .send({ alt: "The dashboard's first screen", altDe: "Der erste Bildschirm des Dashboards" });
    const doc = parseHtml((await request(app).get("/blog/reporting-dashboards")).text);
    expect(attr(doc.querySelector("main picture img")!, "alt")).toBe("The dashboard's first screen");
  });

  test("an article without a library cover preloads no library image and keeps its picture", async () => {
    const { app } = await postWithCover();
    const slug = (await request(app).get("/api/blog")).body.find((p: { cover: unknown }) => !p.cover).slug as string;
    const doc = parseHtml((await request(app).get(`/blog/${slug}`)).text);
    const preloads = doc.querySelectorAll('head link[rel="preload"][as="image"]');
    expect(preloads.filter((l) => attr(l, "imagesrcset") !== null || attr(l, "href")?.startsWith("/media/"))).toEqual([]);
    expect(doc.querySelector("main picture") === null).toBe(true);
  });
});
