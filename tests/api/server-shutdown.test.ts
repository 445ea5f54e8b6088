import { mkdtempSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { REQUEST_GRACE_MS } from "../../server/graceful-shutdown";
import { listeningOrigin, startServerProcess, type ServerProcess } from "../helpers/server-process";

// SQLite only: its server processes open a SQLite file, which the PostgreSQL pass (scripts/test-postgres.sh) would only repeat.

// A container platform kills the process 10 s after SIGTERM: the server must be gone
// before that however many slow clients hold connections, and at once when nothing runs
// (server/graceful-shutdown.ts). An acknowledged lead is never lost on the way
// (tests/api/server-process.test.ts covers the lead still arriving at SIGTERM).

const servers: ServerProcess[] = [];
const sockets: Socket[] = [];
const timers: NodeJS.Timeout[] = [];

afterEach(() => {
  for (const timer of timers.splice(0)) clearInterval(timer);
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) server.child.kill("SIGKILL");
});

/** A server answering nothing; `warmUp`: it has warmed its page cache and is drawing social cards in the background. */
async function startedServer(options: { warmUp?: boolean } = {}): Promise<{ server: ServerProcess; port: number }> {
  const server = startServerProcess({
    PORT: "0",
    DATABASE_PATH: join(mkdtempSync(join(tmpdir(), "agency-stop-")), "s.db"),
    WARM_UP: options.warmUp ? "on" : "off",
  });
  servers.push(server);
  const port = Number(new URL(await listeningOrigin(server)).port);
  if (options.warmUp) {
    // No request of the page cache's warm-up (its own requests to the server) is in flight any more.
    for (let i = 0; i < 600 && !server.output().includes('"msg":"page cache warmed"'); i++) await new Promise((r) => setTimeout(r, 100));
    expect(server.output()).toContain('"msg":"page cache warmed"');
  }
  return { server, port };
}

/** Opens a connection that sends `start`, then `drip` every second, never finishing its request. */
async function slowClient(port: number, start: string, drip: string): Promise<void> {
  const socket = connect(port, "127.0.0.1");
  sockets.push(socket);
  socket.on("error", () => {});
  await new Promise((resolve) => socket.once("connect", resolve));
  socket.write(start);
  timers.push(setInterval(() => socket.writable && socket.write(drip), 1_000));
}

/** Sends SIGTERM and resolves with the exit code and the milliseconds until the process was gone. */
async function stop(server: ServerProcess): Promise<{ exit: unknown; ms: number }> {
  const started = performance.now();
  server.child.kill("SIGTERM");
  const exit = await server.exited;
  return { exit, ms: performance.now() - started };
}

describe("SIGTERM", () => {
  // The bounds below tell "at once" from "after a wait the server has": a busy machine may take
  // a second or two to stop a process, never the grace or the limit themselves.
  test("an idle server, drawing social cards in the background, exits at once: it waits for no grace", { timeout: 90_000 }, async () => {
    const { server } = await startedServer({ warmUp: true });
    const { exit, ms } = await stop(server);
    expect(exit).toBe(0);
    expect(ms).toBeLessThan(REQUEST_GRACE_MS);
    expect(server.output()).not.toContain("in-flight requests did not finish in time");
  });

  test("twenty slow clients still sending their headers do not hold the exit", { timeout: 90_000 }, async () => {
    const { server, port } = await startedServer();
    for (let i = 0; i < 20; i++) await slowClient(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n", `X-Slow-${i}: 1\r\n`);
    // Every connection is accepted and waiting for its headers to end.
    await new Promise((r) => setTimeout(r, 500));
    const { exit, ms } = await stop(server);
    expect(exit).toBe(0);
    // They have no request the app is answering: dropped at once, not after the grace or the 15 s header limit.
    expect(ms).toBeLessThan(REQUEST_GRACE_MS);
    expect(server.output()).not.toContain("in-flight requests did not finish in time");
    expect(server.output()).toContain('"msg":"stopped"');
  });

  test("slow clients whose bodies never end are cut off, and the process is gone within 10 s", { timeout: 90_000 }, async () => {
    const { server, port } = await startedServer();
    const headers = "POST /api/contacts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 9000\r\n\r\n";
    for (let i = 0; i < 20; i++) await slowClient(port, `${headers}{"message":"`, "x");
    await new Promise((r) => setTimeout(r, 500));
    const { exit, ms } = await stop(server);
    // The app was answering them, so they had their grace; the database still closed cleanly.
    expect(exit).toBe(0);
    // The platform's kill comes 10 s after SIGTERM; the server's own limit is SHUTDOWN_LIMIT_MS.
    expect(ms).toBeGreaterThanOrEqual(REQUEST_GRACE_MS);
    expect(ms).toBeLessThan(10_000);
    expect(server.output()).toContain("in-flight requests did not finish in time");
    expect(server.output()).toContain('"msg":"stopped"');
  });
});
