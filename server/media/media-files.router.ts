import { Router } from "express";
import { LRUCache } from "lru-cache";
import { MEDIA_PREFIX, parseMediaVariantPath } from "../../shared/media/media-image";
import type { MediaQueries } from "../db/media.queries";
import { HttpError } from "../http-error";

// GET /media/<asset id>-<width>.<ext>: one variant of a library image. The asset id is
// the SHA-256 of the original and each variant is made from it alone, so an address
// always names the same bytes: cached by browsers and CDNs for a year, and by this
// process in a small LRU so a hot image does not cost a database read each time
// (docs/decisions/0024-media-library.md). A deleted asset's cached variants may be
// served by this instance until they fall out of the LRU; nothing links to them any more.

/** The bytes kept in memory per instance. */
const MEMORY_BYTES = 32 * 1024 * 1024;

interface CachedVariant {
  contentType: string;
  bytes: Buffer;
}

/** An SVG is opened as a document when visited directly: it may not run or load anything. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

export function createMediaFilesRouter(media: Pick<MediaQueries, "variant">, options: { memoryBytes?: number } = {}): Router {
  const memory = new LRUCache<string, CachedVariant>({
    maxSize: options.memoryBytes ?? MEMORY_BYTES,
    sizeCalculation: (v) => v.bytes.length || 1,
  });
  const router = Router();
  router.get(`${MEDIA_PREFIX}:file`, async (req, res) => {
    const name = req.params.file;
    const address = parseMediaVariantPath(name);
    if (!address) throw new HttpError(404, "No such image");
    let variant = memory.get(name);
    if (!variant) {
      const row = await media.variant(address.assetId, address.format, address.width);
      if (!row) throw new HttpError(404, "No such image");
      variant = { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
      memory.set(name, variant);
    }
    const etag = `"${address.assetId.slice(0, 32)}-${address.width}-${address.format}"`;
    res.setHeader("Content-Type", variant.contentType);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("ETag", etag);
    if (address.format === "svg") res.setHeader("Content-Security-Policy", SVG_CSP);
    if (req.headers["if-none-match"] === etag) {
      res.status(304).end();
      return;
    }
    res.setHeader("Content-Length", String(variant.bytes.length));
    res.end(req.method === "HEAD" ? undefined : variant.bytes);
  });
  return router;
}
