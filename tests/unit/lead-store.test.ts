import { describe, expect, test } from "vitest";
import { withTransaction } from "../../server/db/connection";
import { migrate } from "../../server/db/migrate";
import { createDeliveryService } from "../../server/delivery/delivery-service";
import { parseEnv } from "../../server/env";
import { createLogger } from "../../server/logger";
import type { Lead } from "../../shared/schemas/lead";
import { column, freshDatabase, value } from "../helpers/test-db";

// The seam the spam defence and "restore from spam" use (server/delivery/store-lead.ts).

async function leadStore(env: Record<string, string> = {}) {
  const db = await freshDatabase();
  await migrate(db);
  const delivery = await createDeliveryService({ db, env: parseEnv({ DELIVERY_WORKER: "off", ...env }), logger: createLogger("silent") });
  const channels = (leadId: number) => column(db, "SELECT channel FROM outbox_jobs WHERE lead_id = ? ORDER BY id", leadId);
  return { db, store: delivery.store, channels };
}

const context = { userAgent: null, referrerPage: null, attribution: null, spamReason: null };
const lead: Lead = { contactFormType: "exit-popup-contact-form", email: "visitor@agency.example", service: "AI Integration" };

describe("the lead store", () => {
  test("a lead flagged as spam is stored with no delivery queued; restoring it queues them once", async () => {
    const { db, store, channels } = await leadStore({ LEAD_WEBHOOK_URL: "https://crm.example/hook", LEAD_WEBHOOK_SECRET: "s".repeat(32) });
    const result = await store.store(lead, { ...context, spamReason: "honeypot" });
    expect(result).toMatchObject({ isNew: true, queued: 0, discountCode: null });
    expect(await value(db, "SELECT COUNT(*) FROM leads")).toBe(1);
    expect(await channels(result.leadId)).toEqual([]);

    expect(await withTransaction(db, (tx) => store.enqueueDeliveriesForLead(tx, result.leadId))).toBe(3);
    expect(await channels(result.leadId)).toEqual(["team-email", "webhook", "visitor-email"]);
    expect(await value(db, "SELECT discount_code FROM leads")).toMatch(/^AI40-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(await store.enqueueDeliveriesForLead(db, result.leadId)).toBe(0);
  });

  test("a spam newsletter sign-up subscribes nothing and gets no confirmation email until it is restored", async () => {
    const { store, channels } = await leadStore();
    const result = await store.store(
      { contactFormType: "newsletter-contact-form", email: "bot@spam.example" },
      { ...context, spamReason: "too-fast" },
    );
    expect(result).toMatchObject({ subscription: null, queued: 0 });
    expect(await channels(result.leadId)).toEqual([]);
  });

  test("a lead that is not spam queues the team email and the visitor's confirmation, and records the language", async () => {
    const { db, store, channels } = await leadStore();
    // Sent from a German page: the visitor's emails are in German.
    const result = await store.store({ ...lead, service: "General Inquiry" }, { ...context, referrerPage: "https://agency.example/de/" });
    expect(await channels(result.leadId)).toEqual(["team-email", "visitor-email"]);
    // No offer was chosen, so there is no discount code to give.
    expect(result.discountCode).toBeNull();
    expect(await value(db, "SELECT language FROM leads")).toBe("de");
  });
});
