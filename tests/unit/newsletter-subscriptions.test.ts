import { describe, expect, test } from "vitest";
import { createLeadQueries } from "../../server/db/leads.queries";
import { migrate } from "../../server/db/migrate";
import type { Lead } from "../../shared/schemas/lead";
import { freshDatabase, rows, run, value } from "../helpers/test-db";

const context = { userAgent: "Test/1.0", referrerPage: null, attribution: null, spamReason: null };
const newsletterLead = (email: string, name?: string): Lead => ({
  contactFormType: "newsletter-contact-form",
  email,
  ...(name ? { name } : {}),
});

describe("newsletter subscriptions (migration 002)", () => {
  test("a database with duplicate sign-ups from before the migration keeps every lead and gets one subscription per address", async () => {
    // A database as it was before migration 002: only 001 applied.
    const db = await freshDatabase();
    await migrate(db, { upTo: 1 });
    const insert = "INSERT INTO leads (created_at, contact_form_type, email) VALUES (?, ?, ?)";
    await run(db, insert, "2026-01-01T00:00:00.000Z", "newsletter-contact-form", "first@agency.example");
    await run(db, insert, "2026-01-02T00:00:00.000Z", "newsletter-contact-form", "FIRST@agency.example");
    await run(db, insert, "2026-01-03T00:00:00.000Z", "home-contact-form", "other@agency.example");
    await run(db, insert, "2026-01-04T00:00:00.000Z", "newsletter-contact-form", "second@agency.example");

    await migrate(db);
    expect(await value(db, "SELECT COUNT(*) FROM leads")).toBe(4);
    expect(await rows(db, "SELECT email_key, lead_id, subscribed_at FROM newsletter_subscriptions ORDER BY lead_id")).toEqual([
      { email_key: "first@agency.example", lead_id: 1, subscribed_at: "2026-01-01T00:00:00.000Z" },
      { email_key: "second@agency.example", lead_id: 4, subscribed_at: "2026-01-04T00:00:00.000Z" },
    ]);
    // And from then on, the old subscriber is recognised.
    expect(await createLeadQueries(db).subscribeToNewsletter(newsletterLead("first@AGENCY.example"), context)).toEqual({
      leadId: 1,
      isNew: false,
    });
  });

  test("subscribing stores a lead and its subscription once; repeats return the first lead", async () => {
    const db = await freshDatabase();
    await migrate(db);
    const leads = createLeadQueries(db);
    const first = await leads.subscribeToNewsletter(newsletterLead("reader@agency.example"), context);
    expect(first.isNew).toBe(true);
    expect(await leads.subscribeToNewsletter(newsletterLead("Reader@Agency.Example", "Jo"), context)).toEqual({
      leadId: first.leadId,
      isNew: false,
    });
    expect(await leads.getById(first.leadId)).toMatchObject({ email: "reader@agency.example", name: "Jo", userAgent: "Test/1.0" });
    expect(await value(db, "SELECT COUNT(*) FROM leads")).toBe(1);
  });

  test("simultaneous sign-ups of one address store one lead and one subscription", async () => {
    const db = await freshDatabase();
    await migrate(db);
    const leads = createLeadQueries(db);
    const results = await Promise.all(
      ["same@agency.example", "Same@agency.example", "SAME@agency.example"].map((email) =>
        leads.subscribeToNewsletter(newsletterLead(email), context),
      ),
    );
    expect(results.filter((r) => r.isNew)).toHaveLength(1);
    expect(await value(db, "SELECT COUNT(*) FROM leads")).toBe(1);
    expect(await value(db, "SELECT COUNT(*) FROM newsletter_subscriptions")).toBe(1);
  });

  test("deleting the lead (an erasure request) removes its subscription, so the address can subscribe again", async () => {
    const db = await freshDatabase();
    await migrate(db);
    const leads = createLeadQueries(db);
    const { leadId } = await leads.subscribeToNewsletter(newsletterLead("gone@agency.example"), context);
    await run(db, "DELETE FROM leads WHERE id = ?", leadId);
    expect(await value(db, "SELECT COUNT(*) FROM newsletter_subscriptions")).toBe(0);
    expect((await leads.subscribeToNewsletter(newsletterLead("gone@agency.example"), context)).isNew).toBe(true);
  });
});
