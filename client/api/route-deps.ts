import type { QueryClient } from "@tanstack/react-query";
import type { SiteApi } from "../../shared/site-api";

/**
 * What the route table's loaders get: the server builds it on SQLite, the browser on HTTP.
 * Its own module so that loaders (client/features/blog/blog-loaders.ts) need not import
 * the route table that imports them.
 */
export interface RouteDeps {
  api: SiteApi;
  /**
   * The QueryClient a loader fills: the request's own on the server; in the browser the page's,
   * once its code has loaded (client/api/query-cache.ts).
   */
  queryClientFor(loaderContext: unknown): QueryClient | Promise<QueryClient>;
}
