import { spawn, type ChildProcess } from "node:child_process";
import { loadavg } from "node:os";
import { SERVER_MECHANISMS } from "../shared/fast-path-switches";
import { benchLeadDelivery } from "./bench-lead-delivery";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BROWSER_AGENT, landingAdClick, publishExampleLandingPages } from "./measure-landing";
import { loadPages, SETTLE_S } from "./page-load";
import {
  assertBuilt,
  assertPortFree,
  benchDatabase,
  cpuMicros,
  formatJsSize,
  homeJs,
  startServer,
  stopServer,
  waitForUrl,
  waitUntilIdle,
} from "./production-server";
import { median } from "./median";

// npm run bench: load the production server from this separate process on
// loopback and report throughput, latency and the server's CPU time per request,
// against a floor: the same home-page bytes served from memory by plain node:http.
// The load generator saturates before the floor does, so CPU per request (not
// req/s) is the figure to compare.

const CONNECTIONS = 50;
/** First of the three ports the bench listens on (BENCH_PORT), so it can run beside browser tests. */
const PORT = Number(process.env.BENCH_PORT ?? 3301);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/** "pages" or "leads" runs only that half (the whole run takes a few minutes). */
const ONLY = process.env.BENCH_ONLY;
/**
 * "1": instead, an uncached render of / with everything on and then with each server mechanism of
 * the fast path off (FAST_PATH_OFF, shared/fast-path-switches.ts), against the floor, in one run:
 * what each mechanism buys (docs/decisions/0034-the-fast-path-held-by-tools.md).
 */
const BY_MECHANISM = process.env.BENCH_MECHANISMS === "1";
/** With BENCH_MECHANISMS: the switches to measure (names, comma-separated; all by default), and the pairs per switch. */
const MECHANISMS_ONLY = process.env.BENCH_MECHANISMS_ONLY?.split(",").filter(Boolean);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 1);
/** Leads per second of the steady lead-POST target. */
const LEAD_RATE = Number(process.env.BENCH_LEAD_RATE ?? 100);
const WARMUP_S = SETTLE_S;

assertBuilt();

async function startFloor(port: number, body: Buffer): Promise<ChildProcess> {
  await assertPortFree(port);
  const source = `
    const http = require("node:http");
    const body = Buffer.from(${JSON.stringify(body.toString("base64"))}, "base64");
    http.createServer((req, res) => {
      if (req.url === "/healthz") return res.end("ok");
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
      res.end(body);
    }).listen(${port}, "127.0.0.1");`;
  const child = spawn(process.execPath, ["-e", source], { stdio: ["ignore", "ignore", "inherit"] });
  await waitForUrl(`http://127.0.0.1:${port}/healthz`);
  return child;
}

interface Figures {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  cpuPerReqUs: number;
  errors: number;
}

/** What a browser sends: autocannon sends no Accept-Encoding of its own, so the other targets are answered uncompressed. */
const BROWSER_ENCODINGS = { "accept-encoding": "gzip, deflate, br, zstd" };

async function measure(name: string, url: string, pid: number, headers: Record<string, string> = {}, uniqueIds = false): Promise<Figures> {
  await loadPages({ url, connections: CONNECTIONS, durationS: WARMUP_S, headers, uniqueIds });
  const before = cpuMicros(pid);
  const result = await loadPages({ url, connections: CONNECTIONS, durationS: DURATION_S, headers, uniqueIds });
  const cpu = cpuMicros(pid) - before;
  return {
    name,
    reqPerSec: result.reqPerSec,
    p50: result.p50,
    p99: result.p99,
    cpuPerReqUs: cpu / Math.max(1, result.requests),
    errors: result.errors + result.non2xx,
  };
}

/** Same as measure(), with `[<id>]` in the address replaced by a new id on every request. */
const measureUniqueAddresses = (name: string, url: string, pid: number, headers: Record<string, string> = {}) =>
  measure(name, url, pid, headers, true);

/**
 * Paid traffic and junk: the cached home page as an ad click (a unique gclid and
 * utm_* per request) and with a unique unknown parameter per request. Both must
 * cost about what the plain cached page costs (docs/decisions/0004-performance-budget.md).
 */
async function measureQueryTargets(origin: string, pid: number): Promise<Figures[]> {
  const adClick = `${origin}/?gclid=[<id>]&utm_source=google&utm_medium=cpc&utm_campaign=spring-[<id>]&utm_term=white+label`;
  const randomQuery = `${origin}/?q[<id>]=[<id>]`;
  return [
    await measureUniqueAddresses("GET /?gclid=…&utm_*=… (ad clicks)", adClick, pid),
    await measureUniqueAddresses("GET /?<random>=… (random query)", randomQuery, pid),
  ];
}

/** The server's own database, for the measuring staff account: BENCH_DATABASE_URL, else a fresh SQLite file. */
/** The environment that points a server at that database. */
const databaseEnv = (database: string): Record<string, string> =>
  database.startsWith("postgres") ? { DATABASE_URL: database } : { DATABASE_PATH: database };

const freshDatabase = () => process.env.BENCH_DATABASE_URL ?? join(mkdtempSync(join(tmpdir(), "agency-bench-")), "bench.db");

/** Rounds of the cached landing page against the cached / (BENCH_LANDING_ROUNDS), and their ratios once measured. */
const LANDING_ROUNDS = Number(process.env.BENCH_LANDING_ROUNDS ?? 5);
let landingRounds: number[] = [];

/**
 * The cached landing page's CPU per request over the cached /'s, both as the same ad's click (a new
 * gclid and utm_campaign each request, a browser's User-Agent), in short turns on one server, the
 * order swapped each round. Measured minutes apart, one server's figure for the same page drifts by
 * a tenth (1.11× for / against itself in one run), more than the difference this target is about.
 * And the ad click is the visit to compare: the load client's own work on unique addresses makes the
 * server answer fewer requests per turn of its loop, which costs the cached / itself about 1.1× its
 * plain figure (docs/decisions/0039-landing-pages.md, "Measured").
 */
async function landingAgainstHome(home: string, landing: string, pid: number): Promise<number[]> {
  const cpuPerRequest = async (url: string) => {
    const load = (durationS: number) =>
      loadPages({ url, connections: CONNECTIONS, durationS, headers: BROWSER_AGENT, uniqueIds: url.includes("[<id>]") });
    await load(2);
    const before = cpuMicros(pid);
    const { requests } = await load(5);
    return (cpuMicros(pid) - before) / Math.max(1, requests);
  };
  const ratios: number[] = [];
  for (let round = 0; round < LANDING_ROUNDS; round++) {
    if (round % 2 === 0) {
      const homeCpu = await cpuPerRequest(home);
      ratios.push((await cpuPerRequest(landing)) / homeCpu);
    } else {
      const landingCpu = await cpuPerRequest(landing);
      ratios.push(landingCpu / (await cpuPerRequest(home)));
    }
  }
  return ratios;
}

/** Server CPU per request of each page target as a multiple of the cached page's and of the floor's, in this run. */
function printPageRatios(results: Figures[], floorCpu: number): void {
  const cachedCpu = results.find((r) => r.name === "GET / (page cache)")!.cpuPerReqUs;
  const lines = results
    .filter((r) => r.name.startsWith("GET /") && !r.name.startsWith("GET /api"))
    .map(
      (r) =>
        `| ${r.name} | ${r.cpuPerReqUs.toFixed(0)} | ${(r.cpuPerReqUs / cachedCpu).toFixed(2)} | ${(r.cpuPerReqUs / floorCpu).toFixed(2)} |`,
    );
  console.log("\n| page target | CPU µs/req | × cached | × floor |\n|---|---:|---:|---:|");
  for (const line of lines) console.log(line);
  const adClicks = results.find((r) => r.name.includes("(ad clicks)"))!.cpuPerReqUs / cachedCpu;
  const render = results.find((r) => r.name === "GET / (no cache, SSR)")!.cpuPerReqUs;
  console.log(`Target: ad clicks ≤ 1.5× the cached page (${adClicks.toFixed(2)}×)`);
  console.log(
    `Target: a full render of / ≤ 25× the floor (${(render / floorCpu).toFixed(1)}×, ${(render / cachedCpu).toFixed(1)}× the cached page)`,
  );
  const landing = results.find((r) => r.name.startsWith("GET /lp/") && r.name.includes("page cache"));
  const landingRender = results.find((r) => r.name.startsWith("GET /lp/") && r.name.includes("no cache"));
  if (landing && landingRender && landingRounds.length > 0)
    console.log(
      `Target: a landing page from the cache costs what / does (${median(landingRounds).toFixed(2)}× the cached / for the same ad click, in turns on one server: ${landingRounds.map((r) => r.toFixed(2)).join(", ")}), uncached ≤ 25× the floor (${(landingRender.cpuPerReqUs / floorCpu).toFixed(1)}×)`,
    );
}

async function benchPages() {
  const results: Figures[] = [];
  const cachedDb = freshDatabase();
  // The measuring staff account signs in from the server's own origin (SITE_URL).
  const cached = await startServer(PORT, { PAGE_CACHE: "on", SITE_URL: `http://127.0.0.1:${PORT}`, ...databaseEnv(cachedDb) });
  const homeBytes = Buffer.from(
    await (await fetch(`http://127.0.0.1:${PORT}/`, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer(),
  );
  try {
    await waitUntilIdle(cached.pid!);
    results.push(await measure("GET / (page cache)", `http://127.0.0.1:${PORT}/`, cached.pid!));
    results.push(...(await measureQueryTargets(`http://127.0.0.1:${PORT}`, cached.pid!)));
    results.push(await measure("GET /api/blog", `http://127.0.0.1:${PORT}/api/blog`, cached.pid!));
    const { english } = await publishExampleLandingPages(`http://127.0.0.1:${PORT}`, cachedDb, { split: true });
    await waitUntilIdle(cached.pid!);
    const landingUrl = landingAdClick(`http://127.0.0.1:${PORT}`, english);
    results.push(
      await measureUniqueAddresses(
        `GET ${english}?kw=…&gclid=… (page cache, 2 variants, ad clicks)`,
        landingUrl,
        cached.pid!,
        BROWSER_AGENT,
      ),
    );
    landingRounds = await landingAgainstHome(landingAdClick(`http://127.0.0.1:${PORT}`, "/"), landingUrl, cached.pid!);
  } finally {
    cached.kill("SIGTERM");
  }
  const uncachedDb = freshDatabase();
  const uncached = await startServer(PORT + 1, { PAGE_CACHE: "off", SITE_URL: `http://127.0.0.1:${PORT + 1}`, ...databaseEnv(uncachedDb) });
  try {
    // Start-up work (every page's social card is drawn once, docs/decisions/0021-social-cards.md) is no request's cost.
    await waitUntilIdle(uncached.pid!);
    results.push(await measure("GET / (no cache, SSR)", `http://127.0.0.1:${PORT + 1}/`, uncached.pid!));
    // The same render compressed for a browser (the page's encoding is chosen per request, server/middleware/page-compression.ts).
    results.push(await measure("GET / (no cache, SSR, br)", `http://127.0.0.1:${PORT + 1}/`, uncached.pid!, BROWSER_ENCODINGS));
    const { english } = await publishExampleLandingPages(`http://127.0.0.1:${PORT + 1}`, uncachedDb, { split: true });
    await waitUntilIdle(uncached.pid!);
    results.push(
      await measureUniqueAddresses(
        `GET ${english}?kw=…&gclid=… (no cache, SSR)`,
        landingAdClick(`http://127.0.0.1:${PORT + 1}`, english),
        uncached.pid!,
        BROWSER_AGENT,
      ),
    );
  } finally {
    uncached.kill("SIGTERM");
  }
  const floor = await startFloor(PORT + 2, homeBytes);
  try {
    results.push(await measure("floor: same bytes, node:http", `http://127.0.0.1:${PORT + 2}/`, floor.pid!));
  } finally {
    floor.kill("SIGTERM");
  }

  const floorCpu = results.find((r) => r.name.startsWith("floor"))!.cpuPerReqUs;
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each after a ${WARMUP_S} s warm-up; home page ${homeBytes.length} bytes\n`);
  console.log("| target | req/s | p50 ms | p99 ms | CPU µs/req | × floor | errors |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const r of results) {
    console.log(
      `| ${r.name} | ${Math.round(r.reqPerSec)} | ${r.p50} | ${r.p99} | ${r.cpuPerReqUs.toFixed(0)} | ${(r.cpuPerReqUs / floorCpu).toFixed(2)} | ${r.errors} |`,
    );
  }

  const js = homeJs();
  const gz = js.beforeLoad.gzip;
  console.log(`\nHome JS before the load event: ${formatJsSize(js.beforeLoad)}; after it, to hydrate: ${formatJsSize(js.hydration)}`);
  const ratio = (name: string) => results.find((r) => r.name.startsWith(name))!.cpuPerReqUs / floorCpu;
  printPageRatios(results, floorCpu);
  console.log(
    `Targets: cached ≤ 4× floor CPU (${ratio("GET / (page").toFixed(2)}×), uncached ≤ 25× (${ratio("GET / (no").toFixed(2)}×), first-load JS ≤ 120 KB gzip (${(gz / 1024).toFixed(1)} KB)`,
  );
}

async function benchLeads() {
  const loadBefore = loadavg()[0]!;
  const { figures, thousand } = await benchLeadDelivery(startServer, DURATION_S, LEAD_RATE);
  console.log(
    `\nLead POSTs (contact form, JSON), ${DURATION_S} s each after a 2 s warm-up; delivery off = DELIVERY_WORKER=off (queued, not sent)`,
  );
  // Latency on a shared machine depends on what else runs: the load average says how busy it was.
  console.log(`Machine load average (1 min): ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after\n`);
  console.log("| target | req/s | p50 ms | p99 ms | errors |");
  console.log("|---|---:|---:|---:|---:|");
  for (const f of figures) console.log(`| ${f.name} | ${Math.round(f.reqPerSec)} | ${f.p50} | ${f.p99} | ${f.errors} |`);
  const p99 = (name: string) => figures.find((f) => f.name === name)!.p99;
  const ratio = (on: string, off: string) => (p99(on) / Math.max(1, p99(off))).toFixed(2);
  console.log(
    `\np99 delivery on / off: ${ratio(`POST lead, ${LEAD_RATE}/s, delivery on`, `POST lead, ${LEAD_RATE}/s, delivery off`)} at ${LEAD_RATE} leads/s, ` +
      `${ratio("POST lead, 50 conn, delivery on", "POST lead, 50 conn, delivery off")} at 50 connections (target ≤ 1.10)`,
  );
  const t = thousand;
  console.log(
    `1,000 leads (50 connections): ${t.answered201} answered 201 in ${t.postSeconds.toFixed(1)} s, all delivered after ${t.deliveredSeconds === null ? "NOT ALL (gave up after 180 s)" : `${t.deliveredSeconds.toFixed(1)} s`}; ` +
      `team emails ${t.teamEmails} (distinct Message-IDs ${t.distinctMessageIds}), visitor emails ${t.visitorEmails}, webhook calls ${t.webhookCalls} (distinct webhook-ids ${t.distinctWebhookIds})`,
  );
}

/**
 * The uncached render of / with each server mechanism off, each paired with a render with everything
 * on measured just before it on a fresh server: one run of the same build moved by a quarter from
 * its first server to its second (1 509 and 1 050 µs), so a switch is only compared with its pair.
 */
async function benchMechanisms() {
  /** The uncached render of / on a fresh server with `off` switched off ("" for none), and the page's bytes. */
  const renderOf = async (off: string) => {
    const server = await startServer(PORT + 1, { PAGE_CACHE: "off", ...(off ? { FAST_PATH_OFF: off } : {}) });
    try {
      await waitUntilIdle(server.pid!);
      const page = await fetch(`http://127.0.0.1:${PORT + 1}/`, { headers: { "Accept-Encoding": "identity" } });
      const body = Buffer.from(await page.arrayBuffer());
      const figures = await measure(`GET / (no cache, SSR${off ? `, ${off} off` : ""})`, `http://127.0.0.1:${PORT + 1}/`, server.pid!);
      console.log(`  ${off || "all on"}: ${figures.cpuPerReqUs.toFixed(0)} µs/req, ${figures.errors} errors`);
      return { cpu: figures.cpuPerReqUs, body };
    } finally {
      // The next server starts once this one has gone: its shutdown would compete for the CPU.
      await stopServer(server);
    }
  };
  const pairs: { off: string; allOn: number; cpu: number; bytes: number }[] = [];
  /** The page with everything on: what the floor sends. */
  let homeBytes = Buffer.alloc(0);
  const switches = MECHANISMS_ONLY ?? Object.keys(SERVER_MECHANISMS);
  const unknown = switches.filter((name) => !(name in SERVER_MECHANISMS));
  if (unknown.length > 0)
    throw new Error(`BENCH_MECHANISMS_ONLY: no server mechanism named ${unknown.join(", ")} (shared/fast-path-switches.ts)`);
  for (const off of switches) {
    for (let pair = 0; pair < PAIRS; pair++) {
      const allOn = await renderOf("");
      homeBytes = allOn.body;
      const switched = await renderOf(off);
      pairs.push({ off, allOn: allOn.cpu, cpu: switched.cpu, bytes: switched.body.length });
    }
  }
  const floorServer = await startFloor(PORT + 2, homeBytes);
  let floorCpu: number;
  try {
    floorCpu = (await measure("floor: same bytes, node:http", `http://127.0.0.1:${PORT + 2}/`, floorServer.pid!)).cpuPerReqUs;
  } finally {
    floorServer.kill("SIGTERM");
  }
  console.log(
    `\nAn uncached render of /, ${CONNECTIONS} connections, ${DURATION_S} s each, each switch after its own all-on server; the floor ${floorCpu.toFixed(0)} µs/req, the page ${homeBytes.length} bytes with all on\n`,
  );
  console.log(
    "| switched off | all on, µs/req | off, µs/req | off / all on | all on × floor | page bytes off |\n|---|---:|---:|---:|---:|---:|",
  );
  for (const p of pairs) {
    console.log(
      `| ${p.off} | ${p.allOn.toFixed(0)} | ${p.cpu.toFixed(0)} | ${(p.cpu / p.allOn).toFixed(2)} | ${(p.allOn / floorCpu).toFixed(1)} | ${p.bytes} |`,
    );
  }
}

console.log(`Database: ${benchDatabase}`);
if (BY_MECHANISM) await benchMechanisms();
else {
  if (ONLY !== "leads") await benchPages();
  if (ONLY !== "pages") await benchLeads();
}
