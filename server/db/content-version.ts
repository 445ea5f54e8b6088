import { AsyncLocalStorage } from "node:async_hooks";
import type { Db } from "./connection";

// The content version kept by the blog_posts triggers (migration 001 on both engines),
// which the page cache keys on (docs/decisions/0002-page-cache.md).
// SQLite: read on every request, synchronously (a prepared statement, microseconds).
// PostgreSQL: a query per request would cost a round trip each, so the value is kept
// for up to a second; a request that finds it older waits for one shared read. A post
// published on another instance is therefore served within about a second there, and
// this instance's own writes call invalidate() so its next request reads afresh
// (docs/decisions/0018-postgresql-and-kysely.md).

export interface ContentVersion {
  current(): string | Promise<string>;
  /** This process changed blog posts: the next request reads the version again. */
  invalidate(): void;
}

export const CONTENT_VERSION_MAX_AGE_MS = 1_000;

export function createContentVersion(db: Db, options: { maxAgeMs?: number; now?: () => number } = {}): ContentVersion {
  if (db.engine === "sqlite") {
    const get = db.sqlite.prepare<[], { value: string }>(`SELECT value FROM app_meta WHERE key = 'content_version'`);
    return { current: () => get.get()?.value ?? "0", invalidate: () => {} };
  }
  const maxAgeMs = options.maxAgeMs ?? CONTENT_VERSION_MAX_AGE_MS;
  const now = options.now ?? (() => performance.now());
  let value: string | null = null;
  let readAt = -Infinity;
  let reading: Promise<string> | null = null;
  let generation = 0;

  const read = (): Promise<string> => {
    const started = now();
    const readFor = generation;
    const pending = db.kysely
      .selectFrom("app_meta")
      .select("value")
      .where("key", "=", "content_version")
      .executeTakeFirst()
      .then((row) => {
        const fresh = row?.value ?? "0";
        // A read that began before an invalidate() may predate the write: it is not kept.
        if (readFor === generation) {
          value = fresh;
          readAt = started;
        }
        return fresh;
      })
      .finally(() => {
        if (reading === pending) reading = null;
      });
    reading = pending;
    return pending;
  };

  return {
    current() {
      if (value !== null && now() - readAt < maxAgeMs) return value;
      return reading ?? read();
    },
    invalidate() {
      generation++;
      value = null;
      reading = null;
    },
  };
}

/**
 * The version with the day (UTC) it is read on: what pages show of the site settings depends on the
 * date as well as the rows (a certification past its last day is left out, docs/decisions/0040-site-settings.md),
 * so every cached page and static part is made again on the first request of a new day.
 */
export function withDay(current: ContentVersion["current"], today: () => string): ContentVersion["current"] {
  return () => {
    const version = current();
    return typeof version === "string" ? `${version}@${today()}` : version.then((v) => `${v}@${today()}`);
  };
}

/**
 * The version one render has read, for everything that render reads from the content: a page's
 * content lists (published-content-cache.ts) then file their rows under the version the page is
 * rendered and cached at, instead of each reading it again (four reads on `/`;
 * docs/decisions/0004-performance-log.md, "The uncached render, once more").
 */
const renderVersion = new AsyncLocalStorage<string>();

/** Runs `render` with `version` as the content version of every content read made inside it. */
export function atContentVersion<T>(version: string, render: () => T): T {
  return renderVersion.run(version, render);
}

/** The version the current render read (atContentVersion); undefined outside a render. */
export function contentVersionOfRender(): string | undefined {
  return renderVersion.getStore();
}
