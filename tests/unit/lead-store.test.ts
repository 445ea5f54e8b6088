import { describe, expect, test } from "vitest";
import { openDatabase } from "../../server/db/connection";
import { migrate } from "../../server/db/migrate";
import { createDeliveryService } from "../../server/delivery/delivery-service";
import { parseEnv } from "../../server/env";
import { createLogger } from "../../server/logger";
import type { Lead } from "../../shared/schemas/lead";

// The seam the spam defence and "restore from spam" use (server/delivery/store-lead.ts).

function leadStore(env: Record<string, string> = {}) {
  const db = openDatabase(":memory:");
  migrate(db);
  const delivery = createDeliveryService({ db, env: parseEnv({ DELIVERY_WORKER: "off", ...env }), logger: createLogger("silent") });
  const channels = (leadId: number) => db.prepare("SELECT channel FROM outbox_jobs WHERE lead_id = ? ORDER BY id").pluck().all(leadId);
  return { db, store: delivery.store, channels };
}

const context = { userAgent: null, referrerPage: null, attribution: null, spamReason: null };
const lead: Lead = { contactFormType: "exit-popup-contact-form", email: "visitor@agency.example", service: "AI Integration" };

describe("the lead store", () => {
  test("a lead flagged as spam is stored with no delivery queued; restoring it queues them once", () => {
    const { db, store, channels } = leadStore({ LEAD_WEBHOOK_URL: "https://crm.example/hook", LEAD_WEBHOOK_SECRET: "s".repeat(32) });
    const result = store.store(lead, { ...context, spamReason: "honeypot" }, "en");
    expect(result).toMatchObject({ isNew: true, queued: 0, discountCode: null });
    expect(db.prepare("SELECT COUNT(*) FROM leads").pluck().get()).toBe(1);
    expect(channels(result.leadId)).toEqual([]);

    expect(db.transaction(() => store.enqueueDeliveriesForLead(result.leadId))()).toBe(3);
    expect(channels(result.leadId)).toEqual(["team-email", "webhook", "visitor-email"]);
    expect(db.prepare("SELECT discount_code FROM leads").pluck().get()).toMatch(/^AI40-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(store.enqueueDeliveriesForLead(result.leadId)).toBe(0);
  });

  test("a spam newsletter sign-up subscribes nothing and gets no confirmation email until it is restored", () => {
    const { store, channels } = leadStore();
    const result = store.store(
      { contactFormType: "newsletter-contact-form", email: "bot@spam.example" },
      { ...context, spamReason: "too-fast" },
      "en",
    );
    expect(result).toMatchObject({ subscription: null, queued: 0 });
    expect(channels(result.leadId)).toEqual([]);
  });

  test("a lead that is not spam queues the team email and the visitor's confirmation, and records the language", () => {
    const { db, store, channels } = leadStore();
    const result = store.store({ ...lead, service: "General Inquiry" }, context, "de");
    expect(channels(result.leadId)).toEqual(["team-email", "visitor-email"]);
    // No offer was chosen, so there is no discount code to give.
    expect(result.discountCode).toBeNull();
    expect(db.prepare("SELECT language FROM leads").pluck().get()).toBe("de");
  });
});
