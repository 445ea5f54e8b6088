import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { gzipSync } from "node:zlib";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";
import { addMeasurementPhotos } from "./measure-photos";
import { publishExampleLandingPages } from "./measure-landing";
import { assertBuilt, homeJs, startServer } from "./production-server";
import { median } from "./median";

// npm run lighthouse: Lighthouse's mobile defaults (simulated throttling) with Debian's
// Chromium against the production build on loopback. Prints the four category scores,
// LCP, TBT, CLS and the page weight (every byte transferred) for each page and run, then
// the medians of the runs; the targets are in docs/decisions/0004-performance-budget.md.
// LIGHTHOUSE_RUNS (3), LIGHTHOUSE_PORT (3650) and LIGHTHOUSE_PAGES (comma-separated paths;
// "landing" stands for the seeded example landing page in English and in German, published) change what is measured; LIGHTHOUSE_PHOTOS=1 measures with uploaded photos in place
// (team photos, study and post covers: scripts/measure-photos.ts).

/** The seeded example landing pages (published, indexable) stand for the landing pages: "landing" in LIGHTHOUSE_PAGES is both. */
const LANDING = "landing";
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? `/,/services/seo,/blog,/contact,/case-studies,/case-studies/koala-digital,${LANDING}`).split(
  ",",
);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3650);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every byte the page transferred (Lighthouse's total-byte-weight). */
  weightBytes: number;
  /** JavaScript fetched before the load event, gzip 9 of each file (as `npm run bench` counts it). */
  jsBeforeLoadGzip: number;
  failedAudits: string[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  networkEndTime?: number;
}

async function gzipSizeOf(url: string): Promise<number> {
  const body = await (await fetch(url, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer();
  return gzipSync(Buffer.from(body), { level: 9 }).length;
}

/** One Lighthouse run; a run whose trace Chromium did not record (Lighthouse says: run again) is run again, twice at most. */
async function lighthouseResult(url: string, chromePort: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port: chromePort, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt === 3) throw new Error(`${url}: ${error.code} ${error.message}`);
    console.log(`  ${error.code}: running again`);
  }
}

async function audit(url: string, chromePort: number): Promise<Run> {
  const lhr = await lighthouseResult(url, chromePort);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Run["scores"];
  const loadMs = (lhr.audits.metrics?.details as { items?: { observedLoad?: number }[] } | undefined)?.items?.[0]?.observedLoad ?? Infinity;
  const requests = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
    (r) => r.resourceType === "Script" && (r.networkEndTime ?? Infinity) <= loadMs && r.url.startsWith(`http://127.0.0.1:${PORT}/`),
  );
  const failedAudits = Object.values(lhr.audits)
    .filter((a) => a.scoreDisplayMode === "binary" && a.score === 0)
    .map((a) => a.id);
  const errored = Object.values(lhr.audits)
    .filter((a) => a.scoreDisplayMode === "error")
    .map((a) => `${a.id} (error)`);
  return {
    scores,
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    weightBytes: lhr.audits["total-byte-weight"]?.numericValue ?? Number.NaN,
    jsBeforeLoadGzip: (await Promise.all(requests.map((r) => gzipSizeOf(r.url)))).reduce((a, b) => a + b, 0),
    failedAudits: [...failedAudits, ...errored],
  };
}

/** One run's (or the medians') figures, in the order of the table's columns after "page". */
const cells = (r: Omit<Run, "failedAudits">): string[] => [
  ...CATEGORIES.map((c) => String(r.scores[c])),
  (r.lcpMs / 1000).toFixed(1),
  String(Math.round(r.tbtMs)),
  r.cls.toFixed(3),
  String(Math.round(r.weightBytes / 1024)),
  (r.jsBeforeLoadGzip / 1024).toFixed(1),
];
const format = (r: Omit<Run, "failedAudits">) => cells(r).join(" | ");

async function main() {
  assertBuilt();
  const withPhotos = process.env.LIGHTHOUSE_PHOTOS === "1";
  const databasePath = join(mkdtempSync(join(tmpdir(), "agency-lighthouse-")), "lighthouse.db");
  const origin = `http://127.0.0.1:${PORT}`;
  const server = await startServer(PORT, { DATABASE_PATH: databasePath, SITE_URL: origin });
  if (withPhotos) console.log(`With uploaded photos: ${await addMeasurementPhotos(origin, databasePath)}`);
  // One seeded landing page in each language, published as staff would publish it (scripts/measure-landing.ts).
  const pages = PAGES.includes(LANDING)
    ? await (async () => {
        const { english, german } = await publishExampleLandingPages(origin, databasePath, { indexable: true });
        return PAGES.flatMap((p) => (p === LANDING ? [english, german] : [p]));
      })()
    : PAGES;
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const medians: { page: string; line: string; perf: number; others: number[]; js: number }[] = [];
  try {
    for (const page of pages) {
      const url = `http://127.0.0.1:${PORT}${page}`;
      await fetch(url); // the first request of a page renders it; measure what visitors get from then on
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await audit(url, chrome.port);
        runs.push(run);
        console.log(
          `${page} run ${i + 1}: perf | a11y | bp | seo | LCP s | TBT ms | CLS | weight KB | JS before load KB gzip: ${format(run)}`,
        );
        if (run.failedAudits.length > 0) console.log(`  failing: ${run.failedAudits.join(", ")}`);
      }
      const m = {
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Run["scores"],
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        cls: median(runs.map((r) => r.cls)),
        weightBytes: median(runs.map((r) => r.weightBytes)),
        jsBeforeLoadGzip: median(runs.map((r) => r.jsBeforeLoadGzip)),
      };
      medians.push({
        page,
        line: `| \`${page}\` | ${format(m)} |`,
        perf: m.scores.performance,
        others: [m.scores.accessibility, m.scores["best-practices"], m.scores.seo],
        js: m.jsBeforeLoadGzip,
      });
    }
  } finally {
    await chrome.kill();
    server.kill("SIGTERM");
  }
  const built = homeJs().beforeLoad;
  console.log(`\nMedians of ${RUNS} runs (Lighthouse mobile defaults, simulated throttling)\n`);
  console.log("| page | perf | a11y | best practices | SEO | LCP s | TBT ms | CLS | weight KB | JS before load KB gzip |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const m of medians) console.log(m.line);
  const home = medians.find((m) => m.page === "/");
  console.log(
    `\nTargets: performance ≥ 95 (lowest ${Math.min(...medians.map((m) => m.perf))}), the other three 100 (lowest ${Math.min(...medians.flatMap((m) => m.others))})` +
      (home
        ? `, JS before load on / ≤ 120 KB gzip (${(home.js / 1024).toFixed(1)} KB; the build's entry and its chunks are ${(built.gzip / 1024).toFixed(1)} KB)`
        : ""),
  );
}

await main();
