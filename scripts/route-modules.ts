import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

// Writes <pages>/route-modules.generated.ts: a static import of every page folder's route
// module (<pages>/<name>/<name>.route.ts), so that adding a page is adding a folder
// (docs/decisions/0020-route-modules.md). The file is committed, so tsc, vitest and both
// esbuild bundles read it like any other module; build and dev write it first, and
// tests/unit/route-modules.test.ts fails when the committed one is stale.

export const GENERATED_FILE = "route-modules.generated.ts";
/** Lowercase words and dashes, starting with a letter: a folder name that is also a JavaScript name once camel-cased. */
const PAGE_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** The page folders that have a route module, in name order. */
export function routeModuleNames(pagesDir: string): string[] {
  return readdirSync(pagesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && PAGE_NAME.test(d.name) && existsSync(join(pagesDir, d.name, `${d.name}.route.ts`)))
    .map((d) => d.name)
    .sort();
}

const identifier = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The generated file's text for a pages folder. */
export function routeModulesSource(pagesDir: string): string {
  const names = routeModuleNames(pagesDir);
  const imports = names.map((name) => `import { route as ${identifier(name)} } from "./${name}/${name}.route";`);
  const entries = names.map((name) => (identifier(name) === name ? `  ${name},` : `  "${name}": ${identifier(name)},`));
  return [
    "// Written by scripts/route-modules.ts from the page folders; do not edit (docs/decisions/0020-route-modules.md).",
    ...imports,
    "",
    "/** Every page's route module, by page name (its folder's name). */",
    "export const routeModules = {",
    ...entries,
    "};",
    "",
  ].join("\n");
}

/** Writes the generated file when its text changed; answers whether it did. */
export function writeRouteModules(pagesDir: string): boolean {
  const file = join(pagesDir, GENERATED_FILE);
  const text = routeModulesSource(pagesDir);
  if (existsSync(file) && readFileSync(file, "utf8") === text) return false;
  writeFileSync(file, text);
  return true;
}

// tsx scripts/route-modules.ts [pages folder]
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? "client/pages";
  console.log(writeRouteModules(dir) ? `wrote ${join(dir, GENERATED_FILE)}` : `${join(dir, GENERATED_FILE)} is up to date`);
}
