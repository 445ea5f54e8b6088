import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // The Playwright specs under tests/e2e are not vitest tests; vitest's default globs would run them.
    // tests/integration runs real processes on PostgreSQL and skips itself without TEST_DATABASE_URL.
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/api/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
    environment: "node",
    // scripts/test.ts names another report file for the PostgreSQL run.
    reporters: ["default", ["json", { outputFile: process.env.VITEST_JSON_REPORT ?? "test-results/unit.json" }]],
    // A bound to wait within, not a measurement: a test that walks pages takes a few seconds on a quiet
    // machine and several times that on a two-core one busy with something else.
    testTimeout: 30_000,
    // A worker per core (vitest's default leaves one core idle): on CI's two cores that halves
    // the run. Most of a test's time is a server answering, not waiting.
    maxWorkers: "100%",
    // Each worker runs its files one after another in one module graph instead of a fresh process
    // per file: the app's modules are imported once per worker, not once per file. The unit and API
    // pass took 88 s instead of 162 s on the idle two-core machine
    // (docs/decisions/0041-the-suite-on-a-busy-machine.md). A test file therefore leaves nothing
    // behind: databases are closed per file (tests/helpers/test-db-setup.ts), and a file that changes
    // process.env, timers or mocks puts them back.
    isolate: false,
    // Closes each file's databases (tests/helpers/test-db.ts picks SQLite or PostgreSQL).
    setupFiles: ["shared/i18n/all-copy.ts", "tests/helpers/test-db-setup.ts"],
  },
});
