import type { RegionCode } from "../../shared/constants";
import type { Db } from "./connection";

// Newsletter subscriptions and their double opt-in (migrations 002 and 004), and the
// region of the page the sign-up came from (007). A subscription is known by the lead
// that created it: the newsletter links carry that id, never the address.

export type SubscriptionState = "pending" | "subscribed" | "unsubscribed";

export interface Subscription {
  leadId: number;
  email: string;
  name: string | null;
  state: SubscriptionState;
  subscribedAt: string;
  confirmedAt: string | null;
  confirmationSentAt: string | null;
  unsubscribedAt: string | null;
  /** The region of the page the latest sign-up was made from: its link pages speak that region's language. */
  region: RegionCode;
}

interface SubscriptionRow {
  lead_id: number;
  email: string;
  name: string | null;
  subscribed_at: string;
  confirmed_at: string | null;
  confirmation_sent_at: string | null;
  unsubscribed_at: string | null;
  region: RegionCode;
}

const toSubscription = (row: SubscriptionRow): Subscription => ({
  leadId: row.lead_id,
  email: row.email,
  name: row.name,
  state: row.unsubscribed_at ? "unsubscribed" : row.confirmed_at ? "subscribed" : "pending",
  subscribedAt: row.subscribed_at,
  confirmedAt: row.confirmed_at,
  confirmationSentAt: row.confirmation_sent_at,
  unsubscribedAt: row.unsubscribed_at,
  region: row.region,
});

export function createNewsletterQueries(db: Db) {
  const subscriptions = () => db.kysely.updateTable("newsletter_subscriptions");

  return {
    async get(leadId: number): Promise<Subscription | null> {
      const row = await db.kysely
        .selectFrom("newsletter_subscriptions as s")
        .innerJoin("leads as l", "l.id", "s.lead_id")
        .selectAll("s")
        .select(["l.email", "l.name"])
        .where("s.lead_id", "=", leadId)
        .executeTakeFirst();
      return row ? toSubscription(row) : null;
    },
    /** A confirmation email is on its way, answering a sign-up from a page of `region`. */
    async markConfirmationSent(leadId: number, now: Date, region: RegionCode): Promise<void> {
      await subscriptions().set({ confirmation_sent_at: now.toISOString(), region }).where("lead_id", "=", leadId).execute();
    },
    /** The owner clicked the link: subscribed from now on (unless they unsubscribed meanwhile). */
    async confirm(leadId: number, now: Date): Promise<void> {
      await subscriptions()
        .set({ confirmed_at: now.toISOString(), confirmed_via: "email-link" })
        .where("lead_id", "=", leadId)
        .where("confirmed_at", "is", null)
        .where("unsubscribed_at", "is", null)
        .execute();
    },
    async unsubscribe(leadId: number, now: Date): Promise<void> {
      await subscriptions()
        .set({ unsubscribed_at: now.toISOString() })
        .where("lead_id", "=", leadId)
        .where("unsubscribed_at", "is", null)
        .execute();
    },
    /** An unsubscribed address signs up again (from a page of `region`): it needs a fresh confirmation. */
    async restartConfirmation(leadId: number, now: Date, region: RegionCode): Promise<void> {
      await subscriptions()
        .set({ unsubscribed_at: null, confirmed_at: null, confirmed_via: null, confirmation_sent_at: now.toISOString(), region })
        .where("lead_id", "=", leadId)
        .execute();
    },
  };
}
export type NewsletterQueries = ReturnType<typeof createNewsletterQueries>;
