import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import type { KeptKind, StaticPartHtml } from "../../client/lib/static-parts/static-part";
import { keptValue } from "../../shared/kept-value";

// The HTML of the pages' static parts (client/lib/static-parts/static-part.tsx), rendered once
// per part, address and props, and reused until the content version moves: most of a page's
// markup then costs a string copy instead of a React render (docs/decisions/0028-static-parts.md).

/** Enough for every part of every page in every region; past it the store starts again. */
const MAX_ENTRIES = 2_000;

/**
 * Each part's React ids get its own prefix: parts rendered apart must not repeat one another's ids.
 * A render that cannot finish at once (code inside it still loading: renderToString throws, or
 * writes a Suspense boundary's fallback for the browser to fill) is refused, so it is never kept;
 * the caller renders the section in place that time (client/lib/static-parts/static-part.tsx keptHtml).
 */
function render(name: string, element: ReactElement): string {
  const html = renderToString(element, { identifierPrefix: `${name}-` });
  if (html.includes("<!--$!")) throw new Error(`${name}: part of it was still loading`);
  return html;
}

/**
 * The parts' HTML, and anything else a render makes from the address and the content alone (a
 * page's head, its data block).
 */
export interface KeptValues extends StaticPartHtml {
  /** The value kept under `key`, made by `make` when not kept. Shared by every page that asks: never changed. */
  value<T>(key: string, make: () => T): T;
}

/**
 * The store of kept HTML. `kept` says which kinds are kept: a kind not kept is rendered in place on
 * every page (the store's html answers null), which is how the bench measures what keeping it buys
 * (FAST_PATH_OFF part-html, kept-sections; shared/fast-path-switches.ts).
 */
export function createStaticPartStore(maxEntries = MAX_ENTRIES, kept: Readonly<Record<KeptKind, boolean>> = { part: true, section: true }) {
  let version: string | null = null;
  const store = new Map<string, unknown>();
  const unkept: KeptValues = {
    html: (name, _key, element, kind) => (kept[kind] ? render(name, element()) : null),
    value: (_key, make) => make(),
  };
  return {
    /** What is kept as of this content version (a newer version empties the store). */
    atVersion(current: string): KeptValues {
      if (current !== version) {
        store.clear();
        version = current;
      }
      const value = <T>(key: string, make: () => T): T =>
        // A render under an older version than the store's (a slow read on PostgreSQL, or a
        // publish during this render) keeps its own result.
        current !== version ? make() : (keptValue(store, key, make, maxEntries) as T);
      return { value, html: (name, key, element, kind) => (kept[kind] ? value(key, () => render(name, element())) : null) };
    },
    /** Made each time and never kept (a staff member's preview of a draft). */
    unkept,
  };
}
export type StaticPartStore = ReturnType<typeof createStaticPartStore>;
