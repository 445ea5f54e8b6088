import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import type { StaticPartHtml } from "../../client/lib/static-parts/static-part";

// The HTML of the pages' static parts (client/lib/static-parts/static-part.tsx), rendered once
// per part, address and props, and reused until the content version moves: most of a page's
// markup then costs a string copy instead of a React render (docs/decisions/0028-static-parts.md).

/** Enough for every part of every page in every region; past it the store starts again. */
const MAX_ENTRIES = 2_000;

/** Each part's React ids get its own prefix: parts rendered apart must not repeat one another's ids. */
const render = (name: string, element: ReactElement) => renderToString(element, { identifierPrefix: `${name}-` });

export function createStaticPartStore(maxEntries = MAX_ENTRIES) {
  let version: string | null = null;
  const store = new Map<string, string>();
  return {
    /** The parts' HTML as of this content version (a newer version empties the store). */
    atVersion(current: string): StaticPartHtml {
      if (current !== version) {
        store.clear();
        version = current;
      }
      return {
        html(name, key, element) {
          // A render under an older version than the store's (a slow read on PostgreSQL) keeps its own result.
          if (current !== version) return render(name, element());
          let html = store.get(key);
          if (html === undefined) {
            html = render(name, element());
            if (store.size >= maxEntries) store.clear();
            store.set(key, html);
          }
          return html;
        },
      };
    },
    /** Rendered each time and never kept (a staff member's preview of a draft). */
    unkept: { html: (name, _key, element) => render(name, element()) } satisfies StaticPartHtml,
  };
}
export type StaticPartStore = ReturnType<typeof createStaticPartStore>;
