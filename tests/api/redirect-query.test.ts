import request from "supertest";
import { describe, expect, test } from "vitest";
import type { AdminPost } from "../../shared/schemas/admin-posts";
import { asAdmin, createAdminTestApp, signIn } from "../helpers/admin";

// Ad clicks arrive with their click ids and tags in the query string; every redirect the site
// makes carries it to the page it moves to (shared/visit-query.ts), or the lead sent there has
// no click id and its conversion can never be uploaded (docs/decisions/0026-ads-conversion-loop.md).

/** A click from every ad platform at once, with every UTM tag, encoded as ad platforms send them. */
const AD_CLICK =
  "gclid=TEST123&gbraid=0AAAAA-gbraid&wbraid=CkQKCAiA-wbraid&msclkid=5d0b1a2c3e4f40a8b9c7d6e5f4a3b2c1&fbclid=IwAR0x-fb_id&" +
  "utm_source=google&utm_medium=cpc&utm_campaign=spring%20launch&utm_term=white+label+seo&utm_content=ad%2F2";

const RENAMED_STUDY = "junksaway-fleet-growth";
const RENAMED_POST = "beauty-marketing-guide";

describe("every redirect keeps the visit's query string", async () => {
  const { app } = await createAdminTestApp();
  const admin = asAdmin(app, await signIn(app));

  // Staff rename a seeded study and a seeded post, as on the staff screens: their old addresses move.
  const studies = (await admin.get("/api/admin/content/case-study")).body as { id: number; slug: string | null }[];
  const study = studies.find((entry) => entry.slug === "junksaway-case-study")!;
  const { published } = (await admin.get(`/api/admin/content/case-study/${study.id}`)).body;
  await admin.put(`/api/admin/content/case-study/${study.id}/draft`).send({ ...published, slug: RENAMED_STUDY });
  expect((await admin.post(`/api/admin/content/case-study/${study.id}/publish`)).status).toBe(200);
  const posts = (await admin.get("/api/admin/posts")).body as AdminPost[];
  const { id: postId, createdAt, updatedAt, publishedAt, ...post } = posts.find((p) => p.slug === "beauty-digital-marketing-2025")!;
  expect((await admin.put(`/api/admin/posts/${postId}`).send({ ...post, slug: RENAMED_POST })).status).toBe(200);

  /** Each address that moves, and where to: every kind of redirect the site makes, in each region. */
  const MOVES: [from: string, to: string][] = [
    // A study's renamed slug and its seeded alias (server/db/content.queries.ts movedTo).
    ["/case-studies/junksaway-case-study", `/case-studies/${RENAMED_STUDY}`],
    ["/case-studies/junksaway", `/case-studies/${RENAMED_STUDY}`],
    ["/uk/case-studies/junksaway-case-study", `/uk/case-studies/${RENAMED_STUDY}`],
    ["/de/case-studies/junksaway", `/de/case-studies/${RENAMED_STUDY}`],
    ["/case-studies/citypat", "/case-studies/citypat-case-study"],
    // A renamed post.
    ["/blog/beauty-digital-marketing-2025", `/blog/${RENAMED_POST}`],
    ["/de/blog/beauty-digital-marketing-2025", `/de/blog/${RENAMED_POST}`],
    // Letter case and a trailing slash (server/ssr/canonical-path.ts), the regional home pages' slash.
    ["/Services/SEO", "/services/seo"],
    ["/services/", "/services"],
    ["/UK/About/", "/uk/about"],
    ["/uk/", "/uk"],
    ["/de/", "/de"],
    // Single-address pages too: the newsletter's link page and the staff area.
    ["/newsletter/confirm/", "/newsletter/confirm"],
    ["/Admin", "/admin"],
  ];

  test.each(MOVES)("%s moves permanently to %s with every click id and tag", async (from, to) => {
    const res = await request(app).get(`${from}?${AD_CLICK}`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`${to}?${AD_CLICK}`);
    // It belongs to this click: a CDN that keys pages without their tracking parameters must not keep it.
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  test("a redirect without a query stays one any cache may keep", async () => {
    const res = await request(app).get("/case-studies/junksaway");
    expect(res.headers.location).toBe(`/case-studies/${RENAMED_STUDY}`);
    expect(res.headers["cache-control"]).toMatch(/^public, /);
    expect((await request(app).get("/Services")).headers["cache-control"] ?? "").not.toContain("no-store");
  });

  test("a UK visitor's Microsoft click keeps its msclkid through a renamed study", async () => {
    const res = await request(app).get("/uk/case-studies/junksaway-case-study?msclkid=abc123def4564e0f9a8b7c6d5e4f3a2b&utm_source=bing");
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`/uk/case-studies/${RENAMED_STUDY}?msclkid=abc123def4564e0f9a8b7c6d5e4f3a2b&utm_source=bing`);
  });

  test("redirects in a row keep it to the end, and the page's own parameters with it", async () => {
    const hops: string[] = [];
    let address = `/Case-Studies/Junksaway/?${AD_CLICK}`;
    for (let res = await request(app).get(address); res.status === 301; res = await request(app).get(address)) {
      address = res.headers.location!;
      hops.push(address);
    }
    expect(hops).toEqual([`/case-studies/junksaway?${AD_CLICK}`, `/case-studies/${RENAMED_STUDY}?${AD_CLICK}`]);
    expect((await request(app).get("/Case-Studies?service=seo&gclid=TEST123")).headers.location).toBe(
      "/case-studies?service=seo&gclid=TEST123",
    );
  });

  test("a redirect is never answered from the page cache: each click keeps its own id, also the second time", async () => {
    for (const gclid of ["FIRST", "SECOND", "FIRST"]) {
      for (const [from, to] of MOVES) {
        const res = await request(app).get(`${from}?gclid=${gclid}`);
        expect(res.headers.location, from).toBe(`${to}?gclid=${gclid}`);
        expect(res.headers["x-page-cache"], from).not.toBe("hit");
      }
    }
    // The page moved to is cached once, under its address without the click id.
    const landed = await request(app).get(`/case-studies/${RENAMED_STUDY}?gclid=THIRD`);
    expect(landed.status).toBe(200);
    expect(landed.headers["x-page-cache"]).toBe("hit");
  });
});
