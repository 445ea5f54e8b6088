-- content_entries also holds the site settings, one document of kind 'site-settings' with
-- drafts, revisions and publishing like the proof content (docs/decisions/0040-site-settings.md).
-- SQLite cannot change a CHECK constraint in place, so the table is made again with the wider
-- one and its rows copied across. Dropping the old table deletes its rows first, and with them
-- (ON DELETE CASCADE; foreign keys cannot be switched off inside the migration's transaction)
-- every revision: the revisions are kept aside and put back once the new table has the entries.
CREATE TEMP TABLE kept_revisions AS SELECT * FROM content_revisions;

CREATE TABLE content_entries_new (
  id           INTEGER PRIMARY KEY,
  kind         TEXT    NOT NULL CHECK (kind IN ('case-study', 'testimonial', 'team-member', 'partner', 'site-settings')),
  slug         TEXT,                         -- a case study's published address; 'site' for the site settings; else NULL
  sort_order   INTEGER NOT NULL DEFAULT 0,
  draft        TEXT    NOT NULL,
  published    TEXT,
  created_at   TEXT    NOT NULL,
  updated_at   TEXT    NOT NULL,
  published_at TEXT,
  updated_by   TEXT
);
INSERT INTO content_entries_new (id, kind, slug, sort_order, draft, published, created_at, updated_at, published_at, updated_by)
  SELECT id, kind, slug, sort_order, draft, published, created_at, updated_at, published_at, updated_by FROM content_entries;
DROP TABLE content_entries;
ALTER TABLE content_entries_new RENAME TO content_entries;
CREATE UNIQUE INDEX content_entries_slug ON content_entries (kind, slug);
CREATE INDEX content_entries_order ON content_entries (kind, sort_order);

INSERT INTO content_revisions SELECT * FROM kept_revisions;
DROP TABLE kept_revisions;

-- The triggers went with the old table; what visitors see still changes with these rows.
CREATE TRIGGER content_entries_version_insert AFTER INSERT ON content_entries
BEGIN UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'content_version'; END;
CREATE TRIGGER content_entries_version_update AFTER UPDATE ON content_entries
BEGIN UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'content_version'; END;
CREATE TRIGGER content_entries_version_delete AFTER DELETE ON content_entries
BEGIN UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'content_version'; END;
