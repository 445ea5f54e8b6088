import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { afterEach, describe, expect, test } from "vitest";
import { REQUEST_GRACE_MS } from "../../server/graceful-shutdown";
import { startFixtureSite, type FixtureSite } from "../fixtures/seo-audit/fixture-site.mjs";
import { ADMIN_PASSWORD, asAdmin, signIn } from "../helpers/admin";
import { blurredSvg } from "../helpers/media-files";
import { listeningOrigin, startServerProcess, type ServerProcess } from "../helpers/server-process";

// SQLite only: its server processes open a SQLite file, which the PostgreSQL pass (scripts/test-postgres.sh) would only repeat.

// A container platform kills the process 10 s after SIGTERM: the server must be gone
// before that however many slow clients hold connections, and at once when nothing runs
// (server/graceful-shutdown.ts). An acknowledged lead is never lost on the way
// (tests/api/server-process.test.ts covers the lead still arriving at SIGTERM).

const servers: ServerProcess[] = [];
const sockets: Socket[] = [];
const timers: NodeJS.Timeout[] = [];
const sites: FixtureSite[] = [];

afterEach(async () => {
  for (const timer of timers.splice(0)) clearInterval(timer);
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) server.child.kill("SIGKILL");
  for (const site of sites.splice(0)) await site.close();
});

/**
 * A server answering nothing, with `env` on top; with WARM_UP=on it has warmed its page cache
 * and is drawing social cards in the background.
 */
async function startedServer(env: Record<string, string> = {}): Promise<{ server: ServerProcess; port: number }> {
  const server = startServerProcess({ PORT: "0", DATABASE_PATH: join(mkdtempSync(join(tmpdir(), "agency-stop-")), "s.db"), ...env });
  servers.push(server);
  const port = Number(new URL(await listeningOrigin(server)).port);
  if (env.WARM_UP === "on") {
    // No request of the page cache's warm-up (its own requests to the server) is in flight any more.
    for (let i = 0; i < 600 && !server.output().includes('"msg":"page cache warmed"'); i++) await new Promise((r) => setTimeout(r, 100));
    expect(server.output()).toContain('"msg":"page cache warmed"');
  }
  return { server, port };
}

/**
 * Opens a connection that sends `start`, then `drip` every second, never finishing its request.
 * A `start` with "Expect: 100-continue" resolves once the server says Continue, which it does as
 * it hands the request to the app: from then on the app is answering it.
 */
async function slowClient(port: number, start: string, drip: string): Promise<void> {
  const socket = connect(port, "127.0.0.1");
  sockets.push(socket);
  socket.on("error", () => {});
  await new Promise((resolve) => socket.once("connect", resolve));
  const continued = new Promise((resolve) => socket.on("data", (d) => String(d).includes("100 Continue") && resolve(undefined)));
  socket.write(start);
  timers.push(setInterval(() => socket.writable && socket.write(drip), 1_000));
  if (/^Expect: 100-continue\r$/im.test(start)) await continued;
}

/**
 * Resolves once the server has answered a request on a new connection: by then it has accepted
 * every connection opened before it (they were ahead of it in the listen queue) and read what they sent.
 */
async function acceptedSoFar(port: number): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${port}/healthz`, { headers: { Connection: "close" } });
  await res.arrayBuffer();
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
    const { server } = await startedServer({ WARM_UP: "on" });
    const { exit, ms } = await stop(server);
    expect(exit).toBe(0);
    expect(ms).toBeLessThan(REQUEST_GRACE_MS);
    expect(server.output()).not.toContain("in-flight requests did not finish in time");
  });

  test("twenty slow clients still sending their headers do not hold the exit", { timeout: 90_000 }, async () => {
    const { server, port } = await startedServer();
    for (let i = 0; i < 20; i++) await slowClient(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n", `X-Slow-${i}: 1\r\n`);
    // Every connection is accepted and waiting for its headers to end.
    await acceptedSoFar(port);
    const { exit, ms } = await stop(server);
    expect(exit).toBe(0);
    // They have no request the app is answering: dropped at once, not after the grace or the 15 s header limit.
    expect(ms).toBeLessThan(REQUEST_GRACE_MS);
    expect(server.output()).not.toContain("in-flight requests did not finish in time");
    expect(server.output()).toContain('"msg":"stopped"');
  });

  test("slow clients whose bodies never end are cut off, and the process is gone within 10 s", { timeout: 90_000 }, async () => {
    const { server, port } = await startedServer();
    const headers =
      "POST /api/contacts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 9000\r\nExpect: 100-continue\r\n\r\n";
    // Each resolves once the app is answering its request.
    await Promise.all(Array.from({ length: 20 }, () => slowClient(port, `${headers}{"message":"`, "x")));
    const { exit, ms } = await stop(server);
    // The app was answering them, so they had their grace; the database still closed cleanly.
    expect(exit).toBe(0);
    // The platform's kill comes 10 s after SIGTERM; the server's own limit is SHUTDOWN_LIMIT_MS.
    expect(ms).toBeGreaterThanOrEqual(REQUEST_GRACE_MS);
    expect(ms).toBeLessThan(10_000);
    expect(server.output()).toContain("in-flight requests did not finish in time");
    expect(server.output()).toContain('"msg":"stopped"');
  });

  test("an upload whose drawing never ends holds neither /healthz nor the exit: gone within 10 s, its job process too", {
    timeout: 120_000,
  }, async () => {
    // A staff account, made as an operator makes it (README).
    const env = { SITE_URL: "https://agency.test", DATABASE_PATH: join(mkdtempSync(join(tmpdir(), "agency-stop-")), "s.db") };
    const created = spawnSync(process.execPath, ["dist/server/admin-create.js", "--email", "admin@agency.test"], {
      env: { ...process.env, ...env, ADMIN_PASSWORD },
      encoding: "utf8",
    });
    expect(created.status, created.stderr).toBe(0);
    const { server, port } = await startedServer(env);
    const origin = `http://127.0.0.1:${port}`;
    const session = await signIn(origin as never, "admin@agency.test", ADMIN_PASSWORD);
    // 3,000 blurs in a row: librsvg draws for minutes (in the server's own process it held the exit for 575 s).
    const upload = asAdmin(origin as never, session)
      .post("/api/admin/media")
      .field("alt", "Endless")
      .field("altDe", "Endlos")
      .attach("file", blurredSvg(256, 100, 3_000), "endless.svg")
      .then(
        (res) => res.status,
        () => "cut",
      );
    const jobPid = await childOf(server.child.pid!);

    // The drawing never ends, so a server it held would never answer: answers while its job
    // process still runs are the proof, with no clock a busy machine could miss.
    for (let i = 0; i < 5; i++) expect((await request(origin).get("/healthz")).status).toBe(200);
    expect(isAlive(jobPid)).toBe(true);

    const { ms } = await stop(server);
    expect(ms).toBeLessThan(10_000);
    expect(await upload).toBe("cut");
    for (let i = 0; i < 100 && isAlive(jobPid); i++) await new Promise((r) => setTimeout(r, 20));
    expect(isAlive(jobPid)).toBe(false);
  });

  test("a deep page being audited does not hold the exit: gone within 10 s", { timeout: 120_000 }, async () => {
    const site = await startFixtureSite();
    sites.push(site);
    const { server, port } = await startedServer({ SEO_AUDIT_ALLOW_TARGETS: `127.0.0.1:${site.port}` });
    // The probe's page: 330,000 unclosed <div>. Read on the event loop, it held the server (and SIGTERM) for 92 s.
    const audit = request(`http://127.0.0.1:${port}`)
      .post("/api/seo-audit")
      .send({ url: `${site.origin}/nested/div?n=330000` })
      .then(
        (res) => res.status,
        () => "cut",
      );
    for (let i = 0; i < 300 && site.nestedServed === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(site.nestedServed).toBe(1);
    const { ms } = await stop(server);
    expect(ms).toBeLessThan(10_000);
    // Answered before the exit (the page stops at the depth limit at once), or cut by it.
    expect([422, "cut"]).toContain(await audit);
  });
});

/** Whether the process still runs: a killed one may stay a zombie until something reaps it, and that counts as gone. */
const isAlive = (pid: number) => {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return false;
  // "pid (name) state ...": the state follows the name's closing parenthesis.
  const state = readFileSync(stat, "utf8").split(") ")[1]?.[0];
  return state !== undefined && state !== "Z" && state !== "X";
};

/** The first child process of `pid` once there is one (Linux's /proc; the job processes are the server's only children). */
async function childOf(pid: number): Promise<number> {
  const file = `/proc/${pid}/task/${pid}/children`;
  for (let i = 0; i < 500; i++) {
    const first = existsSync(file) ? readFileSync(file, "utf8").trim().split(/\s+/)[0] : undefined;
    if (first) return Number(first);
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("the server started no job process");
}
