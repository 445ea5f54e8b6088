import type { DehydratedState } from "@tanstack/react-query";
import type { Language } from "../../shared/language";
import type { RootData } from "../root-data";
import type { deserializeErrors } from "../router-hydration";

export const APP_DATA_ID = "__APP_DATA__";

/** The JSON data block the server writes into every page that hydrates (server/ssr/render.tsx). */
export interface AppData {
  root: RootData;
  router: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Parameters<typeof deserializeErrors>[0];
  };
  queries: DehydratedState;
  /**
   * The app's modules and this page's chunks. They are fetched only after the load event
   * and the first paint (client/entry.client.tsx), so nothing but the small entry competes
   * with the page's first paint: docs/decisions/0004-performance-budget.md.
   */
  modules: string[];
  /** The page's language: the only UI copy the browser loads to hydrate it (client/lib/region/copy-loading.ts). */
  language: Language;
  /** The page's template, its route module's name; null on staff screens and error pages (client/lib/routing/page-templates.ts). */
  template: string | null;
}
