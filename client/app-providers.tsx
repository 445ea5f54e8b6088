import type { ReactNode } from "react";
import { ApiProvider } from "./api/api-context";
import { QueryCacheContext, type QueryCacheSource } from "./api/query-cache";
import type { SiteApi } from "../shared/site-api";
import type { RootData } from "./root-data";
import { RootDataProvider } from "./root-data-context";

/**
 * Providers shared by the server render and the browser. They add no DOM, so the
 * server's and the browser's trees match element for element: a wrapper element
 * around the router makes React report "Hydration failed".
 */
export function AppProviders(props: { queryCache: QueryCacheSource; api: SiteApi; rootData: RootData; children: ReactNode }) {
  return (
    <QueryCacheContext.Provider value={props.queryCache}>
      <ApiProvider api={props.api}>
        <RootDataProvider value={props.rootData}>{props.children}</RootDataProvider>
      </ApiProvider>
    </QueryCacheContext.Provider>
  );
}
