-- PostgreSQL twin of ../sqlite/002-newsletter-subscriptions.sql.
CREATE TABLE newsletter_subscriptions (
  email_key     TEXT    PRIMARY KEY,
  lead_id       INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  subscribed_at TEXT    NOT NULL
);
CREATE INDEX newsletter_subscriptions_lead ON newsletter_subscriptions (lead_id);

-- Earlier sign-ups: the earliest lead per address becomes the subscription.
INSERT INTO newsletter_subscriptions (email_key, lead_id, subscribed_at)
  SELECT DISTINCT ON (lower(email)) lower(email), id, created_at
  FROM leads
  WHERE contact_form_type = 'newsletter-contact-form'
  ORDER BY lower(email), id;
