-- The media library (docs/decisions/0024-media-library.md): uploaded images and their
-- variants, bytes included, so every instance on one database serves the same files.
-- An asset's id is the SHA-256 of its original bytes: the same file uploaded twice is one asset.
CREATE TABLE media_assets (
  id                TEXT    NOT NULL PRIMARY KEY,
  kind              TEXT    NOT NULL CHECK (kind IN ('raster', 'svg')),
  original_type     TEXT    NOT NULL,
  width             INTEGER NOT NULL,
  height            INTEGER NOT NULL,
  byte_size         INTEGER NOT NULL,
  original          BLOB    NOT NULL,
  alt_en            TEXT    NOT NULL,
  alt_de            TEXT,
  placeholder_color TEXT    NOT NULL,
  file_name         TEXT    NOT NULL,
  created_at        TEXT    NOT NULL,
  created_by        TEXT    NOT NULL
);
CREATE INDEX media_assets_created ON media_assets (created_at DESC);

CREATE TABLE media_variants (
  asset_id     TEXT    NOT NULL REFERENCES media_assets (id) ON DELETE CASCADE,
  format       TEXT    NOT NULL CHECK (format IN ('avif', 'webp', 'jpeg', 'png', 'svg')),
  width        INTEGER NOT NULL,
  content_type TEXT    NOT NULL,
  byte_size    INTEGER NOT NULL,
  bytes        BLOB    NOT NULL
);
CREATE UNIQUE INDEX media_variants_key ON media_variants (asset_id, format, width);

-- A post's cover from the library; image_url stays for posts without one. No foreign key:
-- an asset in use cannot be deleted (server/db/media-usage.queries.ts answers 409 first),
-- and a cascade would delete the post.
ALTER TABLE blog_posts ADD COLUMN cover_media_id TEXT;

-- Alt texts are shown on pages: a change moves the page cache's content version (migration 001).
CREATE TRIGGER media_assets_version_update AFTER UPDATE ON media_assets
BEGIN UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'content_version'; END;
CREATE TRIGGER media_assets_version_delete AFTER DELETE ON media_assets
BEGIN UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'content_version'; END;
