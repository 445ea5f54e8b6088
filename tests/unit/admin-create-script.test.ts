import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { openDatabase } from "../../server/db/connection";
import { parsePasswordHash } from "../../server/auth/password-hash";
import { rows } from "../helpers/test-db";

// SQLite only: the script runs on a SQLite file of its own, which the PostgreSQL pass (scripts/test-postgres.sh) would only repeat.

// `npm run admin:create` as an operator runs it, without a terminal (as in a container).
function runScript(args: string[], env: Record<string, string>) {
  const result = spawnSync(join("node_modules", ".bin", "tsx"), ["scripts/admin-create.ts", ...args], {
    env: { ...process.env, ...env },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 30_000,
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

describe("npm run admin:create", () => {
  const databasePath = join(mkdtempSync(join(tmpdir(), "agency-admin-")), "app.db");

  test("creates an owner from ADMIN_PASSWORD on a new database, with the production hash parameters", async () => {
    const run = runScript(["--email", "Owner@Agency.example"], {
      DATABASE_PATH: databasePath,
      ADMIN_PASSWORD: "velvet-compass-ember-7713",
    });
    expect(run.out).toContain("Created the admin owner@agency.example.");
    expect(run.status).toBe(0);
    const db = openDatabase(databasePath);
    const admins = await rows<{ email: string; password_hash: string; role: string }>(db, "SELECT email, password_hash, role FROM admins");
    await db.close();
    expect(admins.map((r) => [r.email, r.role])).toEqual([["owner@agency.example", "owner"]]);
    expect(parsePasswordHash(admins[0]!.password_hash)).toMatchObject({ N: 2 ** 17, r: 8, p: 1 });
  }, 30_000);

  test("refuses a common password, a taken email, a missing --email and a missing password", () => {
    const common = runScript(["--email", "x@agency.example"], { DATABASE_PATH: databasePath, ADMIN_PASSWORD: "Password2025!" });
    expect(common.status).toBe(1);
    expect(common.out).toContain("too common");
    const taken = runScript(["--email", "owner@agency.example"], {
      DATABASE_PATH: databasePath,
      ADMIN_PASSWORD: "harvest-quartz-mellow-3381",
    });
    expect(taken.status).toBe(1);
    expect(taken.out).toContain("exists already");
    const noEmail = runScript([], { DATABASE_PATH: databasePath, ADMIN_PASSWORD: "harvest-quartz-mellow-3381" });
    expect(noEmail.status).toBe(2);
    expect(noEmail.out).toContain("Usage: npm run admin:create -- --email");
    const noPassword = runScript(["--email", "y@agency.example"], { DATABASE_PATH: databasePath });
    expect(noPassword.status).toBe(1);
    expect(noPassword.out).toContain("set ADMIN_PASSWORD");
  }, 60_000);
});
