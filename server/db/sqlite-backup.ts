import Database from "better-sqlite3";
import { existsSync, renameSync, rmSync, statSync } from "node:fs";

// Backups of the embedded SQLite database (README, "Backups"). A backup is SQLite's
// online backup of the live file, so the site keeps taking leads while it runs; a
// restore writes a backup back through SQLite (which keeps the target's WAL right)
// and only while no process has the database open.

/** Pages per backup step: everything in one step, so a write elsewhere cannot restart a half-done copy. */
const ALL_PAGES = 0x7fffffff;

export class BackupError extends Error {}

export interface DatabaseFileCheck {
  path: string;
  bytes: number;
  /** The schema version (PRAGMA user_version, see server/db/migrate.ts). */
  schemaVersion: number;
  leads: number;
}

/** integrity_check, and that the file is this product's database; what an operator wants to read about it. */
function checkDatabaseFile(path: string): DatabaseFileCheck {
  let db: Database.Database;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`${path} cannot be opened as a database: ${(error as Error).message}`);
  }
  try {
    const problems = (db.pragma("integrity_check") as { integrity_check: string }[]).map((r) => r.integrity_check);
    if (problems.join() !== "ok") throw new BackupError(`${path} failed SQLite's integrity check: ${problems.slice(0, 3).join("; ")}`);
    const schemaVersion = db.pragma("user_version", { simple: true }) as number;
    const hasLeads = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'leads'").get();
    if (schemaVersion === 0 || !hasLeads) throw new BackupError(`${path} is a sound SQLite file but not this site's database`);
    const { n } = db.prepare("SELECT count(*) AS n FROM leads").get() as { n: number };
    return { path, bytes: statSync(path).size, schemaVersion, leads: n };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${path} is not a sound database: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

/** Copies the live database to `destination` (a new file) and checks the copy. */
export async function backupDatabase(livePath: string, destination: string): Promise<DatabaseFileCheck> {
  if (!existsSync(livePath)) throw new BackupError(`There is no database at ${livePath}`);
  if (existsSync(destination)) throw new BackupError(`${destination} exists already: a backup never overwrites a file`);
  const partial = `${destination}.partial`;
  rmSync(partial, { force: true });
  const live = new Database(livePath, { fileMustExist: true, timeout: 5000 });
  try {
    await live.backup(partial, { progress: () => ALL_PAGES });
  } finally {
    live.close();
  }
  let check: DatabaseFileCheck;
  try {
    // The copy carries the live file's WAL mode; a backup is one self-contained file.
    const copy = new Database(partial, { fileMustExist: true });
    copy.pragma("journal_mode = DELETE");
    copy.close();
    check = checkDatabaseFile(partial);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  // Only a checked copy gets the name an operator will restore from; renaming leaves its bytes as checked.
  renameSync(partial, destination);
  return { ...check, path: destination };
}

/** Throws unless no other connection has the database open (a running site holds one). */
function assertNotInUse(path: string): void {
  if (!existsSync(path)) return;
  const db = new Database(path, { timeout: 0 });
  try {
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE");
    db.exec("COMMIT");
  } catch (error) {
    if ((error as { code?: string }).code === "SQLITE_BUSY") {
      throw new BackupError(`The database at ${path} is in use: stop the site before restoring`);
    }
    throw error;
  } finally {
    db.close();
  }
}

/** Puts a checked backup in place of the database at `targetPath`, while the site is stopped. */
export async function restoreDatabase(backupPath: string, targetPath: string): Promise<DatabaseFileCheck> {
  checkDatabaseFile(backupPath);
  assertNotInUse(targetPath);
  const backup = new Database(backupPath, { readonly: true, fileMustExist: true });
  try {
    await backup.backup(targetPath, { progress: () => ALL_PAGES });
  } finally {
    backup.close();
  }
  return checkDatabaseFile(targetPath);
}
