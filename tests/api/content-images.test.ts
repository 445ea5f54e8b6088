import request from "supertest";
import { describe, expect, test } from "vitest";
import type { MediaUploadResult } from "../../shared/schemas/admin-media";
import { asAdmin, createAdminTestApp, signIn } from "../helpers/admin";
import { caseStudyDocument, partnerDocument, teamMemberDocument, testimonialDocument } from "../helpers/content-documents";
import { attributeOf, parseHtml } from "../helpers/html";
import { uploadRequest } from "../helpers/media-files";
import { photo } from "../helpers/test-photo";

// Staff-chosen images of the proof content (a study's cover, a testimonial's and a team
// member's photo, a partner's logo) as visitors and crawlers get them: media-library
// <picture>s with their sizes, and the study's cover preloaded as its page's largest image.

const API = "/api/admin/content";

async function staffWithImage(alt: string) {
  const { app, db } = await createAdminTestApp({ env: { PAGE_CACHE: "on" } });
  const session = await signIn(app);
  const admin = asAdmin(app, session);
  const up = await uploadRequest(
    app,
    session,
    { bytes: await photo(800, 600).jpeg().toBuffer(), name: "image.jpg" },
    { alt, altDe: `${alt} (Deutsch)` },
  );
  expect(up.status).toBe(201);
  return { app, db, admin, asset: (up.body as MediaUploadResult).asset };
}

async function publish(admin: ReturnType<typeof asAdmin>, kind: string, document: object) {
  const created = await admin.post(`${API}/${kind}`).send(document);
  expect(created.status).toBe(201);
  const published = await admin.post(`${API}/${kind}/${created.body.id}/publish`);
  expect(published.status).toBe(200);
  return created.body.id as number;
}

describe("images of the proof content", { timeout: 60_000 }, () => {
  test("a study's cover replaces its drawn chart in the hero, fetched first and preloaded from the head", async () => {
    const { app, admin, asset } = await staffWithImage("The clinic's new booking page on a phone");
    await publish(admin, "case-study", caseStudyDocument("harbour-lane-dental-seo", { cover: asset.id }));
    const res = await request(app).get("/case-studies/harbour-lane-dental-seo");
    expect(res.status).toBe(200);
    const doc = parseHtml(res.text);
    const hero = doc.querySelector('[data-testid="study-hero-cover"]')!;
    expect(hero.querySelector("svg")).toBeNull();
    const img = hero.querySelector("picture img")!;
    expect(img.getAttribute("alt")).toBe("The clinic's new booking page on a phone");
    expect(img.getAttribute("width")).toBe("800");
    expect(attributeOf(img, "fetchpriority")).toBe("high");
    expect(hero.querySelectorAll("picture source").map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    const preload = doc.querySelectorAll('head link[rel="preload"][as="image"]').find((l) => attributeOf(l, "imagesrcset"))!;
    expect(attributeOf(preload, "imagesrcset")).toContain(`/media/${asset.id}-800.avif 800w`);
    expect(attributeOf(preload, "imagesizes")).toBe("(min-width: 1024px) 448px, calc(100vw - 2rem)");
    expect(attributeOf(preload, "fetchpriority")).toBe("high");
  });

  test("a testimonial's photo, a member's photo and a partner's logo show as lazy pictures; the partner's logo takes its name's place and links to its site", async () => {
    const { app, admin, asset } = await staffWithImage("Portrait photo");
    await publish(admin, "testimonial", testimonialDocument({ photo: asset.id, publicationAgreed: true }));
    await publish(admin, "team-member", teamMemberDocument("Ada Example", { photo: asset.id }));
    await publish(admin, "partner", partnerDocument("Example Partners", { logo: asset.id, url: "https://partners.example" }));

    const home = parseHtml((await request(app).get("/")).text);
    const quote = home.querySelector('[data-testid="testimonials"] figure')!;
    expect(quote.querySelector("picture img")?.getAttribute("loading")).toBe("lazy");

    const about = parseHtml((await request(app).get("/about")).text);
    const pictures = about.querySelectorAll("main picture img").map((img) => img.getAttribute("src") ?? "");
    expect(pictures.filter((src) => src.startsWith(`/media/${asset.id}`))).toHaveLength(2);
    const partner = about.querySelector('a[href="https://partners.example"]')!;
    expect(partner.getAttribute("rel")).toBe("noopener noreferrer");
    // The logo takes the name's place: the image is the link's text, through its alt text.
    expect(partner.querySelector("img")?.getAttribute("alt")).toBe("Portrait photo");
    expect(partner.textContent.trim()).toBe("");
  });

  test("an image a content entry shows cannot be deleted; the refusal names the entry, and once it is gone the image may go", async () => {
    const { admin, asset } = await staffWithImage("Logo");
    const id = await publish(admin, "partner", partnerDocument("Example Partners", { logo: asset.id }));
    const refused = await admin.delete(`/api/admin/media/${asset.id}`);
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain("Example Partners");

    await admin.put(`${API}/partner/${id}/draft`).send(partnerDocument("Example Partners"));
    await admin.post(`${API}/partner/${id}/publish`);
    expect((await admin.delete(`/api/admin/media/${asset.id}`)).status).toBe(204);
  });
});
