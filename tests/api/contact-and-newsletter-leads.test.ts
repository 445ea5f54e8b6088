import { row, rows, run } from "../helpers/test-db";
import request from "supertest";
import { afterEach, describe, expect, test, vi } from "vitest";
import { createLeadQueries } from "../../server/db/leads.queries";
import { parseHtml } from "../helpers/html";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { humanControls } from "../helpers/lead-controls";

// The contact and newsletter forms, submitted the two ways a browser can: the
// page's own HTML form posted without JavaScript, and the JSON its script sends.

afterEach(() => vi.useRealTimers());

const leadRows = async (db: TestApp["db"]) => (await rows(db, "SELECT * FROM leads ORDER BY id")) as Record<string, unknown>[];
const subscriptionCount = async (db: TestApp["db"]) =>
  ((await row(db, "SELECT COUNT(*) AS n FROM newsletter_subscriptions")) as { n: number }).n;

/** The fields a browser would post for a form on the page: its hidden values plus what the visitor typed. */
async function formPostFrom(app: TestApp["app"], path: string, formSelector: string, typed: Record<string, string>) {
  const doc = parseHtml((await request(app).get(path)).text);
  const form = doc.querySelector(formSelector)!;
  const fields = new URLSearchParams();
  for (const input of form.querySelectorAll("input, select, textarea")) {
    const name = input.getAttribute("name");
    if (!name) continue;
    const type = input.getAttribute("type");
    if (type === "radio") {
      if (name in typed) continue;
      if (input.hasAttribute("checked")) fields.append(name, input.getAttribute("value")!);
    } else if (input.tagName === "SELECT") {
      if (!(name in typed)) fields.append(name, input.querySelector("option[selected]")?.getAttribute("value") ?? "");
    } else if (!(name in typed)) {
      fields.append(name, input.getAttribute("value") ?? input.textContent);
    }
  }
  for (const [name, value] of Object.entries(typed)) fields.append(name, value);
  return fields.toString();
}

describe("the contact page form", () => {
  test("posted without JavaScript, it stores every field and comes back to /contact with a thank-you", async () => {
    const { app, db } = await createTestApp();
    const body = await formPostFrom(app, "/contact", 'form[aria-label="Contact form"]', {
      name: "Priya Shah",
      email: "priya@northside.example",
      phone: "+44 20 7946 0999",
      company: "Northside Digital",
      service: "White-Label SEO",
      budget: "$2,500 – $5,000",
      message: "Two local SEO clients starting next month.",
      preferred_contact: "phone",
    });
    const res = await request(app).post("/api/contacts").type("form").send(body);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/contact?submitted=contact-us-page-contact-form");
    const [row] = await leadRows(db);
    expect(row).toMatchObject({
      contact_form_type: "contact-us-page-contact-form",
      inquiry_type: "contact-us-page-contact-form",
      name: "Priya Shah",
      email: "priya@northside.example",
      phone: "+44 20 7946 0999",
      company: "Northside Digital",
      service: "White-Label SEO",
      budget: "$2,500 – $5,000",
      message: "Two local SEO clients starting next month.",
      preferred_contact: "phone",
      source: "contact_page",
      region: "US",
      country: "United States",
      coupon_code: null,
    });
    const thanks = parseHtml((await request(app).get(res.headers.location!)).text);
    expect(thanks.querySelector('[role="status"]')?.textContent).toContain("Thank you, your message has reached our team.");
  });

  test("with the free-setup offer in the address, the lead stores the coupon, the service and the campaign", async () => {
    const { app, db } = await createTestApp();
    const body = await formPostFrom(
      app,
      "/contact?coupon=SETUP%20FREE&service=dedicated-resources&promo=setup-free",
      'form[aria-label="Contact form"]',
      {
        name: "Leo Brandt",
        email: "leo@agentur.example",
      },
    );
    expect((await request(app).post("/api/contacts").type("form").send(body)).status).toBe(303);
    expect((await leadRows(db))[0]).toMatchObject({
      coupon_code: "SETUP FREE",
      service: "Dedicated Resources",
      source: "contact_page:setup-free",
      preferred_contact: "email",
    });
  });

  test("the region the page was rendered for travels with the lead", async () => {
    const { app, db } = await createTestApp();
    const doc = parseHtml((await request(app).get("/de/contact")).text);
    expect(doc.querySelector('input[name="region"]')?.getAttribute("value")).toBe("DE");
    expect(doc.querySelector('input[name="country"]')?.getAttribute("value")).toBe("Deutschland");
    const body = await formPostFrom(app, "/contact", 'form[aria-label="Contact form"]', {
      name: "A",
      email: "a@b.example",
      region: "DE",
      country: "Deutschland",
    });
    await request(app).post("/api/contacts").type("form").send(body);
    expect((await leadRows(db))[0]).toMatchObject({ region: "DE", country: "Deutschland" });
  });

  test("an invalid email re-renders /contact with 400, the typed values and the error beside the field", async () => {
    const { app, db } = await createTestApp();
    const body = await formPostFrom(app, "/contact", 'form[aria-label="Contact form"]', {
      name: "Sam",
      email: "sam-at-example",
      message: "Hi there",
    });
    const res = await request(app).post("/api/contacts").type("form").send(body);
    expect(res.status).toBe(400);
    const doc = parseHtml(res.text);
    expect(doc.querySelector("h1")?.textContent).toBe("Let's talk about your agency's next project");
    expect(doc.querySelector("#contact-email")?.getAttribute("value")).toBe("sam-at-example");
    expect(doc.querySelector("#contact-email")?.getAttribute("aria-invalid")).toBe("true");
    expect(doc.querySelector("#contact-email-error")?.textContent).toBe("Please enter a valid email address");
    expect(doc.querySelector("#contact-name")?.getAttribute("value")).toBe("Sam");
    expect(doc.querySelector("#contact-message")?.textContent).toBe("Hi there");
    expect(await leadRows(db)).toHaveLength(0);
  });

  test("sent as JSON by the page's script, it answers 201 and stores the lead", async () => {
    const { app, db } = await createTestApp();
    const res = await request(app).post("/api/contacts").send({
      contactFormType: "contact-us-page-contact-form",
      inquiry_type: "contact-us-page-contact-form",
      source: "contact_page",
      region: "UK",
      country: "United Kingdom",
      name: "Ava",
      email: "ava@studio.example",
      budget: "Under £1,000",
      preferred_contact: "video call",
    });
    expect(res.status).toBe(201);
    expect(await createLeadQueries(db).getById(res.body.id)).toMatchObject({
      budget: "Under £1,000",
      preferred_contact: "video call",
      region: "UK",
    });
  });
});

describe("the newsletter sign-up", () => {
  const signUp = (app: TestApp["app"], fields: Record<string, string>) =>
    request(app)
      .post("/api/contacts")
      .send({ contactFormType: "newsletter-contact-form", source: "newsletter_page", ...fields, ...humanControls() });

  test("stores the subscriber as a lead with a subscription waiting for confirmation, and says to check the inbox", async () => {
    const { app, db } = await createTestApp();
    const res = await signUp(app, { email: "owner@agency.example", name: "Kim" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ subscription: "pending", message: expect.stringMatching(/Check your inbox/) });
    expect(await leadRows(db)).toEqual([
      expect.objectContaining({ contact_form_type: "newsletter-contact-form", email: "owner@agency.example", name: "Kim" }),
    ]);
    expect(await subscriptionCount(db)).toBe(1);
  });

  test("signing up the same address twice answers 200 politely and stores no second row", async () => {
    const { app, db } = await createTestApp();
    const first = await signUp(app, { email: "owner@agency.example" });
    const again = await signUp(app, { email: "  Owner@Agency.EXAMPLE " });
    expect(again.status).toBe(200);
    // Not confirmed yet: the answer points to the confirmation link (tests/api/newsletter-double-opt-in.test.ts).
    expect(again.body).toEqual({ id: first.body.id, subscription: "pending", message: expect.stringMatching(/confirmation link/) });
    expect(await leadRows(db)).toHaveLength(1);
    expect(await subscriptionCount(db)).toBe(1);
  });

  test("a repeat sign-up that brings a name fills in the name the first one lacked", async () => {
    const { app, db } = await createTestApp();
    await signUp(app, { email: "owner@agency.example" });
    await signUp(app, { email: "owner@agency.example", name: "Robin" });
    await signUp(app, { email: "owner@agency.example", name: "Somebody Else" });
    expect(await leadRows(db)).toEqual([expect.objectContaining({ name: "Robin" })]);
  });

  test("the page's own form, posted twice without JavaScript, asks the visitor both times to confirm and stores one row", async () => {
    const { app, db } = await createTestApp();
    const body = await formPostFrom(app, "/newsletter", 'form[aria-label="Newsletter sign-up"]', {
      email: "reader@agency.example",
      name: "",
    });
    // The visitor takes more than the spam defence's 3 seconds to type (docs/decisions/0014).
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 10_000 });
    for (let i = 0; i < 2; i++) {
      const res = await request(app).post("/api/contacts").type("form").send(body);
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe("/newsletter?submitted=newsletter-contact-form");
    }
    expect(await leadRows(db)).toEqual([
      expect.objectContaining({ email: "reader@agency.example", source: "newsletter_page", region: "US", name: null }),
    ]);
    expect(await subscriptionCount(db)).toBe(1);
    const thanks = parseHtml((await request(app).get("/newsletter?submitted=newsletter-contact-form")).text);
    expect(thanks.querySelector('[role="status"]')?.textContent).toContain("Almost there: check your inbox.");
    expect(thanks.querySelector('[role="status"]')?.textContent).toContain(
      "Click the link in the email we've just sent you to confirm your subscription.",
    );
  });

  test("a confirmed address posted again without JavaScript is told it is already subscribed", async () => {
    const { app, db } = await createTestApp();
    await signUp(app, { email: "reader@agency.example" });
    await run(db, "UPDATE newsletter_subscriptions SET confirmed_at = '2026-03-01T10:00:00.000Z', confirmed_via = 'email-link'");
    const body = await formPostFrom(app, "/newsletter", 'form[aria-label="Newsletter sign-up"]', {
      email: "reader@agency.example",
      name: "",
    });
    // The visitor takes more than the spam defence's 3 seconds to type (docs/decisions/0014).
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 10_000 });
    const res = await request(app).post("/api/contacts").type("form").send(body);
    expect(res.headers.location).toBe("/newsletter?submitted=newsletter-contact-form&subscription=subscribed");
    const notice = parseHtml((await request(app).get(res.headers.location!)).text).querySelector('[role="status"]')?.textContent;
    expect(notice).toContain("Good news: this address is already subscribed.");
  });

  test("other forms with the same email still store every lead", async () => {
    const { app, db } = await createTestApp();
    await signUp(app, { email: "owner@agency.example" });
    const contact = { contactFormType: "contact-us-page-contact-form", email: "owner@agency.example", name: "Owner" };
    expect((await request(app).post("/api/contacts").send(contact)).status).toBe(201);
    expect((await request(app).post("/api/contacts").send(contact)).status).toBe(201);
    expect(await leadRows(db)).toHaveLength(3);
  });

  test("a missing email re-renders /newsletter with 400 and the error beside the field", async () => {
    const { app, db } = await createTestApp();
    const res = await request(app)
      .post("/api/contacts")
      .type("form")
      .send("returnTo=%2Fnewsletter&contactFormType=newsletter-contact-form&name=Kim");
    expect(res.status).toBe(400);
    const doc = parseHtml(res.text);
    expect(doc.querySelector("#newsletter-email-error")?.textContent).toMatch(/email/i);
    expect(doc.querySelector("#newsletter-name")?.getAttribute("value")).toBe("Kim");
    expect(await leadRows(db)).toHaveLength(0);
  });
});
