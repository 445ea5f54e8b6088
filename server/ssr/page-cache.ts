import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { regionFromCookieHeader } from "../../shared/region";

// Rendered pages differ only by address, region and content version (docs/decisions/0002-page-cache.md),
// so a page is rendered once and its bytes (raw, gzip, brotli) are served from
// memory afterwards, with an ETag for 304 revalidation. A hit is answered before
// Express runs at all, with the very headers the rendered response carried.

type Encoding = "br" | "gzip" | "identity";

export interface CachedPage {
  etag: string;
  bodies: Record<Encoding, Buffer>;
  headers: Record<Encoding, OutgoingHttpHeaders>;
  notModifiedHeaders: OutgoingHttpHeaders;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  set(key: string, html: Buffer, responseHeaders: OutgoingHttpHeaders): CachedPage;
  clear(): void;
  readonly size: number;
}

/** Headers that belong to one response only, never replayed from the cache. */
const PER_RESPONSE = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "date",
  "connection",
  "keep-alive",
  "etag",
  "x-page-cache",
]);

export function etagFor(body: Buffer): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

export function pageCacheKey(req: IncomingMessage, contentVersion: string): string {
  return `${contentVersion}|${regionFromCookieHeader(req.headers.cookie)}|${req.url}`;
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
    set(key, html, responseHeaders) {
      const base: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(responseHeaders)) if (!PER_RESPONSE.has(name)) base[name] = value;
      const etag = etagFor(html);
      const bodies: Record<Encoding, Buffer> = {
        identity: html,
        gzip: gzipSync(html, { level: 9 }),
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      };
      const shared = { ...base, etag, vary: "Accept-Encoding, Cookie", "cache-control": "no-cache", "x-page-cache": "hit" };
      const page: CachedPage = {
        etag,
        bodies,
        headers: {
          identity: { ...shared, "content-length": bodies.identity.length },
          gzip: { ...shared, "content-encoding": "gzip", "content-length": bodies.gzip.length },
          br: { ...shared, "content-encoding": "br", "content-length": bodies.br.length },
        },
        notModifiedHeaders: { etag, vary: shared.vary, "cache-control": shared["cache-control"], "x-page-cache": "hit" },
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

function chooseEncoding(accept: string | undefined): Encoding {
  if (!accept) return "identity";
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return "identity";
}

/** Answers a GET/HEAD for a cached page; returns false when the page is not cached. */
export function serveCachedPage(req: IncomingMessage, res: ServerResponse, cache: PageCache, contentVersion: string): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const page = cache.get(pageCacheKey(req, contentVersion));
  if (!page) return false;
  if (req.headers["if-none-match"] === page.etag) {
    res.writeHead(304, page.notModifiedHeaders);
    res.end();
    return true;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  res.writeHead(200, page.headers[encoding]);
  res.end(req.method === "HEAD" ? undefined : page.bodies[encoding]);
  return true;
}
