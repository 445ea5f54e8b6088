export interface WarmUpReport {
  /** Pages requested (every sitemap address: each page in every region). */
  requested: number;
  /** Of those, pages answered 200 (now in the cache). */
  cached: number;
  ms: number;
}

/**
 * Fills the page cache with every sitemap address (each page's address in every region,
 * docs/decisions/0016-regions-as-addresses.md). The requests go
 * one at a time through the server's own port on loopback, so each page is rendered
 * and stored exactly as for a visitor, headers included. It starts once the server
 * listens: readiness (/healthz) never waits for it, and visitors' requests are
 * served between its renders. A stopped server aborts it through `signal`.
 */
export async function warmPageCache(options: { origin: string; paths: readonly string[]; signal?: AbortSignal }): Promise<WarmUpReport> {
  const started = performance.now();
  let requested = 0;
  let cached = 0;
  for (const path of options.paths) {
    if (options.signal?.aborted) break;
    requested++;
    try {
      const res = await fetch(new URL(path, options.origin), { headers: { "accept-encoding": "identity" }, signal: options.signal });
      await res.arrayBuffer();
      if (res.ok) cached++;
    } catch {
      // A page that fails now is rendered at its first visit, as without a warm-up.
    }
  }
  return { requested, cached, ms: Math.round(performance.now() - started) };
}
