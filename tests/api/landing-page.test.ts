import request from "supertest";
import { describe, expect, test } from "vitest";
import type { App } from "../../server/app";
import { asAdmin, createAdminTestApp, signIn } from "../helpers/admin";
import { landingPageDocument } from "../helpers/content-documents";
import type { LandingPageDocument } from "../../shared/schemas/landing-page";
import { humanControls } from "../helpers/lead-controls";

// A published landing page as visitors, crawlers and ad clicks meet it (client/pages/landing/,
// server/ssr/landing-address.ts; docs/decisions/0039-landing-pages.md).

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Safari/537.36";

async function published(doc: LandingPageDocument = landingPageDocument()) {
  const testApp = await createAdminTestApp();
  const admin = asAdmin(testApp.app, await signIn(testApp.app));
  const created = await admin.post("/api/admin/content/landing-page").send(doc);
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  expect((await admin.post(`/api/admin/content/landing-page/${id}/publish`)).status).toBe(200);
  return { ...testApp, admin, id };
}

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const get = (app: App, url: string, variant?: { id: number; key: string }) => {
  const req = request(app).get(url).set("User-Agent", BROWSER);
  return variant ? req.set("Cookie", `lpv_${variant.id}=${variant.key}`) : req;
};

describe("a landing page", () => {
  test("shows the ad's headline for a listed value of its parameter, the default for any other, and never writes an unlisted value into the page", async () => {
    const { app, id } = await published();
    const matched = await get(app, "/lp/dental-marketers-seo?kw=Dentists&gclid=Cj0KCQ-abc&utm_campaign=dental-q1", { id, key: "a" });
    expect(matched.status).toBe(200);
    expect(h1(matched.text)).toBe("SEO for agencies that market dentists");
    const unknown = await get(app, "/lp/dental-marketers-seo?kw=%3Cscript%3Ecats%3C%2Fscript%3E", { id, key: "a" });
    expect(h1(unknown.text)).toBe("White-label SEO for your dental clients");
    expect(unknown.text).not.toContain("cats");
    const german = await get(app, "/de/lp/dental-marketers-seo?kw=dentists", { id, key: "a" });
    expect(h1(german.text)).toBe("SEO für Agenturen, die Zahnärzte vermarkten");
    expect(german.text).toContain('<html lang="de-DE"');
  });

  test("each variant and each listed value is one cached page, whatever the ad's click id and tags", async () => {
    const { app, id } = await published();
    const first = await get(app, "/lp/dental-marketers-seo?kw=dentists&gclid=one&utm_source=google", { id, key: "b" });
    expect(first.headers["x-page-cache"]).toBe("miss");
    const again = await get(app, "/lp/dental-marketers-seo?gclid=two&kw=dentists&utm_source=bing&fbclid=x", { id, key: "b" });
    expect(again.headers["x-page-cache"]).toBe("hit");
    expect(again.text).toBe(first.text);
    const otherVariant = await get(app, "/lp/dental-marketers-seo?kw=dentists&gclid=three", { id, key: "a" });
    expect(otherVariant.headers["x-page-cache"]).toBe("miss");
    expect(h1(otherVariant.text)).toBe(h1(first.text));
    expect(otherVariant.text).toContain('data-variant="a"');
    expect(first.text).toContain('data-variant="b"');
    // A split page is kept by the server alone: no shared cache may serve one visitor's variant to everyone.
    for (const res of [first, again, otherVariant]) {
      expect(res.headers["cache-control"]).toBe("private, no-cache");
      expect(res.headers.vary).toBe("Accept-Encoding");
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
  });

  test("a visitor whose cookie keeps a variant sees it every time; without one, each view is drawn by the weights", async () => {
    const { app, id } = await published();
    for (let i = 0; i < 6; i++) expect((await get(app, "/lp/dental-marketers-seo", { id, key: "b" })).text).toContain('data-variant="b"');
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) seen.add(/data-variant="([a-z0-9]+)"/.exec((await get(app, "/lp/dental-marketers-seo")).text)![1]!);
    expect([...seen].sort()).toEqual(["a", "b"]);
    // A stopped variant is shown to nobody, even with a cookie that kept it.
    const admin = asAdmin(app, await signIn(app));
    await admin.post(`/api/admin/campaign-report/${id}/variants/b/stop`);
    expect((await get(app, "/lp/dental-marketers-seo", { id, key: "b" })).text).toContain('data-variant="a"');
  });

  test("a page with one version may be kept by a CDN, as any page", async () => {
    const doc = landingPageDocument();
    const { app } = await published({ ...doc, variants: [{ ...doc.variants[0]!, weight: 100 }] });
    const res = await get(app, "/lp/dental-marketers-seo?gclid=x");
    expect(res.headers["cache-control"]).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=60");
  });

  test("exists only in its regions and while published; a renamed page's old address moves with its query as it came", async () => {
    const doc = landingPageDocument("webinar-signup", { regions: ["US", "DE"] });
    const { app, admin, id } = await published(doc);
    expect((await get(app, "/uk/lp/webinar-signup")).status).toBe(404);
    expect((await get(app, "/lp/no-such-page")).status).toBe(404);
    await admin.put(`/api/admin/content/landing-page/${id}/draft`).send({ ...doc, slug: "webinar-march" });
    await admin.post(`/api/admin/content/landing-page/${id}/publish`);
    const moved = await get(app, "/de/lp/webinar-signup?kw=dentists&gclid=Cj0-x_y&utm_source=linkedin");
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe("/de/lp/webinar-march?kw=dentists&gclid=Cj0-x_y&utm_source=linkedin");
    await admin.post(`/api/admin/content/landing-page/${id}/unpublish`);
    expect((await get(app, "/lp/webinar-march")).status).toBe(404);
  });

  test("is noindex with a social card of its own, names only its regions' versions, and lists its FAQ as FAQPage data once indexable", async () => {
    const doc = landingPageDocument("dental-seo", { regions: ["US", "DE"] });
    const { app, admin, id } = await published(doc);
    const noindex = (await get(app, "/lp/dental-seo", { id, key: "a" })).text;
    expect(noindex).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(noindex).toMatch(/<meta property="og:image" content="https:\/\/agency\.test\/social\/[0-9a-f]{16}\.png"/);
    expect(noindex).not.toContain("FAQPage");
    await admin.put(`/api/admin/content/landing-page/${id}/draft`).send({ ...doc, indexable: true });
    await admin.post(`/api/admin/content/landing-page/${id}/publish`);
    const indexable = (await get(app, "/lp/dental-seo", { id, key: "a" })).text;
    expect(indexable).toContain('<meta name="robots" content="index, follow"');
    expect(indexable).toContain('"@type":"FAQPage"');
    const hreflangs = [...indexable.matchAll(/hrefLang="([^"]+)" href="([^"]+)"|hreflang="([^"]+)" href="([^"]+)"/gi)].map(
      (m) => `${m[1] ?? m[3]} ${m[2] ?? m[4]}`,
    );
    expect(hreflangs).toEqual([
      "en-US https://agency.test/lp/dental-seo",
      "de-DE https://agency.test/de/lp/dental-seo",
      "x-default https://agency.test/lp/dental-seo",
    ]);
    const sitemap = (await request(app).get("/sitemap.xml")).text;
    expect(sitemap).toContain("<loc>https://agency.test/lp/dental-seo</loc>");
    expect(sitemap).toContain("<loc>https://agency.test/de/lp/dental-seo</loc>");
    expect(sitemap).not.toContain("/uk/lp/dental-seo");
  });

  test("a package's button leads to the page's own form, so the lead it brings counts for the page and variant; without a form, to the contact page", async () => {
    const doc = landingPageDocument();
    const services = {
      type: "services" as const,
      title: { en: "SEO packages", de: "SEO-Pakete" },
      intro: { en: null, de: null },
      service: "seo" as const,
    };
    const [a, b] = doc.variants;
    const withForm = { ...a!, blocks: [a!.blocks[0]!, services, a!.blocks[2]!] };
    const withoutForm = {
      ...b!,
      blocks: [{ ...a!.blocks[0]!, cta: { ...(a!.blocks[0] as { cta: object }).cta, target: "contact" } }, services],
    };
    const { app, id } = await published({ ...doc, variants: [withForm, withoutForm] as LandingPageDocument["variants"] });
    const buttons = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>Ask about [^<]+<\/a>/g)].map((m) => m[1]);
    const formVariant = (await get(app, "/lp/dental-marketers-seo", { id, key: "a" })).text;
    expect(buttons(formVariant)).toEqual(["#lead-form", "#lead-form", "#lead-form"]);
    const contactVariant = (await get(app, "/lp/dental-marketers-seo", { id, key: "b" })).text;
    expect(buttons(contactVariant)).toEqual(["/contact?service=seo", "/contact?service=seo", "/contact?service=seo"]);
  });

  test("a lead sent from its form is stored with the page, the variant and the click id, posted as JSON or as a plain form", async () => {
    const { app, db, id } = await published();
    const json = await request(app)
      .post("/api/contacts")
      .set("Content-Type", "application/json")
      .send({
        email: "ops@harbour-agency.example",
        name: "Sam Example",
        contactFormType: "landing-page-form",
        landingPage: id,
        landingVariant: "b",
        attribution: { landingPage: "/lp/dental-marketers-seo?kw=dentists&gclid=Cj0-abc", gclid: "Cj0-abc", utmCampaign: "dental-q1" },
        ...humanControls(),
      });
    expect(json.status).toBe(201);
    const form = await request(app)
      .post("/api/contacts")
      .type("form")
      .set("Referer", "https://agency.test/lp/dental-marketers-seo?gclid=Cj0-def")
      .send({
        email: "hello@north-agency.example",
        contactFormType: "landing-page-form",
        returnTo: "/lp/dental-marketers-seo",
        landingPage: String(id),
        landingVariant: "a",
        ...humanControls(),
      });
    expect(form.status).toBe(303);
    expect(form.headers.location).toBe("/lp/dental-marketers-seo?submitted=landing-page-form");
    const rows = await db.kysely
      .selectFrom("leads")
      .select(["email", "landing_page_id", "landing_variant", "gclid", "contact_form_type"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      {
        email: "ops@harbour-agency.example",
        landing_page_id: id,
        landing_variant: "b",
        gclid: "Cj0-abc",
        contact_form_type: "landing-page-form",
      },
      {
        email: "hello@north-agency.example",
        landing_page_id: id,
        landing_variant: "a",
        gclid: "Cj0-def",
        contact_form_type: "landing-page-form",
      },
    ]);
    // The staff's lead view says which page and variant sent it.
    const leadId = (
      await db.kysely.selectFrom("leads").select("id").where("email", "=", "ops@harbour-agency.example").executeTakeFirstOrThrow()
    ).id;
    const detail = await asAdmin(app, await signIn(app)).get(`/api/admin/leads/${leadId}`);
    expect(detail.body.landing).toEqual({ pageId: id, variant: "b" });
    // The thank-you page after a plain post is the form's own page, showing the block's thanks.
    expect((await get(app, form.headers.location!, { id, key: "a" })).text).toContain("We reply within a day.");
  });

  test("counts each browser's view per day, variant and campaign, cached or not, without a cookie or anything about the visitor; robots are not counted", async () => {
    const { app, db, id } = await published();
    await get(app, "/lp/dental-marketers-seo?utm_campaign=dental-q1&utm_source=google&gclid=a1", { id, key: "a" });
    await get(app, "/lp/dental-marketers-seo?utm_campaign=dental-q1&utm_source=google&gclid=a2", { id, key: "a" });
    await get(app, "/lp/dental-marketers-seo?utm_campaign=linkedin-de&utm_source=linkedin", { id, key: "b" });
    await request(app)
      .get("/lp/dental-marketers-seo?gclid=a3")
      .set("User-Agent", "Mozilla/5.0 (compatible; AdsBot-Google; +http://www.google.com/adsbot.html)");
    await request(app).get("/lp/dental-marketers-seo").set("User-Agent", BROWSER).set("Sec-Purpose", "prefetch");
    // A navigation inside the site loads the page through the API: counted the same way.
    const api = await get(app, "/api/content/landing-pages/US/dental-marketers-seo?kw=dentists&msclkid=0a1b2c3d4e5f60718293a4b5c6d7e8f9", {
      id,
      key: "b",
    });
    expect(api.body).toMatchObject({ kind: "page", page: { variant: "b", match: "dentists" } });
    await app.flushLandingViews();
    const rows = await db.kysely
      .selectFrom("landing_page_views")
      .select(["day", "page_id", "variant", "utm_campaign", "utm_source", "click_source", "views"])
      .orderBy("variant")
      .orderBy("utm_campaign")
      .execute();
    const today = new Date().toISOString().slice(0, 10);
    expect(rows).toEqual([
      { day: today, page_id: id, variant: "a", utm_campaign: "dental-q1", utm_source: "google", click_source: "google", views: 2 },
      { day: today, page_id: id, variant: "b", utm_campaign: "", utm_source: "", click_source: "bing", views: 1 },
      { day: today, page_id: id, variant: "b", utm_campaign: "linkedin-de", utm_source: "linkedin", click_source: "", views: 1 },
    ]);
  });

  test("the seed adds one example page per language: a draft, noindex, at no address until staff publish it as it is", async () => {
    const testApp = await createAdminTestApp();
    const admin = asAdmin(testApp.app, await signIn(testApp.app));
    const rows = await testApp.db.kysely
      .selectFrom("content_entries")
      .select(["id", "slug", "published", "draft"])
      .where("kind", "=", "landing-page")
      .orderBy("id")
      .execute();
    expect(rows.map((r) => [r.slug, r.published, JSON.parse(r.draft).regions, JSON.parse(r.draft).indexable])).toEqual([
      [null, null, ["US", "UK"], false],
      [null, null, ["DE"], false],
    ]);
    expect((await get(testApp.app, "/lp/example-white-label-seo")).status).toBe(404);
    for (const row of rows) expect((await admin.post(`/api/admin/content/landing-page/${row.id}/publish`)).status).toBe(200);
    const english = await get(testApp.app, "/uk/lp/example-white-label-seo?kw=dentists");
    expect(h1(english.text)).toBe("Example: white-label SEO for agencies that market dentists");
    expect(english.text).toContain('<meta name="robots" content="noindex, nofollow"');
    const german = await get(testApp.app, "/de/lp/beispiel-white-label-seo");
    expect(h1(german.text)).toBe("Beispiel: White-Label-SEO, das Ihre Kunden Ihnen zuschreiben");
    // Prices in the region's currency: the German page's SEO packages in euros.
    expect(german.text).toMatch(/data-testid="package-price">≈\s\d[\d.]*\s€\/Monat</);
    // The blocks are static parts: the data block carries the page's head, not the studies it shows.
    const dataBlock = /<script type="application\/json" id="__APP_DATA__">([^<]*)<\/script>/.exec(german.text)![1]!;
    expect(dataBlock).toContain('"queries":{"mutations":[],"queries":[]}');
    expect(dataBlock).not.toContain("Fundamentsanierer");
    expect(german.text).toContain("Atlantic Foundation &amp; Crawl Space Repair");
  });
});
