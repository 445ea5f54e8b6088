// Starts the production server for the browser tests on a fresh database.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fixturePortFor, startFixtureSite } from "../fixtures/seo-audit/fixture-site.mjs";
import { E2E_APP_SECRET } from "./e2e-app-secret.mjs";
import { e2eMailDir } from "./e2e-mail-dir.mjs";

// The SEO audit can only reach this fixture site (there is no outside network).
const fixtureSite = await startFixtureSite(fixturePortFor(Number(process.env.PORT)));
const dir = mkdtempSync(join(tmpdir(), "agency-e2e-"));
// Emails go to a folder named by the port, emptied at start, where a spec can read them.
const mailDir = e2eMailDir(process.env.PORT);
rmSync(mailDir, { recursive: true, force: true });
// The admin the browser tests sign in as (tests/e2e/admin.spec.ts), made the way an operator would.
const admin = spawnSync(process.execPath, ["dist/server/admin-create.js", "--email", "e2e-admin@agency.example"], {
  stdio: ["ignore", "inherit", "inherit"],
  env: { ...process.env, DATABASE_PATH: join(dir, "e2e.db"), ADMIN_PASSWORD: "e2e-quartz-harbour-5821", LOG_LEVEL: "warn" },
});
if (admin.status !== 0) process.exit(admin.status ?? 1);
const child = spawn(process.execPath, ["dist/server/index.js"], {
  stdio: ["ignore", "inherit", "inherit"],
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATABASE_PATH: join(dir, "e2e.db"),
    CONTACTS_RATE_LIMIT: "0",
    LOG_LEVEL: "warn",
    // The staff server answers at localhost: passkeys are bound to a host name, never an IP address.
    SITE_URL: `http://${process.env.E2E_SITE_HOST ?? "127.0.0.1"}:${process.env.PORT}`,
    MAIL_DIR: mailDir,
    SEO_AUDIT_ALLOW_TARGETS: `127.0.0.1:${fixtureSite.port}`,
    SEO_AUDIT_RATE_LIMIT: "0",
    // The Google tag is requested only after consent; tests intercept it (never the real host).
    GA_MEASUREMENT_ID: "G-E2ETEST01",
    // Known to the specs, so a lead they post themselves can carry a valid form token.
    APP_SECRET: E2E_APP_SECRET,
    // Each page and social card is made on its first request: warming every one of them at start
    // (two servers, tens of seconds of CPU each) would compete with the first tests for the CPU.
    WARM_UP: "off",
  },
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
