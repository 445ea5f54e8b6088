// Starts the production server for the browser tests on a fresh database.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dir = mkdtempSync(join(tmpdir(), "agency-e2e-"));
const child = spawn(process.execPath, ["dist/server/index.js"], {
  stdio: ["ignore", "inherit", "inherit"],
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATABASE_PATH: join(dir, "e2e.db"),
    CONTACTS_RATE_LIMIT: "0",
    LOG_LEVEL: "warn",
    SITE_URL: `http://127.0.0.1:${process.env.PORT}`,
    // The Google tag is requested only after consent; tests intercept it (never the real host).
    GA_MEASUREMENT_ID: "G-E2ETEST01",
  },
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
