import { ChunkLoadError } from "../browser/chunk-reload";
import type { PageModule } from "../lib/routing/page-route";
import { routeModules } from "./route-modules.generated";

// Every page is its own chunk (esbuild code splitting): its route module's `page` is a
// dynamic import of ./<name>.page. The build checks that every page folder became a chunk
// and records its files, so the server can emit modulepreload links for the page it renders.

export type PageName = keyof typeof routeModules;
export const pageNames = Object.keys(routeModules) as PageName[];

export async function loadPage(load: () => Promise<PageModule>): Promise<PageModule> {
  try {
    return await load();
  } catch (error) {
    // The router completes the navigation with this error; the root error
    // boundary then reloads the new address once (client/browser/chunk-reload.ts).
    throw new ChunkLoadError(error);
  }
}

/** Warms a page's chunk without the reload-on-failure rule (a failed prefetch is harmless). */
export function prefetchPage(name: string): void {
  const load = (routeModules as Record<string, { page: () => Promise<unknown> } | undefined>)[name]?.page;
  if (load) void load().catch(() => {});
}
