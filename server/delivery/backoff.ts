// Retries of a delivery that failed: about 1 min, 5 min, 30 min, 2 h and 12 h after
// each failed attempt; when the sixth attempt fails too, the job is marked failed and
// waits for "Send again" in the staff area (docs/decisions/0013-lead-delivery.md).

export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000] as const;

/** Attempts a job gets before it is marked failed: the first one and the five retries. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** How long to wait after failed attempt number `attempt` (1-based); null when it was the last. */
export function retryDelay(attempt: number): number | null {
  return RETRY_DELAYS_MS[attempt - 1] ?? null;
}
