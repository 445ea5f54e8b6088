import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

// esbuild splits code by file: a package file is put in the chunk of every entry point that
// reaches it through an import, used or not, and a package's index re-exports all of its files.
// So one `import { queryOptions } from "@tanstack/react-query"` in the app's chunk put every file of
// react-query and query-core in a chunk the app loads (10.8 KB gzip more on `/`, measured in
// docs/decisions/0034-the-fast-path-held-by-tools.md), though `sideEffects: false` lets esbuild
// drop them from the code itself, and the package's `exports` allow no import of one file. The
// client build (scripts/client-build.ts) rewrites our imports of the names PACKAGES lists into
// imports of the file that defines each, read from the package's own index: the app's chunk then
// reaches queryOptions.js alone, and the page chunks that read the cache reach the rest through the
// index. Type-only imports are left as they are; an import of the package that is not a list of
// names (a namespace, a default, a re-export) fails the build, which cannot judge it.

/**
 * The packages rewritten, the names imported from their defining file, and the index files whose
 * re-exports say which file defines each name. Only the names the app's own chunk imports: the
 * others keep coming through the index, so the rest of the package stays one chunk with the pages
 * that read the cache (file by file, esbuild split it into a chunk per set of pages, and the staff
 * area's content editor hydrated from 30 files instead of 27).
 */
const PACKAGES: Record<string, { names: readonly string[]; indexes: readonly string[] }> = {
  "@tanstack/react-query": {
    names: ["queryOptions"],
    indexes: ["@tanstack/react-query/build/modern/index.js", "@tanstack/query-core/build/modern/index.js"],
  },
};

const require = createRequire(import.meta.url);

/** Each exported name of an index file and the file that defines it (following `export *` into other packages' indexes). */
function definingFiles(indexFiles: readonly string[]): Map<string, { file: string; name: string }> {
  const names = new Map<string, { file: string; name: string }>();
  for (const index of indexFiles) {
    const path = resolvePackageFile(index);
    const source = readFileSync(path, "utf8");
    const imported = new Map<string, string>();
    for (const match of source.matchAll(/^import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)";/gm)) {
      for (const name of match[1]!
        .split(",")
        .map((n) => n.trim())
        .filter(Boolean))
        imported.set(name, join(dirname(path), match[2]!));
    }
    const exported = /^export\s*\{([^}]*)\};/m.exec(source);
    if (!exported) throw new Error(`${index}: no export clause to read`);
    for (const specifier of exported[1]!
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [local, as = local] = specifier.split(/\s+as\s+/) as [string, string?];
      const file = imported.get(local);
      if (!file) throw new Error(`${index}: cannot tell which file defines ${local}`);
      if (!names.has(as)) names.set(as, { file, name: local });
    }
  }
  return names;
}

function resolvePackageFile(spec: string): string {
  const [scope, name, ...rest] = spec.split("/");
  const packageJson = require.resolve(`${scope}/${name}/package.json`);
  return join(dirname(packageJson), ...rest);
}

const tables = new Map<string, Map<string, { file: string; name: string }>>();
const tableOf = (pkg: string) => {
  let table = tables.get(pkg);
  if (!table) {
    table = definingFiles(PACKAGES[pkg]!.indexes);
    tables.set(pkg, table);
  }
  return table;
};

/**
 * `source` with every import of a name PACKAGES lists turned into an import of the file defining
 * it; the module's other imports of the package stay as they are. Unchanged when it imports none.
 */
export function directPackageImports(source: string, file: string): string {
  let result = source;
  for (const pkg of Object.keys(PACKAGES)) {
    if (!source.includes(`"${pkg}"`)) continue;
    const quoted = pkg.replace(/[/@.-]/g, (c) => `\\${c}`);
    const anyImport = new RegExp(`(?:import|export)[^;]*?from\\s*"${quoted}";?`, "g");
    result = result.replace(anyImport, (statement) => {
      const named = /^import\s+(type\s+)?\{([^}]*)\}\s*from/.exec(statement);
      if (!named) throw new Error(`${file}: only named imports of ${pkg} can be bundled file by file: ${statement}`);
      if (named[1]) return statement;
      const specifiers = named[2]!
        .split(",")
        .map((specifier) => specifier.trim())
        .filter(Boolean);
      const direct = specifiers.filter((specifier) => PACKAGES[pkg]!.names.includes(specifier.split(/\s+as\s+/)[0]!));
      if (direct.length === 0) return statement;
      const lines = direct.map((specifier) => {
        const [name, as = name] = specifier.split(/\s+as\s+/) as [string, string?];
        const defined = tableOf(pkg).get(name);
        if (!defined) throw new Error(`${file}: ${pkg} exports no ${name}`);
        return `import { ${defined.name} as ${as} } from ${JSON.stringify(defined.file)};`;
      });
      const rest = specifiers.filter((specifier) => !direct.includes(specifier));
      // Types alone go in an `import type`: under verbatimModuleSyntax, `import { type X }` would
      // still load the package (for its side effects), which is what this rewrite avoids.
      const onlyTypes = rest.every((specifier) => specifier.startsWith("type "));
      if (rest.length > 0 && onlyTypes) lines.push(`import type { ${rest.map((s) => s.slice("type ".length)).join(", ")} } from "${pkg}";`);
      else if (rest.length > 0) lines.push(`import { ${rest.join(", ")} } from "${pkg}";`);
      return lines.join("\n");
    });
  }
  return result;
}
