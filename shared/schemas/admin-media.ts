import { z } from "zod/mini";
import { tooLongMessage } from "../i18n/api-messages";
import { MEDIA_MESSAGES } from "../i18n/media-messages";
import type { MediaImage } from "../media/media-image";

// The media library's staff API (server/api/admin/media.routes.ts; docs/decisions/0024-media-library.md).

export const ALT_MAX = 300;

const altEn = z.string().check(z.trim(), z.minLength(1, MEDIA_MESSAGES.altRequired), z.maxLength(ALT_MAX, tooLongMessage(ALT_MAX)));
// Every page has a German twin (/de), which shows the same images: each needs its words in both.
const altDe = z
  .string(MEDIA_MESSAGES.altDeRequired)
  .check(z.trim(), z.minLength(1, MEDIA_MESSAGES.altDeRequired), z.maxLength(ALT_MAX, tooLongMessage(ALT_MAX)));

/** The alt texts of an upload (multipart fields `alt` and `altDe`) or of a PATCH. */
export const MediaAltSchema = z.strictObject({ alt: altEn, altDe });
export type MediaAltInput = z.infer<typeof MediaAltSchema>;

/** Where an asset is used: what staff read and the screen that edits it. */
export interface MediaUse {
  label: string;
  href: string;
}

export interface AdminMediaAsset {
  id: string;
  kind: "raster" | "svg";
  /** The type the bytes were found to be. */
  originalType: string;
  width: number;
  height: number;
  /** The original file's size in bytes. */
  byteSize: number;
  fileName: string;
  createdAt: string;
  createdBy: string;
  image: MediaImage;
  usage: MediaUse[];
}

/** POST's answer: the asset, and whether these bytes were in the library already. */
export interface MediaUploadResult {
  asset: AdminMediaAsset;
  duplicate: boolean;
}
