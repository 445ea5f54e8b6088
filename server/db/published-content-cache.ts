import type { EntryKind } from "../../shared/schemas/content-entry";
import type { ContentQueries, StoredEntry } from "./content.queries";
import { type ContentVersion, contentVersionOfRender } from "./content-version";

// The published documents of each kind, read and checked against their schemas once per
// content version instead of on every render: reading them again (the query, JSON.parse and
// the zod check of every document) was a fifth of the CPU of rendering the home page
// (docs/decisions/0004-performance-budget.md, "Cheaper uncached renders"). Every write to
// content_entries, slug_redirects, blog_posts or media_assets moves the version (the triggers
// of migrations 001, 008 and 009), so a list kept here is never one a page may no longer show.
//
// The version is read BEFORE the rows (by the render, for every list a page reads): a write that lands between the two is then filed under
// the older version, which the next request no longer asks for. The other order could keep
// the old rows under the new version for good. The documents are frozen because every
// request now shares them: code that changed one would change the next visitor's page.

type Lists = { [K in EntryKind]?: Promise<StoredEntry<K>[]> };

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** `queries` whose listPublished answers from memory while the content version stays the same. */
export function withPublishedContentCache(queries: ContentQueries, version: ContentVersion["current"]): ContentQueries {
  let keptAt: string | null = null;
  let lists: Lists = {};

  async function listPublished<K extends EntryKind>(kind: K): Promise<StoredEntry<K>[]> {
    // A page's render has read the version already (server/ssr/render.tsx); anything else reads it here.
    const current = contentVersionOfRender() ?? (await version());
    if (current !== keptAt) {
      keptAt = current;
      lists = {};
    }
    const kept = lists[kind] as Promise<StoredEntry<K>[]> | undefined;
    if (kept) return kept;
    const read = queries.listPublished(kind).then(deepFreeze);
    (lists as Record<K, Promise<StoredEntry<K>[]>>)[kind] = read;
    // A failed read is not kept: the next request tries the database again.
    read.catch(() => {
      if (lists[kind] === read) delete lists[kind];
    });
    return read;
  }

  return { ...queries, listPublished };
}
