import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { MECHANISMS } from "../../shared/fast-path-switches";

// The decision records are where the code's comments send a reader: a path that names one must
// lead to it, and the performance record stays a decision (its measurements go in the dated log
// beside it, docs/decisions/0004-performance-log.md).

const tracked = execFileSync("git", ["ls-files"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => /\.(ts|tsx|mts|cjs|md|json|sh)$/.test(file) && existsSync(file));

describe("the decision records", () => {
  test("every docs/decisions/ path named in the repository is a file", () => {
    const broken = tracked.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/docs\/decisions\/(\d{4}-[a-z0-9-]+\.md)/g)]
        .map((m) => `docs/decisions/${m[1]}`)
        .filter((path) => !existsSync(path))
        .map((path) => `${file}: ${path}`),
    );
    expect(broken).toEqual([]);
  });

  test("every mechanism a document switches off with FAST_PATH_OFF is one the switch knows", () => {
    const unknown = tracked
      .filter((file) => file.endsWith(".md"))
      .flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/FAST_PATH_OFF=([a-z,-]+)/g)]
          .flatMap((m) => m[1]!.split(",").filter(Boolean))
          .filter((name) => !(MECHANISMS as string[]).includes(name))
          .map((name) => `${file}: ${name}`),
      );
    expect(unknown).toEqual([]);
  });

  test("the performance budget is a decision under 150 lines; the dated measurements are in its log", () => {
    expect(readFileSync("docs/decisions/0004-performance-budget.md", "utf8").split("\n").length).toBeLessThan(150);
    expect(readFileSync("docs/decisions/0004-performance-log.md", "utf8")).toMatch(/^## .*\(\d{4}-\d{2}-\d{2}\)$/m);
  });
});
