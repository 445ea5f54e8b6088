// The outbox's jobs as the staff API shows them (server/delivery). One job per
// message a lead causes; "Send again" re-queues it under the same idempotency key.

export const DELIVERY_CHANNELS = ["team-email", "visitor-email", "webhook", "newsletter-confirmation"] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

export const DELIVERY_STATES = ["pending", "delivered", "failed"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export interface Delivery {
  id: number;
  channel: DeliveryChannel;
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
  /** The email's Message-ID or the webhook's id: a retry is recognisably the same message. */
  idempotencyKey: string;
}

/** GET /api/admin/outbox?state=pending|failed */
export interface OutboxPage {
  jobs: (Delivery & { leadId: number; leadEmail: string })[];
}

/** GET /api/admin/mail: the .eml files written while no SMTP server is configured, newest first. */
export interface MailList {
  /** True when the embedded default (no SMTP_URL) writes messages to files. */
  enabled: boolean;
  messages: { id: string; to: string; subject: string; date: string; leadId: number | null }[];
}

/** GET /api/admin/mail/:id */
export interface MailMessage {
  id: string;
  to: string;
  from: string;
  subject: string;
  date: string;
  headers: Record<string, string>;
  text: string;
  html: string | null;
}
