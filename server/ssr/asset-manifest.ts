import type { Language } from "../../shared/language";
import { LEAD_POPUPS_PAGE } from "../../client/lib/routing/popup-page";
import { readFileSync } from "node:fs";

/** Written by scripts/build.ts from esbuild's metafile. */
export interface AssetManifest {
  /** The client entry module (bootstrap): the one script a page loads before its load event. */
  entry: string;
  /** Chunks the entry imports statically: preloaded on every page. */
  entryImports: string[];
  /**
   * The popups' timing (client/features/popups/page-popups.ts) and its static chunks, which the
   * entry imports at the load event on the page that hosts them.
   */
  pagePopups: string[];
  /** The app the entry imports after the load event (client/app/start-app.tsx) and its static chunks. */
  app: string[];
  /** The lead popups' own React root (client/app/popup-layer.tsx) and its static chunks, beyond the app's. */
  popupLayer: string[];
  /** Each language's UI copy (shared/i18n/en.ts, de.ts) and its static chunks: a page loads its own language's. */
  copy: Record<Language, string[]>;
  /** The one hashed stylesheet. */
  css: string;
  /** Self-hosted font files to preload. */
  fonts: string[];
  /** Per page module: its chunk and the chunks it imports statically. */
  pages: Record<string, string[]>;
}

export function readManifest(path: string): AssetManifest {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as AssetManifest;
  } catch (error) {
    throw new Error(`Cannot read the client build manifest at ${path}: run "npm run build" first.`, { cause: error });
  }
}

/**
 * What the entry fetches after the load event to hydrate a page: the app, the UI copy of the
 * page's language (client/lib/region/copy-loading.ts), then the matched pages' chunks, each once;
 * on the page that hosts the lead popups, their code too.
 */
export function appModulesFor(manifest: AssetManifest, pageNames: string[], language: Language): string[] {
  const onFirstLoad = new Set([manifest.entry, ...manifest.entryImports]);
  const hostsPopups = pageNames.includes(LEAD_POPUPS_PAGE);
  // On the page that hosts the lead popups, the popups' timing comes first (the entry imports it
  // as the app's modules start to arrive; the mobile popup can be due 1 s after the load event),
  // and the popups' own root comes with the app's code, so the app's dialog is there before
  // hydration has ended (client/app/popup-layer.tsx, docs/decisions/0004-performance-budget.md).
  const urls = new Set([...(hostsPopups ? manifest.pagePopups : []), ...manifest.app, ...manifest.copy[language]]);
  for (const name of pageNames) for (const url of manifest.pages[name] ?? []) urls.add(url);
  if (hostsPopups) for (const url of manifest.popupLayer) urls.add(url);
  return [...urls].filter((url) => !onFirstLoad.has(url));
}
