import { type MediaFormat, type MediaImage, mediaVariantUrl } from "../../shared/media/media-image";
import type { AdminMediaAsset } from "../../shared/schemas/admin-media";
import type { ProcessedImage } from "../media/processed-image";
import { isUniqueViolation, withTransaction, type Db } from "./connection";
import { createMediaUsage, type MediaUsage } from "./media-usage.queries";

// The media library's tables (migration 009; docs/decisions/0024-media-library.md).
// An asset and all its variants are written in one transaction, so a failed upload
// leaves nothing behind; reads never load bytes except the one variant being served.

export interface NewAsset {
  id: string;
  original: Buffer;
  fileName: string;
  alt: string;
  altDe: string | null;
  createdBy: string;
  image: ProcessedImage;
}

interface AssetRow {
  id: string;
  kind: "raster" | "svg";
  original_type: string;
  width: number;
  height: number;
  byte_size: number;
  alt_en: string;
  alt_de: string | null;
  placeholder_color: string;
  file_name: string;
  created_at: string;
  created_by: string;
}

const ASSET_COLUMNS = [
  "id",
  "kind",
  "original_type",
  "width",
  "height",
  "byte_size",
  "alt_en",
  "alt_de",
  "placeholder_color",
  "file_name",
  "created_at",
  "created_by",
] as const;

type VariantKey = { asset_id: string; format: MediaFormat; width: number };

function imageOf(row: AssetRow, variants: readonly VariantKey[]): MediaImage {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    alt: { en: row.alt_en, de: row.alt_de },
    placeholderColor: row.placeholder_color,
    variants: variants.map((v) => ({ format: v.format, width: v.width, url: mediaVariantUrl(v.asset_id, v.format, v.width) })),
  };
}

export function createMediaQueries(db: Db, usage: MediaUsage = createMediaUsage(db)) {
  const variantKeysOf = async (ids: readonly string[]) => {
    const byAsset = new Map<string, VariantKey[]>();
    if (ids.length === 0) return byAsset;
    const rows = await db.kysely
      .selectFrom("media_variants")
      .select(["asset_id", "format", "width"])
      .where("asset_id", "in", ids)
      .orderBy("asset_id")
      .orderBy("width")
      .orderBy("format")
      .execute();
    for (const row of rows) byAsset.set(row.asset_id, [...(byAsset.get(row.asset_id) ?? []), row]);
    return byAsset;
  };

  const adminAssets = async (rows: readonly AssetRow[]): Promise<AdminMediaAsset[]> => {
    const ids = rows.map((r) => r.id);
    const [variants, uses] = await Promise.all([variantKeysOf(ids), usage(ids)]);
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      originalType: row.original_type,
      width: row.width,
      height: row.height,
      byteSize: row.byte_size,
      fileName: row.file_name,
      createdAt: row.created_at,
      createdBy: row.created_by,
      image: imageOf(row, variants.get(row.id) ?? []),
      usage: uses.get(row.id) ?? [],
    }));
  };

  const assetRow = (id: string) => db.kysely.selectFrom("media_assets").select(ASSET_COLUMNS).where("id", "=", id).executeTakeFirst();

  return {
    /** Stores the asset and its variants together; false when these bytes are in the library already. */
    async insert(asset: NewAsset, now = new Date()): Promise<boolean> {
      try {
        return await withTransaction(db, async (tx) => {
          const existing = await tx.kysely.selectFrom("media_assets").select("id").where("id", "=", asset.id).executeTakeFirst();
          if (existing) return false;
          await tx.kysely
            .insertInto("media_assets")
            .values({
              id: asset.id,
              kind: asset.image.kind,
              original_type: asset.image.originalType,
              width: asset.image.width,
              height: asset.image.height,
              byte_size: asset.original.length,
              original: asset.original,
              alt_en: asset.alt,
              alt_de: asset.altDe,
              placeholder_color: asset.image.placeholderColor,
              file_name: asset.fileName,
              created_at: now.toISOString(),
              created_by: asset.createdBy,
            })
            .execute();
          for (const v of asset.image.variants) {
            await tx.kysely
              .insertInto("media_variants")
              .values({
                asset_id: asset.id,
                format: v.format,
                width: v.width,
                content_type: v.contentType,
                byte_size: v.bytes.length,
                bytes: v.bytes,
              })
              .execute();
          }
          return true;
        });
      } catch (error) {
        // The same file uploaded at the same moment through another instance: it is stored once.
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** Newest first, with where each is used. */
    async list(): Promise<AdminMediaAsset[]> {
      const rows = await db.kysely.selectFrom("media_assets").select(ASSET_COLUMNS).orderBy("created_at", "desc").orderBy("id").execute();
      return adminAssets(rows);
    },

    async get(id: string): Promise<AdminMediaAsset | null> {
      const row = await assetRow(id);
      return row ? (await adminAssets([row]))[0]! : null;
    },

    /** false when there is no such asset. */
    async setAlt(id: string, alt: { alt: string; altDe: string | null }): Promise<boolean> {
      const result = await db.kysely
        .updateTable("media_assets")
        .set({ alt_en: alt.alt, alt_de: alt.altDe })
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Deletes the asset and its variants (ON DELETE CASCADE); false when there is no such asset. */
    async delete(id: string): Promise<boolean> {
      const result = await db.kysely.deleteFrom("media_assets").where("id", "=", id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    usage,

    /** One variant's bytes, for serving. */
    variant(assetId: string, format: MediaFormat, width: number) {
      return db.kysely
        .selectFrom("media_variants")
        .select(["content_type", "bytes"])
        .where("asset_id", "=", assetId)
        .where("format", "=", format)
        .where("width", "=", width)
        .executeTakeFirst();
    },

    /** Which of `ids` are in the library. */
    async existing(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.kysely.selectFrom("media_assets").select("id").where("id", "in", ids).execute();
      return new Set(rows.map((r) => r.id));
    },

    /**
     * The images pages show, by asset id: what <picture> needs, no bytes. Ids not in the
     * library are left out of the map. Every public read that shows a library image calls this.
     */
    async describeImages(ids: readonly string[]): Promise<Map<string, MediaImage>> {
      const unique = [...new Set(ids)];
      const images = new Map<string, MediaImage>();
      if (unique.length === 0) return images;
      const [rows, variants] = await Promise.all([
        db.kysely.selectFrom("media_assets").select(ASSET_COLUMNS).where("id", "in", unique).execute(),
        variantKeysOf(unique),
      ]);
      for (const row of rows) images.set(row.id, imageOf(row, variants.get(row.id) ?? []));
      return images;
    },
  };
}
export type MediaQueries = ReturnType<typeof createMediaQueries>;
