import type { ClaimedJob, OutboxQueries } from "../db/outbox.queries";
import type { Logger } from "../logger";
import { MAX_ATTEMPTS, retryDelay } from "./backoff";
import { unrefTimers, type Clock, type Timers } from "./clock";

// The in-process outbox worker: at least once, in the background, never in a
// request. A lead's POST commits its jobs and wakes the worker, which runs after
// the answer has been written. Each job is leased while it is sent; a process that
// dies mid-send leaves the lease to run out, and the job is sent again with the
// same idempotency key (docs/decisions/0013-lead-delivery.md).

/** A failure that no retry can fix (e.g. the webhook is no longer configured): failed at once. */
export class PermanentDeliveryError extends Error {}

export type JobHandler = (job: ClaimedJob) => Promise<void>;

export interface DeliveryWorkerOptions {
  outbox: OutboxQueries;
  handle: JobHandler;
  clock: Clock;
  logger: Logger;
  /** Jobs sent at the same time. */
  concurrency?: number;
  /** How long a job stays leased: longer than any send may take (SMTP and webhook time limits). */
  leaseMs?: number;
  /** Once started, how often to look for jobs other processes on the same database queued. */
  pollMs?: number;
  timers?: Timers;
}

export const DEFAULT_LEASE_MS = 2 * 60_000;

export function createDeliveryWorker(options: DeliveryWorkerOptions) {
  const { outbox, handle, clock, logger } = options;
  const concurrency = options.concurrency ?? 8;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const pollMs = options.pollMs ?? 30_000;
  const timers = options.timers ?? unrefTimers;

  const inFlight = new Set<Promise<void>>();
  let isStarted = false;
  let isStopping = false;
  let isPumpQueued = false;
  let cancelTimer: (() => void) | null = null;
  let idleWaiters: (() => void)[] = [];

  function settle(job: ClaimedJob, error: unknown): void {
    const now = clock.now();
    if (error === null) {
      outbox.markDelivered(job.id, now);
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    const delay = error instanceof PermanentDeliveryError ? null : retryDelay(job.attempt);
    if (delay === null || job.attempt >= MAX_ATTEMPTS) {
      outbox.markFailed(job.id, message);
      logger.warn({ jobId: job.id, leadId: job.leadId, channel: job.channel, attempt: job.attempt }, "delivery failed for good");
    } else {
      outbox.scheduleRetry(job.id, now + delay, message);
      // The message can name the receiver (an address): it is stored for staff, not logged.
      logger.info({ jobId: job.id, leadId: job.leadId, channel: job.channel, attempt: job.attempt, retryInMs: delay }, "delivery will be retried");
    }
  }

  async function run(job: ClaimedJob): Promise<void> {
    let error: unknown = null;
    try {
      await handle(job);
    } catch (caught) {
      error = caught ?? new Error("delivery failed");
    }
    try {
      settle(job, error);
      if (error === null) logger.debug({ jobId: job.id, channel: job.channel }, "delivered");
    } catch (dbError) {
      // The database is gone (shutting down): the lease runs out and the job is sent again.
      logger.error({ err: dbError, jobId: job.id }, "could not record a delivery");
    }
  }

  function arm(): void {
    cancelTimer?.();
    cancelTimer = null;
    if (!isStarted || isStopping) return;
    let delay = pollMs;
    try {
      const due = outbox.nextDueAt();
      if (due !== null) delay = Math.min(pollMs, Math.max(0, due - clock.now()));
    } catch {
      // the database is busy or closing: look again after the poll interval
    }
    cancelTimer = timers.set(wake, delay);
  }

  function pump(): void {
    if (isStopping) return;
    const free = concurrency - inFlight.size;
    let claimed: ClaimedJob[] = [];
    if (free > 0) {
      const now = clock.now();
      try {
        claimed = outbox.claimDue(now, now + leaseMs, free);
      } catch (error) {
        logger.error({ err: error }, "could not read the outbox");
      }
    }
    for (const job of claimed) {
      const running: Promise<void> = run(job).finally(() => {
        inFlight.delete(running);
        pump();
      });
      inFlight.add(running);
    }
    if (inFlight.size === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
      arm();
    }
  }

  /** Looks for due jobs soon, after the current request has been answered. */
  function wake(): void {
    if (isStopping || isPumpQueued) return;
    isPumpQueued = true;
    setImmediate(() => {
      isPumpQueued = false;
      pump();
    });
  }

  return {
    wake,
    /** Sends what is due now (jobs left by an earlier process included) and keeps watching the outbox. */
    start(): void {
      isStarted = true;
      wake();
    },
    /** Resolves once nothing is due and nothing is being sent (tests, the benchmark). */
    drain(): Promise<void> {
      if (isStopping) return Promise.resolve();
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
        wake();
      });
    },
    /**
     * Takes no new job and waits up to `graceMs` for the sends in flight. One still
     * running after that keeps its lease, so the next start sends it again.
     */
    async stop(graceMs = 5_000): Promise<void> {
      isStopping = true;
      cancelTimer?.();
      cancelTimer = null;
      let cancelGrace = () => {};
      const grace = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, graceMs);
        cancelGrace = () => clearTimeout(timer);
      });
      await Promise.race([Promise.allSettled([...inFlight]), grace]);
      cancelGrace();
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    },
    get inFlight(): number {
      return inFlight.size;
    },
  };
}
export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;
