import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

// npm test: lint (formatting, lint rules and import rules: docs/decisions/0012), build
// the production bundle, then run the unit + API tests (vitest) and the browser tests
// (Playwright against that build). A lint finding stops here, so CI fails on it. Both
// suites always run; the last line sums them up as "N passed, N failed".

const run = (command: string, args: string[]) =>
  spawnSync(command, args, { stdio: "inherit", env: { ...process.env, FORCE_COLOR: process.env.CI ? "0" : "1" } }).status ?? 1;

const readJson = (path: string): unknown => {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
};

if (run("npm", ["run", "--silent", "lint"]) !== 0) {
  console.error("lint failed: fix the findings above (npm run format writes formatting and safe fixes)");
  process.exit(1);
}
if (run("npx", ["tsx", "scripts/build.ts"]) !== 0) {
  console.error("build failed");
  process.exit(1);
}
const unitStatus = run("npx", ["vitest", "run"]);
const e2eStatus = run("npx", ["playwright", "test"]);

const unit = readJson("test-results/unit.json") as { numPassedTests?: number; numFailedTests?: number } | null;
const e2e = readJson("test-results/e2e.json") as { stats?: { expected?: number; unexpected?: number; flaky?: number } } | null;
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
let failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
// A suite that crashed before writing its report still counts as a failure.
if (failed === 0 && (unitStatus !== 0 || e2eStatus !== 0)) failed = 1;

console.log(`\nunit+api: ${unit?.numPassedTests ?? 0} passed, browser: ${(e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0)} passed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
