-- Where each lead came from, and whether the spam defence held it back
-- (docs/decisions/0014-attribution-and-spam.md). Columns on the lead itself, so the
-- CSV export and the detail view carry them like every other field. Leads stored
-- before this migration keep NULL: their origin was never recorded.

-- The first page of the visit (path and query) and the other site that linked to it.
ALTER TABLE leads ADD COLUMN landing_page TEXT;
ALTER TABLE leads ADD COLUMN referrer     TEXT;
-- The campaign parameters of the landing page's address.
ALTER TABLE leads ADD COLUMN utm_source   TEXT;
ALTER TABLE leads ADD COLUMN utm_medium   TEXT;
ALTER TABLE leads ADD COLUMN utm_campaign TEXT;
ALTER TABLE leads ADD COLUMN utm_term     TEXT;
ALTER TABLE leads ADD COLUMN utm_content  TEXT;
-- Ad networks' click ids: Google Ads (gclid, gbraid, wbraid), Meta (fbclid), Microsoft (msclkid).
ALTER TABLE leads ADD COLUMN gclid        TEXT;
ALTER TABLE leads ADD COLUMN gbraid       TEXT;
ALTER TABLE leads ADD COLUMN wbraid       TEXT;
ALTER TABLE leads ADD COLUMN fbclid       TEXT;
ALTER TABLE leads ADD COLUMN msclkid      TEXT;
-- One word for where it came from (shared/attribution/traffic-source.ts), worked out
-- when the lead is stored: utm_source, else the click id's network, else the
-- referring host, else '(direct)'; NULL when nothing was recorded.
ALTER TABLE leads ADD COLUMN traffic_source TEXT;
-- Why the spam defence held the lead back (shared/schemas/spam.ts), NULL for a real
-- lead. A held lead is stored like any other but nothing is delivered for it until
-- the staff restore it, which sets this back to NULL.
ALTER TABLE leads ADD COLUMN spam_reason  TEXT;

CREATE INDEX leads_spam ON leads (spam_reason, created_at DESC);
CREATE INDEX leads_traffic_source ON leads (traffic_source);
CREATE INDEX leads_utm_campaign ON leads (utm_campaign);
