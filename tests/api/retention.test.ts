import { existsSync } from "node:fs";
import { join } from "node:path";
import request from "supertest";
import { describe, expect, test, vi } from "vitest";
import { DEFAULT_RETENTION, type RetentionPreview } from "../../shared/retention";
import type { LeadInput } from "../../shared/schemas/lead";
import { createLeadsAdminQueries } from "../../server/db/leads-admin.queries";
import { createLeadStageQueries } from "../../server/db/lead-stages.queries";
import { createLeadQueries } from "../../server/db/leads.queries";
import { createNewsletterQueries } from "../../server/db/newsletter.queries";
import { createWebVitalsQueries } from "../../server/db/web-vitals.queries";
import { mailFileStem } from "../../server/mail/mail-directory";
import { ADMIN_PASSWORD, addStaffOfEveryRole, asAdmin, createAdminTestApp, signIn } from "../helpers/admin";
import { fakeClock } from "../helpers/fake-clock";
import { homeFormLead } from "../helpers/lead-payloads";
import { column, rows, testEngine, value } from "../helpers/test-db";

// The privacy policy kept (docs/decisions/0032-staff-roles-audit-retention-passkeys.md): the
// retention job erases what has passed the policy's periods (shared/retention.ts), once a day in
// the delivery worker's schedule, and the policy's text reads the same settings.

const NOW = "2026-12-01T00:00:00.000Z";
const context = { userAgent: "Test/1.0", referrerPage: null, attribution: null, spamReason: null };
const newsletter = (email: string): LeadInput => ({ email, contactFormType: "newsletter-contact-form" }) as LeadInput;

async function seeded(env: Record<string, string> = {}) {
  const clock = fakeClock(NOW);
  const testApp = await createAdminTestApp({ delivery: { clock }, env });
  const { db } = testApp;
  const leads = createLeadQueries(db);
  const notes = createLeadsAdminQueries(db);
  const stages = createLeadStageQueries(db);
  const subscriptions = createNewsletterQueries(db);
  const enquiry = (email: string, at: string) => leads.insert({ ...homeFormLead, email } as never, context, new Date(at));
  const signUp = async (email: string, at: string) =>
    (await leads.subscribeToNewsletter(newsletter(email) as never, context, new Date(at))).leadId;
  return { ...testApp, clock, enquiry, signUp, notes, stages, subscriptions };
}

const remaining = async (db: Parameters<typeof column>[0]) => (await column<string>(db, "SELECT email FROM leads ORDER BY email")).sort();

describe(`the retention job (${testEngine})`, () => {
  test("a run erases each kind of record just past its period and keeps the one just inside it", async () => {
    const { db, delivery, enquiry, signUp, notes, stages, subscriptions } = await seeded();
    // Enquiries: 24 months after the last contact with the person (cut-off 2024-12-01).
    const pastEnquiry = await enquiry("past-enquiry@client.example", "2024-11-30T23:00:00.000Z");
    await enquiry("inside-enquiry@client.example", "2024-12-01T01:00:00.000Z");
    const noted = await enquiry("noted@client.example", "2023-01-01T10:00:00.000Z");
    await notes.addNote(noted, "sales@agency.example", "Called back", new Date("2024-12-02T10:00:00.000Z"));
    const staged = await enquiry("staged@client.example", "2023-01-01T10:00:00.000Z");
    await stages.change(staged, { status: "contacted", changedBy: "sales@agency.example" }, new Date("2024-11-15T10:00:00.000Z"));
    // One person: their newer enquiry keeps the older one too.
    await enquiry("returning@client.example", "2023-05-01T10:00:00.000Z");
    await enquiry("Returning@Client.example", "2026-06-01T10:00:00.000Z");
    // Clients (a lead marked won): 6 years after the last contact (cut-off 2020-12-01).
    const pastClient = await enquiry("past-client@client.example", "2019-01-01T10:00:00.000Z");
    await stages.change(
      pastClient,
      { status: "won", won: { valueMinor: 500_000, currency: "USD" }, changedBy: "sales@agency.example" },
      new Date("2020-11-30T10:00:00.000Z"),
    );
    const client = await enquiry("client@client.example", "2019-01-01T10:00:00.000Z");
    await stages.change(
      client,
      { status: "won", won: { valueMinor: 500_000, currency: "USD" }, changedBy: "sales@agency.example" },
      new Date("2020-12-02T10:00:00.000Z"),
    );
    // Newsletter: an unconfirmed sign-up goes 30 days after its link (cut-off 2026-11-01); a confirmed one stays.
    await signUp("unconfirmed-past@client.example", "2026-10-31T23:00:00.000Z");
    await signUp("unconfirmed-inside@client.example", "2026-11-01T01:00:00.000Z");
    const subscriber = await signUp("subscriber@client.example", "2020-01-01T10:00:00.000Z");
    await subscriptions.confirm(subscriber, new Date("2020-01-02T10:00:00.000Z"));
    const unsubscribed = await signUp("unsubscribed@client.example", "2020-01-01T10:00:00.000Z");
    await subscriptions.confirm(unsubscribed, new Date("2020-01-02T10:00:00.000Z"));
    await subscriptions.unsubscribe(unsubscribed, new Date("2024-11-30T10:00:00.000Z"));
    // Web Vitals: 90 days (cut-off 2026-09-02).
    const vitals = createWebVitalsQueries(db);
    const report = { template: "home", region: "US", device: "mobile", metrics: { LCP: 1200 } } as const;
    await vitals.record(report as never, "2026-09-01");
    await vitals.record(report as never, "2026-09-02");
    // An email written about an erased lead and one about a kept lead.
    const stem = (leadId: number) => mailFileStem(new Date("2024-11-30T23:00:00.000Z"), "visitor-email", leadId, `<${leadId}@agency.test>`);
    await delivery.mailDirectory.write(stem(pastEnquiry), Buffer.from("Subject: thanks\r\n\r\nHello"));
    await delivery.mailDirectory.write(stem(noted), Buffer.from("Subject: thanks\r\n\r\nHello"));

    const run = await delivery.retention.run();

    expect(await remaining(db)).toEqual(
      [
        "client@client.example",
        "inside-enquiry@client.example",
        "noted@client.example",
        "returning@client.example",
        "Returning@Client.example",
        "subscriber@client.example",
        "unconfirmed-inside@client.example",
      ].sort(),
    );
    expect(run).toEqual({
      enquiries: 3,
      clientRecords: 1,
      unconfirmedSignUps: 1,
      leads: 5,
      notes: 0,
      stageChanges: 2,
      deliveries: 0,
      subscriptions: 2,
      emails: 1,
      webVitalsRows: 1,
    });
    expect(await column(db, "SELECT day FROM web_vitals_daily")).toEqual(["2026-09-02"]);
    expect(await value(db, "SELECT COUNT(*) FROM lead_status_changes WHERE lead_id IN (?, ?)", staged, pastClient)).toBe(0);
    expect(existsSync(join(delivery.mailDirectory.dir, `${stem(pastEnquiry)}.eml`))).toBe(false);
    expect(existsSync(join(delivery.mailDirectory.dir, `${stem(noted)}.eml`))).toBe(true);
    const [entry] = await rows<{ action: string; actor_id: number | null; ip: string | null; detail: string }>(
      db,
      "SELECT action, actor_id, ip, detail FROM audit_entries WHERE action = 'retention-run'",
    );
    expect(entry).toMatchObject({ actor_id: null, ip: null });
    expect(JSON.parse(entry!.detail)).toEqual(run);
    expect(entry!.detail).not.toContain("@");
  });

  test("the staff overview says what the next 30 days will erase, to the roles that see lead data", async () => {
    const { app, db, delivery, enquiry, signUp } = await seeded();
    await enquiry("this-month@client.example", "2024-12-20T10:00:00.000Z");
    await enquiry("next-month@client.example", "2025-01-05T10:00:00.000Z");
    await signUp("unconfirmed@client.example", "2026-11-20T10:00:00.000Z");
    await delivery.retention.run();
    const emails = await addStaffOfEveryRole(db);
    const sales = asAdmin(app, await signIn(app, emails.sales, ADMIN_PASSWORD));
    const res = await sales.get("/api/admin/retention");
    expect(res.status).toBe(200);
    const preview = res.body as RetentionPreview;
    expect(preview).toMatchObject({ periods: DEFAULT_RETENTION, dueWithinDays: 30, enquiries: 1, clientRecords: 0, unconfirmedSignUps: 1 });
    expect(preview.lastRunAt).toBeNull();
    const editor = asAdmin(app, await signIn(app, emails.editor, ADMIN_PASSWORD));
    expect((await editor.get("/api/admin/retention")).status).toBe(403);
  });

  test("the privacy policy states the periods the job performs, from the same settings", async () => {
    const { app, db, delivery, enquiry } = await seeded({
      RETENTION_ENQUIRY_MONTHS: "18",
      RETENTION_CLIENT_YEARS: "7",
      RETENTION_UNCONFIRMED_DAYS: "14",
    });
    const policy = await request(app).get("/privacy-policy");
    expect(policy.status).toBe(200);
    expect(policy.text).toContain("18 months after our last contact with you, then deleted");
    expect(policy.text).toContain("14 days after we sent the confirmation link, then deleted");
    expect(policy.text).toContain("7 years after our last contact");
    expect(policy.text).not.toContain("24 months");
    await enquiry("nineteen-months@client.example", "2025-05-01T10:00:00.000Z");
    await enquiry("seventeen-months@client.example", "2025-07-01T10:00:00.000Z");
    await delivery.retention.run();
    expect(await remaining(db)).toEqual(["seventeen-months@client.example"]);
  });

  test("the worker runs the job once a day, however many instances share the database", async () => {
    const { db, delivery, clock } = await seeded();
    const runs = () => value<number>(db, "SELECT COUNT(*) FROM audit_entries WHERE action = 'retention-run'");
    delivery.start();
    await vi.waitFor(async () => expect(await runs()).toBe(1), { timeout: 10_000 });
    // A second instance on the same database, the same day: it claims nothing.
    expect(await delivery.retention.runIfDue(clock.now() + 60_000)).toBeNull();
    clock.advance(23 * 60 * 60_000);
    delivery.wake();
    await delivery.worker.drain();
    expect(await runs()).toBe(1);
    clock.advance(2 * 60 * 60_000);
    delivery.wake();
    await vi.waitFor(async () => expect(await runs()).toBe(2), { timeout: 10_000 });
    await delivery.stop(1000);
  });

  test("two instances asking at once: one runs", async () => {
    const { delivery, clock } = await seeded();
    const answers = await Promise.all([delivery.retention.runIfDue(clock.now()), delivery.retention.runIfDue(clock.now())]);
    expect(answers.filter((run) => run !== null)).toHaveLength(1);
  });
});
