import request from "supertest";
import { describe, expect, test, vi } from "vitest";
import { seedDatabase } from "../../server/db/seed";
import { migrate } from "../../server/db/migrate";
import { seedSets } from "../../server/db/seed-sets";
import { arlingsworthLead } from "../../server/db/seed-content/seed-corrections";
import { seedCaseStudies } from "../../server/db/seed-content/case-studies";
import { caseStudyStoriesDe } from "../../server/db/seed-content/case-study-stories.de";
import { metaContent, parseHtml } from "../helpers/html";
import { createTestApp } from "../helpers/test-app";
import { documentSchemas } from "../../shared/schemas/content-documents";
import type { EntryKind } from "../../shared/schemas/content-entry";
import { column, freshDatabase, rows, run, value } from "../helpers/test-db";

// The proof read from the database (docs/decisions/0025-content-in-the-database.md): what the seed
// writes, what pages show when a row changes, and where old slugs lead. The tests change rows
// directly, as the staff screens' writes do through their own queries.

const text = (html: string, selector: string) => (parseHtml(html).querySelector(selector)?.textContent ?? "").replace(/\s+/g, " ").trim();

const now = "2026-11-26T12:00:00.000Z";

/**
 * A row changed by another connection shows on the next request on SQLite; on PostgreSQL, where
 * another instance may have written it, within about a second (server/db/content-version.ts).
 */
const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 3_000, interval: 100 });
const testimonial = (caseStudy: string | null) =>
  JSON.stringify({
    quote: { en: "They shipped every site under our brand, on time.", de: null },
    person: "Test Person",
    role: { en: "Managing director", de: "Geschäftsführer" },
    agency: "Test Agency Ltd",
    photo: null,
    caseStudy,
    publicationAgreed: true,
    agreementNote: null,
  });

describe("the seed of the proof content", () => {
  test("writes every case study, the 14 team members, the 7 partners and the site settings once, published, and no testimonial", async () => {
    const { db } = await createTestApp();
    const counts = async () =>
      column<string>(db, "SELECT kind || ':' || COUNT(*) || ':' || COUNT(published) FROM content_entries GROUP BY kind ORDER BY kind");
    const seeded = [
      `case-study:${seedCaseStudies.length}:${seedCaseStudies.length}`,
      "partner:7:7",
      "site-settings:1:1",
      "team-member:14:14",
    ];
    expect(await counts()).toEqual(seeded);
    expect(await value(db, "SELECT COUNT(*) FROM content_revisions")).toBe(seedCaseStudies.length + 22);
    expect(await column(db, "SELECT old_slug FROM slug_redirects ORDER BY old_slug")).toEqual(
      seedCaseStudies.flatMap((s) => s.aliases).sort(),
    );

    expect(await seedDatabase(db)).toEqual({ inserted: 0, appliedSets: [] });
    expect(await counts()).toEqual(seeded);
  });

  test("every seeded document fits the schema the staff screens check, draft and published alike", async () => {
    const { db } = await createTestApp();
    const entries = await rows<{ kind: EntryKind; draft: string; published: string }>(
      db,
      "SELECT kind, draft, published FROM content_entries",
    );
    for (const entry of entries) {
      expect(entry.published).toBe(entry.draft);
      const parsed = documentSchemas[entry.kind].safeParse(JSON.parse(entry.published));
      expect(parsed.error?.issues ?? [], entry.published.slice(0, 80)).toEqual([]);
    }
  });
});

describe("a correction of seeded words", () => {
  test("puts right a study's lead where it still reads as shipped, with a revision, and leaves what staff wrote", async () => {
    const db = await freshDatabase();
    await migrate(db);
    await seedDatabase(
      db,
      seedSets.filter((set) => set.name === "proof-content"),
    );
    // The study as the earlier seed shipped it, except its meta title, which staff changed since.
    const shipped = JSON.parse(await value<string>(db, "SELECT published FROM content_entries WHERE slug = ?", arlingsworthLead.slug));
    shipped.story.en.title = arlingsworthLead.was["story.en.title"];
    shipped.story.de.intro = arlingsworthLead.was["story.de.intro"];
    shipped.meta.en.title = "Our own title";
    const json = JSON.stringify(shipped);
    await run(db, "UPDATE content_entries SET draft = ?, published = ? WHERE slug = ?", json, json, arlingsworthLead.slug);

    expect((await seedDatabase(db)).appliedSets).toContain("proof-content-lead-figures");
    const now = JSON.parse(await value<string>(db, "SELECT published FROM content_entries WHERE slug = ?", arlingsworthLead.slug));
    expect(now.story.en.title).toBe("How a UK family-law firm won 100+ conversions from Search and Performance Max");
    expect(now.story.de.intro).toContain("20,66\u00a0£ je Konversion");
    expect(now.meta.en.title).toBe("Our own title");
    expect(await value(db, "SELECT draft FROM content_entries WHERE slug = ?", arlingsworthLead.slug)).toBe(JSON.stringify(now));
    const revisions = await column(
      db,
      "SELECT r.action FROM content_revisions r JOIN content_entries e ON e.id = r.entry_id WHERE e.slug = ? ORDER BY r.id",
      arlingsworthLead.slug,
    );
    expect(revisions).toEqual(["published", "published"]);
  });
});

describe("pages read the proof from the database", async () => {
  const { app, db } = await createTestApp();
  const page = async (path: string) => {
    const res = await request(app).get(path);
    expect(res.status, path).toBe(200);
    return res.text;
  };
  const ogImage = (html: string) => metaContent(parseHtml(html), 'meta[property="og:image"]');
  const published = (slug: string) => value<string>(db, "SELECT published FROM content_entries WHERE slug = ?", slug);

  test("an edit to a published study shows at once, on its page and in its social card's address", async () => {
    const before = await page("/case-studies/koala-digital");
    expect(text(before, "h1")).toBe("How a UK agency grew campaign output by 150% with a two-person dedicated team");
    const doc = JSON.parse(await published("koala-digital"));
    doc.story.en.title = "How a UK agency doubled its campaigns with two specialists";
    doc.meta.en.title = "Koala Digital: two specialists, twice the campaigns";
    await run(db, "UPDATE content_entries SET published = ? WHERE slug = 'koala-digital'", JSON.stringify(doc));

    await soon(async () => {
      const after = await page("/case-studies/koala-digital");
      expect(text(after, "h1")).toBe("How a UK agency doubled its campaigns with two specialists");
      expect(text(after, "title")).toContain("Koala Digital: two specialists, twice the campaigns");
      expect(ogImage(after)).not.toBe(ogImage(before));
    });
  });

  test("a study's German story shows on its German page; once it has none, the English story shows there under a note saying so", async () => {
    const germanTitle = caseStudyStoriesDe["junksaway-case-study"].title.replace(/\s+/g, " ");
    const german = await page("/de/case-studies/junksaway-case-study");
    expect(text(german, "h1")).toBe(germanTitle);
    expect(parseHtml(german).querySelector("h1")?.getAttribute("lang")).toBe("de");
    expect(german).not.toContain('data-testid="english-body-note"');

    const doc = JSON.parse(await published("junksaway-case-study"));
    doc.story.de = null;
    await run(db, "UPDATE content_entries SET published = ? WHERE slug = 'junksaway-case-study'", JSON.stringify(doc));
    await soon(async () => {
      const english = await page("/de/case-studies/junksaway-case-study");
      expect(text(english, "h1")).toBe("How a US junk-removal company cut its cost per acquisition by 82%");
      expect(parseHtml(english).querySelector("h1")?.getAttribute("lang")).toBe("en");
      expect(english).toContain('data-testid="english-body-note"');
    });
    // The English page keeps the English story throughout.
    expect(text(await page("/case-studies/junksaway-case-study"), "h1")).toBe(
      "How a US junk-removal company cut its cost per acquisition by 82%",
    );
  });

  test("an unpublished study leaves the list, the sitemap and its address", async () => {
    expect(await page("/case-studies")).toContain('href="/case-studies/payflow-systems"');
    await run(db, "UPDATE content_entries SET published = NULL WHERE slug = 'payflow-systems'");
    await soon(async () => expect(await page("/case-studies")).not.toContain('href="/case-studies/payflow-systems"'));
    expect((await request(app).get("/sitemap.xml")).text).not.toContain("/case-studies/payflow-systems<");
    expect((await request(app).get("/case-studies/payflow-systems")).status).toBe(404);
  });

  test("a team member or partner staff add shows on the about page", async () => {
    const member = { name: "Sam Doe", role: { en: "Copywriter", de: "Texter" }, department: "marketing", photo: null, portrait: "sam-doe" };
    const partner = { name: "Northwind Studio", logo: null, url: null };
    for (const [kind, doc] of [
      ["team-member", member],
      ["partner", partner],
    ] as const)
      await run(
        db,
        "INSERT INTO content_entries (kind, sort_order, draft, published, created_at, updated_at) VALUES (?, 99, ?, ?, ?, ?)",
        kind,
        JSON.stringify(doc),
        JSON.stringify(doc),
        now,
        now,
      );
    await soon(async () => expect(parseHtml(await page("/de/about")).querySelectorAll(".team-member")).toHaveLength(15));
    const about = parseHtml(await page("/de/about"));
    const members = about.querySelectorAll(".team-member");
    expect(members[14]!.textContent).toContain("Sam Doe");
    expect(members[14]!.textContent).toContain("Texter");
    const portrait = members[14]!.querySelector("img")!.getAttribute("src")!;
    const svg = await request(app).get(portrait);
    expect(svg.status).toBe(200);
    expect(svg.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(svg.headers["cache-control"]).toContain("immutable");
    expect(Buffer.from(svg.body).toString()).toMatch(/^<svg /);
    expect(about.querySelector('section[aria-labelledby="about-partners"]')?.textContent).toContain("Northwind Studio");
  });
});

describe("testimonials", async () => {
  const { app, db } = await createTestApp();
  const html = async (path: string) => (await request(app).get(path)).text;

  test("none published: no section on the home page or a study, not even a heading", async () => {
    for (const path of ["/", "/case-studies/koala-digital"]) {
      const doc = await html(path);
      expect(doc).not.toContain('data-testid="testimonials"');
      expect(doc).not.toContain("In our clients");
      expect(doc).not.toContain("What the client said");
    }
  });

  test("a published one shows on the home page and the study it names, with the English quote marked English on German pages, and leaves when unpublished", async () => {
    await run(
      db,
      "INSERT INTO content_entries (kind, sort_order, draft, published, created_at, updated_at) VALUES ('testimonial', 0, ?, ?, ?, ?)",
      testimonial("koala-digital"),
      testimonial("koala-digital"),
      now,
      now,
    );
    for (const path of ["/", "/case-studies/koala-digital"])
      await soon(async () => {
        const section = parseHtml(await html(path)).querySelector('[data-testid="testimonials"]');
        expect(section?.textContent, path).toContain("They shipped every site under our brand, on time.");
        expect(section?.textContent, path).toContain("Test Person");
        expect(section?.textContent, path).toContain("Managing director, Test Agency Ltd");
      });
    expect(await html("/case-studies/junksaway-case-study")).not.toContain('data-testid="testimonials"');
    const german = parseHtml(await html("/de")).querySelector('[data-testid="testimonials"]')!;
    expect(german.querySelector("blockquote")?.getAttribute("lang")).toBe("en");
    expect(german.textContent).toContain("Geschäftsführer, Test Agency Ltd");
    // Self-serving reviews get no Review or rating markup.
    expect(await html("/")).not.toMatch(/"@type":"(Review|AggregateRating)"/);

    await run(db, "UPDATE content_entries SET published = NULL WHERE kind = 'testimonial'");
    await soon(async () => expect(await html("/")).not.toContain('data-testid="testimonials"'));
    expect(await html("/case-studies/koala-digital")).not.toContain('data-testid="testimonials"');
  });
});

describe("old slugs", async () => {
  const { app, db } = await createTestApp();
  const moved = async (path: string) => {
    const res = await request(app).get(path);
    return [res.status, res.headers.location] as const;
  };

  test("a case study's alias answers 301 to its current address, in the same region", async () => {
    expect(await moved("/case-studies/ubu-design")).toEqual([301, "/case-studies/ubu-design-case-study"]);
    expect(await moved("/uk/case-studies/citypat")).toEqual([301, "/uk/case-studies/citypat-case-study"]);
    expect(await moved("/de/case-studies/junksaway")).toEqual([301, "/de/case-studies/junksaway-case-study"]);
    expect((await request(app).get("/case-studies/no-such-study")).status).toBe(404);
  });

  test("a renamed study moves from its old slug, its aliases follow, and the sitemap lists the new slug only", async () => {
    const id = await value<number>(db, "SELECT id FROM content_entries WHERE slug = 'ubu-design-case-study'");
    const doc = JSON.parse(await value<string>(db, "SELECT published FROM content_entries WHERE id = ?", id));
    doc.slug = "ubu-design-architecture-seo";
    await run(db, "UPDATE content_entries SET slug = ?, published = ? WHERE id = ?", doc.slug, JSON.stringify(doc), id);
    await run(
      db,
      "INSERT INTO slug_redirects (kind, old_slug, target_id, created_at) VALUES ('case-study', 'ubu-design-case-study', ?, ?)",
      id,
      now,
    );
    expect(await moved("/uk/case-studies/ubu-design-case-study")).toEqual([301, "/uk/case-studies/ubu-design-architecture-seo"]);
    expect(await moved("/case-studies/ubu-design")).toEqual([301, "/case-studies/ubu-design-architecture-seo"]);
    expect((await request(app).get("/case-studies/ubu-design-architecture-seo")).status).toBe(200);
    const sitemap = (await request(app).get("/sitemap.xml")).text;
    expect(sitemap).toContain("/case-studies/ubu-design-architecture-seo<");
    expect(sitemap).not.toContain("/case-studies/ubu-design-case-study<");
    expect(sitemap).not.toContain("/case-studies/ubu-design<");
  });

  test("a renamed blog post answers 301 from its old slug, in the same region", async () => {
    const id = await value<number>(db, "SELECT id FROM blog_posts WHERE slug = 'beauty-digital-marketing-2025'");
    await run(db, "UPDATE blog_posts SET slug = 'beauty-marketing-guide' WHERE id = ?", id);
    await run(
      db,
      "INSERT INTO slug_redirects (kind, old_slug, target_id, created_at) VALUES ('blog-post', 'beauty-digital-marketing-2025', ?, ?)",
      id,
      now,
    );
    expect(await moved("/de/blog/beauty-digital-marketing-2025")).toEqual([301, "/de/blog/beauty-marketing-guide"]);
    expect(await moved("/blog/beauty-digital-marketing-2025")).toEqual([301, "/blog/beauty-marketing-guide"]);
    expect((await request(app).get("/blog/never-was-a-post")).status).toBe(404);
  });
});

describe("the browser's reads under /api/content", async () => {
  const { app, db } = await createTestApp();

  test("answer what the server's pages read: studies without their stories, a study by slug, an old slug's new one, or 404", async () => {
    const list = await request(app).get("/api/content/case-studies");
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(seedCaseStudies.length);
    expect(list.body[0]).not.toHaveProperty("story");
    expect(list.body[0].figures.results.length).toBeGreaterThan(0);

    const study = await request(app).get("/api/content/case-studies/koala-digital");
    expect(study.body.kind).toBe("study");
    expect(study.body.study.story.en.title).toBe("How a UK agency grew campaign output by 150% with a two-person dedicated team");
    expect(study.body.related.map((s: { slug: string }) => s.slug)).toEqual(["social-land", "website-architect"]);

    expect((await request(app).get("/api/content/case-studies/ubu-design")).body).toEqual({ kind: "moved", slug: "ubu-design-case-study" });
    const missing = await request(app).get("/api/content/case-studies/no-such-study");
    expect(missing.status).toBe(404);
    expect(missing.body.message ?? missing.body.title).toMatch(/Case study not found/);
    expect((await request(app).get("/api/content/moved-posts/never-was-a-post")).status).toBe(404);
  });

  test("testimonials leave the staff's record of the client's agreement out", async () => {
    await run(
      db,
      "INSERT INTO content_entries (kind, sort_order, draft, published, created_at, updated_at) VALUES ('testimonial', 0, ?, ?, ?, ?)",
      testimonial(null),
      testimonial(null),
      now,
      now,
    );
    const [quote] = (await request(app).get("/api/content/testimonials")).body;
    expect(quote.person).toBe("Test Person");
    expect(quote).not.toHaveProperty("publicationAgreed");
    expect(quote).not.toHaveProperty("agreementNote");
    expect((await request(app).get("/api/content/team")).body).toHaveLength(14);
    expect((await request(app).get("/api/content/partners")).body.map((p: { name: string }) => p.name)).toContain("Koala Digital");
  });
});
