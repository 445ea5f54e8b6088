import { readFileSync } from "node:fs";

/** Written by scripts/build.ts from esbuild's metafile. */
export interface AssetManifest {
  /** The client entry module (bootstrap). */
  entry: string;
  /** Chunks the entry imports statically: preloaded on every page. */
  entryImports: string[];
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

/** modulepreload links for the matched pages, deduplicated, entry imports first. */
export function preloadsFor(manifest: AssetManifest, pageNames: string[]): string[] {
  const urls = new Set(manifest.entryImports);
  for (const name of pageNames) for (const url of manifest.pages[name] ?? []) urls.add(url);
  return [...urls];
}
