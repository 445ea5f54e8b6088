import request from "supertest";
import { describe, expect, test } from "vitest";
import type { PersonRecord, PersonSummary } from "../../shared/schemas/person-data";
import { createNewsletterQueries } from "../../server/db/newsletter.queries";
import { asAdmin, createAdminTestApp, signIn } from "../helpers/admin";
import { humanControls } from "../helpers/lead-controls";
import { exitPopupLead, homeFormLead } from "../helpers/lead-payloads";
import { column, row, rows, testEngine, value } from "../helpers/test-db";

// Subject access and erasure by person (docs/decisions/0032-staff-roles-audit-retention-passkeys.md):
// everything stored about one person as one JSON file, and all of it erased in one confirmed step.

const PERSON = "priya.sharma@lumen-growth.example";
const OTHER = "someone.else@client.example";
const TABLES_BY_LEAD = ["lead_notes", "lead_status_changes", "outbox_jobs", "newsletter_subscriptions"];

/** The person's leads, notes, stages and subscription; `withEmails` also waits for the emails the site writes about them. */
async function person({ withEmails = false } = {}) {
  const testApp = await createAdminTestApp();
  const { app, db, delivery } = testApp;
  const staff = asAdmin(app, await signIn(app));
  const post = async (body: Record<string, unknown>) => {
    const res = await request(app)
      .post("/api/contacts")
      .send({ ...body, ...humanControls() });
    expect(res.status, res.text).toBe(201);
    return res.body.id as number;
  };
  const home = await post({
    ...homeFormLead,
    name: "Priya Sharma",
    email: PERSON,
    attribution: {
      landingPage: "/services/seo?utm_source=newsletter&utm_campaign=spring&gclid=Cj0-test",
      utmSource: "newsletter",
      utmCampaign: "spring",
      gclid: "Cj0-test",
    },
    adUserData: "granted",
  });
  const exit = await post({ ...exitPopupLead, name: "Priya", email: PERSON.toUpperCase() });
  const signUp = await post({ contactFormType: "newsletter-contact-form", source: "newsletter_page", email: ` ${PERSON}`, name: "Priya" });
  await createNewsletterQueries(db).confirm(signUp, new Date("2026-03-05T10:00:00.000Z"));
  const other = await post({ ...homeFormLead, email: OTHER });
  await staff.post(`/api/admin/leads/${home}/notes`).send({ body: "Asked for a proposal for two local clients" });
  await staff.patch(`/api/admin/leads/${home}`).send({ status: "qualified" });
  if (withEmails) await delivery.worker.drain();
  return { ...testApp, staff, ids: [home, exit, signUp], other };
}

describe(`subject access and erasure by person (${testEngine})`, () => {
  // Sending the emails one by one beside the requests takes seconds on PostgreSQL (server/delivery/worker.ts gives way to requests).
  test("the file holds every stored field of each of the person's leads, and their notes, stages, deliveries, subscription, emails and consent", {
    timeout: 60_000,
  }, async () => {
    const { db, staff, ids, delivery } = await person({ withEmails: true });
    const res = await staff.get(`/api/admin/people/record.json?email=${encodeURIComponent(PERSON)}`);
    expect(res.status).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const record = JSON.parse(res.text) as PersonRecord;
    expect(record.about).toBe(PERSON);
    expect(record.leads.map((l) => l.fields.id)).toEqual(ids);

    for (const [i, id] of ids.entries()) {
      const lead = record.leads[i]!;
      // Field by field: exactly the stored row.
      expect(lead.fields).toEqual(await row(db, "SELECT * FROM leads WHERE id = ?", id));
      expect(lead.notes).toEqual(
        (
          await rows<{ created_at: string; body: string }>(db, "SELECT created_at, body FROM lead_notes WHERE lead_id = ? ORDER BY id", id)
        ).map((n) => ({ createdAt: n.created_at, body: n.body })),
      );
      expect(lead.stageChanges.map((c) => [c.from, c.to])).toEqual(
        (
          await rows<{ from_status: string; to_status: string }>(
            db,
            "SELECT from_status, to_status FROM lead_status_changes WHERE lead_id = ? ORDER BY id",
            id,
          )
        ).map((c) => [c.from_status, c.to_status]),
      );
      expect(lead.deliveries.map((d) => [d.channel, d.state])).toEqual(
        (
          await rows<{ channel: string; state: string }>(db, "SELECT channel, state FROM outbox_jobs WHERE lead_id = ? ORDER BY id", id)
        ).map((d) => [d.channel, d.state]),
      );
      const stem = await delivery.mailDirectory.idsForLeads([id]);
      expect(lead.emails.map((e) => e.id)).toEqual(stem);
      for (const email of lead.emails) expect(email.text.length).toBeGreaterThan(0);
    }
    const [home, exit, signUp] = record.leads;
    expect(home!.fields).toMatchObject({
      name: "Priya Sharma",
      utm_campaign: "spring",
      gclid: "Cj0-test",
      ad_user_data_consent: "granted",
    });
    expect(home!.notes.map((n) => n.body)).toEqual(["Asked for a proposal for two local clients"]);
    expect(home!.stageChanges).toMatchObject([{ from: "new", to: "qualified" }]);
    expect(home!.emails.map((e) => e.to)).toEqual(expect.arrayContaining([expect.stringContaining(PERSON)]));
    expect(exit!.fields.discount_code).toMatch(/\w/);
    expect(signUp!.newsletterSubscription).toMatchObject({ confirmedAt: "2026-03-05T10:00:00.000Z", unsubscribedAt: null });
    expect(record.consentRecords).toEqual([
      { leadId: ids[0], kind: "ad user data", value: "granted", recordedAt: home!.fields.created_at },
      { leadId: ids[2], kind: "newsletter", value: "confirmed", recordedAt: "2026-03-05T10:00:00.000Z" },
    ]);
    // Nobody else's data, and not the staff's: no other lead, no author of a note.
    expect(res.text).not.toContain(OTHER);
    expect(res.text).not.toContain("staff@agency.example");
  });

  test("starting from one of the person's leads finds the same person; the export is in the audit trail without the address", async () => {
    const { staff, ids } = await person();
    const byLead = (await staff.get(`/api/admin/people?lead=${ids[1]}`)).body as PersonSummary;
    expect(byLead.email).toBe(PERSON);
    expect(byLead.leads.map((l) => l.id)).toEqual(ids);
    expect(byLead.counts).toMatchObject({ leads: 3, notes: 1, stageChanges: 1, subscriptions: 1 });
    await staff.get(`/api/admin/people/record.json?lead=${ids[1]}`);
    const [entry] = (await staff.get("/api/admin/audit?action=person-exported")).body.items;
    expect(entry).toMatchObject({ target: `leads ${ids.join(", ")}`, detail: { leads: 3 } });
    expect(JSON.stringify(entry)).not.toContain("priya");
  });

  test("erasure needs the address typed again, then removes every row and email of the person and nothing of anyone else", {
    timeout: 60_000,
  }, async () => {
    const { db, staff, ids, other, delivery } = await person({ withEmails: true });
    const refused = await staff.post("/api/admin/people/erase").send({ email: PERSON, confirm: "priya@other.example" });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fieldErrors)).toEqual(["confirm"]);
    expect(await value(db, "SELECT COUNT(*) FROM leads")).toBe(4);

    const emailsBefore = (await delivery.mailDirectory.idsForLeads(ids)).length;
    const erased = await staff.post("/api/admin/people/erase").send({ email: PERSON.toUpperCase(), confirm: ` ${PERSON} ` });
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ leads: 3, notes: 1, stageChanges: 1, subscriptions: 1, emails: emailsBefore });
    expect(await column(db, "SELECT id FROM leads")).toEqual([other]);
    for (const table of TABLES_BY_LEAD) {
      expect(await value(db, `SELECT COUNT(*) FROM ${table} WHERE lead_id IN (?, ?, ?)`, ...ids), table).toBe(0);
    }
    expect(await value(db, "SELECT COUNT(*) FROM leads WHERE lower(email) LIKE ?", "%priya%")).toBe(0);
    expect(await delivery.mailDirectory.idsForLeads(ids)).toEqual([]);
    expect((await delivery.mailDirectory.idsForLeads([other])).length).toBeGreaterThan(0);
    const summary = (await staff.get(`/api/admin/people?email=${encodeURIComponent(PERSON)}`)).body as PersonSummary;
    expect(summary.counts).toEqual({ leads: 0, notes: 0, stageChanges: 0, deliveries: 0, subscriptions: 0, emails: 0 });
    const [entry] = (await staff.get("/api/admin/audit?action=person-erased")).body.items;
    expect(entry).toMatchObject({ target: `leads ${ids.join(", ")}`, detail: { leads: 3, emails: emailsBefore } });
    expect(JSON.stringify(await rows(db, "SELECT * FROM audit_entries"))).not.toMatch(/priya/i);
  });

  test("a request without a person, or for a lead that is not there, says so", async () => {
    const { staff } = await person();
    const missing = await staff.get("/api/admin/people");
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fieldErrors)).toEqual(["email"]);
    expect((await staff.get("/api/admin/people?lead=999999")).status).toBe(404);
    expect((await staff.get("/api/admin/people?email=not-an-address")).status).toBe(400);
  });
});
