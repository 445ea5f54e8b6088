// How long writing the Google Ads conversions file takes and how much memory it needs
// (docs/decisions/0026-ads-conversion-loop.md): N leads, each with a gclid, qualified and
// won, in a SQLite file; the file is written to a discarding stream as the HTTP route
// writes it. Each size runs in a fresh process, so its peak RSS is its own; a file
// built in memory would grow with N, a streamed one stays flat.
//
//   npx tsx scripts/conversion-export-bench.ts            # 1,000 and 10,000 leads
//   npx tsx scripts/conversion-export-bench.ts 10000      # one size, in this process

import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import type { Response } from "express";
import { sendConversionFile } from "../server/api/admin/conversion-exports";
import { openDatabase } from "../server/db/connection";
import { createConversionQueries } from "../server/db/conversions.queries";
import { migrate } from "../server/db/migrate";

async function seed(path: string, leads: number): Promise<void> {
  const db = openDatabase(path);
  await migrate(db);
  const now = Date.now();
  const day = 86_400_000;
  for (let start = 0; start < leads; start += 500) {
    const batch = Array.from({ length: Math.min(500, leads - start) }, (_, i) => {
      const n = start + i;
      return {
        created_at: new Date(now - (n % 80) * day - 3_600_000).toISOString(),
        contact_form_type: "contact-us-page-contact-form" as const,
        email: `lead${n}@example${n % 50}.com`,
        gclid: `Cj0KCQ-bench-${n.toString(36).padStart(8, "0")}`,
        ad_user_data_consent: n % 3 === 0 ? ("denied" as const) : ("granted" as const),
        status: "won" as const,
      };
    });
    const ids = await db.kysely.insertInto("leads").values(batch).returning("id").execute();
    const changes = ids.flatMap(({ id }, i) => {
      const at = Date.parse(batch[i]!.created_at);
      return [
        {
          lead_id: id,
          from_status: "new" as const,
          to_status: "qualified" as const,
          changed_by: "bench@agency.example",
          changed_at: new Date(at + day).toISOString(),
        },
        {
          lead_id: id,
          from_status: "qualified" as const,
          to_status: "won" as const,
          changed_by: "bench@agency.example",
          changed_at: new Date(at + 2 * day).toISOString(),
          value_minor: 125_000,
          currency: "USD" as const,
        },
      ];
    });
    await db.kysely.insertInto("lead_status_changes").values(changes).execute();
  }
  await db.close();
}

/** A Response that discards what is written, counting bytes and honouring back-pressure like a socket. */
function discardingResponse(): { res: Response; bytes: () => number } {
  let bytes = 0;
  const sink = new Writable({
    highWaterMark: 16 * 1024,
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      setImmediate(done);
    },
  });
  const res = Object.assign(sink, { setHeader: () => res }) as unknown as Response;
  return { res, bytes: () => bytes };
}

async function runOne(leads: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "conversion-bench-"));
  const path = join(dir, "bench.sqlite");
  try {
    await seed(path, leads);
    global.gc?.();
    const db = openDatabase(path);
    const baseline = process.memoryUsage().rss;
    const heapBaseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    let heapPeak = heapBaseline;
    const sample = () => {
      const usage = process.memoryUsage();
      peak = Math.max(peak, usage.rss);
      heapPeak = Math.max(heapPeak, usage.heapUsed);
    };
    const sampler = setInterval(sample, 5);
    const { res, bytes } = discardingResponse();
    const started = performance.now();
    const summary = await sendConversionFile(res, createConversionQueries(db), "google-ads");
    const ms = performance.now() - started;
    clearInterval(sampler);
    sample();
    await db.close();
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    console.log(
      `${leads} leads: ${summary.rows} rows, ${(bytes() / 1024).toFixed(0)} KB in ${ms.toFixed(0)} ms; ` +
        `RSS before ${mb(baseline)} MB, peak ${mb(peak)} MB (+${mb(peak - baseline)} MB); ` +
        `JS heap before ${mb(heapBaseline)} MB, peak ${mb(heapPeak)} MB`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const size = Number(process.argv[2]);
if (size > 0) {
  await runOne(size);
} else {
  for (const n of [1_000, 10_000]) execFileSync(process.execPath, [...process.execArgv, process.argv[1]!, String(n)], { stdio: "inherit" });
}
