import { spawn, spawnSync, type StdioOptions } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname } from "node:path";

// npm test: the static checks first (Biome's formatting and lint rules, the layer rules of
// .dependency-cruiser.cjs, the fast path's rules of scripts/fast-path-checks.ts, and the type
// check: docs/decisions/0012-lint-and-import-rules.md, 0034),
// then the production build, the unit + API tests (vitest) and the browser tests (Playwright
// against that build). Every static check runs and reports; any finding stops here, so CI fails
// on it (tests/unit/static-checks.test.ts proves each one does). Both suites always run; where
// PostgreSQL's server is installed, the database and API tests run a second time on a throwaway
// PostgreSQL server (scripts/test-postgres.sh, docs/decisions/0018-postgresql-and-kysely.md).
// The last line sums them up as "N passed, N failed".

/** Every step's environment: colours on a terminal, none on CI. */
const stepEnv = (env: Record<string, string>) => ({ ...process.env, FORCE_COLOR: process.env.CI ? "0" : "1", ...env });

const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(command, args, { stdio: "inherit", env: stepEnv(env) }).status ?? 1;

/** Runs a command without blocking this process, its output on this terminal. */
const runAsync = (command: string, args: string[], env: Record<string, string> = {}, stdio: StdioOptions = "inherit") =>
  new Promise<number>((resolve) => {
    const child = spawn(command, args, { stdio, env: stepEnv(env) });
    child.on("error", () => resolve(1));
    child.on("close", (code) => resolve(code ?? 1));
  });

/** Runs a command with its output in a file, then prints that file whole under a heading. */
async function runLogged(name: string, logPath: string, command: string, args: string[], env: Record<string, string> = {}) {
  mkdirSync(dirname(logPath), { recursive: true });
  const log = openSync(logPath, "w");
  const status = await runAsync(command, args, env, ["ignore", log, log]);
  closeSync(log);
  console.log(`\n--- ${name}, exit status ${status} (its log, ${logPath}):\n`);
  process.stdout.write(readFileSync(logPath));
  return status;
}

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

/** What must hold before anything is built or run: `npm run lint` is the first three, in this order. */
const STATIC_CHECKS: { name: string; script: string; fix: string }[] = [
  { name: "Biome (formatting and lint rules)", script: "lint:biome", fix: "npm run format writes formatting and safe fixes" },
  { name: "layer rules", script: "lint:layers", fix: "docs/decisions/0012-lint-and-import-rules.md says which folder may import which" },
  {
    name: "fast-path rules",
    script: "lint:fast-path",
    fix: "each finding says what to do; docs/decisions/0034-the-fast-path-held-by-tools.md",
  },
  { name: "type check", script: "typecheck", fix: "fix the type errors above" },
];
const failedChecks = STATIC_CHECKS.filter((check) => run("npm", ["run", "--silent", check.script]) !== 0);
for (const check of failedChecks) console.error(`${check.name} failed: ${check.fix}`);
if (failedChecks.length > 0) process.exit(1);
// tests/unit/static-checks.test.ts runs only this part, on a tree with planted violations.
if (process.env.STATIC_CHECKS_ONLY === "1") process.exit(0);
if (run("npx", ["tsx", "scripts/build.ts"]) !== 0) {
  console.error("build failed");
  process.exit(1);
}
// The browser tests spend most of their time waiting on pages, not on a core, so the two vitest
// passes run beside them, their output in a file each, printed whole when they end. The timings
// on a throttled phone come last, alone: beside anything else they measure its load, not the page
// (playwright.config.ts). Measured in docs/decisions/0041-the-suite-on-a-busy-machine.md.
// A report left by an earlier run must not count for this one.
for (const report of ["unit.json", "postgres.json", "e2e.json", "e2e-phone.json"]) rmSync(`test-results/${report}`, { force: true });
const vitestPasses = (async () => {
  const unit = await runLogged("unit+api (vitest)", "test-results/unit.log", "npx", ["vitest", "run"]);
  const pg = hasPostgres
    ? await runLogged("PostgreSQL (scripts/test-postgres.sh)", "test-results/postgres.log", "bash", ["scripts/test-postgres.sh"], {
        VITEST_JSON_REPORT: "test-results/postgres.json",
      })
    : 0;
  return { unit, pg };
})();
const browserStatus = await runAsync("npx", ["playwright", "test", "--project", "chromium", "--project", "staff"]);
const { unit: unitStatus, pg: pgStatus } = await vitestPasses;
if (!hasPostgres) console.log("\nPostgreSQL is not installed: the database and API tests ran on SQLite only");
const phoneStatus = await runAsync("npx", ["playwright", "test", "--project", "phone timings", "--no-deps"], {
  E2E_JSON_REPORT: "test-results/e2e-phone.json",
  E2E_OUTPUT_DIR: "test-results/playwright-phone",
});
const e2eStatus = browserStatus !== 0 ? browserStatus : phoneStatus;

type VitestReport = {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: { name?: string; assertionResults?: { status?: string; fullName?: string }[] }[];
};
type PlaywrightSuite = { title?: string; file?: string; specs?: { title?: string; ok?: boolean }[]; suites?: PlaywrightSuite[] };
type PlaywrightReport = { stats?: { expected?: number; unexpected?: number; flaky?: number }; suites?: PlaywrightSuite[] };
const unit = readJson("test-results/unit.json") as VitestReport | null;
/** The two browser runs' reports as one. */
const e2eReports = ["test-results/e2e.json", "test-results/e2e-phone.json"].map((path) => readJson(path) as PlaywrightReport | null);
const e2e: PlaywrightReport | null = e2eReports.every((report) => report === null)
  ? null
  : {
      stats: {
        expected: e2eReports.reduce((sum, r) => sum + (r?.stats?.expected ?? 0), 0),
        unexpected: e2eReports.reduce((sum, r) => sum + (r?.stats?.unexpected ?? 0), 0),
        flaky: e2eReports.reduce((sum, r) => sum + (r?.stats?.flaky ?? 0), 0),
      },
      suites: e2eReports.flatMap((r) => r?.suites ?? []),
    };
const pg = hasPostgres ? (readJson("test-results/postgres.json") as VitestReport | null) : null;

/** The failed tests by file and name, so the last lines of a long CI log say what broke. */
function failedTestNames(unitReport: VitestReport | null, e2eReport: PlaywrightReport | null, pgReport: VitestReport | null) {
  const fromVitest = (report: VitestReport | null, suite: string) =>
    (report?.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((test) => test.status === "failed")
        .map((test) => `${suite} ${(file.name ?? "").replace(`${process.cwd()}/`, "")} > ${test.fullName}`),
    );
  const fromPlaywright = (suites: PlaywrightSuite[] = [], file = ""): string[] =>
    suites.flatMap((suite) => [
      ...(suite.specs ?? []).filter((spec) => spec.ok === false).map((spec) => `browser ${suite.file ?? file} > ${spec.title}`),
      ...fromPlaywright(suite.suites, suite.file ?? file),
    ]);
  return [...fromVitest(unitReport, "unit+api"), ...fromPlaywright(e2eReport?.suites), ...fromVitest(pgReport, "PostgreSQL")];
}
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0) + (pg?.numPassedTests ?? 0);
let failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (pg?.numFailedTests ?? 0);
// A suite that exits non-zero with every test passed (an unhandled error between tests, a
// crash before its report was written, a server that would not stop) still fails the run, and
// the last lines name it, since no test's name can.
const suitesFailedOutsideTests = [
  { name: "unit+api (vitest)", status: unitStatus, failedTests: unit?.numFailedTests ?? 0 },
  { name: "browser (Playwright)", status: e2eStatus, failedTests: e2e?.stats?.unexpected ?? 0 },
  { name: "PostgreSQL (scripts/test-postgres.sh)", status: pgStatus, failedTests: pg?.numFailedTests ?? 0 },
].filter((suite) => suite.status !== 0 && suite.failedTests === 0);
failed += suitesFailedOutsideTests.length;

console.log(
  `\nunit+api: ${unit?.numPassedTests ?? 0} passed, browser: ${(e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0)} passed` +
    (pg ? `, db+api on PostgreSQL: ${pg.numPassedTests ?? 0} passed` : ""),
);
for (const name of failedTestNames(unit, e2e, pg)) console.log(`failed: ${name}`);
for (const suite of suitesFailedOutsideTests)
  console.log(`failed: ${suite.name} exited with status ${suite.status} outside any test (its errors are printed above)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
