import { column, table } from "../schema-columns";

// The media library: uploaded originals and the sized variants served from /media (docs/decisions/0024-media-library.md).
// One part of the schema: server/db/schema.ts says what the tables promise.

const { text, integer, bytes } = column;

export const MEDIA_TABLES = {
  /**
   * Migration 009: the media library (docs/decisions/0024-media-library.md). An asset's id is the
   * SHA-256 of its original bytes, so the same file uploaded twice is one asset; the original and
   * every variant live in the database, so every instance serves the same files.
   */
  media_assets: table(
    {
      id: text().primaryKey(),
      kind: text<"raster" | "svg">(),
      original_type: text(),
      width: integer(),
      height: integer(),
      byte_size: integer(),
      original: bytes(),
      alt_en: text(),
      alt_de: text().nullable(),
      placeholder_color: text(),
      file_name: text(),
      created_at: text(),
      created_by: text(),
    },
    { media_assets_created: ["created_at DESC"] },
  ),

  /** One stored rendition of an asset: a format at a width (an SVG has one, its sanitised text). */
  media_variants: table(
    {
      asset_id: text().references("media_assets"),
      format: text<"avif" | "webp" | "jpeg" | "png" | "svg">(),
      width: integer(),
      content_type: text(),
      byte_size: integer(),
      bytes: bytes(),
    },
    { media_variants_key: { unique: true, columns: ["asset_id", "format", "width"] } },
  ),
};
