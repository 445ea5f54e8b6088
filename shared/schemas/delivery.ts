import { z } from "zod/mini";

// The lead's deliveries (docs/decisions/0013-lead-delivery.md): what the staff API
// reports about the outbox, and what the staff area shows.

export const DELIVERY_CHANNELS = ["team-email", "visitor-email", "webhook", "newsletter-confirmation"] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

export const DELIVERY_STATES = ["pending", "delivered", "failed"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** One job of the outbox: a message to one receiver about one lead. */
export interface Delivery {
  id: number;
  channel: DeliveryChannel;
  state: DeliveryState;
  /** Attempts since it was (re)queued, a crashed one included. */
  attempts: number;
  lastError: string | null;
  /** When the next attempt is due (pending only). */
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
  /** The email's Message-ID or the webhook's webhook-id: every attempt reuses it. */
  idempotencyKey: string;
}

export interface OutboxJob extends Delivery {
  leadId: number;
  leadEmail: string;
}

/** GET /api/admin/outbox?state=pending|failed (both when state is left out). */
export const OutboxFilterSchema = z.object({
  state: z.optional(z.enum(["pending", "failed"], "State must be pending or failed")),
});

export interface OutboxPage {
  jobs: OutboxJob[];
}

/** An email written to the mail folder (the embedded default when SMTP_URL is not set). */
export interface MailSummary {
  id: string;
  to: string;
  subject: string;
  date: string;
  leadId: number | null;
}

export interface MailList {
  /** True when this server writes its emails to the mail folder instead of sending them. */
  enabled: boolean;
  /** Newest first. */
  messages: MailSummary[];
}

export interface MailDetail {
  id: string;
  to: string;
  from: string;
  subject: string;
  date: string;
  headers: Record<string, string>;
  text: string;
  html: string | null;
}
