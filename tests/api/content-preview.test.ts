import request from "supertest";
import { describe, expect, test } from "vitest";
import { parseHtml } from "../helpers/html";
import { COOKIE_BANNER_ID } from "../../client/features/cookie-consent/cookie-banner-dom";
import { createAdminTestApp, signIn } from "../helpers/admin";
import { run, value } from "../helpers/test-db";

// The staff editor's live preview (server/content-preview.ts): a public page with one entry's
// draft in place of its published version, for staff only, never cached, framed by this site only.

const now = "2026-11-26T12:00:00.000Z";

describe("the preview of a draft", async () => {
  const { app, db } = await createAdminTestApp({ env: { PAGE_CACHE: "on" } });
  const session = await signIn(app);
  const staff = (path: string) => request(app).get(path).set("Cookie", session.cookie);
  const h1 = (html: string) => parseHtml(html).querySelector("h1")?.textContent?.trim();

  const studyId = await value<number>(db, "SELECT id FROM content_entries WHERE slug = 'koala-digital'");
  const draft = JSON.parse(await value<string>(db, "SELECT draft FROM content_entries WHERE id = ?", studyId));
  draft.story.en.title = "Draft: a sharper headline for Koala Digital";
  await run(db, "UPDATE content_entries SET draft = ? WHERE id = ?", JSON.stringify(draft), studyId);
  const published = "How a UK agency grew campaign output by 150% with a two-person dedicated team";

  test("a staff member sees the study's draft at its page, with the bar, uncached, unindexed and frameable by this site only", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await staff(`/case-studies/koala-digital?preview=${studyId}`);
      expect(res.status).toBe(200);
      expect(h1(res.text)).toBe("Draft: a sharper headline for Koala Digital");
      expect(parseHtml(res.text).querySelector('[data-testid="draft-preview"]')?.textContent).toBe(
        "Preview of a draft: visitors do not see these changes yet",
      );
      // No cookie banner covers the page the editor frames.
      expect(parseHtml(res.text).querySelector(`#${COOKIE_BANNER_ID}`)).toBeNull();
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.headers["x-robots-tag"]).toContain("noindex");
      expect(res.headers["x-page-cache"]).toBeUndefined();
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    }
    // The German page shows the same draft under German chrome.
    const german = await staff(`/de/case-studies/koala-digital?preview=${studyId}`);
    expect(parseHtml(german.text).querySelector('[data-testid="draft-preview"]')?.textContent).toContain("Vorschau eines Entwurfs");
  });

  test("the bar says changes are unseen only when the draft differs from what visitors see", async () => {
    const bar = async (path: string) => parseHtml((await staff(path)).text).querySelector('[data-testid="draft-preview"]')?.textContent;
    const unchanged = await value<number>(db, "SELECT id FROM content_entries WHERE slug = 'junksaway-case-study'");
    expect(await bar(`/case-studies/junksaway-case-study?preview=${unchanged}`)).toBe("Preview: this is the version visitors see");
    expect(await bar(`/de/case-studies/junksaway-case-study?preview=${unchanged}`)).toBe("Vorschau: So sehen Besucher diesen Eintrag");
    await run(db, "UPDATE content_entries SET published = NULL, slug = NULL WHERE id = ?", unchanged);
    expect(await bar(`/case-studies/junksaway-case-study?preview=${unchanged}`)).toBe(
      "Preview of a draft: this entry is not on the site yet",
    );
  });

  test("without a session the parameter is ignored: the published page, from the page cache, framed by nobody", async () => {
    await request(app).get("/case-studies/koala-digital");
    for (const req of [
      request(app).get(`/case-studies/koala-digital?preview=${studyId}`),
      request(app)
        .get(`/case-studies/koala-digital?preview=${studyId}`)
        .set("Cookie", "admin_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"),
    ]) {
      const res = await req;
      expect(res.status).toBe(200);
      expect(h1(res.text)).toBe(published);
      expect(res.text).not.toContain('data-testid="draft-preview"');
      expect(parseHtml(res.text).querySelector(`#${COOKIE_BANNER_ID}`)).not.toBeNull();
      expect(res.headers["cache-control"]).toContain("public");
      expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
    expect((await request(app).get(`/case-studies/koala-digital?preview=${studyId}`)).headers["x-page-cache"]).toBe("hit");
    // After a staff preview, visitors still get the published page.
    await staff(`/case-studies/koala-digital?preview=${studyId}`);
    expect(h1((await request(app).get("/case-studies/koala-digital")).text)).toBe(published);
  });

  test("the staff area may frame this site's pages, to show the preview; public pages still frame only the scheduling widget", async () => {
    expect((await request(app).get("/admin")).headers["content-security-policy"]).toMatch(/frame-src 'self' /);
    expect((await request(app).get("/about")).headers["content-security-policy"]).not.toMatch(/frame-src[^;]*'self'/);
  });

  test("a draft testimonial shows on its study's page, and a draft team member and partner on the about page", async () => {
    const quote = {
      quote: { en: "A draft quote the client is still reading.", de: null },
      person: "Draft Person",
      role: { en: "Founder", de: null },
      agency: "Draft Agency",
      photo: null,
      caseStudy: "koala-digital",
      publicationAgreed: false,
      agreementNote: null,
    };
    const member = { name: "Dana Draft", role: { en: "Copywriter", de: null }, department: "marketing", photo: null, portrait: "dana" };
    const ids: number[] = [];
    for (const [kind, doc] of [
      ["testimonial", quote],
      ["team-member", member],
    ] as const) {
      await run(
        db,
        "INSERT INTO content_entries (kind, sort_order, draft, created_at, updated_at) VALUES (?, 50, ?, ?, ?)",
        kind,
        JSON.stringify(doc),
        now,
        now,
      );
      ids.push(await value<number>(db, "SELECT MAX(id) FROM content_entries"));
    }
    const partnerId = await value<number>(db, "SELECT id FROM content_entries WHERE kind = 'partner' ORDER BY sort_order LIMIT 1");
    await run(
      db,
      "UPDATE content_entries SET draft = ? WHERE id = ?",
      JSON.stringify({ name: "Social Land Group", logo: null, url: null }),
      partnerId,
    );

    expect((await staff(`/case-studies/koala-digital?preview=${ids[0]}`)).text).toContain("A draft quote the client is still reading.");
    expect((await request(app).get("/case-studies/koala-digital")).text).not.toContain("A draft quote");
    expect((await staff(`/about?preview=${ids[1]}`)).text).toContain("Dana Draft");
    const about = await staff(`/about?preview=${partnerId}`);
    expect(parseHtml(about.text).querySelector('section[aria-labelledby="about-partners"]')?.textContent).toContain("Social Land Group");
    expect((await request(app).get("/about")).text).not.toContain("Social Land Group");
  });
});
