import { renderingTest, rows } from "../helpers/test-db";
import { existsSync } from "node:fs";
import { join } from "node:path";
import request from "supertest";
import { describe, expect, test } from "vitest";
import type { HTMLElement } from "node-html-parser";
import { defaultBrand } from "../../shared/brand";
import { seedCaseStudies as caseStudies } from "../../server/db/seed-content/case-studies";
import { services } from "../../shared/content/services";
import { jsonLdBlocks, parseHtml } from "../helpers/html";
import { createTestApp, type TestApp } from "../helpers/test-app";

// The service and case-study pages as a crawler and a visitor without JavaScript
// receive them.

const SITE = "https://agency.test";

/** Every case-study address the site has ever published, written out on purpose: links to them must keep working. */
const PUBLISHED_CASE_STUDY_SLUGS = [
  "seo-case-study",
  "scuba-diving-case-study",
  "stat-planning-case-study",
  "ubu-design-case-study",
  "ubu-design",
  "citypat-case-study",
  "citypat",
  "griffin-group-case-study",
  "arlingsworth-solicitors-case-study",
  "junksaway-case-study",
  "junksaway",
  "the-dog-guy-case-study",
  "web-development",
  "google-ads",
  "social-land",
  "socialland-website",
  "socialland-website-case-study",
  "ts-landscaping-website",
  "vellu-laser-landing-page",
  "green-paradise-branding-website",
  "koala-digital",
  "website-architect",
  "payflow-systems",
];
const ALIASES: Record<string, string> = {
  "ubu-design": "ubu-design-case-study",
  citypat: "citypat-case-study",
  junksaway: "junksaway-case-study",
  "socialland-website": "socialland-website-case-study",
};
const SERVICE_PATHS = [
  "/services/seo",
  "/services/web-development",
  "/services/google-ads",
  "/services/ai-development",
  "/services/dedicated-resources",
  "/services/n8n-automations",
];

const text = (doc: HTMLElement) => doc.querySelector("main")!.textContent.replace(/\s+/g, " ");
const typesOf = (doc: HTMLElement) => jsonLdBlocks(doc).map((b) => b["@type"]);
// biome-ignore lint/suspicious/noExplicitAny: assertions walk the JSON-LD freely.
const blockOf = (doc: HTMLElement, type: string) => jsonLdBlocks(doc).find((b) => b["@type"] === type) as Record<string, any>;
const cardLinks = (doc: HTMLElement) => doc.querySelectorAll('[data-testid="case-study-list"] a').map((a) => a.getAttribute("href"));

describe("service pages", async () => {
  const { app } = await createTestApp();

  test("the six service pages answer 200 with their heading in the server HTML", async () => {
    expect(services.map((s) => `/services/${s.slug}`).sort()).toEqual([...SERVICE_PATHS].sort());
    for (const s of services) {
      const res = await request(app).get(`/services/${s.slug}`);
      expect(res.status, s.slug).toBe(200);
      expect(parseHtml(res.text).querySelector("h1")?.textContent).toBe(s.headline);
    }
  });

  test.each(SERVICE_PATHS)("%s has who it is for, what is included, white-label delivery, process and FAQs", async (path) => {
    const doc = parseHtml((await request(app).get(path)).text);
    const headings = doc.querySelectorAll("main h2").map((h) => h.textContent.trim());
    expect(headings).toEqual(
      expect.arrayContaining(["Who it is for", "How white-label delivery works", "How we work together", "Frequently asked questions"]),
    );
    expect(headings.some((h) => /^What('s| we plan to) include/.test(h))).toBe(true);
    // Every FAQ answer is in the HTML (no JavaScript needed to read it).
    expect(doc.querySelectorAll("#faq details").length).toBeGreaterThanOrEqual(4);
    for (const details of doc.querySelectorAll("#faq details")) expect(details.querySelector("p")!.textContent.length).toBeGreaterThan(40);
  });

  test("packages show prices that agree with the 'from' prices, which win over the fact sheet's", async () => {
    const prices = async (path: string) =>
      parseHtml((await request(app).get(path)).text)
        .querySelectorAll('#packages [data-testid="package-price"]')
        .map((p) => p.textContent.trim());
    expect(await prices("/services/seo")).toEqual(["$500/month", "$650/month", "$1,200/month"]);
    expect(await prices("/services/google-ads")).toEqual(["$400/month + ad spend", "$799/month + ad spend", "$1,299/month + ad spend"]);
    expect(await prices("/services/web-development")).toEqual(["$600 one-time", "$1,200 one-time", "$1,500 one-time"]);
    expect(await prices("/services/ai-development")).toEqual(["$2,000/project", "$5,500/project", "$12,000+/project"]);
    // The facts' lower package prices ($400 SEO, $399 Ads) never reach the page.
    expect((await request(app).get("/services/seo")).text).not.toContain("$400/month");
    expect((await request(app).get("/services/google-ads")).text).not.toContain("$399");
  });

  test("dedicated resources shows the roles, team discounts up to 20% and the 60% average saving", async () => {
    const doc = parseHtml((await request(app).get("/services/dedicated-resources")).text);
    expect(doc.querySelectorAll("#roles h3").map((h) => h.textContent)).toEqual([
      "Graphic Designer",
      "Video Editor",
      "SEO Specialist",
      "Google Ads Expert",
      "Web Developer",
      "Full-Stack Developer",
      "Others (Data Entry / Virtual Assistants / Social Media Managers)",
    ]);
    const claims = doc.querySelectorAll("#pricing ul > li").map((li) => li.querySelectorAll("p").map((p) => p.textContent));
    expect(claims).toEqual([
      ["$400", "Starting price per month"],
      ["Up to 20%", "Team discount"],
      ["60%", "Average saving against an in-house team"],
    ]);
    expect(doc.querySelectorAll("#pricing tbody tr").map((r) => r.textContent)).toEqual([
      "2+ people5%",
      "3+ people10%",
      "5+ people15%",
      "8+ people20%",
    ]);
    expect(doc.querySelector('#pricing a[href^="/contact"]')?.getAttribute("href")).toBe(
      "/contact?coupon=SETUP%20FREE&service=dedicated-resources&promo=setup-free",
    );
  });

  test.each(SERVICE_PATHS)("%s books the call in a new tab and links to /contact with the service chosen", async (path) => {
    const doc = parseHtml((await request(app).get(path)).text);
    const slug = path.split("/")[2];
    const booking = doc.querySelectorAll(`main a[href="${defaultBrand.bookingUrl}"]`);
    expect(booking.length).toBeGreaterThan(0);
    for (const a of booking) {
      expect(a.getAttribute("target")).toBe("_blank");
      expect(a.getAttribute("rel")).toBe("noopener noreferrer");
    }
    expect(doc.querySelector(`main a[href="/contact?service=${slug}"]`)).not.toBeNull();
  });

  test("related case studies link to canonical studies of the service, and to the filtered list", async () => {
    const doc = parseHtml((await request(app).get("/services/google-ads")).text);
    const links = doc.querySelectorAll("#case-studies article a").map((a) => a.getAttribute("href"));
    expect(links).toEqual([
      "/case-studies/arlingsworth-solicitors-case-study",
      "/case-studies/junksaway-case-study",
      "/case-studies/the-dog-guy-case-study",
    ]);
    expect(doc.querySelector('#case-studies a[href="/case-studies?service=google-ads"]')).not.toBeNull();
  });

  test("n8n automations is 'Coming soon' with a notify-me form and no prices", async () => {
    const doc = parseHtml((await request(app).get("/services/n8n-automations")).text);
    expect(text(doc)).toContain("Coming soon");
    expect(doc.querySelector("#packages")).toBeNull();
    const form = doc.querySelector('form[action="/api/contacts"]')!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.querySelector('input[name="contactFormType"]')?.getAttribute("value")).toBe("n8n-waitlist");
    expect(form.querySelector('input[name="returnTo"]')?.getAttribute("value")).toBe("/services/n8n-automations");
    expect(form.querySelector('input[name="email"]')?.getAttribute("type")).toBe("email");
  });
});

describe("service structured data", async () => {
  const { app } = await createTestApp();

  test.each(SERVICE_PATHS)("%s carries Service, FAQPage, BreadcrumbList and WebPage JSON-LD that parse", async (path) => {
    const doc = parseHtml((await request(app).get(path)).text);
    expect(typesOf(doc)).toEqual(["Service", "FAQPage", "BreadcrumbList", "WebPage"]);
    const faq = blockOf(doc, "FAQPage");
    // The FAQ data says exactly what the page shows.
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(doc.querySelectorAll("#faq summary h3").map((h) => h.textContent));
    expect(faq.mainEntity[0]).toMatchObject({ "@type": "Question", acceptedAnswer: { "@type": "Answer", text: expect.any(String) } });
    const crumbs = blockOf(doc, "BreadcrumbList").itemListElement;
    expect(crumbs.map((c: { item: string }) => c.item)).toEqual([`${SITE}/`, `${SITE}/services`, `${SITE}${path}`]);
    expect(crumbs.map((c: { position: number }) => c.position)).toEqual([1, 2, 3]);
    expect(blockOf(doc, "Service")).toMatchObject({ url: `${SITE}${path}`, provider: { name: defaultBrand.name } });
  });

  test("every priced service has one offer per package with a unit price specification", async () => {
    const service = async (path: string) => blockOf(parseHtml((await request(app).get(path)).text), "Service");
    const seo = await service("/services/seo");
    expect(seo.offers.map((o: { price: number }) => o.price)).toEqual([500, 650, 1200]);
    for (const offer of seo.offers) {
      expect(offer).toMatchObject({
        "@type": "Offer",
        priceCurrency: "USD",
        priceSpecification: { "@type": "UnitPriceSpecification", priceCurrency: "USD", price: offer.price, unitText: "MONTH" },
      });
    }
    const ai = await service("/services/ai-development");
    expect(ai.offers.at(-1)).toMatchObject({ price: 12000, priceSpecification: { minPrice: 12000 } });
    expect(ai.offers[0].priceSpecification.unitText).toBeUndefined();
    const dedicated = await service("/services/dedicated-resources");
    expect(dedicated.offers).toEqual([
      expect.objectContaining({ price: 400, priceSpecification: expect.objectContaining({ minPrice: 400, unitText: "MONTH" }) }),
    ]);
    expect((await service("/services/n8n-automations")).offers).toBeUndefined();
  });

  test("a regional service page's offers are in the region's currency and words, as its packages are shown", async () => {
    const page = async (path: string) => parseHtml((await request(app).get(path)).text);
    const de = await page("/de/services/google-ads");
    const offers = blockOf(de, "Service").offers as { price: number; priceCurrency: string; description?: string }[];
    for (const offer of offers)
      expect(offer).toMatchObject({ priceCurrency: "EUR", priceSpecification: { priceCurrency: "EUR", price: offer.price } });
    // The prices the package cards show, in the same order.
    const shown = de.querySelectorAll("#packages h3 + p, #packages [data-price]").map((el) => el.textContent);
    for (const [i, offer] of offers.entries()) expect(shown.join(" "), `offer ${i}`).toContain(offer.price.toLocaleString("de-DE"));
    expect(offers[0]!.description).toMatch(/^Monatliche Betreuungsgebühr; das Werbebudget \(.*€.*\)/);
    expect(JSON.stringify(offers)).not.toContain("$");
    const uk = blockOf(await page("/uk/services/dedicated-resources"), "Service").offers;
    expect(uk).toEqual([expect.objectContaining({ priceCurrency: "GBP", price: expect.any(Number) })]);
    expect(uk[0].price).not.toBe(400);
    // FAQ answers are the page's own, our prices included in euros (clients' reported results stay as reported).
    const answers = blockOf(de, "FAQPage").mainEntity.map((q: { acceptedAnswer: { text: string } }) => q.acceptedAnswer.text);
    expect(answers).toEqual(de.querySelectorAll("#faq details p").map((p) => p.textContent));
    expect(answers.join(" ")).toMatch(/350\s€/);
  });

  test("the overview and list pages carry BreadcrumbList and ItemList JSON-LD", async () => {
    const overview = parseHtml((await request(app).get("/services")).text);
    expect(typesOf(overview)).toEqual(["WebPage", "BreadcrumbList", "ItemList"]);
    expect(blockOf(overview, "ItemList").itemListElement).toHaveLength(6);
    const list = parseHtml((await request(app).get("/case-studies")).text);
    expect(typesOf(list)).toEqual(["WebPage", "BreadcrumbList", "ItemList"]);
    expect(blockOf(list, "ItemList").itemListElement).toHaveLength(caseStudies.length);
  });
});

describe("case-study pages", async () => {
  const { app } = await createTestApp();

  test("all 23 case-study addresses answer: studies 200 with their title, aliases 301 to the canonical study", async () => {
    for (const slug of PUBLISHED_CASE_STUDY_SLUGS) {
      const res = await request(app).get(`/case-studies/${slug}`);
      if (slug in ALIASES) {
        expect(res.status, slug).toBe(301);
        expect(res.headers.location).toBe(`/case-studies/${ALIASES[slug]}`);
        continue;
      }
      expect(res.status, slug).toBe(200);
      const study = caseStudies.find((c) => c.slug === slug)!;
      expect(parseHtml(res.text).querySelector("h1")?.textContent, slug).toBe(study.title);
    }
    expect(caseStudies.map((c) => c.slug).sort()).toEqual(PUBLISHED_CASE_STUDY_SLUGS.filter((s) => !(s in ALIASES)).sort());
  });

  test("a study shows its challenge, what was delivered, its headline result drawn in the hero, the other results, services and tech", async () => {
    const doc = parseHtml((await request(app).get("/case-studies/junksaway-case-study")).text);
    const headings = doc.querySelectorAll("main h2").map((h) => h.textContent.trim());
    expect(headings).toEqual(
      expect.arrayContaining(["The challenge", "What we delivered", "Results", "Services and tech", "Related case studies"]),
    );
    const cover = doc.querySelector('[data-testid="study-hero-cover"] svg')!;
    expect(cover.getAttribute("aria-label")).toBe("Google Ads · Cost per acquisition: −82%");
    expect(cover.querySelectorAll("text[data-label]").map((t) => t.textContent)).toEqual(["$34.37", "$6.09"]);
    const results = doc
      .querySelectorAll('section[aria-labelledby="results"] dl > div')
      .map((d) => [d.querySelector("dt")!.textContent, d.querySelector("dd")!.textContent]);
    expect(results).toContainEqual(["Conversions", "706"]);
    expect(results).toContainEqual(["Clicks", "10,573+"]);
    expect(text(doc)).toContain("Performance Max");
    expect(doc.querySelector('main a[href="/contact?service=google-ads"]')).not.toBeNull();
    expect(doc.querySelector(`main a[href="${defaultBrand.bookingUrl}"]`)?.getAttribute("target")).toBe("_blank");
    const crumbs = blockOf(doc, "BreadcrumbList").itemListElement.map((c: { item: string }) => c.item);
    expect(crumbs).toEqual([`${SITE}/`, `${SITE}/case-studies`, `${SITE}/case-studies/junksaway-case-study`]);
  });

  test.each(["web-development", "google-ads", "payflow-systems"])(
    "the illustrative study %s says so and presents none of the source's invented figures",
    async (slug) => {
      const doc = parseHtml((await request(app).get(`/case-studies/${slug}`)).text);
      const main = text(doc);
      expect(main).toContain("Example engagement");
      expect(main).toContain("not a measured client result");
      expect(doc.querySelector("#results")).toBeNull();
      expect(doc.querySelector('[aria-label="Headline results"]')).toBeNull();
      // Figures the facts flag as placeholders (facts caseStudies[].placeholder).
      for (const figure of ["+280%", "$3.2M", "11.0x", "425%", "$1.2M", "528", "$12M", "70%", "$200K", "285%", "480%"]) {
        expect(main, figure).not.toContain(figure);
      }
    },
  );

  test("the sitemap lists every canonical case-study URL and no alias", async () => {
    const locs = parseHtml((await request(app).get("/sitemap.xml")).text)
      .querySelectorAll("loc")
      .map((l) => l.textContent)
      .filter((l) => l.startsWith(`${SITE}/case-studies/`));
    expect(locs.sort()).toEqual(caseStudies.map((c) => `${SITE}/case-studies/${c.slug}`).sort());
    for (const alias of Object.keys(ALIASES)) expect(locs).not.toContain(`${SITE}/case-studies/${alias}`);
  });
});

describe("the case-study list and its service filter", async () => {
  const { app } = await createTestApp();

  test("lists every distinct study as a card with client, project, industry, location, its cover chart and two more figures", async () => {
    const doc = parseHtml((await request(app).get("/case-studies")).text);
    const cards = doc.querySelectorAll('[data-testid="case-study-list"] article');
    expect(cards).toHaveLength(19);
    expect(cardLinks(doc)).toEqual(caseStudies.map((c) => `/case-studies/${c.slug}`));
    const junksaway = cards.find((c) => c.querySelector("h3")?.textContent === "JunksAway")!;
    expect(junksaway.textContent).toContain("Junk removal & waste management · US");
    expect(junksaway.textContent).toContain("Google Ads");
    expect(junksaway.querySelector("svg g[data-chart-kind]")?.getAttribute("data-metric")).toBe("costPerAcquisition");
    expect(junksaway.querySelectorAll("dd").map((d) => d.textContent)).toEqual(["706", "10,573+"]);
    // Illustrative studies carry no figures on their cards either.
    const example = cards.find((c) => c.querySelector("a")?.getAttribute("href") === "/case-studies/payflow-systems")!;
    expect(example.querySelectorAll("dd")).toHaveLength(0);
    expect(example.textContent).toContain("Example engagement");
  });

  test("?service=seo renders only the SEO studies on the server, with the filter marked current", async () => {
    const res = await request(app).get("/case-studies?service=seo");
    expect(res.status).toBe(200);
    const doc = parseHtml(res.text);
    expect(cardLinks(doc)).toEqual(caseStudies.filter((c) => c.service === "seo").map((c) => `/case-studies/${c.slug}`));
    expect(doc.querySelector('nav[aria-label="Filter case studies by service"] a[aria-current="page"]')?.getAttribute("href")).toBe(
      "/case-studies?service=seo",
    );
    expect(doc.querySelector("#case-study-list")?.textContent).toBe("SEO case studies");
    expect(doc.querySelector("title")?.textContent).toBe("SEO Case Studies | Northbeam Studio");
    // Filtered views point search engines at the one list.
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE}/case-studies`);
  });

  test("a study with a second service is listed under both; an unknown filter shows every study", async () => {
    const web = cardLinks(parseHtml((await request(app).get("/case-studies?service=web-development")).text));
    expect(web).toContain("/case-studies/green-paradise-branding-website");
    expect(web).toContain("/case-studies/ts-landscaping-website");
    const branding = cardLinks(parseHtml((await request(app).get("/case-studies?service=branding")).text));
    expect(branding).toEqual(["/case-studies/green-paradise-branding-website"]);
    const unknown = await request(app).get("/case-studies?service=<script>");
    expect(unknown.status).toBe(200);
    expect(cardLinks(parseHtml(unknown.text))).toHaveLength(19);
    expect(unknown.text).not.toContain("<script>alert");
  });
});

describe("links on /services* and /case-studies*", () => {
  renderingTest(
    "every internal link resolves with 200 and every image is one of our files",
    async () => {
      const { app } = await createTestApp();
      const publicDir = join(process.cwd(), "client", "public");
      const start = ["/services", "/case-studies", ...caseStudies.map((c) => `/case-studies?service=${c.service}`)];
      const toCrawl = [...start];
      const crawled = new Set<string>();
      const status = new Map<string, number>();
      const images = new Set<string>();
      while (toCrawl.length > 0) {
        const path = toCrawl.shift()!;
        if (crawled.has(path)) continue;
        crawled.add(path);
        const res = await request(app).get(path);
        status.set(path, res.status);
        const doc = parseHtml(res.text);
        for (const img of doc.querySelectorAll("img")) {
          images.add(img.getAttribute("src")!);
          expect(img.getAttribute("width"), img.getAttribute("src")).toMatch(/^\d+$/);
          expect(img.getAttribute("height"), img.getAttribute("src")).toMatch(/^\d+$/);
        }
        for (const a of doc.querySelectorAll("a[href]")) {
          const href = a.getAttribute("href")!;
          if (!href.startsWith("/") || href.startsWith("//")) continue;
          const target = href.split("#")[0]!;
          if (/^\/(services|case-studies)([/?]|$)/.test(target)) toCrawl.push(target);
          else if (!status.has(target)) status.set(target, (await request(app).get(target)).status);
        }
      }
      // Every service page, every study and the filtered lists were reached by following links.
      expect(crawled.size).toBeGreaterThanOrEqual(2 + 6 + 19 + 5);
      const broken = [...status].filter(([, code]) => code !== 200);
      expect(broken).toEqual([]);
      for (const src of images) {
        expect(src, src).toMatch(/^\/images\/.+\.svg$/);
        expect(existsSync(join(publicDir, src)), src).toBe(true);
      }
    },
    60_000,
  ); // crawls about fifty server-rendered pages
});

describe("the n8n notify-me form", () => {
  const N8N = "/services/n8n-automations";
  const leadsOfType = async (db: TestApp["db"]) =>
    (await rows(db, "SELECT * FROM leads WHERE contact_form_type = 'n8n-waitlist'")) as Record<string, unknown>[];
  /** The fields the server-rendered form really posts, with the visitor's entries. */
  async function formFields(app: TestApp["app"], entries: Record<string, string>) {
    const form = parseHtml((await request(app).get(N8N)).text).querySelector('form[action="/api/contacts"]')!;
    const fields: Record<string, string> = {};
    for (const input of form.querySelectorAll("input, textarea")) fields[input.getAttribute("name")!] = input.getAttribute("value") ?? "";
    return { ...fields, ...entries };
  }

  test("a plain form post without JavaScript stores the lead and returns to the page with a thank-you", async () => {
    const { app, db } = await createTestApp();
    const fields = await formFields(app, { email: "ops@agency.example", name: "Robin Hale", agencyName: "Hale Digital", message: "" });
    const res = await request(app).post("/api/contacts").type("form").send(fields);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${N8N}?submitted=n8n-waitlist`);
    expect(await leadsOfType(db)).toEqual([
      expect.objectContaining({
        email: "ops@agency.example",
        name: "Robin Hale",
        agency_name: "Hale Digital",
        service: "N8N Automations",
        source: "n8n_automations_page",
        inquiry_type: "n8n-waitlist",
        message: null,
      }),
    ]);
    const thanks = parseHtml((await request(app).get(res.headers.location!)).text);
    expect(thanks.querySelector("#waitlist [role=status]")?.textContent).toContain("You're on the list.");
    expect(thanks.querySelector("#waitlist form")).toBeNull();
  });

  test("a plain post with a bad email shows the page again with status 400, the error beside the field and the values kept", async () => {
    const { app, db } = await createTestApp();
    const fields = await formFields(app, { email: "not-an-email", name: "Robin Hale" });
    const res = await request(app).post("/api/contacts").type("form").send(fields);
    expect(res.status).toBe(400);
    const doc = parseHtml(res.text);
    expect(doc.querySelector("h1")?.textContent).toBe(services.find((s) => s.slug === "n8n-automations")!.headline);
    const email = doc.querySelector('#waitlist input[name="email"]')!;
    expect(email.getAttribute("value")).toBe("not-an-email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(doc.querySelector(`#${email.getAttribute("aria-describedby")}`)?.textContent).toBe("Please enter a valid email address");
    expect(doc.querySelector('#waitlist input[name="name"]')?.getAttribute("value")).toBe("Robin Hale");
    expect(await leadsOfType(db)).toEqual([]);
  });

  test("the JSON post the script sends is stored as an n8n-waitlist lead", async () => {
    const { app, db } = await createTestApp();
    const res = await request(app).post("/api/contacts").send({
      contactFormType: "n8n-waitlist",
      inquiry_type: "n8n-waitlist",
      service: "N8N Automations",
      source: "n8n_automations_page",
      preferred_contact: "email",
      email: "script@agency.example",
    });
    expect(res.status).toBe(201);
    expect(await leadsOfType(db)).toEqual([expect.objectContaining({ id: res.body.id, email: "script@agency.example" })]);
  });
});
