import * as esbuild from "esbuild";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { AssetManifest } from "../server/ssr/asset-manifest";
import type { Language } from "../shared/language";
import { pageFontPlugin } from "./font-subset";

// The browser build: Tailwind compiles the stylesheet, then one esbuild run bundles
// the client entry (code-split, one chunk per page) and the stylesheet with its
// self-hosted font files, all content-hashed under dist/client/assets. The manifest
// maps each page module to its chunks, for the server's modulepreload links.

export const ROOT = process.cwd();
export const CLIENT_OUT = join(ROOT, "dist", "client");
const TMP = join(ROOT, "dist", ".tmp");
/** Outlives a build (which starts by removing dist/), so the font is cut once per version of it. */
const FONT_CACHE = join(ROOT, "node_modules", ".cache", "font-subset");
const ENTRY = "client/entry.client.tsx";
/** What the entry imports after the load event (client/entry.client.tsx). */
const APP = "client/app/start-app.tsx";
/** What the app imports on the page that hosts the lead popups (client/app/popup-layer.tsx). */
const POPUP_LAYER = "client/app/popup-layer.tsx";
/** The popups' timing, which the entry imports at the load event on the page that hosts them (client/entry.client.tsx). */
const PAGE_POPUPS = "client/features/popups/page-popups.ts";
/** Each language's UI copy, which the app imports for the page's language (client/lib/region/copy-loading.ts). */
const COPY: Record<Language, string> = { en: "shared/i18n/en.ts", de: "shared/i18n/de.ts" };
const PAGE_ENTRY = /^client\/pages\/([a-z0-9-]+)\/\1\.page\.tsx$/;

export function compileTailwind(options: { minify: boolean }): string {
  mkdirSync(TMP, { recursive: true });
  const out = join(TMP, "tailwind.css");
  const args = ["-i", "client/styles/app.css", "-o", out, ...(options.minify ? ["--minify"] : [])];
  const result = spawnSync(join(ROOT, "node_modules", ".bin", "tailwindcss"), args, { cwd: ROOT, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`Tailwind failed:\n${result.stderr}`);
  const entry = join(TMP, "app.css");
  // Only the variable-weight upright face is used; its unicode ranges keep downloads to the subsets a page needs.
  writeFileSync(entry, `@import "@fontsource-variable/inter/wght.css";\n@import "./tailwind.css";\n`);
  return entry;
}

function pageFolders(): string[] {
  return readdirSync(join(ROOT, "client", "pages"), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(ROOT, "client", "pages", d.name, `${d.name}.page.tsx`)))
    .map((d) => d.name);
}

export function manifestFrom(metafile: esbuild.Metafile): AssetManifest {
  const url = (outPath: string) => `/assets/${relative("dist/client/assets", outPath).split("\\").join("/")}`;
  const staticImports = (outPath: string, seen = new Set<string>()): string[] => {
    for (const imp of metafile.outputs[outPath]?.imports ?? []) {
      if (imp.kind === "import-statement" && !imp.external && !seen.has(imp.path)) {
        seen.add(imp.path);
        staticImports(imp.path, seen);
      }
    }
    return [...seen];
  };
  const manifest: AssetManifest = {
    entry: "",
    entryImports: [],
    pagePopups: [],
    app: [],
    popupLayer: [],
    copy: { en: [], de: [] },
    css: "",
    fonts: [],
    pages: {},
  };
  for (const [outPath, meta] of Object.entries(metafile.outputs)) {
    if (outPath.endsWith(".js") && meta.entryPoint === ENTRY) {
      manifest.entry = url(outPath);
      manifest.entryImports = staticImports(outPath).map(url);
    } else if (outPath.endsWith(".js") && meta.entryPoint === APP) {
      manifest.app = [outPath, ...staticImports(outPath)].map(url);
    } else if (outPath.endsWith(".js") && meta.entryPoint === PAGE_POPUPS) {
      manifest.pagePopups = [outPath, ...staticImports(outPath)].map(url);
    } else if (outPath.endsWith(".js") && meta.entryPoint === COPY.en) {
      manifest.copy.en = [outPath, ...staticImports(outPath)].map(url);
    } else if (outPath.endsWith(".js") && meta.entryPoint === COPY.de) {
      manifest.copy.de = [outPath, ...staticImports(outPath)].map(url);
    } else if (outPath.endsWith(".js") && meta.entryPoint === POPUP_LAYER) {
      manifest.popupLayer = [outPath, ...staticImports(outPath)].map(url);
    } else if (outPath.endsWith(".js") && meta.entryPoint) {
      const page = PAGE_ENTRY.exec(meta.entryPoint)?.[1];
      if (page) manifest.pages[page] = [outPath, ...staticImports(outPath)].map(url);
    } else if (outPath.endsWith(".css") && meta.entryPoint?.endsWith("app.css")) {
      manifest.css = url(outPath);
    } else if (/inter-latin-wght-normal-[A-Z0-9]+\.woff2$/.test(outPath)) {
      manifest.fonts.push(url(outPath));
    }
  }
  const parts = [manifest.pagePopups, manifest.app, manifest.popupLayer, manifest.copy.en, manifest.copy.de];
  if (!manifest.entry || parts.some((urls) => urls.length === 0) || !manifest.css) {
    throw new Error("Build produced no client entry, popup timing, app, popup layer, UI copy per language or stylesheet");
  }
  const missing = pageFolders().filter((name) => !manifest.pages[name]);
  if (missing.length > 0) {
    throw new Error(
      `Page modules not split into chunks (does each folder have its <name>.route.ts, and is client/pages/route-modules.generated.ts current?): ${missing.join(", ")}`,
    );
  }
  return manifest;
}

/** The one module that imports react-router's router core for the browser (client/app/browser-router.ts). */
const BROWSER_ROUTER = /client[\\/]app[\\/]browser-router\.ts$/;

/**
 * esbuild splits code by file, and react-router's hooks and components import the file that holds
 * its router core (createRouter, the browser history): imported from the package, the core would be
 * in the chunk every page hydrates with, though only a visitor's first navigation needs it
 * (client/app/landing-router.ts). This plugin gives client/app/browser-router.ts a copy of what it
 * re-exports bundled apart (React stays shared), so the core is a file of its own, in its own chunk.
 * The copy brings along, unused, its own copies of some hooks and contexts (top-level statements of
 * the package's files esbuild cannot drop); the page's components only ever use the package's set.
 */
function routerCoreApart(options: Pick<esbuild.BuildOptions, "conditions" | "define" | "target">): esbuild.Plugin {
  return {
    name: "router-core-apart",
    setup(build) {
      build.onLoad({ filter: BROWSER_ROUTER }, async (args) => {
        const source = await esbuild.build({
          ...options,
          entryPoints: [args.path],
          bundle: true,
          write: false,
          format: "esm",
          platform: "browser",
          external: ["react", "react-dom"],
          logLevel: "warning",
        });
        return { contents: source.outputFiles[0]!.text, loader: "js", resolveDir: ROOT };
      });
    },
  };
}

/**
 * Makes every module of ours the app loads later (a page, a static part, a lazy feature, a
 * language's copy) import the app (client/app/start-app.tsx), so that esbuild puts all of the
 * app's own modules in one chunk. esbuild gives each set of entry points that reach a module a
 * chunk of its own, and counts every dynamic import as an entry point: a module the app shares with
 * three pages went into a chunk apart from one it shares with two, and a page hydrated from 48
 * files, most under 1 KB. On the slow phone's connection (HTTP/1.1, six at a time, 150 ms each way)
 * that queue, not their bytes, was most of the wait before hydration. Nothing loads earlier for
 * it: a module loaded later always comes after the app, whose chunk it then finds loaded. What the
 * entry script loads itself (client/entry.client.tsx: the app, the popups' timing, the banner's)
 * keeps its own chunks, so the banner never waits for the app.
 */
function modulesJoinTheApp(options: Pick<esbuild.BuildOptions, "conditions" | "define">): esbuild.Plugin {
  const app = resolve(ROOT, APP);
  let loadedByEntry = new Set<string>();
  return {
    name: "modules-join-the-app",
    setup(build) {
      // The entry script's own modules: those it reaches without a dynamic import.
      build.onStart(async () => {
        const entry = await esbuild.build({
          ...options,
          absWorkingDir: ROOT,
          entryPoints: [ENTRY],
          bundle: true,
          write: false,
          metafile: true,
          format: "esm",
          platform: "browser",
          logLevel: "silent",
          loader: { ".woff2": "empty", ".woff": "empty", ".svg": "empty", ".css": "empty" },
          plugins: [
            {
              name: "dynamic-imports-apart",
              setup: (b) =>
                b.onResolve({ filter: /.*/ }, (a) => (a.kind === "dynamic-import" ? { path: a.path, external: true } : undefined)),
            },
          ],
        });
        loadedByEntry = new Set(Object.keys(entry.metafile.inputs).map((input) => resolve(ROOT, input)));
      });
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== "dynamic-import" || args.pluginData?.resolving || loadedByEntry.has(args.importer)) return undefined;
        const found = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { resolving: true },
        });
        if (found.errors.length > 0 || found.path.includes(`${sep}node_modules${sep}`) || found.path === app) return undefined;
        return { path: found.path, pluginData: { joinsTheApp: true } };
      });
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (!args.pluginData?.joinsTheApp) return undefined;
        const source = await readFile(args.path, "utf8");
        return {
          contents: `${source}\nimport ${JSON.stringify(app)};\n`,
          loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}

export function clientBuildOptions(options: { minify: boolean; cssEntry: string }): esbuild.BuildOptions {
  const conditions = options.minify ? [] : ["development"];
  const define = { "process.env.NODE_ENV": JSON.stringify(options.minify ? "production" : "development") };
  const target = ["es2022", "chrome111", "firefox111", "safari16.4"];
  return {
    absWorkingDir: ROOT,
    entryPoints: [ENTRY, relative(ROOT, options.cssEntry)],
    outdir: "dist/client/assets",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target,
    jsx: "automatic",
    // react-router's exports give its production build unless the "development" condition is set.
    conditions,
    minify: options.minify,
    sourcemap: options.minify ? false : "linked",
    metafile: true,
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    assetNames: "[name]-[hash]",
    loader: { ".woff2": "file", ".woff": "file", ".svg": "file" },
    define,
    plugins: [routerCoreApart({ conditions, define, target }), modulesJoinTheApp({ conditions, define }), pageFontPlugin(FONT_CACHE)],
    legalComments: "none",
    logLevel: "warning",
  };
}

export function writeManifest(manifest: AssetManifest): void {
  mkdirSync(CLIENT_OUT, { recursive: true });
  writeFileSync(join(CLIENT_OUT, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
}
