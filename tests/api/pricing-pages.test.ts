import { row } from "../helpers/test-db";
import type { HTMLElement } from "node-html-parser";
import request from "supertest";
import { describe, expect, test } from "vitest";
import { createLeadQueries } from "../../server/db/leads.queries";
import { metaContent, parseHtml } from "../helpers/html";
import { createTestApp } from "../helpers/test-app";
import { estimateDe } from "../../shared/i18n/pages/estimate.de";
import { estimateEn } from "../../shared/i18n/pages/estimate.en";
import { recommendationDe } from "../../shared/i18n/pages/recommendation.de";
import { recommendationEn } from "../../shared/i18n/pages/recommendation.en";
import { budgetLabel } from "../../shared/recommendation/answers";

// The calculator and the wizard as a visitor without JavaScript (and a crawler) gets them.

const text = (el: HTMLElement | null) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
const SHARED =
  "/pricing-calculator?s=seo&s=google-ads&s=dedicated-resources&seo_pkg=growth&ads_spend=5000&ads_campaigns=2&team_web-developer=3";

/** The fields a browser would post from the form with this action: hidden ones as rendered, plus what the visitor typed. */
function formPost(doc: HTMLElement, action: string, typed: Record<string, string>): string {
  const form = doc.querySelectorAll("form").find((f) => f.getAttribute("action") === action && f.getAttribute("method") === "post")!;
  const body = new URLSearchParams();
  for (const input of form.querySelectorAll('input[type="hidden"]'))
    body.append(input.getAttribute("name")!, input.getAttribute("value") ?? "");
  for (const [name, value] of Object.entries(typed)) body.append(name, value);
  return body.toString();
}

describe("/pricing-calculator", () => {
  test("renders the estimate of a shared address on the server, line by line", async () => {
    const { app } = await createTestApp();
    const res = await request(app).get(SHARED);
    expect(res.status).toBe(200);
    const doc = parseHtml(res.text);
    expect(text(doc.querySelector('[data-testid="monthly-total"]'))).toBe("$4,269/month");
    const panel = text(doc.querySelector('[data-testid="estimate"]'));
    for (const line of [
      "Growth SEO package",
      "$650",
      "Growth management",
      "$799",
      "1 extra campaign",
      "$120",
      "3 × Web Developer",
      "$3,000",
      "Team discount, 3 people",
      "-$300",
    ]) {
      expect(panel).toContain(line);
    }
    // The GET form shows the same choices, so a visitor without JavaScript can change them.
    expect(doc.querySelector('input[name="s"][value="seo"]')?.hasAttribute("checked")).toBe(true);
    expect(doc.querySelector('input[name="s"][value="web-development"]')?.hasAttribute("checked")).toBe(false);
    expect(doc.querySelector('input[name="seo_pkg"][value="growth"]')?.hasAttribute("checked")).toBe(true);
    expect(doc.querySelector('input[name="ads_spend"]')?.getAttribute("value")).toBe("5000");
    expect(text(doc.querySelector('form[method="get"][action="/pricing-calculator"] noscript'))).toContain('<button type="submit"');
    // Every variant points search engines at the one calculator page.
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://agency.test/pricing-calculator");
  });

  // The German page and its description say "/Monat" (tests/api/german-head.test.ts).
  test.each([
    ["UK", "£3,215/month", "SEO from ≈\u00a0£375 a month"],
    ["DE", "3.621 €/Monat", "SEO ab ≈\u00a0425\u00a0€/Monat"],
  ])("renders prices in the currency of region %s", async (region, monthly, from) => {
    const { app } = await createTestApp();
    const res = await request(app).get(`/${region.toLowerCase()}${SHARED}`);
    const doc = parseHtml(res.text);
    expect(text(doc.querySelector('[data-testid="monthly-total"]'))).toBe(monthly);
    expect(metaContent(doc, 'meta[name="description"]')).toContain(from);
  });

  test("opens with an estimate: SEO's Starter package, its total and the quote form, as the page promises", async () => {
    const { app } = await createTestApp();
    const doc = parseHtml((await request(app).get("/pricing-calculator")).text);
    expect(text(doc.querySelector('[data-testid="monthly-total"]'))).toBe("$500/month");
    expect(doc.querySelector('input[name="s"][value="seo"]')?.hasAttribute("checked")).toBe(true);
    expect(doc.querySelector('form[action="/api/contacts"]')).not.toBeNull();
  });

  test("with every service unticked, invites the visitor to include one and shows no quote form", async () => {
    const { app } = await createTestApp();
    const doc = parseHtml((await request(app).get("/pricing-calculator?s=")).text);
    expect(text(doc.querySelector('[data-testid="estimate"]'))).toContain("Include at least one service");
    expect(doc.querySelector('form[action="/api/contacts"]')).toBeNull();
  });

  test("without JavaScript the form's button asks for the estimate, and it is the only way the button shows", async () => {
    const { app } = await createTestApp();
    const html = (await request(app).get("/pricing-calculator")).text;
    const form = parseHtml(html).querySelector('form[method="get"]')!;
    // The button sits in <noscript>: a browser with JavaScript never draws it, not even before hydration.
    expect(text(form.querySelector("noscript"))).toContain("Update estimate");
    expect(form.querySelectorAll("button").filter((b) => !b.closest("noscript"))).toHaveLength(0);
    // Every service unticked still says so: the form always sends an empty "s".
    expect(form.querySelector('input[type="hidden"][name="s"]')?.getAttribute("value")).toBe("");
  });

  test("the quote form posts without JavaScript: the lead carries the selection and the totals", async () => {
    const { app, db } = await createTestApp();
    const doc = parseHtml((await request(app).get(`/uk${SHARED}`)).text);
    const res = await request(app)
      .post("/api/contacts")
      .type("form")
      .send(formPost(doc, "/api/contacts", { name: "Robin Hale", email: "robin@hale.example", agencyName: "Hale Digital", phone: "" }));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/uk/pricing-calculator?submitted=pricing-calculator");
    const lead = (await createLeadQueries(db).getById(1))!;
    expect(lead.phone ?? null).toBeNull();
    expect(lead).toMatchObject({
      name: "Robin Hale",
      email: "robin@hale.example",
      agencyName: "Hale Digital",
      contactFormType: "pricing-calculator",
      inquiry_type: "pricing-calculator",
      region: "UK",
      country: "United Kingdom",
      service: "SEO, Google Ads, Dedicated resources",
      budget: "£3,215/month",
    });
    const message = lead.message!.replace(/\r\n/g, "\n");
    expect(message).toContain("- Growth SEO package (25 keywords, 10 pages, 3 locations): ≈\u00a0£500/month");
    expect(message).toContain("- Team discount, 3 people (10% off): ≈\u00a0-£225/month");
    expect(message).toContain("Monthly total: £3,215/month");
    expect(message).toContain(
      "Estimate link: https://agency.test/pricing-calculator?s=seo&s=google-ads&s=dedicated-resources&seo_pkg=growth&ads_spend=5000&ads_campaigns=2&team_web-developer=3",
    );
  });

  // docs/decisions/0017: the page's line items are German for DE, the lead the team reads stays English.
  test("/de shows the breakdown in German, and the quote lead posted from it carries the English lines", async () => {
    const { app, db } = await createTestApp();
    const doc = parseHtml(
      (await request(app).get(`/de${SHARED}&ads_types=search&ads_types=pmax&ads_types=display&ads_types=youtube`)).text,
    );
    const panel = text(doc.querySelector('[data-testid="estimate"]'));
    const german = [
      estimateDe.seoPackage("Growth SEO"),
      estimateDe.scope(25, 10, 3),
      estimateDe.adsManagement("Growth"),
      estimateDe.adSpendExcluded,
      estimateDe.extraCampaigns(1),
      estimateDe.campaignTypes(4),
      estimateDe.specialists(3, estimateDe.roles["web-developer"]),
      estimateDe.specialistDetail(estimateDe.levels.junior, estimateDe.hours.full),
      estimateDe.teamDiscount(3),
      estimateDe.percentOff(10),
    ];
    const english = [
      estimateEn.seoPackage("Growth SEO"),
      estimateEn.scope(25, 10, 3),
      estimateEn.adsManagement("Growth"),
      estimateEn.adSpendExcluded,
      estimateEn.extraCampaigns(1),
      estimateEn.campaignTypes(4),
      estimateEn.roles["web-developer"],
      estimateEn.teamDiscount(3),
      estimateEn.percentOff(10),
    ];
    for (const phrase of german) expect(panel, phrase).toContain(phrase.replace(/\s+/g, " "));
    for (const phrase of english) expect(panel, phrase).not.toContain(phrase);

    const res = await request(app)
      .post("/api/contacts")
      .type("form")
      .send(formPost(doc, "/api/contacts", { name: "Dana Weber", email: "dana@weber.example" }));
    expect(res.status).toBe(303);
    const lead = (await createLeadQueries(db).getById(1))!;
    expect(lead).toMatchObject({ region: "DE", service: "SEO, Google Ads, Dedicated resources", budget: "3.699\u00a0€/month" });
    const message = lead.message!.replace(/\r\n/g, "\n");
    expect(message).toContain("- Growth SEO package (25 keywords, 10 pages, 3 locations): ≈\u00a0550\u00a0€/month");
    expect(message).toContain("- 3 × Web Developer (junior, full-time; 850\u00a0€ each): ≈\u00a02.550\u00a0€/month");
    expect(message).toContain("- Team discount, 3 people (10% off): ≈\u00a0-255\u00a0€/month");
    expect(lead.servicesSelected).toBe("SEO: Growth SEO package; Google Ads: Growth management; Dedicated resources: 3 × Web Developer");
    for (const phrase of german) expect(message, phrase).not.toContain(phrase);
  });

  test("a quote form that fails validation comes back with the visitor's selection, values and the error", async () => {
    const { app, db } = await createTestApp();
    const doc = parseHtml((await request(app).get(SHARED)).text);
    const res = await request(app)
      .post("/api/contacts")
      .type("form")
      .send(formPost(doc, "/api/contacts", { name: "Robin Hale", email: "not-an-email" }));
    expect(res.status).toBe(400);
    const page = parseHtml(res.text);
    expect(text(page.querySelector('[data-testid="monthly-total"]'))).toBe("$4,269/month");
    expect(page.querySelector('input[name="name"]')?.getAttribute("value")).toBe("Robin Hale");
    expect(text(page.querySelector("#quote"))).toContain("Please enter a valid email address");
    expect(page.querySelector('input[name="email"]')?.getAttribute("aria-invalid")).toBe("true");
    expect(((await row(db, "SELECT COUNT(*) AS n FROM leads")) as { n: number }).n).toBe(0);
  });
});

describe("/onboarding-wizard", () => {
  const STEP = (query: string) => `/onboarding-wizard?${query}`;

  test("starts at step 1 of 6 with the first question", async () => {
    const { app } = await createTestApp();
    const doc = parseHtml((await request(app).get("/onboarding-wizard")).text);
    expect(text(doc.querySelector('[data-testid="wizard-step"]'))).toBe("Step 1 of 6");
    expect(text(doc.querySelector("h2"))).toBe("What best describes your business?");
    expect(doc.querySelectorAll('input[type="radio"][name="business"]')).toHaveLength(4);
    expect(doc.querySelector('input[name="step"]')?.getAttribute("value")).toBe("2");
  });

  test("renders any step from the address, carrying the earlier answers in hidden fields", async () => {
    const { app } = await createTestApp();
    const doc = parseHtml((await request(app).get(STEP("step=4&business=studio&goal=ai&interest=seo&interest=web-development"))).text);
    expect(text(doc.querySelector('[data-testid="wizard-step"]'))).toBe("Step 4 of 6");
    expect(text(doc.querySelector("h2"))).toBe("What monthly budget do you have in mind?");
    const hidden = doc
      .querySelectorAll('form[method="get"] input[type="hidden"]')
      .map((i) => `${i.getAttribute("name")}=${i.getAttribute("value")}`);
    expect(hidden).toEqual(["business=studio", "goal=ai", "interest=seo", "interest=web-development", "step=5"]);
    const back = doc.querySelectorAll("form a").find((a) => a.textContent === "Back");
    expect(back?.getAttribute("href")).toBe("/onboarding-wizard?step=3&business=studio&goal=ai&interest=seo&interest=web-development");
  });

  test("Next without an answer stays on the question and says why", async () => {
    const { app } = await createTestApp();
    const doc = parseHtml((await request(app).get(STEP("step=3&business=agency"))).text);
    expect(text(doc.querySelector('[data-testid="wizard-step"]'))).toBe("Step 2 of 6");
    expect(text(doc.querySelector('[role="alert"]'))).toBe("Choose one option to continue.");
  });

  test("ends with the recommendation, links to the service pages and the prefilled calculator", async () => {
    const { app } = await createTestApp();
    const res = await request(app).get(`/uk${STEP("step=6&business=agency&goal=leads&interest=seo&budget=medium&timeline=asap")}`);
    const doc = parseHtml(res.text);
    expect(text(doc.querySelector('[data-testid="suggested-package"]'))).toBe("Google Ads Growth management");
    const plan = doc.querySelector('[data-testid="recommendation"]')!;
    expect(plan.querySelector('a[href="/uk/services/google-ads"]')).not.toBeNull();
    expect(plan.querySelector('a[href="/uk/services/seo"]')).not.toBeNull();
    expect(plan.querySelector('a[href="/uk/pricing-calculator?s=seo&s=google-ads&ads_spend=5000"]')?.textContent).toBe(
      "See the full estimate in the calculator",
    );
    expect(text(plan)).toContain("For a budget of £750 to £2,250 a month, we suggest the Google Ads Growth management at ≈ £600/month.");
  });

  test("the plan's contact form posts without JavaScript and the lead carries the answers", async () => {
    const { app, db } = await createTestApp();
    const doc = parseHtml((await request(app).get(STEP("step=6&business=consultant&goal=capacity&budget=small&timeline=exploring"))).text);
    const res = await request(app)
      .post("/api/contacts")
      .type("form")
      .send(formPost(doc, "/api/contacts", { name: "Ari Moss", email: "ari@moss.example" }));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/onboarding-wizard?submitted=onboarding-wizard");
    const lead = (await createLeadQueries(db).getById(1))!;
    expect(lead).toMatchObject({
      contactFormType: "onboarding-wizard",
      service: "Dedicated Resources",
      servicesSelected: "Not sure yet",
      budget: "Under $1,000 a month",
      topPriority: "Add delivery capacity without hiring",
    });
    expect(lead.message).toContain("Business: Freelancer or consultant");
    expect(lead.message).toContain("Suggested package: 1 part-time junior Web Developer ($500/month)");
  });

  test("/de writes the plan and why in German, and the lead posted from it keeps the English plan", async () => {
    const { app, db } = await createTestApp();
    const doc = parseHtml(
      (await request(app).get(`/de${STEP("step=6&business=consultant&goal=website&interest=seo&budget=medium&timeline=quarter")}`)).text,
    );
    const plan = text(doc.querySelector('[data-testid="recommendation"]'));
    const budget = budgetLabel("medium", "DE", recommendationDe.budgetLabel);
    const german = [
      recommendationDe.goals.website,
      recommendationDe.budget(budget, recommendationDe.packages.web("WordPress Business"), "≈\u00a01.050\u00a0€ einmalig"),
      recommendationDe.alsoAsked([recommendationDe.serviceName("seo")]),
      recommendationDe.timelines.quarter,
      recommendationDe.packages.seo("Starter SEO"),
      "425\u00a0€/Monat",
    ];
    for (const phrase of german) expect(plan, phrase).toContain(phrase.replace(/\s+/g, " "));
    for (const phrase of [recommendationEn.goals.website, recommendationEn.timelines.quarter, "/month", " one-off", "package"]) {
      expect(plan, phrase).not.toContain(phrase);
    }

    const res = await request(app)
      .post("/api/contacts")
      .type("form")
      .send(formPost(doc, "/api/contacts", { name: "Dana Weber", email: "dana@weber.example" }));
    expect(res.status).toBe(303);
    const lead = (await createLeadQueries(db).getById(1))!;
    expect(lead).toMatchObject({
      region: "DE",
      budget: "850\u00a0€ to 2.600\u00a0€ a month",
      service: "White-Label Web Development, White-Label SEO, Dedicated Resources",
    });
    expect(lead.message).toContain("Suggested package: WordPress Business website (≈\u00a01.050\u00a0€ one-off)");
    expect(lead.message).toContain("- White-Label SEO: Starter SEO package, ≈\u00a0425\u00a0€/month");
    expect(lead.message).not.toContain("Paket");
  });

  test("a failed contact post comes back on the plan with the visitor's values, never putting them in an address", async () => {
    const { app } = await createTestApp();
    const doc = parseHtml((await request(app).get(STEP("step=6&business=agency&goal=traffic&budget=large&timeline=quarter"))).text);
    const res = await request(app)
      .post("/api/contacts")
      .type("form")
      .send(formPost(doc, "/api/contacts", { name: "Ari Moss", email: "ari@" }));
    expect(res.status).toBe(400);
    const page = parseHtml(res.text);
    expect(text(page.querySelector('[data-testid="suggested-package"]'))).toBe("Pro SEO package");
    expect(page.querySelector('input[name="name"]')?.getAttribute("value")).toBe("Ari Moss");
    for (const a of page.querySelectorAll("a")) expect(a.getAttribute("href") ?? "").not.toMatch(/Ari|ari%40|ari@/);
  });
});
