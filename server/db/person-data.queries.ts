import { sql } from "kysely";
import type { PersonLeadRecord, PersonSummary } from "../../shared/schemas/person-data";
import type { Db } from "./connection";
import { TABLES } from "./schema";

// Everything the database holds about one person, who is known by their email (any case): their
// leads with each lead's notes, stage changes, deliveries and newsletter subscription
// (docs/decisions/0032-staff-roles-audit-retention-passkeys.md). Staff names on notes and stage
// changes are the staff's data, not the person's: left out of the subject-access file.

/** Every column of the leads table, in its order (server/db/schema.ts). */
const LEAD_COLUMNS = Object.keys(TABLES.leads.columns) as (keyof typeof TABLES.leads.columns)[];

export function createPersonDataQueries(db: Db) {
  const k = db.kysely;
  const ofPerson = (email: string) =>
    k.selectFrom("leads").where((eb) => eb(sql<string>`lower(${eb.ref("email")})`, "=", email.trim().toLowerCase()));

  return {
    /** The person's address as one of their leads has it; null when there is no such lead. */
    async emailOfLead(leadId: number): Promise<string | null> {
      const row = await k.selectFrom("leads").select("email").where("id", "=", leadId).executeTakeFirst();
      return row?.email ?? null;
    },

    /** The person's leads, oldest first. */
    async leadsOf(email: string): Promise<PersonSummary["leads"]> {
      const rows = await ofPerson(email).select(["id", "created_at", "contact_form_type", "status"]).orderBy("id").execute();
      return rows.map((r) => ({ id: r.id, createdAt: r.created_at, contactFormType: r.contact_form_type, status: r.status }));
    },

    /** One lead's part of the subject-access file, without its emails (they are files: server/mail/mail-directory.ts). */
    async recordOfLead(leadId: number): Promise<Omit<PersonLeadRecord, "emails">> {
      const [fields, notes, stageChanges, deliveries, subscription] = await Promise.all([
        k.selectFrom("leads").select(LEAD_COLUMNS).where("id", "=", leadId).executeTakeFirstOrThrow(),
        k.selectFrom("lead_notes").select(["created_at", "body"]).where("lead_id", "=", leadId).orderBy("id").execute(),
        k
          .selectFrom("lead_status_changes")
          .select(["from_status", "to_status", "changed_at", "value_minor", "currency"])
          .where("lead_id", "=", leadId)
          .orderBy("id")
          .execute(),
        k
          .selectFrom("outbox_jobs")
          .select(["channel", "state", "attempts", "created_at", "delivered_at"])
          .where("lead_id", "=", leadId)
          .orderBy("id")
          .execute(),
        k.selectFrom("newsletter_subscriptions").selectAll().where("lead_id", "=", leadId).executeTakeFirst(),
      ]);
      const iso = (millis: number | null) => (millis === null ? null : new Date(millis).toISOString());
      return {
        fields: fields as Record<string, string | number | null>,
        notes: notes.map((n) => ({ createdAt: n.created_at, body: n.body })),
        stageChanges: stageChanges.map((c) => ({
          from: c.from_status,
          to: c.to_status,
          changedAt: c.changed_at,
          valueMinor: c.value_minor,
          currency: c.currency,
        })),
        deliveries: deliveries.map((d) => ({
          channel: d.channel,
          state: d.state,
          attempts: d.attempts,
          createdAt: new Date(d.created_at).toISOString(),
          deliveredAt: iso(d.delivered_at),
        })),
        newsletterSubscription: subscription
          ? {
              subscribedAt: subscription.subscribed_at,
              confirmedAt: subscription.confirmed_at,
              confirmedVia: subscription.confirmed_via,
              confirmationSentAt: subscription.confirmation_sent_at,
              unsubscribedAt: subscription.unsubscribed_at,
              region: subscription.region,
            }
          : null,
      };
    },
  };
}
export type PersonDataQueries = ReturnType<typeof createPersonDataQueries>;
