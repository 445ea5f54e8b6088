import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";

// The production bundle as a real process (npm test builds it first), for the tests
// that need what only a process has: start-up, signals, timeouts, other processes.

const BUNDLE = "dist/server/index.js";

export interface ServerProcess {
  child: ChildProcess;
  /** The exit code, or the signal that ended the process. */
  exited: Promise<NodeJS.Signals | number | null>;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
}

/**
 * Starts the server on loopback, in production mode, with `env` on top (give it PORT and a database),
 * and `nodeOptions` (e.g. --env-file-if-exists) before the bundle. It does not warm its caches unless
 * `env` says WARM_UP=on: rendering every page and drawing every social card costs each process tens
 * of seconds of CPU, which the tests' other processes would wait for
 * (tests/api/server-shutdown.test.ts starts one that does).
 */
export function startServerProcess(env: Record<string, string>, nodeOptions: string[] = []): ServerProcess {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run "npm run build" first`);
  const child = spawn(process.execPath, [...nodeOptions, BUNDLE], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", LOG_LEVEL: "info", WARM_UP: "off", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on("exit", (code, signal) => resolve(signal ?? code)));
  return { child, exited, output: () => output };
}

/** The server listens on a free port (PORT=0) and logs it: waits for that line and returns its origin. */
export async function listeningOrigin(server: ServerProcess): Promise<string> {
  // Up to 30 s: a start-up on a busy machine (parallel test files) can take long.
  for (let i = 0; i < 300; i++) {
    const port = /"msg":"listening"/.test(server.output()) ? /"port":(\d+)/.exec(server.output())?.[1] : undefined;
    if (port) return `http://127.0.0.1:${port}`;
    if (server.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  server.child.kill("SIGKILL");
  throw new Error(`the server never said it was listening:\n${server.output()}`);
}
