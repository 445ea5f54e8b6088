import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BROWSER_AGENT, landingAdClick, publishExampleLandingPages } from "./measure-landing";
import { median } from "./median";
import { loadPages, SETTLE_S } from "./page-load";
import { cpuMicros, startServer, stopServer, waitUntilIdle } from "./production-server";

// npx tsx scripts/bench-builds.ts: the server's CPU per request of two builds of the site, each on
// its own fresh server, loaded at the same time: BENCH_BUILDS="<folder>,<folder>" (two copies of
// dist, e.g. `cp -r dist dist-before` before a change and the new dist after it). Two fresh servers
// started minutes apart differ by up to a quarter on this machine, more than most changes move
// (docs/decisions/0004-performance-log.md, "A render's query cache is dropped with it"); two
// loaded side by side meet the same machine, so their ratio holds where their figures do not. Each
// pair swaps the ports; the figure is the median of the pairs' ratios, second build over first.
//
// BENCH_PATH (default "/"), BENCH_LANDING=1 (instead, the seeded English landing page published in
// two variants, each request an ad's click, as `npm run bench` loads it; "second": only the second
// server's load is that landing page, the first's is BENCH_PATH, so `BENCH_BUILDS=dist,dist` weighs a
// landing page against `/` on one build), BENCH_PAGE_CACHE ("off" by default: the uncached render),
// BENCH_PAIRS (3), BENCH_CONNECTIONS (4 per server), BENCH_SECONDS (10).

const [FIRST, SECOND] = (process.env.BENCH_BUILDS ?? "").split(",");
if (!FIRST || !SECOND || !existsSync(join(FIRST, "server/index.js")) || !existsSync(join(SECOND, "server/index.js"))) {
  console.error('Name two builds: BENCH_BUILDS="dist-before,dist" (folders holding server/index.js).');
  process.exit(1);
}
const PORTS = [Number(process.env.BENCH_PORT ?? 3395), Number(process.env.BENCH_PORT ?? 3395) + 1] as const;
const PATH = process.env.BENCH_PATH ?? "/";
const LANDING = process.env.BENCH_LANDING ?? "0";
const PAGE_CACHE = process.env.BENCH_PAGE_CACHE ?? "off";
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** One build's fresh server on `port`, and the address it is loaded at (`landing`: the landing page's, else BENCH_PATH). */
async function serve(build: string, port: number, landing: boolean) {
  const database = join(mkdtempSync(join(tmpdir(), "agency-bench-")), "bench.db");
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer(port, { PAGE_CACHE, SITE_URL: origin, DATABASE_PATH: database }, build);
  // Published on both servers alike when either is loaded with it: the two serve the same content.
  const { english } = LANDING === "0" ? { english: null } : await publishExampleLandingPages(origin, database, { split: true });
  return { server, url: landing && english ? landingAdClick(origin, english) : `${origin}${PATH}` };
}

const ratios: number[] = [];
for (let pair = 0; pair < PAIRS; pair++) {
  const [firstPort, secondPort] = pair % 2 === 0 ? PORTS : ([PORTS[1], PORTS[0]] as const);
  const [first, second] = await Promise.all([serve(FIRST, firstPort, LANDING === "1"), serve(SECOND, secondPort, LANDING !== "0")]);
  try {
    const both = [first, second];
    await Promise.all(both.map(({ server }) => waitUntilIdle(server.pid!)));
    const load = (durationS: number) =>
      Promise.all(
        both.map(({ url }) =>
          loadPages({ url, connections: CONNECTIONS, durationS, uniqueIds: url.includes("[<id>]"), headers: BROWSER_AGENT }),
        ),
      );
    await load(SETTLE_S);
    const before = both.map(({ server }) => cpuMicros(server.pid!));
    const loads = await load(SECONDS);
    const [a, b] = both.map(({ server }, i) => (cpuMicros(server.pid!) - before[i]!) / loads[i]!.requests) as [number, number];
    ratios.push(b / a);
    console.log(
      `pair ${pair + 1}: ${FIRST} ${a.toFixed(0)} µs/req, ${SECOND} ${b.toFixed(0)} µs/req, ${SECOND}/${FIRST} ${(b / a).toFixed(3)}`,
    );
  } finally {
    await Promise.all([stopServer(first.server), stopServer(second.server)]);
  }
}
console.log(`${SECOND}/${FIRST}: median ${median(ratios).toFixed(3)} of ${PAIRS} pairs (${ratios.map((r) => r.toFixed(3)).join(", ")})`);
