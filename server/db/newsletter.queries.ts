import type { Db } from "./connection";

// Newsletter subscriptions and their double opt-in (migrations 002 and 004). A
// subscription is known by the lead that created it: the newsletter links carry
// that id, never the address.

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
}

interface SubscriptionRow {
  lead_id: number;
  email: string;
  name: string | null;
  subscribed_at: string;
  confirmed_at: string | null;
  confirmation_sent_at: string | null;
  unsubscribed_at: string | null;
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
});

export function createNewsletterQueries(db: Db) {
  const byLead = db.prepare<[number], SubscriptionRow>(
    `SELECT s.*, l.email, l.name FROM newsletter_subscriptions s JOIN leads l ON l.id = s.lead_id WHERE s.lead_id = ?`,
  );
  const sent = db.prepare<{ leadId: number; now: string }>(
    `UPDATE newsletter_subscriptions SET confirmation_sent_at = @now WHERE lead_id = @leadId`,
  );
  const confirm = db.prepare<{ leadId: number; now: string }>(
    `UPDATE newsletter_subscriptions SET confirmed_at = @now, confirmed_via = 'email-link'
     WHERE lead_id = @leadId AND confirmed_at IS NULL AND unsubscribed_at IS NULL`,
  );
  const unsubscribe = db.prepare<{ leadId: number; now: string }>(
    `UPDATE newsletter_subscriptions SET unsubscribed_at = @now WHERE lead_id = @leadId AND unsubscribed_at IS NULL`,
  );
  const restart = db.prepare<{ leadId: number; now: string }>(
    `UPDATE newsletter_subscriptions SET unsubscribed_at = NULL, confirmed_at = NULL, confirmed_via = NULL, confirmation_sent_at = @now
     WHERE lead_id = @leadId`,
  );

  return {
    get(leadId: number): Subscription | null {
      const row = byLead.get(leadId);
      return row ? toSubscription(row) : null;
    },
    markConfirmationSent(leadId: number, now: Date): void {
      sent.run({ leadId, now: now.toISOString() });
    },
    /** The owner clicked the link: subscribed from now on (unless they unsubscribed meanwhile). */
    confirm(leadId: number, now: Date): void {
      confirm.run({ leadId, now: now.toISOString() });
    },
    unsubscribe(leadId: number, now: Date): void {
      unsubscribe.run({ leadId, now: now.toISOString() });
    },
    /** An unsubscribed address signs up again: it needs a fresh confirmation. */
    restartConfirmation(leadId: number, now: Date): void {
      restart.run({ leadId, now: now.toISOString() });
    },
  };
}
export type NewsletterQueries = ReturnType<typeof createNewsletterQueries>;
