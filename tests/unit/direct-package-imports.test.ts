import * as esbuild from "esbuild";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { directPackageImports } from "../../scripts/direct-package-imports";

// The client build imports react-query's queryOptions from the file that defines it
// (scripts/direct-package-imports.ts), so the app's chunk, which holds the query definitions,
// reaches queryOptions.js and not the rest of the package (docs/decisions/0030-the-query-cache-with-what-reads-it.md).

const dir = mkdtempSync(join(tmpdir(), "direct-imports-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The react-query files a bundle of `source` reads, with or without the rewrite. */
async function reactQueryFilesOf(source: string, rewrite: boolean): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, `entry-${rewrite}.ts`);
  writeFileSync(entry, source);
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    format: "esm",
    external: ["react", "react/jsx-runtime"],
    nodePaths: [join(process.cwd(), "node_modules")],
    logLevel: "silent",
    plugins: rewrite
      ? [
          {
            name: "rewrite",
            setup: (build) =>
              build.onLoad({ filter: /entry-.*\.ts$/ }, async (args) => ({
                contents: directPackageImports(await readFile(args.path, "utf8"), args.path),
                loader: "ts",
                resolveDir: process.cwd(),
              })),
          },
        ]
      : [],
  });
  return Object.keys(result.metafile.inputs)
    .filter((input) => input.includes("@tanstack/"))
    .map((input) => input.replace(/.*@tanstack\//, ""));
}

describe("react-query's queryOptions imported from its own file", () => {
  const source = 'import { queryOptions } from "@tanstack/react-query";\nexport const q = queryOptions({ queryKey: ["a"] });\n';

  test("through the package's index, a bundle reads every file of react-query and query-core", async () => {
    expect((await reactQueryFilesOf(source, false)).length).toBeGreaterThan(20);
  });

  test("rewritten, it reads the one file that defines queryOptions", async () => {
    expect(await reactQueryFilesOf(source, true)).toEqual(["react-query/build/modern/queryOptions.js"]);
  });

  test("queryOptions comes from the file that defines it; the other names, types included, still from the package", () => {
    const rewritten = directPackageImports(
      'import { useQuery, queryOptions as options, type QueryClient } from "@tanstack/react-query";\nimport type { DehydratedState } from "@tanstack/react-query";\n',
      "x.ts",
    );
    expect(rewritten).toMatch(/import \{ queryOptions as options \} from ".*react-query\/build\/modern\/queryOptions\.js";/);
    expect(rewritten).toContain('import { useQuery, type QueryClient } from "@tanstack/react-query";');
    expect(rewritten).toContain('import type { DehydratedState } from "@tanstack/react-query";');
    // Types alone are a type import: `import { type X }` would still load the package.
    expect(directPackageImports('import { type DehydratedState, queryOptions } from "@tanstack/react-query";\n', "x.ts")).toContain(
      'import type { DehydratedState } from "@tanstack/react-query";',
    );
    expect(directPackageImports('import { useQuery } from "@tanstack/react-query";\n', "x.ts")).toBe(
      'import { useQuery } from "@tanstack/react-query";\n',
    );
  });

  test("an import it cannot rewrite name by name fails the build, saying which", () => {
    expect(() => directPackageImports('import * as RQ from "@tanstack/react-query";\n', "x.ts")).toThrow(/x\.ts: only named imports/);
    expect(() => directPackageImports('export { useQuery } from "@tanstack/react-query";\n', "x.ts")).toThrow(/only named imports/);
  });
});
