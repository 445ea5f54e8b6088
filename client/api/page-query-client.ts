import { hydrate, type QueryClient } from "@tanstack/react-query";
import { useContext } from "react";
import { createQueryClient } from "./query-client";
import { type QueryCacheSource, QueryCacheContext } from "./query-cache";

/**
 * The QueryClient of a cache source: the server's as it is; in the browser, made from the
 * server's dehydrated queries the first time, and mounted then (react-query's own provider
 * would mount it: paused mutations resume when the browser is back online).
 */
export function queryClientOf(source: QueryCacheSource): QueryClient {
  if (!("browser" in source)) return source;
  if (!source.client) {
    const client = createQueryClient();
    hydrate(client, source.state);
    client.mount();
    source.client = client;
  }
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
