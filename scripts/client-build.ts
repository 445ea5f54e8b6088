import * as esbuild from "esbuild";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { AssetManifest } from "../server/ssr/asset-manifest";
import type { Language } from "../shared/language";
import { mechanismsOff } from "../shared/fast-path-switches";
import { directPackageImports } from "./direct-package-imports";
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
    },
  };
}

/**
 * A module smaller than this in the bundle is not worth a file of its own to the pages that share
 * it (smallModulesTogether), when at least `pages` share it: the public pages, and the staff
 * screens, whose files count for more than their bytes (staff sign in on a desk, and load many
 * editors' modules at once).
 */
const SMALL_SHARED = { public: { bytes: 1000, pages: 5 }, staff: { bytes: 3000, pages: 2 } } as const;
/** The page of `/`, whose hydration has the tightest budget. */
const HOME_PAGE = "client/pages/home/home.page.tsx";
/** The staff screens' page folders: the pages under /admin (shared/admin/staff-path.ts). */
const STAFF_PAGE = /^admin(-|$)/;
const TOGETHER = "small-modules-together";

/** What smallModulesTogether decided: the virtual modules each of our files imports besides its own. */
interface Together {
  plugin: esbuild.Plugin;
  importsOf(path: string): string[];
}

/**
 * esbuild gives each set of entry points that reach a module a chunk of its own, so the small
 * modules many pages share (the API's fetch, the money formatter, the toasts' store, a copy hook,
 * each a few hundred bytes) came to a page as a file each: a page hydrated from up to 29 files,
 * and on the slow phone's connection (HTTP/1.1, six at a time, 150 ms each way) a file more is a
 * queue longer, where a few hundred bytes more are nothing. This plugin first bundles the client
 * as it would be without it (esbuild's metafile), then picks every module of ours that not every
 * page loads before it hydrates (the entry script, the app, the copy) and that `/` does not load, under
 * SMALL_SHARED's bytes, reached by its number of pages or more (under 1 000 bytes and 5 public
 * pages, or under 3 000 bytes and 2 staff screens), with all it imports picked too, and puts
 * them in one virtual module per audience (the staff screens' own, and the public pages', which
 * the staff screens may load too), imported by every file esbuild takes as an entry point that
 * reaches one of them. Every such module then has the same set of entry points, so esbuild puts
 * them in one chunk. A page that needs one of them loads them all: a few KB, measured in
 * docs/decisions/0034-the-fast-path-held-by-tools.md with the files it saves.
 */
function smallModulesTogether(): Together {
  const importsByFile = new Map<string, string[]>();
  const membersOf = new Map<string, string[]>();
  const plugin: esbuild.Plugin = {
    name: TOGETHER,
    setup(build) {
      build.onStart(async () => {
        importsByFile.clear();
        membersOf.clear();
        const { metafile } = await esbuild.build({
          ...build.initialOptions,
          write: false,
          metafile: true,
          plugins: (build.initialOptions.plugins ?? []).filter((p) => p.name !== TOGETHER),
        });
        for (const [group, members] of [...smallSharedModules(metafile), ...entryModules(metafile)]) {
          if (process.env.DEBUG_TOGETHER) console.log(group, members, entriesReaching(metafile, new Set(members)));
          membersOf.set(group, members);
          for (const entry of entriesReaching(metafile, new Set(members))) {
            const file = resolve(ROOT, entry);
            importsByFile.set(file, [...(importsByFile.get(file) ?? []), `${TOGETHER}:${group}`]);
          }
        }
      });
      build.onResolve({ filter: new RegExp(`^${TOGETHER}:`) }, (args) => ({ path: args.path, namespace: TOGETHER }));
      build.onLoad({ filter: /.*/, namespace: TOGETHER }, (args) => ({
        contents: (membersOf.get(args.path.slice(TOGETHER.length + 1)) ?? [])
          .map((member) => `import ${JSON.stringify(resolve(ROOT, member))};`)
          .join("\n"),
        resolveDir: ROOT,
        loader: "js",
      }));
    },
  };
  return { plugin, importsOf: (path) => importsByFile.get(path) ?? [] };
}

/**
 * The modules of ours the entry script loads (besides itself), as one group: every page loads
 * them before its load event, so a page that reaches one of them has them all already, and one
 * file instead of one per set of pages sharing them saves the entry's requests and the bytes a
 * file's gzip cannot share with the next (8.5 KB in 12 files became 6.9 KB in 3 when the landing
 * pages and the arrival rule joined the entry; the budget is in
 * docs/decisions/0004-performance-budget.md).
 */
function entryModules(metafile: esbuild.Metafile): Map<string, string[]> {
  const members = [...staticReach(metafile, ENTRY)].filter(
    (input) => input !== ENTRY && !input.includes("node_modules/") && /\.tsx?$/.test(input),
  );
  return new Map(members.length > 0 ? [["entry", members]] : []);
}

/** The inputs `from` reaches through static imports, itself included. */
function staticReach(metafile: esbuild.Metafile, from: string): Set<string> {
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length > 0) {
    for (const imp of metafile.inputs[queue.shift()!]?.imports ?? []) {
      if (imp.kind === "import-statement" && !imp.external && !seen.has(imp.path) && metafile.inputs[imp.path]) {
        seen.add(imp.path);
        queue.push(imp.path);
      }
    }
  }
  return seen;
}

/** Whose a module is: the staff screens' when only they load it, else the public pages'. */
const audienceOf = (pages: string[]): keyof typeof SMALL_SHARED => (pages.every((page) => STAFF_PAGE.test(page)) ? "staff" : "public");

/** smallModulesTogether's choice in a build made without it: the modules of each group ("public", "staff"). */
function smallSharedModules(metafile: esbuild.Metafile): Map<string, string[]> {
  const bytes = new Map<string, number>();
  const entries: string[] = [];
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) bytes.set(input, (bytes.get(input) ?? 0) + bytesInOutput);
    if (output.entryPoint) entries.push(output.entryPoint);
  }
  // What every page loads before it hydrates: the entry script and what it loads itself (the app,
  // the popups' timing), and the copy. What the app loads later on any page (the cookie banner,
  // the toasts) or on one (the lead popups) may take the group along.
  const entryLoads = [...staticReach(metafile, ENTRY)].flatMap((input) =>
    (metafile.inputs[input]?.imports ?? []).flatMap((imp) =>
      imp.kind === "dynamic-import" && metafile.inputs[imp.path] ? [imp.path] : [],
    ),
  );
  // The home page has a budget of its own (docs/decisions/0004-performance-budget.md): what it
  // loads stays out of the group, so it never loads the group for one of its modules.
  const everyPage = new Set(
    [ENTRY, ...entryLoads, APP, ...Object.values(COPY), HOME_PAGE].flatMap((entry) => [...staticReach(metafile, entry)]),
  );
  const pagesReaching = new Map<string, string[]>();
  for (const entry of entries) {
    const page = PAGE_ENTRY.exec(entry)?.[1];
    if (!page) continue;
    for (const input of staticReach(metafile, entry)) {
      if (input !== entry) pagesReaching.set(input, [...(pagesReaching.get(input) ?? []), page]);
    }
  }
  const chosen = new Set(
    [...pagesReaching].flatMap(([input, pages]) =>
      everyPage.has(input) ||
      input.includes("node_modules/") ||
      !/\.tsx?$/.test(input) ||
      pages.length < SMALL_SHARED[audienceOf(pages)].pages ||
      (bytes.get(input) ?? 0) >= SMALL_SHARED[audienceOf(pages)].bytes
        ? []
        : [input],
    ),
  );
  // A module stays only with everything it imports (beyond what every page loads): else it
  // would bring into the group what is neither small nor shared.
  for (let changed = true; changed; ) {
    changed = false;
    for (const input of chosen) {
      if ([...staticReach(metafile, input)].some((dep) => dep !== input && !everyPage.has(dep) && !chosen.has(dep))) {
        chosen.delete(input);
        changed = true;
      }
    }
  }
  const groups = new Map<string, string[]>();
  for (const input of chosen) {
    const group = audienceOf(pagesReaching.get(input)!);
    groups.set(group, [...(groups.get(group) ?? []), input]);
  }
  return groups;
}

/** Every entry point of ours (a page, a static part, a lazy feature) that reaches one of `members` through static imports. */
function entriesReaching(metafile: esbuild.Metafile, members: Set<string>): string[] {
  const entries = new Set(Object.values(metafile.outputs).flatMap((output) => (output.entryPoint ? [output.entryPoint] : [])));
  return [...entries].filter(
    (entry) => !entry.includes("node_modules/") && [...staticReach(metafile, entry)].some((input) => members.has(input)),
  );
}

/**
 * Our source files as the bundle reads them: a module the app loads later imports the app
 * (modulesJoinTheApp marks it), and so does the group of small shared modules it reaches
 * (smallModulesTogether), and react-query is imported file by file
 * (scripts/direct-package-imports.ts). Other files are read as they are.
 */
function ourSources(together: Together | null): esbuild.Plugin {
  const app = resolve(ROOT, APP);
  return {
    name: "our-sources",
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const source = await readFile(args.path, "utf8");
        let contents = directPackageImports(source, relative(ROOT, args.path));
        if (args.pluginData?.joinsTheApp) contents += `\nimport ${JSON.stringify(app)};\n`;
        for (const group of together?.importsOf(args.path) ?? []) contents += `\nimport ${JSON.stringify(group)};\n`;
        if (contents === source) return undefined;
        return { contents, loader: args.path.endsWith(".tsx") ? "tsx" : "ts", resolveDir: dirname(args.path) };
      });
    },
  };
}

export function clientBuildOptions(options: { minify: boolean; cssEntry: string }): esbuild.BuildOptions {
  const conditions = options.minify ? [] : ["development"];
  // A build without some of the fast path's mechanisms, to measure what each buys (shared/fast-path-switches.ts).
  const off = mechanismsOff(process.env.FAST_PATH_OFF);
  const define = {
    "process.env.NODE_ENV": JSON.stringify(options.minify ? "production" : "development"),
    "globalThis.__FAST_PATH_OFF__": JSON.stringify([...off].join(",")),
  };
  const target = ["es2022", "chrome111", "firefox111", "safari16.4"];
  const together = off.has("small-modules-together") ? null : smallModulesTogether();
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
    plugins: [
      ...(off.has("router-core-apart") ? [] : [routerCoreApart({ conditions, define, target })]),
      ...(off.has("modules-join-the-app") ? [] : [modulesJoinTheApp({ conditions, define })]),
      ...(together ? [together.plugin] : []),
      ourSources(together),
      pageFontPlugin(FONT_CACHE),
    ],
    legalComments: "none",
    logLevel: "warning",
  };
}

export function writeManifest(manifest: AssetManifest): void {
  mkdirSync(CLIENT_OUT, { recursive: true });
  writeFileSync(join(CLIENT_OUT, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
}
