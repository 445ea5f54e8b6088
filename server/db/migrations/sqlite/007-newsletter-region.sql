-- The region of the page a newsletter sign-up was made from (US, UK or DE), so the
-- pages its emailed links open speak the subscriber's language: German for DE
-- (docs/decisions/0017-copy-per-language-and-currency.md). Set when the confirmation
-- email is queued; subscriptions from before this migration count as US.
ALTER TABLE newsletter_subscriptions ADD COLUMN region TEXT NOT NULL DEFAULT 'US'
  CHECK (region IN ('US', 'UK', 'DE'));
