-- PostgreSQL twin of ../sqlite/009-media-library.sql.
CREATE TABLE media_assets (
  id                TEXT    NOT NULL PRIMARY KEY,
  kind              TEXT    NOT NULL CHECK (kind IN ('raster', 'svg')),
  original_type     TEXT    NOT NULL,
  width             INTEGER NOT NULL,
  height            INTEGER NOT NULL,
  byte_size         INTEGER NOT NULL,
  original          BYTEA   NOT NULL,
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
  bytes        BYTEA   NOT NULL
);
CREATE UNIQUE INDEX media_variants_key ON media_variants (asset_id, format, width);

ALTER TABLE blog_posts ADD COLUMN cover_media_id TEXT;

CREATE TRIGGER media_assets_version AFTER UPDATE OR DELETE ON media_assets
  FOR EACH ROW EXECUTE FUNCTION bump_content_version();
