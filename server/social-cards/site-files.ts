import { readFile } from "node:fs/promises";
import { extname, resolve, sep } from "node:path";
import { MEDIA_PREFIX, parseMediaVariantPath } from "../../shared/media/media-image";
import type { MediaQueries } from "../db/media.queries";
import type { LoadSiteFile } from "./card-assets";

// The files a social card may show (./card-assets.ts): a media-library variant (the brand's logo,
// a landing page's image) from the database, or an image of the site's public folder (a service's
// illustration). Nothing outside those two is ever read.

const TYPES: Record<string, string> = { ".svg": "image/svg+xml", ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg" };

export function siteFileLoader(publicDir: string, media: Pick<MediaQueries, "variant">): LoadSiteFile {
  const root = resolve(publicDir);
  return async (src) => {
    if (src.startsWith(MEDIA_PREFIX)) {
      const address = parseMediaVariantPath(src.slice(MEDIA_PREFIX.length));
      const row = address && (await media.variant(address.assetId, address.format, address.width));
      return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
    }
    const type = TYPES[extname(src).toLowerCase()];
    const path = resolve(root, `.${src}`);
    if (!type || !src.startsWith("/") || !path.startsWith(`${root}${sep}`)) return null;
    try {
      return { contentType: type, bytes: await readFile(path) };
    } catch {
      return null;
    }
  };
}
