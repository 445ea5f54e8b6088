-- Blog posts: every field of a post (docs/product-rules.md#blog).
CREATE TABLE blog_posts (
  id               INTEGER PRIMARY KEY,
  slug             TEXT    NOT NULL UNIQUE,
  title            TEXT    NOT NULL,
  subtitle         TEXT    NOT NULL DEFAULT '',
  excerpt          TEXT    NOT NULL DEFAULT '',
  tags             TEXT    NOT NULL DEFAULT '[]',  -- JSON array of strings
  author           TEXT,                           -- NULL: default 'the team'
  read_time        INTEGER,                        -- NULL: default 5
  is_published     INTEGER NOT NULL DEFAULT 0 CHECK (is_published IN (0, 1)),
  is_featured      INTEGER NOT NULL DEFAULT 0 CHECK (is_featured IN (0, 1)),
  meta_title       TEXT    NOT NULL DEFAULT '',
  meta_description TEXT    NOT NULL DEFAULT '',
  created_at       TEXT    NOT NULL,
  updated_at       TEXT    NOT NULL,
  published_at     TEXT,
  category         TEXT,                           -- NULL: first tag, else 'General'
  image_url        TEXT    NOT NULL DEFAULT '',
  content          TEXT    NOT NULL DEFAULT ''
);
CREATE INDEX blog_posts_published ON blog_posts (is_published, published_at DESC);

-- Leads: every field of the lead payload union (shared/schemas/lead.ts), plus what the server knows.
CREATE TABLE leads (
  id                INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at        TEXT    NOT NULL,
  contact_form_type TEXT    NOT NULL,
  name              TEXT,
  email             TEXT    NOT NULL,
  company           TEXT,
  phone             TEXT,
  service           TEXT,
  message           TEXT,
  source            TEXT,
  region            TEXT,
  inquiry_type      TEXT,
  preferred_contact TEXT,
  country           TEXT,
  top_priority      TEXT,
  agency_name       TEXT,
  coupon_code       TEXT,
  services_selected TEXT,
  budget            TEXT,
  user_agent        TEXT,
  referrer_page     TEXT
);
CREATE INDEX leads_created ON leads (created_at DESC);
CREATE INDEX leads_form_type ON leads (contact_form_type, created_at DESC);

-- Small key/value facts about this database (e.g. that the seed was applied once).
CREATE TABLE app_meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- The content version: bumped by any change to blog posts, whoever makes it
-- (the app, a seed run, the sqlite3 shell). The rendered-page cache keys on it,
-- so a changed post can never be served from a stale page.
INSERT INTO app_meta (key, value) VALUES ('content_version', '1');
CREATE TRIGGER blog_posts_version_insert AFTER INSERT ON blog_posts
BEGIN UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'content_version'; END;
CREATE TRIGGER blog_posts_version_update AFTER UPDATE ON blog_posts
BEGIN UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'content_version'; END;
CREATE TRIGGER blog_posts_version_delete AFTER DELETE ON blog_posts
BEGIN UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'content_version'; END;
