import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // The Playwright specs under tests/e2e are not vitest tests: vitest would try to run them and fail.
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/api/**/*.test.{ts,tsx}"],
    environment: "node",
    reporters: ["default", ["json", { outputFile: "test-results/unit.json" }]],
    testTimeout: 15_000,
  },
});
