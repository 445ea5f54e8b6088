-- PostgreSQL twin of ../sqlite/005-attribution-and-spam.sql (docs/decisions/0014-attribution-and-spam.md).
ALTER TABLE leads ADD COLUMN landing_page TEXT;
ALTER TABLE leads ADD COLUMN referrer     TEXT;
ALTER TABLE leads ADD COLUMN utm_source   TEXT;
ALTER TABLE leads ADD COLUMN utm_medium   TEXT;
ALTER TABLE leads ADD COLUMN utm_campaign TEXT;
ALTER TABLE leads ADD COLUMN utm_term     TEXT;
ALTER TABLE leads ADD COLUMN utm_content  TEXT;
ALTER TABLE leads ADD COLUMN gclid        TEXT;
ALTER TABLE leads ADD COLUMN gbraid       TEXT;
ALTER TABLE leads ADD COLUMN wbraid       TEXT;
ALTER TABLE leads ADD COLUMN fbclid       TEXT;
ALTER TABLE leads ADD COLUMN msclkid      TEXT;
ALTER TABLE leads ADD COLUMN traffic_source TEXT;
ALTER TABLE leads ADD COLUMN spam_reason  TEXT;

CREATE INDEX leads_spam ON leads (spam_reason, created_at DESC);
CREATE INDEX leads_traffic_source ON leads (traffic_source);
CREATE INDEX leads_utm_campaign ON leads (utm_campaign);
