import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium";

// Browser tests run against the production build (npm run build) with Debian's
// Chromium; `npx playwright install` cannot download browsers on this machine.
// E2E_PORT lets two checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 3107);
// The staff-area spec publishes posts and changes leads: it gets a server and database of
// its own, so the public specs can count posts and leads without racing it.
const STAFF_PORT = PORT + 1;
// The describe block of the tests that time a page on a throttled phone.
const THROTTLED = /on a throttled phone/;
const server = (port: number, host = "127.0.0.1") => ({
  command: "node tests/e2e/start-server.mjs",
  url: `http://127.0.0.1:${port}/healthz`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: { PORT: String(port), E2E_SITE_HOST: host },
});
// The staff server's address is localhost: a passkey's relying party is a host name, and WebAuthn
// refuses an IP address (tests/e2e/staff-passkeys-admin.spec.ts).
const STAFF_HOST = "localhost";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Bounds to wait within, not measurements: a two-core machine busy with another process takes
  // two or three times as long as a quiet one, and a test must not fail for that alone.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Playwright empties its output folder at start: keep it apart from the vitest report, and the
  // phone timings' run (scripts/test.ts runs them after the rest) apart from the first run's.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results/playwright",
  reporter: [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT ?? "test-results/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "off",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: "chromium", testIgnore: /admin\.spec\.ts$/, grepInvert: THROTTLED, use: { ...devices["Desktop Chrome"] } },
    { name: "staff", testMatch: /admin\.spec\.ts$/, use: { ...devices["Desktop Chrome"], baseURL: `http://${STAFF_HOST}:${STAFF_PORT}` } },
    // The timings on a throttled phone (tests/e2e/slow-phone.spec.ts) run last, alone: beside
    // another browser on a 2-core machine each measures the other's load, not the page.
    { name: "phone timings", grep: THROTTLED, dependencies: ["chromium", "staff"], use: { ...devices["Desktop Chrome"] } },
  ],
  webServer: [server(PORT), server(STAFF_PORT, STAFF_HOST)],
});
