-- Lead delivery (docs/decisions/0013-lead-delivery.md): the outbox of messages each
-- lead causes, written in the same transaction as the lead.

-- One row per message to one receiver. A job is 'pending' until its receiver accepted
-- it ('delivered') or its last retry failed ('failed'). The worker leases a job while
-- it sends it: a process that dies mid-send leaves the lease to expire, and the job is
-- sent again with the same idempotency key (the Message-ID, or the webhook-id).
-- Times are epoch milliseconds. Deleting a lead (an erasure request) deletes its jobs.
CREATE TABLE outbox_jobs (
  id              INTEGER PRIMARY KEY,
  lead_id         INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  channel         TEXT    NOT NULL
    CHECK (channel IN ('team-email', 'visitor-email', 'webhook', 'newsletter-confirmation')),
  idempotency_key TEXT    NOT NULL UNIQUE,
  payload         TEXT    NOT NULL DEFAULT '{}',  -- JSON: what the message needs beyond the lead
  state           TEXT    NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  last_error      TEXT,
  next_attempt_at INTEGER,                        -- due time while pending, else NULL
  lease_until     INTEGER,                        -- set while a worker is sending it
  created_at      INTEGER NOT NULL,
  queued_at       INTEGER NOT NULL,               -- creation, or the last "Send again"
  delivered_at    INTEGER
);
CREATE INDEX outbox_jobs_due ON outbox_jobs (state, next_attempt_at);
CREATE INDEX outbox_jobs_lead ON outbox_jobs (lead_id, id);

-- The exit popup's discount code, unique per lead; and the language the visitor's
-- emails are written in (en, de), decided when the lead arrived.
ALTER TABLE leads ADD COLUMN discount_code TEXT;
CREATE UNIQUE INDEX leads_discount_code ON leads (discount_code);
ALTER TABLE leads ADD COLUMN language TEXT;

-- Newsletter double opt-in. A subscription counts once confirmed_at is set and
-- unsubscribed_at is not. Unsubscribing keeps the row as the note of the address that
-- the privacy policy promises. Sign-ups from before double opt-in keep their
-- subscription, marked 'before-double-opt-in' (docs/decisions/0013-lead-delivery.md).
ALTER TABLE newsletter_subscriptions ADD COLUMN confirmed_at TEXT;
ALTER TABLE newsletter_subscriptions ADD COLUMN confirmed_via TEXT
  CHECK (confirmed_via IN ('email-link', 'before-double-opt-in'));
ALTER TABLE newsletter_subscriptions ADD COLUMN confirmation_sent_at TEXT;
ALTER TABLE newsletter_subscriptions ADD COLUMN unsubscribed_at TEXT;
UPDATE newsletter_subscriptions SET confirmed_at = subscribed_at, confirmed_via = 'before-double-opt-in';
