import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { appModulesFor, readManifest, type AssetManifest } from "../server/ssr/asset-manifest";

// The production build as the measuring scripts (bench, lighthouse) start it: its own
// process on loopback with a fresh database, so figures never include this process.

export function assertBuilt(): void {
  if (!existsSync("dist/server/index.js")) {
    console.error('No production build: run "npm run build" first.');
    process.exit(1);
  }
}

export async function waitForUrl(url: string): Promise<void> {
  // 30 s: on a machine busy with other work a server can take a while to open its database.
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Something else answering on a measuring port would be measured instead of our server. */
export async function assertPortFree(port: number): Promise<void> {
  try {
    await fetch(`http://127.0.0.1:${port}/healthz`);
  } catch {
    return;
  }
  throw new Error(`Port ${port} is in use: choose another port (BENCH_PORT or LIGHTHOUSE_PORT).`);
}

/** Starts the build in `build` (the production build, dist, unless another is named: ./bench-builds.ts compares two). */
export async function startServer(port: number, extraEnv: Record<string, string>, build = "dist"): Promise<ChildProcess> {
  await assertPortFree(port);
  const child = spawn(process.execPath, [join(build, "server/index.js")], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      CONTACTS_RATE_LIMIT: "0",
      // BENCH_DATABASE_URL measures on PostgreSQL (README, "Benchmark"); else a fresh SQLite file.
      ...(process.env.BENCH_DATABASE_URL
        ? { DATABASE_URL: process.env.BENCH_DATABASE_URL }
        : { DATABASE_PATH: join(mkdtempSync(join(tmpdir(), "agency-bench-")), "bench.db") }),
      ...extraEnv,
    },
  });
  try {
    await waitForUrl(`http://127.0.0.1:${port}/healthz`);
  } catch (error) {
    // Never leave a server behind (it would hold the port and this process's stderr).
    child.kill("SIGKILL");
    throw error;
  }
  return child;
}

/** Stops a server started here and waits until it has gone, so the next one on its port does not meet it. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

const CLK_TCK = 100; // Linux USER_HZ: /proc/PID/stat counts CPU time in 1/100 s.

/** utime + stime of a process, in microseconds. */
export function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) / CLK_TCK) * 1e6;
}

/**
 * Waits until the server's background work after start-up (the page-cache warm-up)
 * is over: three seconds in a row without a tick of CPU time (1/100 s). A loaded
 * machine gives a busy server only a small share, so any tick counts as busy.
 * Figures taken during the warm-up would count it.
 */
export async function waitUntilIdle(pid: number): Promise<void> {
  let last = cpuMicros(pid);
  for (let quiet = 0, i = 0; quiet < 3 && i < 180; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuMicros(pid);
    quiet = now === last ? quiet + 1 : 0;
    last = now;
  }
}

/** What the measured servers store their data in, for the figures' heading. */
export const benchDatabase = process.env.BENCH_DATABASE_URL ? "PostgreSQL (BENCH_DATABASE_URL)" : "SQLite (a fresh file per server)";

interface JsSize {
  files: number;
  raw: number;
  gzip: number;
}

function sizeOf(urls: string[]): JsSize {
  const bodies = urls.map((url) => readFileSync(join("dist/client", url)));
  return {
    files: urls.length,
    raw: bodies.reduce((s, f) => s + f.length, 0),
    gzip: bodies.reduce((s, f) => s + gzipSync(f, { level: 9 }).length, 0),
  };
}

/**
 * The (English) home page's JavaScript as built: what it loads before its load event (the entry and its
 * chunks), what it loads after the first paint to hydrate (client/entry.client.tsx), and the
 * lead popups' code it fetches beside that (client/app/popup-layer.tsx; not hydrated, it renders
 * in a root of its own).
 */
export function homeJs(manifest: AssetManifest = readManifest("dist/client/manifest.json")): {
  beforeLoad: JsSize;
  hydration: JsSize;
  popups: JsSize;
} {
  const hydration = appModulesFor({ ...manifest, pagePopups: [], popupLayer: [] }, ["home"], "en");
  const popups = appModulesFor(manifest, ["home"], "en").filter((url) => !hydration.includes(url));
  return {
    beforeLoad: sizeOf([...new Set([manifest.entry, ...manifest.entryImports])]),
    hydration: sizeOf(hydration),
    popups: sizeOf(popups),
  };
}

/** "12.3 KB gzip (45.6 KB raw, 3 files)" */
export const formatJsSize = (js: JsSize) =>
  `${(js.gzip / 1024).toFixed(1)} KB gzip (${(js.raw / 1024).toFixed(1)} KB raw, ${js.files} files)`;
