-- PostgreSQL twin of ../sqlite/007-newsletter-region.sql.
ALTER TABLE newsletter_subscriptions ADD COLUMN region TEXT NOT NULL DEFAULT 'US'
  CHECK (region IN ('US', 'UK', 'DE'));
