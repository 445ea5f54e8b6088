import { readFileSync, writeFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { fileURLToPath } from "node:url";
import { loadPages, SETTLE_S } from "./page-load";
import { assertBuilt, cpuMicros, startServer, waitForUrl, waitUntilIdle } from "./production-server";

// npx tsx scripts/profile-page.ts: where the CPU of an uncached page request goes. Starts the
// built server with PAGE_CACHE=off, waits for its start-up work to end and loads it until it has
// settled (SETTLE_S, ./page-load.ts), then samples V8's CPU profiler (through the inspector, 200 µs)
// while 10 connections request one page for 10 s, and charges every sample to the innermost frame
// that names a part (docs/decisions/0004-performance-budget.md). The samples see the main thread's
// JavaScript only and read its shares as leads, not figures: they charged 61 µs to writing the 103
// while the whole request outside the render measured 49 µs by the server's CPU time (0004 log, "A
// render's query cache is dropped with it"). What a part costs is measured by switching it off.
// PROFILE_PATH (default "/"), PROFILE_SECONDS, PROFILE_ENCODING (an Accept-Encoding to send,
// e.g. "gzip, deflate, br" as a browser does; none by default, like the bench), PROFILE_OUT (the
// .cpuprofile to keep, for Chromium's DevTools), PROFILE_FUNCTIONS (how many of the functions that
// took the most time themselves to list after the parts; 25 by default).

const PORT = Number(process.env.PROFILE_PORT ?? 3391);
const INSPECT_PORT = PORT + 1000;
const PATH = process.env.PROFILE_PATH ?? "/";
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const ENCODING = process.env.PROFILE_ENCODING;
const TOP_FUNCTIONS = Number(process.env.PROFILE_FUNCTIONS ?? 25);

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

assertBuilt();

/** One Chrome DevTools Protocol session over the inspector's WebSocket. */
async function inspectorSession(port: number) {
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  };
  return {
    send<T>(method: string, params: object = {}): Promise<T> {
      const id = nextId++;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve) => pending.set(id, resolve as (result: unknown) => void));
    },
    close: () => socket.close(),
  };
}

const bundleMap = new SourceMap(JSON.parse(readFileSync("dist/server/index.js.map", "utf8")));

/** The source file of a frame: our bundle mapped back to its module, else the package or Node's module. */
function sourceOf(frame: CallFrame): string {
  const { url } = frame;
  if (url.endsWith("dist/server/index.js")) {
    const entry = bundleMap.findEntry(frame.lineNumber, frame.columnNumber) as { originalSource?: string };
    return (entry.originalSource ?? "bundle").replace(/^.*?\.\.\/\.\.\//, "");
  }
  const nodeModules = url.lastIndexOf("node_modules/");
  if (nodeModules !== -1) {
    const [scope, name] = url.slice(nodeModules + "node_modules/".length).split("/");
    return `npm:${scope!.startsWith("@") ? `${scope}/${name}` : scope}`;
  }
  return url.startsWith("file://") ? fileURLToPath(url) : url;
}

/** Packages by the part of the request they serve; a package not named here is listed by its own name. */
const PACKAGE_PARTS: Record<string, string> = {
  "react-dom": "React (react-dom, react)",
  react: "React (react-dom, react)",
  scheduler: "React (react-dom, react)",
  "react-router": "react-router",
  "@tanstack/query-core": "react-query",
  "@tanstack/react-query": "react-query",
  "lucide-react": "lucide icons",
  ...Object.fromEntries(
    ["express", "router", "path-to-regexp", "finalhandler", "parseurl", "debug", "ms", "depd", "encodeurl", "statuses", "http-errors"].map(
      (name) => [name, "Express: routing through the middleware chain"],
    ),
  ),
  ...Object.fromEntries(
    ["compression", "negotiator", "vary", "on-headers", "compressible", "bytes", "safe-buffer", "mime-db"].map((name) => [
      name,
      "compression middleware",
    ]),
  ),
  helmet: "security headers, request log, proxy warning",
  ...Object.fromEntries(
    ["express-rate-limit", "proxy-addr", "forwarded", "ipaddr.js"].map((name) => [name, "SEO audit page guard (rate limiter)"]),
  ),
};

/** Our own modules by part, matched on their path. */
const SOURCE_PARTS: [RegExp, string][] = [
  [/^server\/middleware\/page-compression/, "page compression (zlib)"],
  [/^server\/middleware\/(request-log|security-headers|untrusted-proxy-warning)/, "security headers, request log, proxy warning"],
  [/^server\/api\/seo-audit\.router/, "SEO audit page guard (rate limiter)"],
  [
    /^server\/(app|content-preview)\.ts|^server\/ssr\/(page-route|page-address|page-variant|canonical-path|asset-manifest|cache-first-listener)/,
    "page handler: address, canonical check, preview check",
  ],
  [/^server\/security\/form-token/, "form token (HMAC)"],
  [/^server\/(db|content-api)/, "content reads and the content version"],
  [
    /^server\/ssr\/(render|document|after-root|page-body|static-router)|^client\/|^shared\//,
    "site components and render code (client/, shared/, ssr/render.tsx)",
  ],
];

/** Node's own modules by part. */
const NODE_PARTS: [RegExp, string][] = [
  [/^node:zlib/, "page compression (zlib)"],
  [/^node:internal\/encoding/, "TextEncoder (React writing the HTML)"],
  [/^node:(internal\/)?buffer/, "buffers"],
  [/^node:internal\/(url|deps\/undici)/, "URL parsing and the fetch Request"],
  [/^node:internal\/crypto|^node:crypto/, "form token (HMAC)"],
  [/^node:/, "Node's HTTP, streams, events and socket"],
];

/** The part a frame belongs to; null for a frame that names none (a builtin), so its caller is asked. */
function partOf(frame: CallFrame): string | null {
  const name = frame.functionName;
  if (name === "(garbage collector)") return "garbage collection";
  if (name === "(program)") return "V8 and Node outside JavaScript";
  if (name === "(idle)") return "idle";
  if (frame.url === "") return null;
  const source = sourceOf(frame);
  if (source.startsWith("npm:")) return PACKAGE_PARTS[source.slice(4)] ?? `package: ${source.slice(4)}`;
  const parts = source.startsWith("node:") ? NODE_PARTS : SOURCE_PARTS;
  return parts.find(([pattern]) => pattern.test(source))?.[1] ?? `other: ${source}`;
}

/**
 * Time each function took itself (its samples as the innermost frame), by name and source file:
 * a builtin (no file) is named with its caller's function, e.g. "encodeInto (in writeChunk, npm:react-dom)".
 */
function selfTimes(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const node of profile.nodes) for (const child of node.children ?? []) byId.get(child)!.parent = node.id;
  const nameOf = (node: ProfileNode): string => {
    const { functionName, url } = node.callFrame;
    if (url !== "" || node.parent === undefined) return `${functionName || "(anonymous)"}${url ? ` (${sourceOf(node.callFrame)})` : ""}`;
    return `${functionName || "(builtin)"} (in ${nameOf(byId.get(node.parent)!)})`;
  };
  const micros = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    if (node.callFrame.functionName === "(idle)") return;
    const name = nameOf(node);
    micros.set(name, (micros.get(name) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  });
  return micros;
}

function breakdown(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const node of profile.nodes) for (const child of node.children ?? []) byId.get(child)!.parent = node.id;
  const partOfNode = new Map<number, string>();
  const resolve = (id: number): string => {
    const known = partOfNode.get(id);
    if (known) return known;
    const node = byId.get(id)!;
    const part = partOf(node.callFrame) ?? (node.parent === undefined ? "(root)" : resolve(node.parent));
    partOfNode.set(id, part);
    return part;
  };
  const micros = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const part = resolve(id);
    micros.set(part, (micros.get(part) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  });
  return micros;
}

const server = await startServer(PORT, { PAGE_CACHE: "off", NODE_OPTIONS: `--inspect=127.0.0.1:${INSPECT_PORT}` });
try {
  const url = `http://127.0.0.1:${PORT}${PATH}`;
  await waitForUrl(url);
  // Start-up work (each page's social card drawn once) is no request's cost.
  await waitUntilIdle(server.pid!);
  const headers: Record<string, string> = ENCODING ? { "accept-encoding": ENCODING } : {};
  await loadPages({ url, connections: 10, durationS: SETTLE_S, headers });
  const inspector = await inspectorSession(INSPECT_PORT);
  await inspector.send("Profiler.enable");
  await inspector.send("Profiler.setSamplingInterval", { interval: 200 });
  await inspector.send("Profiler.start");
  const cpuBefore = cpuMicros(server.pid!);
  const load = await loadPages({ url, connections: 10, durationS: SECONDS, headers });
  const processCpu = cpuMicros(server.pid!) - cpuBefore;
  const { profile } = await inspector.send<{ profile: Profile }>("Profiler.stop");
  inspector.close();
  if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));

  const micros = breakdown(profile);
  const busy = [...micros].filter(([part]) => part !== "idle").reduce((sum, [, us]) => sum + us, 0);
  const requests = load.requests;
  console.log(`${requests} requests of ${PATH} in ${SECONDS} s (${load.non2xx} not 2xx), Accept-Encoding: ${ENCODING ?? "none"}`);
  // The process's CPU counts zlib's and the social cards' threads and the kernel too; the samples only the main thread.
  console.log(
    `CPU per request: ${(processCpu / requests).toFixed(0)} µs for the process, ${(busy / requests).toFixed(0)} µs sampled in its main thread\n`,
  );
  console.log("| part | share | µs/request |\n|---|---:|---:|");
  for (const [part, us] of [...micros].filter(([part]) => part !== "idle").sort((a, b) => b[1] - a[1])) {
    console.log(`| ${part} | ${((100 * us) / busy).toFixed(1)}% | ${(us / requests).toFixed(0)} |`);
  }
  console.log(`\nThe ${TOP_FUNCTIONS} functions that took the most time themselves:\n`);
  console.log("| function (source) | share | µs/request |\n|---|---:|---:|");
  for (const [name, us] of [...selfTimes(profile)].sort((a, b) => b[1] - a[1]).slice(0, TOP_FUNCTIONS)) {
    console.log(`| ${name.replaceAll("|", "\\|")} | ${((100 * us) / busy).toFixed(1)}% | ${(us / requests).toFixed(0)} |`);
  }
} finally {
  server.kill("SIGTERM");
}
