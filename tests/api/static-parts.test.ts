import request from "supertest";
import { describe, expect, test } from "vitest";
import { asAdmin, createAdminTestApp, signIn } from "../helpers/admin";
import { testimonialDocument } from "../helpers/content-documents";
import { parseHtml } from "../helpers/html";
import { FORM_TOKEN_FIELD } from "../../shared/schemas/spam";
import { APP_DATA_ID, type AppData } from "../../client/app/app-data";
import type { ContentEntry } from "../../shared/schemas/admin-content";

// docs/decisions/0028-static-parts.md: the sections of a page that are links, text and pictures
// are rendered once per address, props and content version (server/ssr/static-part-html.ts) and
// that HTML is reused. What a visitor reads must never be another region's, nor older than the
// content staff published.

const { app } = await createAdminTestApp({ env: { PAGE_CACHE: "off" } });
const page = async (path: string) => {
  const res = await request(app).get(path);
  expect(res.status, path).toBe(200);
  return parseHtml(res.text);
};
const text = (doc: ReturnType<typeof parseHtml>, selector: string) => doc.querySelector(selector)?.textContent.replace(/\s+/g, " ").trim();

describe("the static parts of a page", () => {
  test("a testimonial staff publish is on the home page at the next request, beside the kept rest of its part", async () => {
    const quote = "Every brief came back within a day, under our own name.";
    const before = await page("/");
    expect(before.toString()).not.toContain(quote);
    expect(text(await page("/"), "h1")).toBe(text(before, "h1"));

    const admin = asAdmin(app, await signIn(app));
    const created = await admin
      .post("/api/admin/content/testimonial")
      .send(testimonialDocument({ quote: { en: quote, de: null }, publicationAgreed: true }));
    expect((await admin.post(`/api/admin/content/testimonial/${created.body.id}/publish`)).status).toBe(200);

    const after = await page("/");
    expect(text(after, '[data-testid="testimonials"]')).toContain(quote);
    expect(text(after, "h1")).toBe(text(before, "h1"));
  });

  test("the American, British and German home pages each show their own region's part, however often they are asked for", async () => {
    for (let round = 0; round < 2; round++) {
      const [us, uk, de] = await Promise.all([page("/"), page("/uk"), page("/de")]);
      expect(us.querySelector("html")?.getAttribute("lang")).toBe("en-US");
      expect(text(de, "h1")).not.toBe(text(us, "h1"));
      expect(text(de, "#home-services")).not.toBe(text(us, "#home-services"));
      // Service prices in the region's currency: dollars, pounds, euros.
      const services = (doc: ReturnType<typeof parseHtml>) => text(doc, '[aria-labelledby="home-services"]') ?? "";
      expect(services(us)).toContain("$");
      expect(services(uk)).toContain("£");
      expect(services(de)).toContain("€");
      // Links inside the part stay in the page's region.
      const links = (doc: ReturnType<typeof parseHtml>) =>
        doc.querySelectorAll('[data-static-part] a[href^="/"]').map((a) => a.getAttribute("href") ?? "");
      expect(links(uk).length).toBeGreaterThan(0);
      expect(links(uk).every((href) => href.startsWith("/uk/") || href === "/uk")).toBe(true);
      expect(links(de).every((href) => href.startsWith("/de/") || href === "/de")).toBe(true);
    }
  });

  test("no id repeats on a page whose parts were rendered apart, so every label and aria reference finds its element", async () => {
    for (const path of ["/", "/de", "/about", "/services/seo", "/case-studies", "/case-studies/koala-digital"]) {
      const doc = await page(path);
      const ids = doc.querySelectorAll("[id]").map((el) => el.getAttribute("id"));
      expect(ids.length, path).toBeGreaterThan(5);
      expect(new Set(ids).size, path).toBe(ids.length);
      for (const el of doc.querySelectorAll("[aria-labelledby]")) {
        for (const id of el.getAttribute("aria-labelledby")?.split(" ") ?? [])
          expect(doc.getElementById(id), `${path}: #${id}`).not.toBeNull();
      }
    }
  });

  test("a page whose queries only its static parts read (home, services, a service, about, the study list, a study) sends its loaders' data without them", async () => {
    const paths = [
      "/",
      "/de",
      "/services",
      "/services/seo",
      "/about",
      "/case-studies",
      "/case-studies?service=seo",
      "/case-studies/koala-digital",
    ];
    for (const path of paths) {
      const doc = await page(path);
      const data = JSON.parse(doc.getElementById(APP_DATA_ID)?.textContent ?? "null") as AppData;
      expect(data.queries.queries, path).toEqual([]);
      expect(Object.keys(data.router.loaderData ?? {}).length, path).toBeGreaterThan(0);
      expect(doc.querySelector("[data-static-part]"), path).not.toBeNull();
    }
    const all = await page("/case-studies");
    const seo = await page("/case-studies?service=seo");
    const cards = (doc: ReturnType<typeof parseHtml>) =>
      doc.querySelectorAll('[data-testid="case-study-list"] a[href^="/case-studies/"]').length;
    expect(cards(seo)).toBeGreaterThan(0);
    expect(cards(seo)).toBeLessThan(cards(all));
    // The blog's list is hydrated: its page still carries the query it reads.
    const blog = JSON.parse((await page("/blog")).getElementById(APP_DATA_ID)?.textContent ?? "null") as AppData;
    expect(blog.queries.queries.map((q) => q.queryKey[0])).toEqual(["/api/blog"]);
  });

  test("a part's booking links name the plain booking address, so the browser can add the visit's tags to them", async () => {
    const doc = await page("/");
    const booking = doc.querySelectorAll('[data-static-part="home-intro"] a[data-booking-link]');
    expect(booking.length).toBe(2);
    for (const link of booking) {
      expect(link.getAttribute("href")).toBe(link.getAttribute("data-booking-link"));
      expect(link.getAttribute("target")).toBe("_blank");
    }
  });
});

// client/lib/static-parts/kept-html.tsx: the header and the home form are hydrated in the browser,
// and their server HTML is kept per address like a part's. The browser hydrates them against that
// HTML, so it must be exactly what React renders in place; the form token is each page's own.
describe("kept sections (the header, the footer, the home form)", () => {
  const token = (doc: ReturnType<typeof parseHtml>) =>
    doc.querySelector(`form.home-contact-form input[name="${FORM_TOKEN_FIELD}"]`)?.getAttribute("value");
  const appData = (doc: ReturnType<typeof parseHtml>) => JSON.parse(doc.getElementById(APP_DATA_ID)?.textContent ?? "null") as AppData;
  const section = (doc: ReturnType<typeof parseHtml>, name: string) => doc.querySelector(`[data-kept-html="${name}"]`)?.toString();

  test("are the same HTML at every render of an address but for the form token, which is new each time and the one the page's data names", async () => {
    const [first, second] = [await page("/"), await page("/")];
    expect(token(first)).toMatch(/^[a-z0-9]+\.[\w-]{43}$/);
    expect(token(second)).not.toBe(token(first));
    for (const doc of [first, second]) expect(appData(doc).root.formToken).toBe(token(doc));
    const withoutToken = (doc: ReturnType<typeof parseHtml>) => section(doc, "home-contact-form")?.replace(token(doc)!, "");
    expect(withoutToken(second)).toBe(withoutToken(first));
    expect(section(second, "site-header")).toBe(section(first, "site-header"));
    expect(section(second, "site-footer")).toBe(section(first, "site-footer"));
  });

  test("are each region's own, with the page's current link marked in the header", async () => {
    const [us, de, about] = [await page("/"), await page("/de"), await page("/de/about")];
    expect(text(us, '[data-kept-html="site-header"] [data-testid="region-switcher"]')).toContain("United States");
    expect(text(de, '[data-kept-html="site-header"] [data-testid="region-switcher"]')).toContain("Deutschland");
    expect(text(de, "form.home-contact-form button[type=submit]")).not.toBe(text(us, "form.home-contact-form button[type=submit]"));
    const current = about.querySelectorAll('[data-kept-html="site-header"] a[aria-current="page"]').map((a) => a.getAttribute("href"));
    expect(current).toEqual(["/de/about", "/de/about"]);
  });

  test("a home form refused without JavaScript shows that visitor's values and errors; the next visitor's form is empty", async () => {
    await page("/");
    const refused = await request(app)
      .post("/api/contacts")
      .type("form")
      .send("returnTo=%2F&contactFormType=home-contact-form&region=US&name=&email=dana%40&servicesInterested=SEO+Services");
    expect(refused.status).toBe(400);
    const echoed = parseHtml(refused.text);
    expect(echoed.querySelector("#home-contact-email")?.getAttribute("value")).toBe("dana@");
    expect(echoed.querySelector("#home-contact-name")?.getAttribute("aria-invalid")).toBe("true");

    const next = await page("/");
    expect(next.querySelector("#home-contact-email")?.getAttribute("value")).toBe("");
    expect(next.querySelector("#home-contact-name")?.getAttribute("aria-invalid")).toBeFalsy();
  });
});

describe("the head and the root data, kept with the page's parts (server/ssr/render.tsx)", () => {
  const head = (doc: ReturnType<typeof parseHtml>) => doc.querySelector("head")?.toString();

  test("are the same at every render of an address, each address its own, and show what staff publish at the next request", async () => {
    const [first, second, german] = [await page("/"), await page("/"), await page("/de")];
    expect(head(second)).toBe(head(first));
    expect(first.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/\/$/);
    expect(german.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/\/de$/);
    expect(german.querySelector("title")?.textContent).not.toBe(first.querySelector("title")?.textContent);
    // The stylesheet comes right after the charset and the viewport, the entry React preloads at the end.
    expect(
      first
        .querySelectorAll("head > *")
        .map((e) => e.tagName.toLowerCase() + (e.getAttribute("rel") ?? ""))
        .slice(0, 3),
    ).toEqual(["meta", "meta", "linkstylesheet"]);

    const admin = asAdmin(app, await signIn(app));
    const settings = (await admin.get("/api/admin/settings").expect(200)).body as ContentEntry<"site-settings">;
    const doc = structuredClone(settings.published!);
    doc.look = { ...doc.look, primary: "#1e1b4b", accent: "#fde68a", action: "#047857" };
    await admin.put("/api/admin/settings/draft").send(doc).expect(200);
    await admin.post("/api/admin/settings/publish").expect(200);
    const after = await page("/");
    expect(after.querySelector('meta[name="theme-color"]')?.getAttribute("content")).toBe("#1e1b4b");
    // The data block's root data, kept with a mark for the form token, moves with the content too.
    const rootData = (JSON.parse(after.getElementById(APP_DATA_ID)?.textContent ?? "null") as AppData).root;
    expect(rootData.brand.colors.primary).toBe("#1e1b4b");
    expect(rootData.formToken).toBe(after.querySelector(`input[name="${FORM_TOKEN_FIELD}"]`)?.getAttribute("value"));
    expect(first.querySelector('meta[name="theme-color"]')?.getAttribute("content")).not.toBe("#1e1b4b");
  });
});
