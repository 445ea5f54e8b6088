import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { Pool } from "undici";

// The load client of the page benches (scripts/bench.ts, scripts/profile-page.ts): GETs on a fixed
// number of keep-alive connections for a fixed time, one request in flight per connection.
// autocannon (still the lead POST bench's client, scripts/bench-lead-delivery.ts) reads a
// `103 Early Hints` as a whole answer: it counts it among the responses, sends its next request
// before the page has arrived, and so divides the server's CPU by about a quarter more requests
// than were rendered (21 of 90 "responses" to an uncached / were 103s in one run). undici reads
// interim answers as interim, so a request here is one page the server rendered and sent.

/**
 * Seconds of load before a figure is taken. A fresh server's CPU per uncached render falls for about
 * 15 s under load (2 864 µs in its first 2 s, 1 364 in the next, about 800 from the 15th on): V8 grows
 * its heap to the working size in steps, collecting often until it has, and compiles the hot code.
 * A shorter warm-up measured that growth, not the render (docs/decisions/0004-performance-log.md,
 * "A render's query cache is dropped with it").
 */
export const SETTLE_S = 15;

export interface PageLoad {
  /** Final answers received (an interim 103 is not one). */
  requests: number;
  reqPerSec: number;
  /** Milliseconds from sending a request to the end of its answer's body. */
  p50: number;
  p99: number;
  /** Final answers outside 2xx, and requests that failed without one. */
  non2xx: number;
  errors: number;
}

export interface PageLoadOptions {
  url: string;
  connections: number;
  durationS: number;
  headers?: Record<string, string>;
  /** Replace every `[<id>]` in the address with a new id on each request (unique ad clicks, unique junk). */
  uniqueIds?: boolean;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function loadPages({ url, connections, durationS, headers = {}, uniqueIds = false }: PageLoadOptions): Promise<PageLoad> {
  const { origin } = new URL(url);
  const path = url.slice(origin.length) || "/";
  const pool = new Pool(origin, { connections, pipelining: 1 });
  const pathOf = () => (uniqueIds ? path.replaceAll("[<id>]", () => randomUUID()) : path);
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const endsAt = started + durationS * 1000;
  const connection = async () => {
    while (performance.now() < endsAt) {
      const sent = performance.now();
      try {
        const answer = await pool.request({ path: pathOf(), method: "GET", headers });
        // Read the whole body: a page counts once it has arrived.
        for await (const _chunk of answer.body);
        if (answer.statusCode < 200 || answer.statusCode > 299) non2xx++;
        latencies.push(performance.now() - sent);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, connection));
  const elapsedS = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    reqPerSec: latencies.length / elapsedS,
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    non2xx,
    errors,
  };
}
