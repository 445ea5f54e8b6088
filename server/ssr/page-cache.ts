import { LRUCache } from "lru-cache";
import { createHash } from "node:crypto";
import type { OutgoingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, gzip } from "node:zlib";
import { fittedBrotliParams } from "../middleware/content-encoding";
import { SPLIT_PAGE_CACHE_CONTROL } from "../../shared/landing/landing-params";
import { PAGE_VARY, PUBLIC_PAGE_CACHE_CONTROL } from "./page-variant";

// Rendered pages are kept in memory (docs/decisions/0002-page-cache.md). A page is
// stored as the identity bytes it was sent with; its gzip and brotli copies are made
// afterwards on zlib's thread pool, one page at a time, and replace the entry when
// ready. No request ever waits for compression. The store is bounded in bytes.

export type Encoding = "br" | "gzip" | "identity";

export interface Representation {
  body: Buffer;
  headers: OutgoingHttpHeaders;
}

export interface CachedPage {
  /** Weak ETag of the identity bytes: every encoding of the page is the same representation to a cache. */
  readonly etag: string;
  readonly representations: Readonly<Partial<Record<Encoding, Representation>>> & { readonly identity: Representation };
  /** The encodings held, in the order the server prefers them. */
  readonly encodings: readonly Encoding[];
  readonly notModifiedHeaders: OutgoingHttpHeaders;
  /** Bytes this entry holds (bodies, headers and key), for the cache's bound. */
  readonly bytes: number;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  /** Whether the key is held, without counting as a use. */
  has(key: string): boolean;
  set(key: string, html: Buffer, responseHeaders: OutgoingHttpHeaders): CachedPage;
  /** Resolves once every compression that was asked for has finished. */
  settled(): Promise<void>;
  clear(): void;
  /** Number of pages held. */
  readonly size: number;
  /** Bytes held, never more than the bound. */
  readonly bytes: number;
}

export interface PageCacheOptions {
  /** Upper bound of the bytes held; least recently used pages go first. */
  maxBytes?: number;
}

export const DEFAULT_PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** Compressions waiting at once; past it a page stays identity until a later hit asks again. */
const MAX_PENDING_COMPRESSIONS = 64;

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
  "vary",
]);

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Brotli quality 5 and gzip level 9: on a 60 KB page brotli 9 costs about eight times
 * the CPU of quality 5 for 2% fewer bytes (docs/decisions/0004-performance-budget.md).
 * Brotli's window is fitted to the page, as for a page sent uncached (../middleware/content-encoding.ts).
 */
async function compress(html: Buffer): Promise<{ gzip: Buffer; br: Buffer }> {
  const [gz, br] = await Promise.all([gzipAsync(html, { level: 9 }), brotliAsync(html, { params: fittedBrotliParams(html.length, 5) })]);
  return { gzip: gz, br };
}

export function etagFor(body: Buffer): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

const headerBytes = (headers: OutgoingHttpHeaders) =>
  Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 0);

function buildPage(
  key: string,
  etag: string,
  base: OutgoingHttpHeaders,
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer },
): CachedPage {
  // Only public pages and pages split in variants are stored (page-route.ts isStorablePage), so a hit says what the rendered page said.
  const cacheControl = base["cache-control"] === SPLIT_PAGE_CACHE_CONTROL ? SPLIT_PAGE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL;
  const shared: OutgoingHttpHeaders = { ...base, etag, vary: PAGE_VARY, "cache-control": cacheControl, "x-page-cache": "hit" };
  const encodings = (["br", "gzip", "identity"] as const).filter((e) => bodies[e] !== undefined);
  const representations: Partial<Record<Encoding, Representation>> = {};
  let bytes = key.length;
  for (const encoding of encodings) {
    const body = bodies[encoding]!;
    const headers = { ...shared, ...(encoding === "identity" ? {} : { "content-encoding": encoding }), "content-length": body.length };
    representations[encoding] = { body, headers };
    bytes += body.length + headerBytes(headers);
  }
  return {
    etag,
    representations: representations as CachedPage["representations"],
    encodings,
    notModifiedHeaders: { etag, vary: PAGE_VARY, "cache-control": cacheControl, "x-page-cache": "hit" },
    bytes,
  };
}

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const entries = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes ?? DEFAULT_PAGE_CACHE_BYTES,
    sizeCalculation: (page) => page.bytes,
  });
  const bases = new WeakMap<CachedPage, OutgoingHttpHeaders>();
  const queue: { key: string; page: CachedPage }[] = [];
  const queued = new WeakSet<CachedPage>();
  let isRunning = false;
  let waiters: (() => void)[] = [];

  function requestCompression(key: string, page: CachedPage): void {
    if (page.encodings.length > 1 || queued.has(page) || queue.length >= MAX_PENDING_COMPRESSIONS) return;
    queued.add(page);
    queue.push({ key, page });
    if (!isRunning) void drain();
  }

  async function drain(): Promise<void> {
    isRunning = true;
    for (let job = queue.shift(); job; job = queue.shift()) {
      // A page evicted or replaced while it waited is not worth compressing.
      if (entries.peek(job.key) !== job.page) continue;
      try {
        const identity = job.page.representations.identity.body;
        const compressed = await compress(identity);
        if (entries.peek(job.key) === job.page) {
          entries.set(job.key, buildPage(job.key, job.page.etag, bases.get(job.page) ?? {}, { identity, ...compressed }));
        }
      } catch {
        // The identity copy keeps serving; a later hit asks again.
        queued.delete(job.page);
      }
    }
    isRunning = false;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  }

  return {
    get(key) {
      const page = entries.get(key);
      if (page && page.encodings.length === 1) requestCompression(key, page);
      return page;
    },
    has(key) {
      return entries.has(key);
    },
    set(key, html, responseHeaders) {
      const base: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(responseHeaders)) if (!PER_RESPONSE.has(name)) base[name] = value;
      const page = buildPage(key, etagFor(html), base, { identity: html });
      bases.set(page, base);
      entries.set(key, page);
      requestCompression(key, page);
      return page;
    },
    settled() {
      return isRunning || queue.length > 0 ? new Promise((resolve) => waiters.push(resolve)) : Promise.resolve();
    },
    clear() {
      entries.clear();
      queue.length = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },
  };
}
