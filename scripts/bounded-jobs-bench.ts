import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { SEO_AUDIT_READ_LIMITS } from "../shared/seo-audit-messages";
import { MEDIA_PROCESSING_LIMITS } from "../shared/i18n/media-messages";
import { createJobPool } from "../server/bounded-jobs/job-pool";
import { type BundleEntry, bundleEntry } from "../server/bundle-entry";
import { buildReport, type ReportInput } from "../server/seo-audit/audit-report";
import { processUpload } from "../server/media/media-process";
import { median } from "./median";

// What the hop to a job process costs (docs/decisions/0033-bounded-work.md): an ordinary audit's
// reading and an ordinary upload's processing, each done here on this thread and then through a
// job pool, as the server does them. Printed as medians and as the pool's time over the inline
// time; "first" is the first job of a fresh process (start-up included). With a build (npm run
// build), the pools start the bundled entries, as production does; without one, TypeScript
// through tsx, whose start-up is much slower. Run it on an idle machine:
//
//   npx tsx scripts/bounded-jobs-bench.ts            # AUDIT_RUNS=20 UPLOAD_RUNS=5
//   AUDIT_RUNS=5 UPLOAD_RUNS=2 npx tsx scripts/bounded-jobs-bench.ts

const AUDIT_RUNS = Number(process.env.AUDIT_RUNS ?? 20);
const UPLOAD_RUNS = Number(process.env.UPLOAD_RUNS ?? 5);

/** The bundled entry when there is a build, else the TypeScript source (what bundleEntry would pick from dist/server). */
function entry(name: string, source: string): BundleEntry {
  const built = join(process.cwd(), "dist", "server", `${name}.js`);
  return existsSync(built) ? { url: pathToFileURL(built), execArgv: [] } : bundleEntry(name, pathToFileURL(join(process.cwd(), source)));
}

async function timed<T>(runs: number, work: () => Promise<T> | T): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times;
}

/** An audited page as the fetch hands it over: `extra` KB of ordinary paragraphs added to the fixture's good page. */
function auditInput(extraKb: number): ReportInput {
  const good = readFileSync("tests/fixtures/seo-audit/good.html", "utf8");
  const filler = `<p>${"Fresh bread every morning. ".repeat(36)}</p>\n`.repeat(extraKb);
  const body = Buffer.from(good.replace("</body>", `${filler}</body>`));
  const finalUrl = "https://bakery.example/page/good";
  return {
    requestedUrl: finalUrl,
    page: {
      finalUrl,
      redirects: [],
      status: 200,
      headers: { "content-type": "text/html; charset=utf-8" },
      body,
      transferBytes: body.length,
      contentEncoding: null,
      responseTimeMs: 120,
    },
    siteFiles: { robotsTxt: { state: "found", blocksPage: false }, sitemap: { state: "found", url: "https://bakery.example/sitemap.xml" } },
  };
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#4a7db5", noise: { type: "gaussian", mean: 110, sigma: 45 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

const line = (what: string, inline: number[], pooled: number[], first: number) =>
  `  ${what.padEnd(34)} inline ${median(inline).toFixed(1).padStart(8)} ms   pool ${median(pooled).toFixed(1).padStart(8)} ms   ` +
  `pool/inline ${(median(pooled) / median(inline)).toFixed(2)} (${(median(pooled) - median(inline)).toFixed(1)} ms)   ` +
  `first job of a fresh process ${first.toFixed(0)} ms`;

const auditEntry = entry("seo-audit-report-job", "server/seo-audit/report-job.ts");
const mediaEntry = entry("media-job", "server/media/media-job.ts");
console.log(`bounded jobs bench: entries ${auditEntry.execArgv.length ? "from source (tsx)" : "bundled (dist/server)"}`);

console.log(`audit reading, ${AUDIT_RUNS} runs each:`);
for (const kb of [0, 300]) {
  const input = auditInput(kb);
  const pool = createJobPool<ReportInput, unknown>({ name: "bench-audit", entry: auditEntry, processes: 1, ...SEO_AUDIT_READ_LIMITS });
  const [first] = await timed(1, () => pool.run(input));
  // Once each way unmeasured: both sides' code compiled before the runs that count.
  buildReport(input);
  await pool.run(input);
  const inline = await timed(AUDIT_RUNS, () => buildReport(input));
  const pooled = await timed(AUDIT_RUNS, () => pool.run(input));
  console.log(line(`${(input.page.body.length / 1024).toFixed(0)} KB page`, inline, pooled, first!));
  pool.close();
}

console.log(`upload processing, ${UPLOAD_RUNS} runs each:`);
for (const [width, height] of [
  [2400, 1600],
  [4000, 3000],
] as const) {
  const bytes = await photo(width, height);
  const pool = createJobPool<{ bytes: Uint8Array }, unknown>({
    name: "bench-media",
    entry: mediaEntry,
    processes: 1,
    ...MEDIA_PROCESSING_LIMITS,
  });
  const [first] = await timed(1, () => pool.run({ bytes }));
  const inline = await timed(UPLOAD_RUNS, () => processUpload(bytes));
  const pooled = await timed(UPLOAD_RUNS, () => pool.run({ bytes }));
  console.log(line(`${width} x ${height} JPEG (${(bytes.length / 1024 / 1024).toFixed(1)} MB)`, inline, pooled, first!));
  pool.close();
}
