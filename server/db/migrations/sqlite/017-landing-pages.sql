-- Landing pages staff build and judge by revenue (docs/decisions/0039-landing-pages.md): a new kind
-- of content entry ('landing-page', its document in shared/schemas/landing-page.ts) whose renamed
-- slugs answer 301 like a case study's; each lead's landing page and variant; and each day's page
-- views per page, variant and campaign, counted without cookies or anything about the visitor.

-- SQLite cannot change a CHECK constraint in place: content_entries and slug_redirects are made
-- again with the new kind. The revisions are set aside first and put back after, because dropping
-- content_entries while they still reference it would delete them (ON DELETE CASCADE), and foreign
-- keys cannot be switched off inside the migration's transaction.
CREATE TABLE content_revisions_017 AS SELECT * FROM content_revisions;
DROP TABLE content_revisions;

CREATE TABLE content_entries_017 (
  id           INTEGER PRIMARY KEY,
  kind         TEXT    NOT NULL CHECK (kind IN ('case-study', 'testimonial', 'team-member', 'partner', 'site-settings', 'landing-page')),
  slug         TEXT,                         -- the published address of a case study or landing page; 'site' for the site settings; else NULL
  sort_order   INTEGER NOT NULL DEFAULT 0,   -- order within its kind, smallest first
  draft        TEXT    NOT NULL,
  published    TEXT,
  created_at   TEXT    NOT NULL,
  updated_at   TEXT    NOT NULL,
  published_at TEXT,
  updated_by   TEXT
);
INSERT INTO content_entries_017 SELECT id, kind, slug, sort_order, draft, published, created_at, updated_at, published_at, updated_by FROM content_entries;
DROP TABLE content_entries;
ALTER TABLE content_entries_017 RENAME TO content_entries;
CREATE UNIQUE INDEX content_entries_slug ON content_entries (kind, slug);
CREATE INDEX content_entries_order ON content_entries (kind, sort_order);
CREATE TRIGGER content_entries_version_insert AFTER INSERT ON content_entries
BEGIN UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'content_version'; END;
CREATE TRIGGER content_entries_version_update AFTER UPDATE ON content_entries
BEGIN UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'content_version'; END;
CREATE TRIGGER content_entries_version_delete AFTER DELETE ON content_entries
BEGIN UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'content_version'; END;

CREATE TABLE content_revisions (
  id         INTEGER PRIMARY KEY,
  entry_id   INTEGER NOT NULL REFERENCES content_entries (id) ON DELETE CASCADE,
  document   TEXT    NOT NULL,
  action     TEXT    NOT NULL CHECK (action IN ('created', 'saved', 'published', 'unpublished', 'restored')),
  created_at TEXT    NOT NULL,
  created_by TEXT
);
INSERT INTO content_revisions SELECT id, entry_id, document, action, created_at, created_by FROM content_revisions_017;
DROP TABLE content_revisions_017;
CREATE INDEX content_revisions_entry ON content_revisions (entry_id, id DESC);

CREATE TABLE slug_redirects_017 (
  id         INTEGER PRIMARY KEY,
  kind       TEXT    NOT NULL CHECK (kind IN ('case-study', 'blog-post', 'landing-page')),
  old_slug   TEXT    NOT NULL,
  target_id  INTEGER NOT NULL,
  created_at TEXT    NOT NULL
);
INSERT INTO slug_redirects_017 SELECT id, kind, old_slug, target_id, created_at FROM slug_redirects;
DROP TABLE slug_redirects;
ALTER TABLE slug_redirects_017 RENAME TO slug_redirects;
CREATE UNIQUE INDEX slug_redirects_old ON slug_redirects (kind, old_slug);
CREATE TRIGGER slug_redirects_version_insert AFTER INSERT ON slug_redirects
BEGIN UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'content_version'; END;
CREATE TRIGGER slug_redirects_version_delete AFTER DELETE ON slug_redirects
BEGIN UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'content_version'; END;

-- The landing page (a content_entries id) and variant key a lead was sent from; NULL for other
-- forms. No foreign key: deleting the page must never delete or change a lead.
ALTER TABLE leads ADD COLUMN landing_page_id INTEGER;
ALTER TABLE leads ADD COLUMN landing_variant TEXT;
CREATE INDEX leads_landing_page ON leads (landing_page_id, created_at);

-- Page views of landing pages, counted as the server answers them and written in batches: a UTC
-- day, the page and variant shown, and the campaign's utm_campaign, utm_source and the network of
-- its click id ('' when the address had none). No event, address, cookie or identifier is kept.
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
