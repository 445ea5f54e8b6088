import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";

// npm test: lint (formatting, lint rules and import rules: docs/decisions/0012), build
// the production bundle, then run the unit + API tests (vitest) and the browser tests
// (Playwright against that build). A lint finding stops here, so CI fails on it. Both
// suites always run; where PostgreSQL's server is installed, the database and API tests
// run a second time on a throwaway PostgreSQL server (scripts/test-postgres.sh,
// docs/decisions/0018-postgresql-and-kysely.md). The last line sums them up as "N passed, N failed".

const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(command, args, { stdio: "inherit", env: { ...process.env, FORCE_COLOR: process.env.CI ? "0" : "1", ...env } }).status ?? 1;

const hasPostgres =
  (existsSync("/usr/lib/postgresql") &&
    readdirSync("/usr/lib/postgresql").some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))) ||
  spawnSync("sh", ["-c", "command -v initdb"], { stdio: "ignore" }).status === 0;

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
let pgStatus = 0;
if (hasPostgres) pgStatus = run("bash", ["scripts/test-postgres.sh"], { VITEST_JSON_REPORT: "test-results/postgres.json" });
else console.log("\nPostgreSQL is not installed: the database and API tests ran on SQLite only");

const unit = readJson("test-results/unit.json") as { numPassedTests?: number; numFailedTests?: number } | null;
const e2e = readJson("test-results/e2e.json") as { stats?: { expected?: number; unexpected?: number; flaky?: number } } | null;
const pg = hasPostgres ? (readJson("test-results/postgres.json") as { numPassedTests?: number; numFailedTests?: number } | null) : null;
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0) + (pg?.numPassedTests ?? 0);
let failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (pg?.numFailedTests ?? 0);
// A suite that crashed before writing its report still counts as a failure.
if (failed === 0 && (unitStatus !== 0 || e2eStatus !== 0 || pgStatus !== 0)) failed = 1;

console.log(
  `\nunit+api: ${unit?.numPassedTests ?? 0} passed, browser: ${(e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0)} passed` +
    (pg ? `, db+api on PostgreSQL: ${pg.numPassedTests ?? 0} passed` : ""),
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
