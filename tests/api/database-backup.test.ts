import Database from "better-sqlite3";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { humanControls, TEST_APP_SECRET } from "../helpers/lead-controls";
import { exitPopupLead } from "../helpers/lead-payloads";
import { listeningOrigin, startServerProcess } from "../helpers/server-process";

// SQLite only: its server process and the backup and restore commands work on a SQLite file, which the PostgreSQL pass (scripts/test-postgres.sh) would only repeat.

// npm run backup / restore as an operator runs them in the image (node dist/server/*.js,
// built by npm test), against a real server process taking leads.

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

function command(script: "backup" | "restore", databasePath: string, args: string[]) {
  const result = spawnSync(process.execPath, [`dist/server/${script}.js`, ...args], {
    env: { ...process.env, DATABASE_PATH: databasePath, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function startSite(databasePath: string): Promise<string> {
  const server = startServerProcess({ PORT: "0", DATABASE_PATH: databasePath, APP_SECRET: TEST_APP_SECRET, CONTACTS_RATE_LIMIT: "0" });
  stops.push(async () => {
    server.child.kill("SIGTERM");
    await server.exited;
  });
  return listeningOrigin(server);
}

function storedEmails(databasePath: string): Set<string> {
  const db = new Database(databasePath, { readonly: true });
  try {
    return new Set((db.prepare("SELECT email FROM leads").all() as { email: string }[]).map((r) => r.email));
  } finally {
    db.close();
  }
}

describe("backups of the SQLite database", () => {
  test("a backup taken while leads pour in restores to a database with every lead acknowledged before it started", {
    timeout: 60_000,
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "agency-backup-"));
    const live = join(dir, "app.db");
    const origin = await startSite(live);

    // Eight senders post leads back to back; each acknowledged lead is noted with the time of its 201.
    const acknowledged: { email: string; at: number }[] = [];
    let sending = true;
    let sent = 0;
    const sender = async (n: number) => {
      while (sending) {
        const email = `lead-${n}-${sent++}@agency.example`;
        const res = await fetch(`${origin}/api/contacts`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ ...exitPopupLead, email, ...humanControls() }),
        });
        if (res.status === 201) acknowledged.push({ email, at: Date.now() });
        else throw new Error(`lead refused: ${res.status} ${await res.text()}`);
      }
    };
    const senders = Array.from({ length: 8 }, (_, n) => sender(n));
    while (acknowledged.length < 200) await new Promise((r) => setTimeout(r, 20));

    const started = Date.now();
    const before = acknowledged.filter((a) => a.at < started).map((a) => a.email);
    const backupFile = join(dir, "during-load.db");
    // Asynchronous, so the senders keep sending while the copy is taken.
    const backup = await new Promise<{ status: number | null; stdout: string }>((resolve) => {
      const child = spawn(process.execPath, ["dist/server/backup.js", "--to", backupFile], {
        env: { ...process.env, DATABASE_PATH: live },
      });
      let stdout = "";
      child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
      child.on("exit", (status) => resolve({ status, stdout }));
    });
    const afterBackup = acknowledged.length;
    while (acknowledged.length < afterBackup + 50) await new Promise((r) => setTimeout(r, 20));
    sending = false;
    await Promise.all(senders);

    expect(backup.status).toBe(0);
    expect(backup.stdout).toContain(`Backup written and checked: ${backupFile}`);
    const restored = join(dir, "restored.db");
    const restore = command("restore", restored, [backupFile]);
    expect(restore.status).toBe(0);
    const inRestored = storedEmails(restored);
    expect(before.filter((email) => !inRestored.has(email))).toEqual([]);
    // The copy is of a moment during the load: leads acknowledged after it are not in it.
    expect(inRestored.size).toBeLessThan(acknowledged.length);
    expect(storedEmails(live).size).toBe(acknowledged.length);
  });

  test("restore refuses a database the running site has open, and leaves it as it was", { timeout: 30_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "agency-backup-"));
    const live = join(dir, "app.db");
    const origin = await startSite(live);
    const backupFile = join(dir, "empty.db");
    expect(command("backup", live, ["--to", backupFile]).status).toBe(0);
    const res = await fetch(`${origin}/api/contacts`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...exitPopupLead, email: "kept@agency.example", ...humanControls() }),
    });
    expect(res.status).toBe(201);

    const restore = command("restore", live, [backupFile]);
    expect(restore.status).toBe(1);
    expect(restore.stderr).toContain(`The database at ${live} is in use: stop the site before restoring`);
    expect(storedEmails(live)).toEqual(new Set(["kept@agency.example"]));
  });

  test("a file that is not a sound backup is refused before anything is written", () => {
    const dir = mkdtempSync(join(tmpdir(), "agency-backup-"));
    const damaged = join(dir, "damaged.db");
    writeFileSync(damaged, "this is not a database");
    const target = join(dir, "app.db");
    const restore = command("restore", target, [damaged]);
    expect(restore.status).toBe(1);
    expect(restore.stderr).toContain(`${damaged} is not a sound database`);
    expect(existsSync(target)).toBe(false);
  });

  test("a backup never overwrites an existing file, and names a missing database", () => {
    const dir = mkdtempSync(join(tmpdir(), "agency-backup-"));
    const existing = join(dir, "taken.db");
    writeFileSync(existing, "an earlier backup");
    const missing = command("backup", join(dir, "none.db"), ["--to", join(dir, "x.db")]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain(`There is no database at ${join(dir, "none.db")}`);
    new Database(join(dir, "app.db")).close();
    const overwrite = command("backup", join(dir, "app.db"), ["--to", existing]);
    expect(overwrite.status).toBe(1);
    expect(overwrite.stderr).toContain("exists already");
    expect(readFileSync(existing, "utf8")).toBe("an earlier backup");
  });
});
