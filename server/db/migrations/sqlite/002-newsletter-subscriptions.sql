-- Newsletter subscriptions: one row per address, so subscribing twice
-- stores no second subscription and no second lead. Each subscription points at
-- the lead that created it; deleting that lead (an erasure request) removes it too.
-- The key is lower(email): SQL computes it both here and in leads.queries.ts,
-- so the backfill and the application always agree.
CREATE TABLE newsletter_subscriptions (
  email_key     TEXT    PRIMARY KEY,
  lead_id       INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  subscribed_at TEXT    NOT NULL
);
CREATE INDEX newsletter_subscriptions_lead ON newsletter_subscriptions (lead_id);

-- Sign-ups stored before this migration: the earliest lead per address becomes the
-- subscription. No lead is deleted, so nothing a visitor already sent is lost.
INSERT OR IGNORE INTO newsletter_subscriptions (email_key, lead_id, subscribed_at)
  SELECT lower(email), id, created_at
  FROM leads
  WHERE contact_form_type = 'newsletter-contact-form'
  ORDER BY id;
