-- The content that earns trust, edited by staff (docs/decisions/0025-content-in-the-database.md):
-- case studies, testimonials, team members and partner agencies, one row each. A row keeps
-- the working copy (`draft`) and what visitors see (`published`, NULL while unpublished) as
-- JSON documents checked by shared/schemas/content-documents.ts.
CREATE TABLE content_entries (
  id           INTEGER PRIMARY KEY,
  kind         TEXT    NOT NULL CHECK (kind IN ('case-study', 'testimonial', 'team-member', 'partner')),
  slug         TEXT,                         -- the published address of a case study, else NULL
  sort_order   INTEGER NOT NULL DEFAULT 0,   -- order within its kind, smallest first
  draft        TEXT    NOT NULL,
  published    TEXT,
  created_at   TEXT    NOT NULL,
  updated_at   TEXT    NOT NULL,
  published_at TEXT,
  updated_by   TEXT
);
CREATE UNIQUE INDEX content_entries_slug ON content_entries (kind, slug);
CREATE INDEX content_entries_order ON content_entries (kind, sort_order);

-- Every save, publish, unpublish and restore of an entry, newest kept (the staff screens
-- show the last 20; older ones are pruned on write). Deleting the entry deletes them.
CREATE TABLE content_revisions (
  id         INTEGER PRIMARY KEY,
  entry_id   INTEGER NOT NULL REFERENCES content_entries (id) ON DELETE CASCADE,
  document   TEXT    NOT NULL,
  action     TEXT    NOT NULL CHECK (action IN ('created', 'saved', 'published', 'unpublished', 'restored')),
  created_at TEXT    NOT NULL,
  created_by TEXT
);
CREATE INDEX content_revisions_entry ON content_revisions (entry_id, id DESC);

-- Old addresses of case studies and blog posts: each answers 301 to the entry's current slug.
-- `target_id` is a content_entries id (case-study) or a blog_posts id (blog-post).
CREATE TABLE slug_redirects (
  id         INTEGER PRIMARY KEY,
  kind       TEXT    NOT NULL CHECK (kind IN ('case-study', 'blog-post')),
  old_slug   TEXT    NOT NULL,
  target_id  INTEGER NOT NULL,
  created_at TEXT    NOT NULL
);
CREATE UNIQUE INDEX slug_redirects_old ON slug_redirects (kind, old_slug);

-- What visitors see changes with these rows: the page cache keys on the content version.
CREATE TRIGGER content_entries_version_insert AFTER INSERT ON content_entries
BEGIN UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'content_version'; END;
CREATE TRIGGER content_entries_version_update AFTER UPDATE ON content_entries
BEGIN UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'content_version'; END;
CREATE TRIGGER content_entries_version_delete AFTER DELETE ON content_entries
BEGIN UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'content_version'; END;
CREATE TRIGGER slug_redirects_version_insert AFTER INSERT ON slug_redirects
BEGIN UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'content_version'; END;
CREATE TRIGGER slug_redirects_version_delete AFTER DELETE ON slug_redirects
BEGIN UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'content_version'; END;
