import request from "supertest";
import { describe, expect, test } from "vitest";
import { defaultBrand } from "../../shared/brand";
import { jsonLdBlocks, parseHtml } from "../helpers/html";
import { createTestApp } from "../helpers/test-app";

// A day on which every seeded certification is valid (their dates: server/db/seed-content/site-settings.ts).
const { app } = await createTestApp({ now: () => new Date("2025-06-01T12:00:00Z") });
const page = async (path: string) => {
  const res = await request(app).get(path);
  expect(res.status, path).toBe(200);
  return parseHtml(res.text);
};
const headings = (doc: ReturnType<typeof parseHtml>, tag: "h2" | "h3") =>
  doc.querySelectorAll(`main ${tag}`).map((h) => h.textContent.trim());

describe("/about", () => {
  test("tells the company's story with its figures, partnership steps, values, team and partners", async () => {
    const doc = await page("/about");
    expect(headings(doc, "h2")).toEqual(
      expect.arrayContaining(["Who we are", "How a partnership works", "What we stand for", "Meet the team", "Agencies we work with"]),
    );
    const figures = doc.querySelector('section[aria-label="The company in figures"]')!.textContent;
    for (const claim of ["2020", "Founded", "20+", "6", "25+", "100%", "White-label"]) expect(figures).toContain(claim);
    expect(doc.querySelectorAll('ul[aria-label="Our team by role"] li')).toHaveLength(14);
    expect(doc.querySelector('ul[aria-label="Our team by role"]')!.textContent).toContain("SEO Expert");
    expect(doc.querySelector("main")!.textContent).toContain("Website Architect");
    expect(doc.querySelector('main a[href="/contact"]')).not.toBeNull();
  });

  test("carries Organization structured data from the brand settings", async () => {
    const [org] = jsonLdBlocks(await page("/about"));
    expect(org).toMatchObject({
      "@type": "Organization",
      name: defaultBrand.name,
      legalName: defaultBrand.legalName,
      foundingDate: "2020",
    });
  });
});

describe("/contact", () => {
  test("has the full form, contact details, business hours and the booking section in the server HTML", async () => {
    const doc = await page("/contact");
    expect(headings(doc, "h2")).toEqual(
      expect.arrayContaining(["Send us a message", "Contact details", "Business hours", "Book a free 30-minute strategy call"]),
    );
    const form = doc.querySelector('form[action="/api/contacts"]')!;
    expect(form.getAttribute("method")).toBe("post");
    const names = form.querySelectorAll("input, select, textarea").map((el) => el.getAttribute("name"));
    for (const field of [
      "name",
      "email",
      "phone",
      "company",
      "service",
      "budget",
      "message",
      "preferred_contact",
      "contactFormType",
      "returnTo",
    ]) {
      expect(names, field).toContain(field);
    }
    expect(form.querySelector('input[name="contactFormType"]')!.getAttribute("value")).toBe("contact-us-page-contact-form");
    expect(form.querySelector('input[name="couponCode"]')).toBeNull();
    expect(doc.querySelector("#business-hours")!.parentNode!.textContent).toContain("Monday to Friday, 09:00–18:00 (UK time)");
    expect(doc.querySelector(`main a[href="${defaultBrand.bookingUrl}"]`)?.getAttribute("target")).toBe("_blank");
    // The scheduling widget is never part of the server HTML: it loads on request.
    expect(doc.querySelector("iframe")).toBeNull();
  });

  test("shows the contact details of the region in the address", async () => {
    const us = (await page("/contact")).querySelector("#contact-details")!.parentNode!.textContent;
    expect(us).toContain("United States");
    expect(us).toContain(defaultBrand.email);
    expect(us).toContain("USD");
    const de = (await page("/de/contact")).querySelector("#contact-details")!.parentNode!.textContent;
    // A German visitor reads the details' labels and the region's name in German.
    expect(de).toContain("Deutschland");
    expect(de).toContain("Sprachen");
    expect(de).toContain("Deutsch oder Englisch");
    expect(de).toContain("EUR");
    const budgets = (await page("/uk/contact")).querySelectorAll('select[name="budget"] option').map((o) => o.textContent);
    expect(budgets).toContain("Under £1,000");
  });

  test("applies the home page's free-setup offer from the query string", async () => {
    const doc = await page("/contact?coupon=SETUP%20FREE&service=dedicated-resources&promo=setup-free");
    const notice = doc.querySelector('section[aria-labelledby="applied-offer"]')!;
    expect(notice.textContent).toContain("Offer applied");
    expect(notice.textContent).toContain("Free setup on dedicated resources");
    expect(notice.textContent).toContain("SETUP FREE");
    expect(doc.querySelector('input[name="couponCode"]')!.getAttribute("value")).toBe("SETUP FREE");
    expect(doc.querySelector('input[name="source"]')!.getAttribute("value")).toBe("contact_page:setup-free");
    expect(doc.querySelector('select[name="service"] option[selected]')?.textContent).toBe("Dedicated Resources");
  });

  test("preselects a service from ?service= and ignores offers it does not know", async () => {
    const doc = await page("/contact?service=seo&coupon=FREE%20MONEY");
    expect(doc.querySelector('select[name="service"] option[selected]')?.textContent).toBe("White-Label SEO");
    expect(doc.querySelector('section[aria-labelledby="applied-offer"]')).toBeNull();
    expect(doc.querySelector('input[name="couponCode"]')).toBeNull();
    expect(doc.querySelector("main")!.textContent).not.toContain("FREE MONEY");
  });

  test("carries LocalBusiness structured data with opening hours and accepted currencies", async () => {
    const [business] = jsonLdBlocks(await page("/contact"));
    expect(business).toMatchObject({
      "@type": "LocalBusiness",
      currenciesAccepted: "GBP, USD, EUR",
      openingHoursSpecification: [{ dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" }],
    });
  });
});

describe("/newsletter", () => {
  test("says what subscribers get, claims 1,000+ subscribers and has a no-JavaScript sign-up form", async () => {
    const doc = await page("/newsletter");
    expect(headings(doc, "h2")).toEqual(expect.arrayContaining(["What you get in every issue", "Subscribe"]));
    expect(headings(doc, "h3")).toEqual(
      expect.arrayContaining(["Client-winning strategies", "Pricing and proposal tips", "AI and automation tips", "Agency stories"]),
    );
    expect(doc.querySelector("main")!.textContent).toContain("1,000+");
    const form = doc.querySelector('form[aria-label="Newsletter sign-up"]')!;
    expect(form.getAttribute("action")).toBe("/api/contacts");
    expect(form.querySelector('input[name="email"]')!.hasAttribute("required")).toBe(true);
    expect(form.querySelector('input[name="name"]')!.hasAttribute("required")).toBe(false);
    expect(form.querySelector('input[name="contactFormType"]')!.getAttribute("value")).toBe("newsletter-contact-form");
    // Double opt-in: the page says a confirmation email follows.
    expect(doc.querySelector("#subscribe")!.textContent).toContain(
      "check your inbox: one click on the link in our email confirms your subscription",
    );
  });
});

describe("/security", () => {
  test("shows features, certifications, last audit, the monitoring list and response times", async () => {
    const doc = await page("/security");
    expect(headings(doc, "h2")).toEqual(
      expect.arrayContaining([
        "How we keep your clients' data safe",
        "Certifications and compliance",
        "24/7 monitoring",
        "Report a security issue",
      ]),
    );
    const text = doc.querySelector("main")!.textContent;
    for (const fact of [
      "ISO 27001",
      "Jan 2025 – Dec 2026",
      "SOC 2 Type II",
      "Jan 2024 – Dec 2025",
      "GDPR",
      "January 2025",
      "Monitored 24/7",
    ])
      expect(text).toContain(fact);
    const times = doc.querySelectorAll("#report table tbody tr").map((r) => r.textContent);
    expect(times[0]).toMatch(/Critical.*1 hour/);
    expect(times[1]).toMatch(/High.*4 hours/);
    expect(times[2]).toMatch(/Medium.*24 hours/);
    expect(doc.querySelector(`#report a[href^="mailto:${defaultBrand.email}"]`)).not.toBeNull();
  });
});

describe("legal pages", () => {
  test.each(["/privacy-policy", "/terms-of-service", "/cookie-policy"])(
    "%s is dated and has a table of contents whose links all land on a section",
    async (path) => {
      const doc = await page(path);
      expect(doc.querySelector("main time")?.getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // The US page's date in the US locale ("November 21, 2026"); DE is checked in region-copy-and-prices.test.ts.
      expect(doc.querySelector("main")!.textContent).toMatch(/Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}/);
      const links = doc.querySelectorAll('nav[aria-labelledby="legal-contents"] a').map((a) => a.getAttribute("href")!);
      expect(links.length).toBeGreaterThanOrEqual(6);
      for (const href of links) expect(doc.querySelector(`section${href}`), href).not.toBeNull();
    },
  );

  test("the privacy policy names the controller from the brand settings and covers what a policy must", async () => {
    const doc = await page("/privacy-policy");
    const text = doc.querySelector("main")!.textContent;
    for (const fact of [defaultBrand.legalName, defaultBrand.address.street, defaultBrand.address.postalCode, defaultBrand.email])
      expect(text).toContain(fact);
    const titles = headings(doc, "h2");
    for (const title of [
      "Who we are",
      "What we collect through each form",
      "Why we use your data and our lawful bases",
      "How long we keep it",
      "Who helps us: processors and other recipients",
      "International transfers",
      "Your rights and how to use them",
      "Cookies and similar storage",
      "Contact",
    ]) {
      expect(titles).toContain(title);
    }
    expect(text).toContain("Contact page form");
    expect(text).toContain("Newsletter sign-up");
    expect(text).toContain("Article 6(1)(a)");
    expect(text).toContain("Information Commissioner");
  });

  test("a white-label deployment's own identity appears in its legal pages", async () => {
    const { app: branded } = await createTestApp({
      env: { BRAND_NAME: "Acme Growth", BRAND_LEGAL_NAME: "Acme Growth LLC", BRAND_EMAIL: "privacy@acme.example" },
    });
    const text = parseHtml((await request(branded).get("/privacy-policy")).text).querySelector("main")!.textContent;
    expect(text).toContain("Acme Growth LLC");
    expect(text).toContain("privacy@acme.example");
    expect(text).not.toContain(defaultBrand.legalName);
  });

  test("the cookie policy lists every stored item with its key, purpose and lifetime by consent category", async () => {
    const doc = await page("/cookie-policy");
    for (const id of ["essential", "analytics", "marketing", "functional", "change-your-choice"])
      expect(doc.querySelector(`section#${id}`), id).not.toBeNull();
    const rows = (id: string) =>
      doc.querySelectorAll(`section#${id} tbody tr`).map((r) => r.querySelectorAll("th, td").map((c) => c.textContent));
    const essentialKeys = rows("essential").map((r) => r[0]);
    expect(essentialKeys).toEqual(expect.arrayContaining(["cookie-consent", "cookie-consent-date", "agency-region"]));
    // The region is in the address now (docs/decisions/0016-regions-as-addresses.md): no region cookie is set.
    expect(essentialKeys).not.toContain("region");
    expect(essentialKeys.join(" ")).toContain("popup-exit-dismissed");
    expect(rows("analytics").map((r) => r[0])).toEqual(["_ga", "_ga_<container-id>"]);
    for (const row of [...rows("essential"), ...rows("analytics"), ...rows("marketing"), ...rows("functional")]) {
      expect(row).toHaveLength(5);
      for (const cell of row) expect(cell.trim().length).toBeGreaterThan(1);
    }
    expect(doc.querySelector("section#change-your-choice")!.textContent).toContain("'Cookie settings' link");
  });
});

test("the company, newsletter, legal and security pages each have their own title and description", async () => {
  const paths = ["/about", "/contact", "/newsletter", "/privacy-policy", "/terms-of-service", "/cookie-policy", "/security"];
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of paths) {
    const doc = await page(path);
    titles.add(doc.querySelector("title")!.textContent);
    descriptions.add(doc.querySelector('meta[name="description"]')!.getAttribute("content")!);
  }
  expect(titles.size).toBe(paths.length);
  expect(descriptions.size).toBe(paths.length);
});
