-- Closing the loop with the ad platforms (docs/decisions/0026-ads-conversion-loop.md):
-- every status change of a lead kept with who made it and when, the deal value of a
-- won lead, the score it was given when it was stored, and whether the visitor had
-- allowed ad user data when they sent it.

CREATE TABLE lead_status_changes (
  id          INTEGER PRIMARY KEY,
  lead_id     INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  from_status TEXT    NOT NULL,
  to_status   TEXT    NOT NULL,
  changed_by  TEXT    NOT NULL,             -- the staff member's email
  changed_at  TEXT    NOT NULL,
  value_minor INTEGER,                      -- 'won' only: the deal value in cents/pence
  currency    TEXT                          -- 'won' only: USD, GBP or EUR
);
-- A lead's history, and whether it reached a stage before a given change (the exports' "first time").
CREATE INDEX lead_status_changes_lead ON lead_status_changes (lead_id, to_status, id);

-- The current won value, for sorting and the overview; NULL unless the lead is won.
ALTER TABLE leads ADD COLUMN won_value_minor INTEGER;
ALTER TABLE leads ADD COLUMN won_currency    TEXT;
-- The score given when the lead was stored (shared/lead-score/rules.ts), its reasons
-- as JSON ([{"rule": id, "points": n}]) and the rule set's version; never recomputed.
ALTER TABLE leads ADD COLUMN score               INTEGER;
ALTER TABLE leads ADD COLUMN score_reasons       TEXT;
ALTER TABLE leads ADD COLUMN score_rules_version INTEGER;
-- The visitor's Consent Mode ad_user_data when they sent the form: 'granted' or
-- 'denied'; NULL when the post did not say (a plain form post, an older lead).
ALTER TABLE leads ADD COLUMN ad_user_data_consent TEXT;

CREATE INDEX leads_score ON leads (score);
