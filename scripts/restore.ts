import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { restoreDatabase } from "../server/db/sqlite-backup";
import { BACKUP_COMMAND_ERRORS, runCommand, sqliteDatabasePath } from "./operator-command";

// npm run restore -- FILE: puts a backup (npm run backup) in place of the database at
// DATABASE_PATH. The site must be stopped: a database that a process has open is
// refused. The backup is checked before and the result after.
// In the image: node dist/server/restore.js FILE.

const USAGE = "Usage: npm run restore -- FILE   (stop the site first)";

async function main(): Promise<number> {
  let file: string | undefined;
  try {
    const { positionals } = parseArgs({ allowPositionals: true, strict: true });
    if (positionals.length !== 1) throw new Error("Name exactly one backup file.");
    file = positionals[0];
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const databasePath = sqliteDatabasePath();
  const restored = await restoreDatabase(resolve(file!), databasePath);
  console.log(
    `Restored ${resolve(file!)} to ${restored.path} (${restored.leads} leads, schema ${restored.schemaVersion}); start the site now.`,
  );
  return 0;
}

runCommand(main, BACKUP_COMMAND_ERRORS);
