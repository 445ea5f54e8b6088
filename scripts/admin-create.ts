import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { AccountError, createAdminAccount } from "../server/auth/admin-accounts";
import { PASSWORD_MIN_LENGTH } from "../shared/admin/password-limits";
import { openDatabase } from "../server/db/connection";
import { migrate } from "../server/db/migrate";
import { databaseLocation, EnvError, parseEnv } from "../server/env";
import { runCommand } from "./operator-command";

// npm run admin:create -- --email you@agency.example [--reset]
// Creates an admin (there is no default account). The password is asked for twice
// with hidden input, or read once from ADMIN_PASSWORD where there is no terminal
// (containers: `node dist/server/admin-create.js --email ...`). --reset sets a new
// password for an existing admin and ends all of their sessions.

const USAGE = "Usage: npm run admin:create -- --email you@agency.example [--reset]";

/** Reads a line without echoing it: readline writes its echo to a stream that drops it. */
function promptHidden(prompt: string): Promise<string> {
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: silent, terminal: true });
  process.stdout.write(prompt);
  return new Promise((resolve) => {
    rl.on("SIGINT", () => {
      process.stdout.write("\n");
      process.exit(130);
    });
    rl.question("", (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv !== undefined) {
    // Read once and forgotten: nothing started from here inherits it.
    delete process.env.ADMIN_PASSWORD;
    return fromEnv;
  }
  if (!process.stdin.isTTY)
    throw new AccountError("There is no terminal to ask for the password: set ADMIN_PASSWORD for this one command instead.");
  const first = await promptHidden(`Password (at least ${PASSWORD_MIN_LENGTH} characters, not shown): `);
  const second = await promptHidden("The same password again: ");
  if (first !== second) throw new AccountError("The two passwords differ. Nothing was changed.");
  return first;
}

const readArgs = () => parseArgs({ options: { email: { type: "string" }, reset: { type: "boolean", default: false } }, strict: true });

async function main(): Promise<number> {
  let args: ReturnType<typeof readArgs>;
  try {
    args = readArgs();
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const email = args.values.email;
  if (!email) {
    console.error(USAGE);
    return 2;
  }
  const env = parseEnv(process.env);
  const password = await readPassword();
  const db = openDatabase(databaseLocation(env));
  try {
    await migrate(db);
    const result = await createAdminAccount(db, { email, password, reset: args.values.reset, extraWords: [env.brand.name] });
    console.log(
      result.created ? `Created the admin ${result.email}.` : `Set a new password for ${result.email}; their sessions have ended.`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

runCommand(main, [AccountError, EnvError]);
