import request from "supertest";
import { describe, expect, test } from "vitest";
import { ADMIN_EMAIL, asAdmin, createAdminTestApp, signIn } from "../helpers/admin";
import { caseStudyDocument, formBlock, heroBlock, landingPageDocument } from "../helpers/content-documents";
import type { LandingPageDocument } from "../../shared/schemas/landing-page";

// Landing pages through the staff API (server/api/admin/content.routes.ts with kind landing-page;
// docs/decisions/0039-landing-pages.md): drafts, publish, revisions and renamed slugs as for case
// studies, and every refusal naming its field by its path, in English or, for a staff member whose
// browser asks for German, in German.

const API = "/api/admin/content/landing-page";

async function editor() {
  const testApp = await createAdminTestApp();
  return { ...testApp, admin: asAdmin(testApp.app, await signIn(testApp.app)) };
}

/** A copy of the document with its first variant's blocks replaced. */
const withBlocks = (doc: LandingPageDocument, blocks: LandingPageDocument["variants"][number]["blocks"]): LandingPageDocument => ({
  ...doc,
  variants: [{ ...doc.variants[0]!, weight: 100, blocks }],
});

describe("landing pages in the staff API", () => {
  test("a page is created as a draft, published, renamed and restored, each step a revision by the staff member", async () => {
    const { admin } = await editor();
    const created = await admin.post(API).send(landingPageDocument());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: "draft",
      published: null,
      label: "White-label SEO for dental marketers",
      updatedBy: ADMIN_EMAIL,
    });
    const id = created.body.id;
    const published = await admin.post(`${API}/${id}/publish`);
    expect(published.body).toMatchObject({ status: "published", slug: "dental-marketers-seo" });
    const renamed = await admin.put(`${API}/${id}/draft`).send(landingPageDocument("dental-seo"));
    expect(renamed.body).toMatchObject({ status: "changed", slug: "dental-marketers-seo" });
    expect((await admin.post(`${API}/${id}/publish`)).body).toMatchObject({ status: "published", slug: "dental-seo" });
    const revisions = (await admin.get(`${API}/${id}/revisions`)).body.map((r: { action: string }) => r.action);
    expect(revisions).toEqual(["published", "saved", "published", "created"]);
  });

  test("the list gives each page's addresses in the regions it is published in, a German page's under /de", async () => {
    const { admin } = await editor();
    const german = (await admin.post(API).send(landingPageDocument("zahnarzt-seo", { regions: ["DE"] }))).body.id;
    const both = (await admin.post(API).send(landingPageDocument("dental-seo", { regions: ["US", "UK"] }))).body.id;
    // The seed's example pages are drafts in the list too; these two are the test's.
    const addresses = async () =>
      Object.fromEntries(
        ((await admin.get(API)).body as { id: number; addresses: string[] }[])
          .filter((item) => item.id === german || item.id === both)
          .map((item) => [item.id, item.addresses]),
      );
    // A draft has no address yet.
    expect(await addresses()).toEqual({ [german]: [], [both]: [] });
    await admin.post(`${API}/${german}/publish`);
    await admin.post(`${API}/${both}/publish`);
    expect(await addresses()).toEqual({ [german]: ["/de/lp/zahnarzt-seo"], [both]: ["/lp/dental-seo", "/uk/lp/dental-seo"] });
    // The published addresses until the draft that moves the page to another region is published.
    await admin.put(`${API}/${german}/draft`).send(landingPageDocument("zahnarzt-seo", { regions: ["DE", "UK"] }));
    expect((await addresses())[german]).toEqual(["/de/lp/zahnarzt-seo"]);
  });

  test("a page is copied for the next campaign as a noindex draft at a free slug, its blocks, variants and parameter as they were; visitors see nothing of it", async () => {
    const { app, admin } = await editor();
    const original = (await admin.post(API).send({ ...landingPageDocument("webinar-leads"), indexable: true })).body.id;
    await admin.post(`${API}/${original}/publish`);
    const copy = await admin.post(`${API}/${original}/copy`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ status: "draft", published: null, slug: null, addresses: [], updatedBy: ADMIN_EMAIL });
    expect(copy.body.id).not.toBe(original);
    expect(copy.body.draft).toEqual({ ...landingPageDocument("webinar-leads-copy"), indexable: false });
    expect((await admin.get(`${API}/${copy.body.id}/revisions`)).body.map((r: { action: string }) => r.action)).toEqual(["created"]);
    // Each copy gets the next free slug, also a copy of a copy.
    expect((await admin.post(`${API}/${original}/copy`)).body.draft.slug).toBe("webinar-leads-copy-2");
    expect((await admin.post(`${API}/${copy.body.id}/copy`)).body.draft.slug).toBe("webinar-leads-copy-3");
    expect((await request(app).get("/lp/webinar-leads-copy")).status).toBe(404);
    // The list tells the copy from its original by the copy's slug.
    const listed = ((await admin.get(API)).body as { id: number; detail: string }[]).filter((i) => [original, copy.body.id].includes(i.id));
    expect(listed.map((i) => i.detail)).toEqual(["US, UK, DE · indexable", "US, UK, DE · noindex · draft slug webinar-leads-copy"]);
    expect((await admin.post(`${API}/999999/copy`)).status).toBe(404);
  });

  test("a slug another landing page has, or had, is refused with the field named", async () => {
    const { admin } = await editor();
    const first = (await admin.post(API).send(landingPageDocument("webinar-leads"))).body.id;
    await admin.post(`${API}/${first}/publish`);
    const second = (await admin.post(API).send(landingPageDocument("other-page"))).body.id;
    const taken = await admin.put(`${API}/${second}/draft`).send(landingPageDocument("webinar-leads"));
    expect(taken.status).toBe(409);
    expect(taken.body.fieldErrors).toEqual({ slug: ["Another landing page uses this slug: choose a different one"] });
    // Also when the page is new: the editor's first save creates it.
    const created = await admin.post(API).send(landingPageDocument("webinar-leads"));
    expect(created.status).toBe(409);
    expect(created.body.fieldErrors).toEqual({ slug: ["Another landing page uses this slug: choose a different one"] });

    // Renamed: its old slug answers 301, so it is not free either.
    await admin.put(`${API}/${first}/draft`).send(landingPageDocument("webinar-leads-2026"));
    await admin.post(`${API}/${first}/publish`);
    const old = await admin.put(`${API}/${second}/draft`).send(landingPageDocument("webinar-leads"));
    expect(old.status).toBe(409);
    expect(old.body.fieldErrors.slug[0]).toMatch(/old address of another landing page/);
    // A case study may have the same slug: it lives at another address.
    expect((await admin.post("/api/admin/content/case-study").send(caseStudyDocument("webinar-leads"))).status).toBe(201);
  });

  test("a block missing a required field, a reserved or badly written parameter, weights that do not add up and a form without its consent text are refused, each by its path", async () => {
    const { admin } = await editor();
    const doc = landingPageDocument();
    const bad: LandingPageDocument = {
      ...doc,
      match: { param: "gclid", values: [{ value: "Dentists & Co", headline: { en: "x", de: "y" } }] },
      variants: [
        {
          ...doc.variants[0]!,
          weight: 60,
          blocks: [heroBlock("", { headline: { en: null, de: "Nur deutsch" } }), formBlock({ consent: { en: null, de: null } })],
        },
        { ...doc.variants[1]!, weight: 30 },
      ],
    };
    const res = await admin.post(API).send(bad);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      "match.param": ["This parameter is taken by the site or the ad platforms: choose another name, e.g. kw"],
      "match.values.0.value": ["Use lower-case letters, digits, spaces, hyphens or underscores, e.g. dentists"],
      "variants.0.blocks.0.headline.en": ["Required in English: the page has a US or UK version"],
      "variants.0.blocks.1.consent.en": ["Required in English: the page has a US or UK version"],
      "variants.0.blocks.1.consent.de": ["Required in German: the page has a German version"],
      variants: ["Weights add up to 90: they must add up to 100"],
    });
  });

  test("a staff member whose browser asks for German gets the same refusals in German", async () => {
    const { admin } = await editor();
    const doc = landingPageDocument();
    const res = await admin
      .post(API)
      .set("Accept-Language", "de-DE,de;q=0.9,en;q=0.5")
      .send(withBlocks(doc, [formBlock({ consent: { en: "Agreed.", de: null } })]));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Bitte prüfen Sie die markierten Felder");
    expect(res.body.fieldErrors).toEqual({
      "variants.0.blocks.0.consent.de": ["Auf Deutsch erforderlich: Die Seite hat eine deutsche Version"],
    });
  });

  test("a page only for German visitors needs only German words; a button to the form needs a form; one form per version", async () => {
    const { admin } = await editor();
    const german = landingPageDocument("zahnarzt-seo", { regions: ["DE"] });
    const englishless = {
      ...german,
      meta: { title: { en: null, de: "Zahnarzt-SEO" }, description: { en: null, de: "Für Agenturen." } },
      match: null,
      variants: [
        {
          ...german.variants[0]!,
          weight: 100,
          blocks: [heroBlock("x", { headline: { en: null, de: "Zahnarzt-SEO" }, cta: { label: { en: null, de: "Los" }, target: "form" } })],
        },
      ],
    };
    const res = await admin.post(API).send(englishless);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      "variants.0.blocks.0.cta.target": ["This button leads to the form: add a form block to this version"],
    });
    const twoForms = withBlocks(englishless, [...englishless.variants[0]!.blocks, formBlock(), formBlock()]);
    expect((await admin.post(API).send(twoForms)).body.fieldErrors).toEqual({
      "variants.0.blocks.2.type": ["A page version has at most one form"],
    });
    const ok = withBlocks(englishless, [...englishless.variants[0]!.blocks, formBlock()]);
    expect((await admin.post(API).send(ok)).status).toBe(201);
  });
});
