import Database from "better-sqlite3";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { mailHeader, readMail, type ReadMail } from "../../server/mail/mime-read";
import { e2eMailDir } from "./e2e-mail-dir.mjs";

/**
 * The lead stored under `email` by the server the browser tests run against.
 * tests/e2e/start-server.mjs keeps its database in a fresh tmp folder
 * (agency-e2e-*); the newest folders are searched for the test's unique address.
 */
export function findStoredLead(email: string): Record<string, unknown> | null {
  const root = tmpdir();
  const files = readdirSync(root)
    .filter((name) => name.startsWith("agency-e2e-"))
    .map((name) => join(root, name, "e2e.db"))
    .filter((file) => existsSync(file))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const file of files) {
    try {
      const db = new Database(file, { readonly: true, fileMustExist: true });
      try {
        const row = db.prepare("SELECT * FROM leads WHERE email = ?").get(email) as Record<string, unknown> | undefined;
        if (row) return row;
      } finally {
        db.close();
      }
    } catch {
      // another checkout's database, busy or from an older schema: not ours
    }
  }
  return null;
}

/**
 * The newest email written to `address` by the servers the browser tests run against (no
 * SMTP_URL: each writes to the mail folder of its port, ./e2e-mail-dir.mjs), read back.
 */
export function findWrittenEmail(address: string): ReadMail | null {
  const port = Number(process.env.E2E_PORT ?? 3107);
  const folders = [e2eMailDir(port), e2eMailDir(port + 1)].filter((folder) => existsSync(folder));
  for (const folder of folders) {
    for (const file of readdirSync(folder)
      .filter((f) => f.endsWith(".eml"))
      .sort()
      .reverse()) {
      const mail = readMail(readFileSync(join(folder, file), "utf8"));
      if (mailHeader(mail.headers, "to").includes(address)) return mail;
    }
  }
  return null;
}
