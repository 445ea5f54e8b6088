import { createContext, useContext, type ReactNode } from "react";
import type { SiteApi } from "../../shared/site-api";

export const ApiContext = createContext<SiteApi | null>(null);

export function ApiProvider({ api, children }: { api: SiteApi; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The same api the route loaders used, so components build identical queries. */
export function useApi(): SiteApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error("useApi outside ApiProvider");
  return api;
}
