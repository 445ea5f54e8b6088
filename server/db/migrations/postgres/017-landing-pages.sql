-- PostgreSQL twin of ../sqlite/017-landing-pages.sql (docs/decisions/0039-landing-pages.md).
ALTER TABLE content_entries DROP CONSTRAINT content_entries_kind_check;
ALTER TABLE content_entries ADD CONSTRAINT content_entries_kind_check
  CHECK (kind IN ('case-study', 'testimonial', 'team-member', 'partner', 'site-settings', 'landing-page'));
ALTER TABLE slug_redirects DROP CONSTRAINT slug_redirects_kind_check;
ALTER TABLE slug_redirects ADD CONSTRAINT slug_redirects_kind_check CHECK (kind IN ('case-study', 'blog-post', 'landing-page'));

ALTER TABLE leads ADD COLUMN landing_page_id INTEGER;
ALTER TABLE leads ADD COLUMN landing_variant TEXT;
CREATE INDEX leads_landing_page ON leads (landing_page_id, created_at);

CREATE TABLE landing_page_views (
  day          TEXT    NOT NULL,
  page_id      INTEGER NOT NULL,
  variant      TEXT    NOT NULL,
  utm_campaign TEXT    NOT NULL DEFAULT '',
  utm_source   TEXT    NOT NULL DEFAULT '',
  click_source TEXT    NOT NULL DEFAULT '',
  views        INTEGER NOT NULL
);
CREATE UNIQUE INDEX landing_page_views_key ON landing_page_views (page_id, day, variant, utm_campaign, utm_source, click_source);
