import { type DehydratedState, hydrate, type QueryClient } from "@tanstack/react-query";
import { useContext } from "react";
import { createQueryClient } from "./query-client";
import { freshFrom } from "./dehydrated-times";
import { type QueryCacheSource, QueryCacheContext } from "./query-cache";

/**
 * A client with the server's dehydrated queries, fresh as of the page's arrival (./dehydrated-times.ts),
 * mounted as react-query's own provider would (paused mutations resume online).
 */
function clientWith(state: DehydratedState, receivedAt: number): QueryClient {
  const client = createQueryClient();
  hydrate(client, freshFrom(state, receivedAt));
  client.mount();
  return client;
}

/** The QueryClient of a cache source: the server's as it is; in the browser, made the first time it is asked for. */
export function queryClientOf(source: QueryCacheSource): QueryClient {
  if (!("browser" in source)) return source;
  source.client ??= clientWith(source.state, source.receivedAt);
  return source.client;
}

/**
 * The page's QueryClient, for every read and mutation of the query cache on the site's pages
 * (`useSuspenseQuery(options, queryClient)`): react-query's provider is not above them, since
 * its code is not in the app's first chunk (client/api/query-cache.ts). The staff area puts
 * it under react-query's provider once (client/pages/admin/admin.page.tsx).
 */
export function usePageQueryClient(): QueryClient {
  const source = useContext(QueryCacheContext);
  if (!source) throw new Error("usePageQueryClient is used outside AppProviders (client/app-providers.tsx)");
  return queryClientOf(source);
}
