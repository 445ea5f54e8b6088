import { BackupError } from "../server/db/sqlite-backup";
import { EnvError, parseEnv } from "../server/env";

// What the operator's commands (admin:create, backup, restore) share: how they end.

type ExplainedError = abstract new (...args: never[]) => Error;

/**
 * Runs a command and exits with its code. An error of an `explained` kind is the
 * operator's to fix (a bad setting, a refused file): its message alone is printed
 * and the exit code is 1. Anything else is a bug and keeps its stack trace.
 */
export function runCommand(main: () => Promise<number>, explained: ExplainedError[]): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (explained.some((kind) => error instanceof kind)) {
        console.error((error as Error).message);
        process.exit(1);
      }
      throw error;
    },
  );
}

/** The SQLite file the backup commands work on; on PostgreSQL they refuse and name its own tools. */
export function sqliteDatabasePath(): string {
  const { databasePath, databaseUrl } = parseEnv(process.env);
  if (databaseUrl) {
    throw new BackupError(
      'DATABASE_URL is set: the data is in PostgreSQL, which pg_dump and pg_restore back up and restore (README, "Backups").',
    );
  }
  return databasePath;
}

export const BACKUP_COMMAND_ERRORS: ExplainedError[] = [BackupError, EnvError];
