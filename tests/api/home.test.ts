import { row } from "../helpers/test-db";
import type { HTMLElement } from "node-html-parser";
import request from "supertest";
import { describe, expect, test } from "vitest";
import { pageTitle } from "../../client/head/build-head";
import { createLeadQueries } from "../../server/db/leads.queries";
import { REGIONS } from "../../shared/constants";
import { regionInfo } from "../../shared/content/regions";
import { regionPath } from "../../shared/region-addresses";
import { metaContent, parseHtml } from "../helpers/html";
import { homeFormLead } from "../helpers/lead-payloads";
import { createTestApp, type TestApp } from "../helpers/test-app";

const text = (el: HTMLElement | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
const linkByText = (doc: HTMLElement, label: string) => doc.querySelectorAll("a").find((a) => text(a) === label);

describe("the home page as a crawler sees it", async () => {
  const { app } = await createTestApp();
  const get = async (cookie?: string) => {
    const req = request(app).get("/");
    const res = await (cookie ? req.set("Cookie", cookie) : req);
    expect(res.status).toBe(200);
    return parseHtml(res.text);
  };

  test("shows every claim about the agency", async () => {
    const body = text((await get()).querySelector("main"));
    for (const claim of ["25+", "20+", "100%", "24hr", "85%", "3x", "6", "2020", "1,000+"]) expect(body).toContain(claim);
    expect(body).toMatch(/Agencies trust us/);
    expect(body).toMatch(/Trusted since/);
  });

  test("has the service cards with their prices and features, and one button per service page", async () => {
    const doc = await get();
    const cards = doc.querySelectorAll('section[aria-labelledby="home-services"] li.card');
    expect(cards.map((c) => text(c.querySelector("h3")))).toEqual([
      "SEO Services",
      "PPC / Google Ads",
      "Web Development",
      "AI Development",
    ]);
    expect(cards.map((c) => text(c.querySelector("p.text-xl")))).toEqual([
      "From $500/month",
      "From $400/month",
      "From $600",
      "From $2,000/project",
    ]);
    expect(text(cards[0])).toContain("Keyword research");
    const hrefs = doc.querySelectorAll("main a").map((a) => a.getAttribute("href"));
    for (const slug of ["seo", "google-ads", "web-development", "ai-development", "dedicated-resources", "n8n-automations"]) {
      expect(hrefs, slug).toContain(`/services/${slug}`);
    }
  });

  test("links to the wizard, the newsletter and the free-setup offer on /contact", async () => {
    const doc = await get();
    expect(linkByText(doc, "Find Your Perfect Service")?.getAttribute("href")).toBe("/onboarding-wizard");
    expect(linkByText(doc, "Subscribe to the Newsletter")?.getAttribute("href")).toBe("/newsletter");
    const offer = new URL(linkByText(doc, "Claim Free Setup")!.getAttribute("href")!, "https://agency.test");
    expect(offer.pathname).toBe("/contact");
    expect(Object.fromEntries(offer.searchParams)).toEqual({ coupon: "SETUP FREE", service: "dedicated-resources", promo: "setup-free" });
    const promo = text(doc.querySelector('section[aria-labelledby="home-dedicated"]'));
    for (const claim of ["From $400/month", "Up to 20%", "60%", "SETUP FREE"]) expect(promo).toContain(claim);
  });

  test("books the free 30-minute strategy call on the external page, in a new tab", async () => {
    const doc = await get();
    const calls = doc.querySelectorAll("main a").filter((a) => text(a).startsWith("Book Free Strategy Call"));
    expect(calls.length).toBeGreaterThanOrEqual(2);
    for (const a of calls) {
      expect(a.getAttribute("href")).toBe("https://calendly.com/northbeam-studio/strategy-call");
      expect(a.getAttribute("target")).toBe("_blank");
      expect(a.getAttribute("rel")).toBe("noopener noreferrer");
    }
    expect(text(doc.querySelector('section[aria-labelledby="home-strategy-call"]'))).toContain("30 minutes");
  });

  test("shows the 7 partner agencies by name and the 14 team members with their roles", async () => {
    const doc = await get();
    const partners = doc.querySelectorAll('section[aria-labelledby="home-partners"] li').map(text);
    expect(partners).toEqual([
      "Social Land",
      "Website Architect",
      "Focus E-commerce",
      "Koala Digital",
      "New Vision Tech",
      "Carolina Web",
      "Intrinsic",
    ]);
    const members = doc.querySelectorAll(".team-member");
    expect(members).toHaveLength(14);
    const roles = new Set(members.map(text));
    for (const role of [
      "Founder",
      "CEO",
      "CVO",
      "AI Developer",
      "Full-Stack Dev",
      "WordPress Dev",
      "SEO Expert",
      "Ads Expert",
      "Designer",
      "Automation",
      "HR",
    ]) {
      expect(roles, role).toContain(role);
    }
    expect(members[0]!.getAttribute("style")).toMatch(/--x:50%;--y:15%;--scale:1.2;--delay:0ms/);
  });

  test("shows 14 team portraits, each its own image with its size, loaded lazily and described by the member's role", async () => {
    const portraits = (await get()).querySelectorAll(".team-member img");
    expect(portraits).toHaveLength(14);
    expect(new Set(portraits.map((img) => img.getAttribute("src"))).size).toBe(14);
    for (const img of portraits) {
      expect(img.getAttribute("src")).toMatch(/^\/images\/team\/[a-z0-9-]+\.svg$/);
      expect(img.getAttribute("width")).toBe("96");
      expect(img.getAttribute("height")).toBe("96");
      expect(img.getAttribute("loading")).toBe("lazy");
    }
    expect(portraits[0]!.getAttribute("alt")).toBe("Illustrated portrait: Founder");
    const german = parseHtml((await request(app).get("/de")).text).querySelectorAll(".team-member img");
    expect(german[0]!.getAttribute("alt")).toBe("Illustriertes Porträt: Gründer");
  });

  test("has the contact form as a plain HTML form too", async () => {
    const doc = await get();
    const form = doc.querySelector("form.home-contact-form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/api/contacts#home-contact");
    const hidden = Object.fromEntries(
      form.querySelectorAll('input[type="hidden"]').map((i) => [i.getAttribute("name"), i.getAttribute("value")]),
    );
    expect(hidden).toEqual({
      returnTo: "/",
      contactFormType: "home-contact-form",
      region: "US",
      formToken: expect.stringMatching(/^[0-9a-z]+\.[A-Za-z0-9_-]{43}$/),
    });
    expect(form.querySelector('input[name="name"]')?.hasAttribute("required")).toBe(true);
    expect(form.querySelector('input[name="email"]')?.getAttribute("type")).toBe("email");
    expect(form.querySelector('textarea[name="message"]')?.getAttribute("rows")).toBe("4");
    expect(form.querySelectorAll('select[name="servicesInterested"] option').map((o) => o.getAttribute("value"))).toEqual([
      "",
      "SEO Services",
      "PPC/Google Ads",
      "Website Development",
      "AI Web Agents/AI Development",
      "Dedicated Resource",
      "N8N Automations (Coming Soon)",
    ]);
    // Until a service is chosen its options are hidden.
    expect(form.querySelectorAll(".service-group").map((g) => g.getAttribute("data-open"))).toEqual([
      "false",
      "false",
      "false",
      "false",
      "false",
      "false",
    ]);
    expect(text(form.querySelector('button[type="submit"]'))).toBe("Send Message");
  });

  test("has the header with the eight links in order, the current page marked", async () => {
    const doc = await get();
    const main = doc.querySelector('nav[aria-label="Main"]')!;
    expect(main.querySelectorAll("a").map((a) => [a.getAttribute("href"), text(a)])).toEqual([
      ["/", "Home"],
      ["/services", "Services"],
      ["/onboarding-wizard", "Find Service"],
      ["/pricing-calculator", "Calculator"],
      ["/blog", "Blog"],
      ["/about", "About"],
      ["/contact", "Contact"],
      ["/newsletter", "News letter"],
    ]);
    expect(main.querySelector('a[aria-current="page"]')?.getAttribute("href")).toBe("/");
    const mobile = doc.querySelector('nav[aria-label="Mobile"]')!;
    expect(mobile.hasAttribute("hidden")).toBe(true);
    expect(text(mobile.querySelectorAll("a")[7])).toBe("Newsletter");
    const book = doc.querySelectorAll("header a").filter((a) => text(a) === "Book a Call");
    expect(book.length).toBe(2);
    for (const a of book) expect([a.getAttribute("target"), a.getAttribute("rel")]).toEqual(["_blank", "noopener noreferrer"]);
    expect(text(doc.querySelector('[data-testid="region-switcher"]'))).toContain("United States");
  });

  test("has the footer with its service, policy and contact links and a Cookie settings button", async () => {
    const doc = await get();
    const footer = doc.querySelector("footer")!;
    const hrefs = footer.querySelectorAll("a").map((a) => a.getAttribute("href"));
    for (const href of [
      "/services/web-development",
      "/services/seo",
      "/services/google-ads",
      "/services/dedicated-resources",
      "/privacy-policy",
      "/terms-of-service",
      "https://ai.northbeam.example/",
      "mailto:hello@northbeam.example",
      "tel:+442079460321",
      "https://calendly.com/northbeam-studio/strategy-call",
      "https://www.linkedin.com/company/northbeam-studio",
    ]) {
      expect(hrefs, href).toContain(href);
    }
    const footerText = text(footer);
    for (const mark of ["DesignRush", "Clutch", "GoodFirms", "Sortlist", "BNI", "Master Networks", "H7 Networks"])
      expect(footerText).toContain(mark);
    const cookieSettings = footer.querySelectorAll("button").find((b) => text(b) === "Cookie settings");
    expect(cookieSettings?.getAttribute("type")).toBe("button");
  });
});

describe("the home page per region", async () => {
  const { app } = await createTestApp();
  const brand = { BRAND_BOOKING_URL: "https://book.example/strategy", BRAND_PHONE: "+1 555 0100", BRAND_EMAIL: "hello@brand.example" };
  const { app: brandedApp } = await createTestApp({ env: brand });

  test.each([
    ["US", "en-US"],
    ["UK", "en-GB"],
    ["DE", "de-DE"],
  ] as const)("the %s home page renders that region's texts, SEO title and description, and lang %s", async (code, lang) => {
    const res = await request(app).get(regionPath(code, "/"));
    const doc = parseHtml(res.text);
    const region = regionInfo[code];
    expect(doc.querySelector("html")?.getAttribute("lang")).toBe(lang);
    expect(text(doc.querySelector("h1"))).toBe(region.heroTitle);
    expect(doc.querySelector("title")?.textContent).toBe(pageTitle(region.seoTitle, "Northbeam Studio"));
    expect(metaContent(doc, 'meta[name="description"]')).toBe(region.seoDescription);
    const main = text(doc.querySelector("main"));
    for (const t of [
      region.heroSubtitle,
      region.tagline,
      region.ctaButton,
      region.servicesTitle,
      region.contactFormTitle,
      region.contactFormSubtitle,
    ]) {
      expect(t.trim(), "a region text is empty").not.toBe("");
      expect(main, t).toContain(t);
    }
    expect(doc.querySelector('form.home-contact-form input[name="region"]')?.getAttribute("value")).toBe(code);
  });

  test("each region's page has a title and a description of its own, short enough for a search result", async () => {
    const heads = await Promise.all(
      REGIONS.map(async (code) => {
        const doc = parseHtml((await request(app).get(regionPath(code, "/"))).text);
        return { title: doc.querySelector("title")?.textContent ?? "", description: metaContent(doc, 'meta[name="description"]') ?? "" };
      }),
    );
    for (const { title, description } of heads) {
      expect(title.replace(/ \| Northbeam Studio$/, "").length, title).toBeLessThanOrEqual(70);
      expect(description.length, description).toBeLessThanOrEqual(200);
    }
    expect(new Set(heads.map((h) => h.title)).size).toBe(REGIONS.length);
    expect(new Set(heads.map((h) => h.description)).size).toBe(REGIONS.length);
  });

  test.each(REGIONS)("a visitor in %s is offered the brand's booking page, phone and email", async (code) => {
    const doc = parseHtml((await request(brandedApp).get(regionPath(code, "/"))).text);
    const hrefs = doc.querySelectorAll("header a, footer a").map((a) => a.getAttribute("href"));
    expect(hrefs).toContain(brand.BRAND_BOOKING_URL);
    expect(hrefs).toContain("tel:+15550100");
    expect(hrefs).toContain(`mailto:${brand.BRAND_EMAIL}`);
  });

  test("the German page shows its unique value and marks no block as English: all of it is German", async () => {
    const doc = parseHtml((await request(app).get("/de")).text);
    expect(text(doc.querySelector("main"))).toContain(regionInfo.DE.uniqueValue!);
    expect(doc.querySelectorAll('main [lang="en"]')).toHaveLength(0);
    expect(text(doc.querySelector('[data-testid="region-switcher"]'))).toContain("Deutschland");
  });
});

describe("the home contact form without JavaScript", () => {
  const post = (app: TestApp["app"], body: string) => request(app).post("/api/contacts").type("form").send(body);
  const fields = (extra = "") =>
    "returnTo=%2F&contactFormType=home-contact-form&region=US&name=Dana+Whitfield&email=dana%40brightside.example&phone=%2B1+555+0100" +
    "&agencyName=Brightside+Digital&servicesInterested=SEO+Services&subServices=Link+building&subServices=Local+SEO" +
    "&message=We+need+help+with+two+local+clients." +
    extra;

  test("stores the same lead as the JavaScript form and returns to the home page's thank-you", async () => {
    const { app, db } = await createTestApp();
    const res = await post(app, fields());
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/?submitted=home-contact-form");
    const json = await request(app).post("/api/contacts").send(homeFormLead);
    expect(json.status).toBe(201);
    const leads = createLeadQueries(db);
    const strip = ({
      id: _i,
      createdAt: _c,
      userAgent: _u,
      referrerPage: _r,
      attribution: _a,
      spamReason: _s,
      ...lead
    }: NonNullable<Awaited<ReturnType<typeof leads.getById>>>) => lead;
    const [first, second] = [(await leads.getById(1))!, (await leads.getById(json.body.id))!];
    expect(strip(first)).toEqual(strip(second));
    expect(first).toMatchObject(homeFormLead);

    const thanks = parseHtml((await request(app).get(res.headers.location!)).text);
    expect(text(thanks.querySelector("form.home-contact-form [role=status]"))).toBe(
      "Message sent successfully!We'll get back to you within 24 hours.",
    );
  });

  test("a German visitor's lead names Deutschland as the country", async () => {
    const { app, db } = await createTestApp();
    expect((await post(app, fields().replace("region=US", "region=DE"))).status).toBe(303);
    expect(await row(db, "SELECT country, message FROM leads")).toMatchObject({
      country: "Deutschland",
      message: expect.stringMatching(/Region: Deutschland$/),
    });
  });

  test("shows the errors beside the fields, keeps what was typed and stores nothing", async () => {
    const { app, db } = await createTestApp();
    const body = fields()
      .replace("name=Dana+Whitfield", "name=")
      .replace("&subServices=Link+building&subServices=Local+SEO", "")
      .replace("dana%40brightside.example", "dana%40");
    const res = await post(app, body);
    expect(res.status).toBe(400);
    expect(await row(db, "SELECT COUNT(*) AS n FROM leads")).toEqual({ n: 0 });
    const doc = parseHtml(res.text);
    expect(text(doc.querySelector("h1"))).toBe("Scale Your Agency Without Hiring");
    const form = doc.querySelector("form.home-contact-form")!;
    const nameInput = form.querySelector("#home-contact-name")!;
    expect(nameInput.getAttribute("aria-invalid")).toBe("true");
    expect(text(form.querySelector(`#${nameInput.getAttribute("aria-describedby")}`))).toBe("Please enter your name.");
    expect(text(form.querySelector("#home-contact-email-error"))).toBe("Please enter a valid email address");
    expect(text(form.querySelector("#home-contact-subServices-error"))).toBe(
      "Please select at least one sub-service for your chosen service category.",
    );
    expect(form.querySelector("#home-contact-email")?.getAttribute("value")).toBe("dana@");
    expect(form.querySelector("#home-contact-agencyName")?.getAttribute("value")).toBe("Brightside Digital");
    expect(form.querySelector('option[value="SEO Services"]')?.hasAttribute("selected")).toBe(true);
    expect(text(form.querySelector("#home-contact-message"))).toBe("We need help with two local clients.");
    // The chosen service's options are shown again.
    expect(form.querySelector('.service-group[data-group="0"]')?.getAttribute("data-open")).toBe("true");
  });

  test("ticks the boxes again after an error elsewhere", async () => {
    const { app } = await createTestApp();
    const res = await post(app, fields().replace("name=Dana+Whitfield", "name="));
    const form = parseHtml(res.text).querySelector("form.home-contact-form")!;
    const checked = form
      .querySelectorAll('input[name="subServices"]')
      .filter((i) => i.hasAttribute("checked"))
      .map((i) => i.getAttribute("value"));
    expect(checked).toEqual(["Link building", "Local SEO"]);
  });
});
