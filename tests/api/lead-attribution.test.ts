import { row, value } from "../helpers/test-db";
import request from "supertest";
import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, test } from "vitest";
import { createLeadQueries } from "../../server/db/leads.queries";
import { ATTRIBUTION_NAMES } from "../../shared/schemas/lead-attribution";
import { humanControls } from "../helpers/lead-controls";
import { homeFormLead } from "../helpers/lead-payloads";
import { createTestApp, type TestApp } from "../helpers/test-app";

// Where a lead came from (docs/decisions/0014): sent by the browser as an object
// (JSON) or flat hidden fields (plain forms), else read from the form page's
// Referer; cleaned, never a reason to refuse a lead.

const leadRow = async (testApp: TestApp, id: number) =>
  (await row(testApp.db, "SELECT * FROM leads WHERE id = ?", id)) as Record<string, unknown>;
const attributionColumns = async (testApp: TestApp, id: number) => {
  const r = await leadRow(testApp, id);
  return Object.fromEntries([...ATTRIBUTION_NAMES, "traffic_source"].map((c) => [c, r[c]]));
};

/** A plain HTML form post of the contact form, as a browser without JavaScript sends it. */
function formPost(testApp: TestApp, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  const all = {
    contactFormType: "contact-form",
    name: "Robin Vale",
    email: "robin@vale.example",
    returnTo: "/contact",
    ...humanControls(),
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) for (const v of [value].flat()) body.append(name, v);
  return request(testApp.app).post("/api/contacts").type("form").send(body.toString());
}

const storedIdOfEmail = async (testApp: TestApp, email: string) =>
  (await value(testApp.db, "SELECT id FROM leads WHERE email = ?", email)) as number;

describe("attribution sent with a lead", () => {
  test("a JSON lead stores the attribution object beside the lead, with its traffic source", async () => {
    const testApp = await createTestApp();
    const attribution = {
      landingPage: "/?utm_source=google&utm_campaign=x&gclid=abc",
      referrer: "https://www.google.com/",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "x",
      utmTerm: "white label seo",
      utmContent: "ad-2",
      gclid: "abc",
      gbraid: "0AAAAA-gbraid",
      wbraid: "CjkKCQ_wbraid",
      fbclid: "IwAR0fb",
      msclkid: "3f2a9c0d5e6f70819a2b3c4d5e6f7081",
    };
    const res = await request(testApp.app)
      .post("/api/contacts")
      .send({ ...homeFormLead, attribution, ...humanControls() });
    expect(res.status).toBe(201);
    expect(await attributionColumns(testApp, res.body.id)).toEqual({
      landing_page: "/?utm_source=google&utm_campaign=x&gclid=abc",
      referrer: "https://www.google.com",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "x",
      utm_term: "white label seo",
      utm_content: "ad-2",
      gclid: "abc",
      gbraid: "0AAAAA-gbraid",
      wbraid: "CjkKCQ_wbraid",
      fbclid: "IwAR0fb",
      msclkid: "3f2a9c0d5e6f70819a2b3c4d5e6f7081",
      traffic_source: "google",
    });
    const stored = (await createLeadQueries(testApp.db).getById(res.body.id))!;
    expect(stored.attribution).toMatchObject({ utmSource: "google", utmCampaign: "x", gclid: "abc" });
    expect(stored.spamReason).toBeNull();
  });

  test("a plain form post stores its flat hidden attribution fields and still thanks the visitor", async () => {
    const testApp = await createTestApp();
    const res = await formPost(testApp, {
      attr_landing_page: "/services/google-ads?utm_source=linkedin&utm_medium=paid-social&utm_campaign=spring",
      attr_referrer: "https://www.linkedin.com/feed/?trk=abc",
      utm_source: "linkedin",
      utm_medium: "paid-social",
      utm_campaign: "spring",
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/contact?submitted=contact-form");
    expect(await attributionColumns(testApp, await storedIdOfEmail(testApp, "robin@vale.example"))).toMatchObject({
      landing_page: "/services/google-ads?utm_source=linkedin&utm_medium=paid-social&utm_campaign=spring",
      referrer: "https://www.linkedin.com/feed/",
      utm_source: "linkedin",
      utm_campaign: "spring",
      gclid: null,
      traffic_source: "linkedin",
    });
  });

  test("without attribution fields, a plain form post takes its page's campaign tags from the Referer", async () => {
    const testApp = await createTestApp();
    const res = await formPost(testApp, {}).set(
      "Referer",
      "https://agency.test/contact?utm_source=newsletter&utm_campaign=spring-offer&gclid=Cj0KCQ#form",
    );
    expect(res.status).toBe(303);
    expect(await attributionColumns(testApp, await storedIdOfEmail(testApp, "robin@vale.example"))).toMatchObject({
      landing_page: "/contact?utm_source=newsletter&utm_campaign=spring-offer&gclid=Cj0KCQ",
      referrer: null,
      utm_source: "newsletter",
      utm_campaign: "spring-offer",
      gclid: "Cj0KCQ",
      traffic_source: "newsletter",
    });
  });

  test("a Referer from another site is not taken for the form's page, and a JSON post without any origin records none", async () => {
    const testApp = await createTestApp();
    await formPost(testApp, { email: "elsewhere@vale.example" }).set("Referer", "https://evil.example/contact?utm_source=forged");
    expect(await leadRow(testApp, await storedIdOfEmail(testApp, "elsewhere@vale.example"))).toMatchObject({
      landing_page: null,
      utm_source: null,
      traffic_source: null,
    });
    const res = await request(testApp.app)
      .post("/api/contacts")
      .send({ ...homeFormLead, ...humanControls() });
    expect(await leadRow(testApp, res.body.id)).toMatchObject({ landing_page: null, traffic_source: null });
    expect((await createLeadQueries(testApp.db).getById(res.body.id))!.attribution).toBeNull();
  });

  test("a visit with nothing to tell is '(direct)', and a click id alone names its ad network", async () => {
    const testApp = await createTestApp();
    const post = (attribution: object) =>
      request(testApp.app)
        .post("/api/contacts")
        .send({ ...homeFormLead, attribution, ...humanControls() });
    expect((await leadRow(testApp, (await post({ landingPage: "/pricing-calculator" })).body.id)).traffic_source).toBe("(direct)");
    expect((await leadRow(testApp, (await post({ landingPage: "/", gclid: "Cj0" })).body.id)).traffic_source).toBe("google");
    expect(
      (await leadRow(testApp, (await post({ landingPage: "/", msclkid: "9f8e7d6c5b4a39281706f5e4d3c2b1a0" })).body.id)).traffic_source,
    ).toBe("bing");
    expect(
      (await leadRow(testApp, (await post({ landingPage: "/", referrer: "https://www.clutch.co/agencies" })).body.id)).traffic_source,
    ).toBe("clutch.co");
    expect(await leadRow(testApp, (await post({ landingPage: "/", utmSource: "  Newsletter " })).body.id)).toMatchObject({
      utm_source: "Newsletter",
      traffic_source: "newsletter",
    });
  });

  test("bad values are trimmed, cut or dropped, and the lead is stored all the same", async () => {
    const testApp = await createTestApp();
    const res = await request(testApp.app)
      .post("/api/contacts")
      .send({
        ...homeFormLead,
        ...humanControls(),
        attribution: {
          landingPage: "https://evil.example/phish",
          referrer: "javascript:alert(1)",
          utmSource: "  google\u0000\n ",
          utmMedium: 42,
          utmCampaign: "c".repeat(500),
          utmTerm: { nested: true },
          gclid: "abc def<script>",
          fbclid: "",
          msclkid: 12345,
          unknownKey: "kept out",
        },
      });
    expect(res.status).toBe(201);
    const columns = await attributionColumns(testApp, res.body.id);
    expect(columns).toMatchObject({
      landing_page: null,
      referrer: null,
      utm_source: "google",
      utm_medium: null,
      utm_term: null,
      gclid: null,
      fbclid: null,
      msclkid: null,
    });
    expect(columns.utm_campaign).toBe("c".repeat(200));
    expect(await leadRow(testApp, res.body.id)).not.toHaveProperty("unknownKey");
  });

  test("attribution of any shape never turns a lead away", async () => {
    const testApp = await createTestApp();
    for (const attribution of [
      "a string",
      7,
      null,
      [1, 2],
      { __proto__: { utmSource: "proto" } },
      { referrer: "https://agency.test/own-page" },
    ]) {
      const res = await request(testApp.app)
        .post("/api/contacts")
        .send({ ...homeFormLead, attribution, ...humanControls() });
      expect(res.status, JSON.stringify(attribution)).toBe(201);
      expect(await leadRow(testApp, res.body.id), JSON.stringify(attribution)).toMatchObject({ utm_source: null, referrer: null });
    }
    const repeated = await formPost(testApp, {
      email: "twice@vale.example",
      utm_source: ["", "first", "second"],
      attr_landing_page: "//evil.example",
    });
    expect(repeated.status).toBe(303);
    expect(await leadRow(testApp, await storedIdOfEmail(testApp, "twice@vale.example"))).toMatchObject({
      utm_source: "first",
      landing_page: null,
    });
  });

  test("a plain form's failed validation echoes the visitor's fields, never the hidden control fields", async () => {
    const testApp = await createTestApp();
    const res = await formPost(testApp, { email: "not-an-email", utm_source: "google", website: "" });
    expect(res.status).toBe(400);
    expect(res.text).toContain("not-an-email");
    expect(res.text).not.toContain("Unknown field");
    expect(await value(testApp.db, "SELECT COUNT(*) FROM leads")).toBe(0);
  });

  test("the log line of a stored lead holds no attribution", async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: "info" },
      new Writable({
        write: (chunk, _enc, done) => {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const testApp = await createTestApp({ logger });
    const attribution = { landingPage: "/?utm_campaign=secret-campaign", utmCampaign: "secret-campaign", gclid: "GCLIDVALUE" };
    const res = await request(testApp.app)
      .post("/api/contacts")
      .send({ ...homeFormLead, attribution, ...humanControls() });
    expect(res.status).toBe(201);
    const logged = lines.join("\n");
    expect(logged).toContain('"msg":"lead stored"');
    expect(logged).not.toContain("secret-campaign");
    expect(logged).not.toContain("GCLIDVALUE");
    expect(logged).not.toContain(homeFormLead.email);
  });
});
