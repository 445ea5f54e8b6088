import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { backupDatabase } from "../server/db/sqlite-backup";
import { BACKUP_COMMAND_ERRORS, runCommand, sqliteDatabasePath } from "./operator-command";

// npm run backup [-- --to FILE]: a consistent copy of the live SQLite database at
// DATABASE_PATH, taken while the site runs, checked, and printed. Without --to it
// goes to backups/ beside the database, named by the time it was taken (UTC).
// In the image: node dist/server/backup.js.

const USAGE = "Usage: npm run backup [-- --to FILE]";

async function main(): Promise<number> {
  let args: { to?: string };
  try {
    args = parseArgs({ options: { to: { type: "string" } }, strict: true }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const databasePath = sqliteDatabasePath();
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const destination = resolve(args.to ?? join(dirname(databasePath), "backups", `app-${stamp}.db`));
  mkdirSync(dirname(destination), { recursive: true });
  const copy = await backupDatabase(databasePath, destination);
  console.log(`Backup written and checked: ${copy.path} (${copy.leads} leads, schema ${copy.schemaVersion}, ${copy.bytes} bytes)`);
  return 0;
}

runCommand(main, BACKUP_COMMAND_ERRORS);
