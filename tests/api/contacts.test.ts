import { row } from "../helpers/test-db";
import request from "supertest";
import { describe, expect, test } from "vitest";
import { createLeadQueries } from "../../server/db/leads.queries";
import { entryPopupLead, exitPopupLead, homeFormLead, mobilePopupLead } from "../helpers/lead-payloads";
import { parseHtml } from "../helpers/html";
import { createTestApp, type TestApp } from "../helpers/test-app";

/** What the form's page says went wrong (components/layout/form-status-notice.tsx). */
const alertText = (html: string) => parseHtml(html).querySelector('[role="alert"]')?.textContent ?? "";

const countLeads = async (db: TestApp["db"]) => ((await row(db, "SELECT COUNT(*) AS n FROM leads")) as { n: number }).n;

describe("POST /api/contacts", () => {
  test.each([
    ["exit popup", exitPopupLead],
    ["entry popup", entryPopupLead],
    ["mobile popup", mobilePopupLead],
    ["home contact form", homeFormLead],
  ])("stores every field of the %s payload", async (_name, payload) => {
    const { app, db } = await createTestApp();
    const res = await request(app)
      .post("/api/contacts")
      .set("User-Agent", "LeadTest/1.0")
      .set("Referer", "https://agency.test/services")
      .send(payload);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), message: expect.stringContaining("24 hours") });
    const stored = (await createLeadQueries(db).getById(res.body.id))!;
    for (const [field, value] of Object.entries(payload)) expect(stored[field as keyof typeof stored], field).toEqual(value);
    expect(stored.userAgent).toBe("LeadTest/1.0");
    expect(stored.referrerPage).toBe("https://agency.test/services");
    expect(stored.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  test("answers 400 naming the field when the email is not an email", async () => {
    const { app, db } = await createTestApp();
    const res = await request(app)
      .post("/api/contacts")
      .send({ ...homeFormLead, email: "not-an-email" });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("email");
    expect(res.body.fieldErrors.email).toEqual(["Please enter a valid email address"]);
    expect(await countLeads(db)).toBe(0);
  });

  test("answers 400 naming a field nobody knows instead of dropping it", async () => {
    const { app, db } = await createTestApp();
    const res = await request(app)
      .post("/api/contacts")
      .send({ ...exitPopupLead, favouriteColour: "teal" });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toContain("favouriteColour");
    expect(await countLeads(db)).toBe(0);
  });

  test("answers 400 naming a __proto__ key instead of ignoring it", async () => {
    const { app, db } = await createTestApp();
    const res = await request(app)
      .post("/api/contacts")
      .set("Content-Type", "application/json")
      .send('{"__proto__": {"isAdmin": true}, "email": "a@b.example", "contactFormType": "contact-form"}');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Invalid __proto__");
    expect(Object.keys(res.body.fieldErrors)).toEqual(["__proto__"]);
    expect(await countLeads(db)).toBe(0);
  });

  test("answers 400 when the form type is missing or unknown", async () => {
    const { app } = await createTestApp();
    const { contactFormType: _omit, ...withoutType } = homeFormLead;
    const missing = await request(app).post("/api/contacts").send(withoutType);
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors.contactFormType).toBeDefined();
    const unknown = await request(app)
      .post("/api/contacts")
      .send({ ...homeFormLead, contactFormType: "sneaky-form" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors.contactFormType).toBeDefined();
  });

  test("answers 400 for a field of the wrong type and for over-long text", async () => {
    const { app } = await createTestApp();
    const wrongType = await request(app)
      .post("/api/contacts")
      .send({ ...homeFormLead, name: 42 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.fieldErrors.name).toBeDefined();
    const tooLong = await request(app)
      .post("/api/contacts")
      .send({ ...homeFormLead, name: "x".repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fieldErrors.name).toEqual(["Must be at most 200 characters"]);
  });

  test("answers 400 with a clear message for malformed JSON and for a body that is not an object", async () => {
    const { app } = await createTestApp();
    const malformed = await request(app).post("/api/contacts").set("Content-Type", "application/json").send('{"email": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: "The request body is not valid JSON" });
    const array = await request(app).post("/api/contacts").send([homeFormLead]);
    expect(array.status).toBe(400);
    expect(array.body.message).toMatch(/JSON object/);
  });

  test("answers 413 for a body over 16 KB", async () => {
    const { app, db } = await createTestApp();
    const res = await request(app)
      .post("/api/contacts")
      .send({ ...homeFormLead, message: "x".repeat(17 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("The request body is too large (16 KB at most)");
    expect(await countLeads(db)).toBe(0);
  });

  test("answers 415 for a content type that is neither JSON nor a form post", async () => {
    const { app } = await createTestApp();
    const text = await request(app).post("/api/contacts").set("Content-Type", "text/plain").send("email=a@b.example");
    expect(text.status).toBe(415);
    const none = await request(app).post("/api/contacts");
    expect(none.status).toBe(415);
    expect(none.body.message).toMatch(/application\/json/);
  });

  test("limits leads per client address and answers 429 with a clear message", async () => {
    const { app, db } = await createTestApp({ env: { CONTACTS_RATE_LIMIT: "2" } });
    const post = () => request(app).post("/api/contacts").send(homeFormLead);
    expect((await post()).status).toBe(201);
    expect((await post()).status).toBe(201);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many submissions/);
    expect(await countLeads(db)).toBe(2);
  });

  test("CONTACTS_RATE_LIMIT=0 turns the limit off", async () => {
    const { app } = await createTestApp({ env: { CONTACTS_RATE_LIMIT: "0" } });
    for (let i = 0; i < 25; i++) expect((await request(app).post("/api/contacts").send(homeFormLead)).status).toBe(201);
  });
});

describe("POST /api/contacts from a plain HTML form (no JavaScript)", () => {
  test("stores the lead and answers 303 back to the form's page with a thank-you", async () => {
    const { app, db } = await createTestApp();
    const res = await request(app)
      .post("/api/contacts")
      .type("form")
      .send(
        "returnTo=%2Fcontact&contactFormType=contact-us-page-contact-form&name=Sam+Lee&email=sam%40lee.example&message=Hello&servicesSelected=WordPress&servicesSelected=Shopify&phone=",
      );
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/contact?submitted=contact-us-page-contact-form");
    const stored = await row(db, "SELECT name, email, message, services_selected, phone FROM leads");
    expect(stored).toEqual({
      name: "Sam Lee",
      email: "sam@lee.example",
      message: "Hello",
      services_selected: "WordPress, Shopify",
      phone: null,
    });
  });

  test("re-renders the form's page with 400 and the errors when a field is invalid", async () => {
    const { app, db } = await createTestApp();
    const res = await request(app)
      .post("/api/contacts")
      .type("form")
      .send("returnTo=%2Fnewsletter&contactFormType=newsletter-contact-form&email=nope");
    expect(res.status).toBe(400);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.text).toContain("The agency growth newsletter");
    expect(res.text).toContain("Please enter a valid email address");
    expect(await countLeads(db)).toBe(0);
  });

  test.each([
    "__proto__",
    "valueOf",
    "hasOwnProperty",
    "isPrototypeOf",
    "propertyIsEnumerable",
    "toLocaleString",
    "__defineGetter__",
    "__lookupGetter__",
  ])("answers 400 naming the form type when contactFormType is %s", async (formType) => {
    const { app, db } = await createTestApp();
    const res = await request(app)
      .post("/api/contacts")
      .type("form")
      .send({ returnTo: "/contact", contactFormType: formType, email: "a@b.example" });
    expect(res.status).toBe(400);
    expect(alertText(res.text)).toContain("contactFormType: Unknown form type");
    expect(await countLeads(db)).toBe(0);
  });

  test("names a form field called __proto__ instead of dropping it", async () => {
    const { app, db } = await createTestApp();
    const res = await request(app)
      .post("/api/contacts")
      .type("form")
      .send("returnTo=%2Fcontact&contactFormType=contact-form&email=a%40b.example&__proto__=x");
    expect(res.status).toBe(400);
    expect(alertText(res.text)).toContain("__proto__: Unknown field");
    expect(await countLeads(db)).toBe(0);
  });

  test("never redirects off the site, whatever returnTo says: it falls back to the form's own page", async () => {
    const { app } = await createTestApp();
    const hostile = [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/..//evil.example",
      "/.//evil.example",
      "/x/..//evil.example",
      "/%2e%2e//evil.example",
      "/%2e//evil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
      "/no-such-page",
    ];
    for (const returnTo of hostile) {
      const res = await request(app)
        .post("/api/contacts")
        .type("form")
        .send({ returnTo, contactFormType: "newsletter-contact-form", email: "a@b.example" });
      expect(res.status, returnTo).toBe(303);
      expect(res.headers.location, returnTo).toBe("/newsletter?submitted=newsletter-contact-form");
    }
  });

  test("returns to any page of the site, the dynamic ones included", async () => {
    const { app } = await createTestApp();
    for (const [returnTo, location] of [
      ["/contact", "/contact"],
      ["https://agency.test/services/seo", "/services/seo"],
      ["/blog/any-article", "/blog/any-article"],
      ["/case-studies/seo-case-study", "/case-studies/seo-case-study"],
      ["/", "/"],
    ]) {
      const res = await request(app)
        .post("/api/contacts")
        .type("form")
        .send({ returnTo, contactFormType: "contact-form", email: "a@b.example" });
      expect(res.headers.location, returnTo).toBe(`${location}?submitted=contact-form`);
    }
  });
});
