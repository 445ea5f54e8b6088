import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// Rendered pages differ only by address, region and content version (design.md),
// so a page is rendered once and its bytes (raw, gzip, brotli) are served from
// memory afterwards, with an ETag for 304 revalidation.

export interface CachedPage {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  set(key: string, html: Buffer): CachedPage;
  clear(): void;
  readonly size: number;
}

export const pageCacheKey = (region: string, contentVersion: string, url: string) => `${contentVersion}|${region}|${url}`;

export function etagFor(body: Buffer): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** An LRU map: bounded, so random query strings cannot grow memory without limit. */
export function createPageCache(maxEntries = 500): PageCache {
  const entries = new Map<string, CachedPage>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(key, html) {
      const page: CachedPage = {
        etag: etagFor(html),
        identity: html,
        gzip: gzipSync(html, { level: 9 }),
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      };
      entries.set(key, page);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return page;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
