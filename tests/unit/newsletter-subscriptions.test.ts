import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { openDatabase } from "../../server/db/connection";
import { createLeadQueries } from "../../server/db/leads.queries";
import { defaultMigrationsDir, migrate } from "../../server/db/migrate";
import type { Lead } from "../../shared/schemas/lead";

const context = { userAgent: "Test/1.0", referrerPage: null, attribution: null, spamReason: null };
const newsletterLead = (email: string, name?: string): Lead => ({
  contactFormType: "newsletter-contact-form",
  email,
  ...(name ? { name } : {}),
});

describe("newsletter subscriptions (migration 002)", () => {
  test("a database with duplicate sign-ups from before the migration keeps every lead and gets one subscription per address", () => {
    // A database as it was before migration 002: only 001 applied.
    const oldDir = mkdtempSync(join(tmpdir(), "agency-mig-"));
    copyFileSync(join(defaultMigrationsDir(), "001-init.sql"), join(oldDir, "001-init.sql"));
    const db = openDatabase(":memory:");
    migrate(db, oldDir);
    const insert = db.prepare("INSERT INTO leads (created_at, contact_form_type, email) VALUES (?, ?, ?)");
    insert.run("2026-01-01T00:00:00.000Z", "newsletter-contact-form", "first@agency.example");
    insert.run("2026-01-02T00:00:00.000Z", "newsletter-contact-form", "FIRST@agency.example");
    insert.run("2026-01-03T00:00:00.000Z", "home-contact-form", "other@agency.example");
    insert.run("2026-01-04T00:00:00.000Z", "newsletter-contact-form", "second@agency.example");

    migrate(db);
    expect(db.prepare("SELECT COUNT(*) FROM leads").pluck().get()).toBe(4);
    expect(db.prepare("SELECT email_key, lead_id, subscribed_at FROM newsletter_subscriptions ORDER BY lead_id").all()).toEqual([
      { email_key: "first@agency.example", lead_id: 1, subscribed_at: "2026-01-01T00:00:00.000Z" },
      { email_key: "second@agency.example", lead_id: 4, subscribed_at: "2026-01-04T00:00:00.000Z" },
    ]);
    // And from then on, the old subscriber is recognised.
    expect(createLeadQueries(db).subscribeToNewsletter(newsletterLead("first@AGENCY.example"), context)).toEqual({
      leadId: 1,
      isNew: false,
    });
  });

  test("subscribing stores a lead and its subscription once; repeats return the first lead", () => {
    const db = openDatabase(":memory:");
    migrate(db);
    const leads = createLeadQueries(db);
    const first = leads.subscribeToNewsletter(newsletterLead("reader@agency.example"), context);
    expect(first.isNew).toBe(true);
    expect(leads.subscribeToNewsletter(newsletterLead("Reader@Agency.Example", "Jo"), context)).toEqual({
      leadId: first.leadId,
      isNew: false,
    });
    expect(leads.getById(first.leadId)).toMatchObject({ email: "reader@agency.example", name: "Jo", userAgent: "Test/1.0" });
    expect(db.prepare("SELECT COUNT(*) FROM leads").pluck().get()).toBe(1);
  });

  test("deleting the lead (an erasure request) removes its subscription, so the address can subscribe again", () => {
    const db = openDatabase(":memory:");
    migrate(db);
    const leads = createLeadQueries(db);
    const { leadId } = leads.subscribeToNewsletter(newsletterLead("gone@agency.example"), context);
    db.prepare("DELETE FROM leads WHERE id = ?").run(leadId);
    expect(db.prepare("SELECT COUNT(*) FROM newsletter_subscriptions").pluck().get()).toBe(0);
    expect(leads.subscribeToNewsletter(newsletterLead("gone@agency.example"), context).isNew).toBe(true);
  });
});
