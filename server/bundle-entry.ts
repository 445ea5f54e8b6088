import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

// Code that runs in a thread or a process of its own (the social cards' drawing, the bounded
// jobs of server/bounded-jobs/) starts from an entry file. The build bundles each entry beside
// the server (dist/server/<name>.js, scripts/build.ts), where this module's URL is the server
// bundle's; from the sources (development, tests) the TypeScript file runs through tsx.

export interface BundleEntry {
  /** The file to start. */
  url: URL;
  /** Node options it needs: tsx's loader for a TypeScript source, nothing for the bundle. */
  execArgv: string[];
}

/** The entry named `builtName` beside the server bundle when it is there, else `source` through tsx. */
export function bundleEntry(builtName: string, source: URL): BundleEntry {
  const built = new URL(`./${builtName}.js`, import.meta.url);
  if (existsSync(fileURLToPath(built))) return { url: built, execArgv: [] };
  return { url: source, execArgv: ["--import", "tsx"] };
}
