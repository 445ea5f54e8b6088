import type { DehydratedState, QueryClient } from "@tanstack/react-query";
import { createContext } from "react";

// Where the pages' reads of the query cache get their QueryClient. No module the app's first
// chunk holds imports react-query's code (docs/decisions/0030-the-query-cache-with-what-reads-it.md):
// the page a visitor lands on hydrates without it unless something on that page reads the
// cache, and the client is made from the server's dehydrated state by the first reader
// (client/api/page-query-client.ts).

/** The browser's cache: the server's dehydrated queries, and the client made from them once something reads them. */
export interface BrowserQueryCache {
  readonly browser: true;
  readonly state: DehydratedState;
  /** When the browser received the page (ms since the epoch): its answers count as fresh from then (./dehydrated-times.ts). */
  readonly receivedAt: number;
  client: QueryClient | null;
}

/** The request's own QueryClient on the server, the page's cache in the browser. */
export type QueryCacheSource = QueryClient | BrowserQueryCache;

export const QueryCacheContext = createContext<QueryCacheSource | null>(null);

/** The source's QueryClient if there is one yet: the server's always, the browser's once something has read the cache. */
export const queryClientIfMade = (source: QueryCacheSource | null): QueryClient | null =>
  source === null ? null : "browser" in source ? source.client : source;
