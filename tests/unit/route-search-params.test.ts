import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { routeSearchParams, searchParamFilter } from "../../client/routes";

// The page cache keys a page by the query parameters its route declares and drops every
// other one before rendering (server/ssr/page-address.ts). A page that reads a parameter
// nobody declared would silently never see it: every literal name read from a query
// string in client/ must be declared for some route.

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const READ = /\b(?:params|searchParams|search|URLSearchParams\([^)]*\))\.get\("([^"]+)"\)/g;

describe("query parameters the pages read", () => {
  const reads = sourceFiles("client").flatMap((file) => [...readFileSync(file, "utf8").matchAll(READ)].map((m) => ({ file, name: m[1]! })));

  test("the scan finds the reads it guards (the blog's search, the audit's address, the form notices)", () => {
    expect(reads.map((r) => r.name)).toEqual(expect.arrayContaining(["q", "category", "url", "submitted", "token"]));
  });

  test("every parameter read in client/ is declared by some route in client/routes.tsx", () => {
    const anyRoute = searchParamFilter(Object.keys(routeSearchParams));
    expect(reads.filter((r) => !anyRoute(r.name))).toEqual([]);
  });
});
