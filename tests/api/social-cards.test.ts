import { mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { describe, expect, test } from "vitest";
import type { App } from "../../server/app";
import { metaContent, parseHtml } from "../helpers/html";
import { asAdmin, createAdminTestApp, signIn } from "../helpers/admin";
import { postInput } from "../helpers/content-documents";
import { createTestApp } from "../helpers/test-app";
import { renderingTest } from "../helpers/test-db";

// docs/decisions/0021-social-cards.md: every indexable page names a 1200x630 PNG of its own.

const SITE = "https://agency.test";

/** A PNG's size, from its header: what a crawler reads before showing the picture. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => done(null, Buffer.concat(chunks)));
};

async function headOf(app: App, path: string) {
  const res = await request(app).get(path);
  expect(res.status, path).toBe(200);
  const doc = parseHtml(res.text);
  return {
    image: metaContent(doc, 'meta[property="og:image"]') ?? "",
    width: metaContent(doc, 'meta[property="og:image:width"]'),
    height: metaContent(doc, 'meta[property="og:image:height"]'),
    alt: metaContent(doc, 'meta[property="og:image:alt"]') ?? "",
    twitter: metaContent(doc, 'meta[name="twitter:image"]'),
  };
}

/** The cards on disk, each with the time it was written. */
const cardFiles = (dir: string) =>
  new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith(".png"))
      .map((f) => [f, statSync(join(dir, f)).mtimeMs]),
  );

async function fetchCard(app: App, image: string) {
  expect(image.startsWith(`${SITE}/social/`), image).toBe(true);
  return request(app).get(image.slice(SITE.length)).buffer(true).parse(binary);
}

describe("social cards", () => {
  test("a card speaks the page's language and a case study's card carries its headline figure", async () => {
    const { app } = await createTestApp();
    expect((await headOf(app, "/services/seo")).alt).toMatch(/^Services · /);
    expect((await headOf(app, "/de/services/seo")).alt).toMatch(/^Leistungen · /);
    const study = await headOf(app, "/case-studies/seo-case-study");
    expect(study.alt).toContain("+122% Form submissions");
    expect((await headOf(app, "/de/case-studies/seo-case-study")).alt).toMatch(/^Fallstudie · .* · \+122\s%\sFormularanfragen · /);
  });

  test("a post edited in the staff area names a new card at once, and that card is served", async () => {
    const testApp = await createAdminTestApp({ env: { PAGE_CACHE: "on" } });
    const { app } = testApp;
    const admin = asAdmin(app, await signIn(app));
    const post = postInput({
      title: "Local SEO checklist for agencies",
      slug: "local-seo-checklist",
      excerpt: "A short list of local SEO work that moves rankings for service businesses.",
      content: "## Start with the profile\n\nClaim it and keep the hours right.",
      tags: ["Local SEO"],
    });
    const { body: created } = await admin.post("/api/admin/posts").send(post);
    const before = await headOf(app, "/blog/local-seo-checklist");
    await headOf(app, "/blog/local-seo-checklist"); // now cached
    expect((await admin.put(`/api/admin/posts/${created.id}`).send({ ...post, metaTitle: "Retitled by the editor" })).status).toBe(200);
    const after = await headOf(app, "/blog/local-seo-checklist");
    expect(after.image).not.toBe(before.image);
    expect(after.alt).toContain("Retitled by the editor");
    const card = await fetchCard(app, after.image);
    expect(card.status).toBe(200);
    expect(pngSize(card.body as Buffer)).toEqual({ width: 1200, height: 630 });
  });

  test("a card one instance's page named is served by another instance of the same database, which never rendered that page", async () => {
    const { app, db } = await createTestApp();
    const { image } = await headOf(app, "/services/seo");
    const other = await createTestApp({ db });
    const card = await fetchCard(other.app, image);
    expect(card.status).toBe(200);
    expect(pngSize(card.body as Buffer)).toEqual({ width: 1200, height: 630 });
  });

  test("a card no page named answers 404, and a malformed name too", async () => {
    const { app } = await createTestApp();
    expect((await request(app).get("/social/0123456789abcdef.png")).status).toBe(404);
    expect((await request(app).get("/social/..%2Fapp.db")).status).toBe(404);
  });

  test("noindex pages keep the default picture, with its size", async () => {
    const { app } = await createTestApp();
    const head = await headOf(app, "/admin");
    expect(head.image).toBe(`${SITE}/images/og-default.jpg`);
    expect([head.width, head.height]).toEqual(["1200", "630"]);
  });

  renderingTest(
    "the start-up pass draws every sitemap page's card onto disk; each page, in every region, names its own and it answers a 1200x630 PNG; a restart draws none again",
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "social-cards-"));
      const { app, db } = await createTestApp({ socialCardDir: dir });
      const first = await app.warmSocialCards();
      expect(first.cards).toBe(first.pages);
      const written = cardFiles(dir);
      expect(written.size).toBe(first.cards);

      const sitemap = await request(app).get("/sitemap.xml");
      const paths = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(SITE.length) || "/");
      expect(paths.length).toBeGreaterThan(90);
      const pageOfImage = new Map<string, string>();
      for (const path of paths) {
        const head = await headOf(app, path);
        expect(pageOfImage.get(head.image), `${path} shares its card with another page`).toBeUndefined();
        pageOfImage.set(head.image, path);
        expect([head.width, head.height, head.twitter], path).toEqual(["1200", "630", head.image]);
        expect(head.alt.length, path).toBeGreaterThan(10);
        const card = await fetchCard(app, head.image);
        expect(card.status, path).toBe(200);
        expect(card.headers["content-type"]).toBe("image/png");
        expect(card.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(card.headers["x-content-type-options"]).toBe("nosniff");
        expect(pngSize(card.body as Buffer), path).toEqual({ width: 1200, height: 630 });
      }
      // Every card a page names is one the pass drew: serving them drew nothing new.
      expect(cardFiles(dir)).toEqual(written);

      const again = await createTestApp({ db, socialCardDir: dir });
      const second = await again.app.warmSocialCards();
      expect(second.cards).toBe(first.cards);
      // Found on disk, not drawn again: no file is new or rewritten.
      expect(cardFiles(dir)).toEqual(written);
    },
    600_000,
  );
});
