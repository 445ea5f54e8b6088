import type { ClaimedJob, OutboxQueries, Settlement } from "../db/outbox.queries";
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

/** Work the worker does now and then besides sending (the retention job, ./retention-job.ts). */
export interface PeriodicTask {
  /** How often to call `run`; the task itself decides whether there is anything to do. */
  checkEveryMs: number;
  run(): Promise<unknown>;
}

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
  /**
   * True while requests are being answered: then one job at a time, with a pause after
   * each of at least `busyGapMs` and 19 times the job's own duration, so that sending
   * takes no more than about 5% of the thread's time until the requests stop.
   */
  isBusy?: () => boolean;
  busyGapMs?: number;
  /** Once started: tasks run in the worker's schedule, beside the sends, never in a request. */
  periodic?: readonly PeriodicTask[];
}

export const DEFAULT_LEASE_MS = 2 * 60_000;

export function createDeliveryWorker(options: DeliveryWorkerOptions) {
  const { outbox, handle, clock, logger } = options;
  const concurrency = options.concurrency ?? 4;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const pollMs = options.pollMs ?? 30_000;
  const timers = options.timers ?? unrefTimers;
  const isBusy = options.isBusy ?? (() => false);
  const busyGapMs = options.busyGapMs ?? 25;

  const inFlight = new Set<Promise<void>>();
  /** Attempts that ended and are not recorded yet: recorded together, in one transaction. */
  let ended: { job: ClaimedJob; error: unknown }[] = [];
  let isStarted = false;
  let isStopping = false;
  let isPumpQueued = false;
  /** A pump is reading or writing the outbox; a wake meanwhile runs another one after it. */
  let isPumping = false;
  let isPumpAgain = false;
  let cancelTimer: (() => void) | null = null;
  let idleWaiters: (() => void)[] = [];
  /** When the last job ended, and how long it took (performance.now() milliseconds). */
  let lastEnd = -Infinity;
  let lastDuration = 0;
  let isGapQueued = false;
  const periodic = (options.periodic ?? []).map((task) => ({ task, nextAt: 0, running: null as Promise<void> | null }));

  /** Starts each periodic task whose time has come, unless it is still running; the sends do not wait for it. */
  function startPeriodic(now: number): void {
    if (!isStarted) return;
    for (const entry of periodic) {
      if (entry.running || now < entry.nextAt) continue;
      entry.nextAt = now + entry.task.checkEveryMs;
      entry.running = entry.task
        .run()
        .then(() => {})
        .catch((error: unknown) => logger.error({ err: error }, "a periodic task of the delivery worker failed"))
        .finally(() => {
          entry.running = null;
        });
    }
  }

  function settlementOf(job: ClaimedJob, error: unknown, now: number): Settlement {
    if (error === null) return { id: job.id, outcome: "delivered", at: now };
    const message = error instanceof Error ? error.message : String(error);
    const delay = error instanceof PermanentDeliveryError ? null : retryDelay(job.attempt);
    if (delay === null || job.attempt >= MAX_ATTEMPTS) {
      logger.warn({ jobId: job.id, leadId: job.leadId, channel: job.channel, attempt: job.attempt }, "delivery failed for good");
      return { id: job.id, outcome: "failed", error: message };
    }
    // The message can name the receiver (an address): it is stored for staff, not logged.
    logger.info(
      { jobId: job.id, leadId: job.leadId, channel: job.channel, attempt: job.attempt, retryInMs: delay },
      "delivery will be retried",
    );
    return { id: job.id, outcome: "retry", at: now + delay, error: message };
  }

  async function record(): Promise<void> {
    if (ended.length === 0) return;
    const batch = ended;
    ended = [];
    const now = clock.now();
    try {
      await outbox.settle(batch.map(({ job, error }) => settlementOf(job, error, now)));
    } catch (error) {
      // The database is gone (shutting down): the leases run out and the jobs are sent again.
      logger.error({ err: error, jobs: batch.length }, "could not record deliveries");
    }
  }

  async function run(job: ClaimedJob): Promise<void> {
    const started = performance.now();
    let error: unknown = null;
    try {
      await handle(job);
    } catch (caught) {
      error = caught ?? new Error("delivery failed");
    }
    ended.push({ job, error });
    lastEnd = performance.now();
    lastDuration = lastEnd - started;
  }

  async function arm(): Promise<void> {
    cancelTimer?.();
    cancelTimer = null;
    if (!isStarted || isStopping) return;
    let delay = pollMs;
    for (const entry of periodic) delay = Math.min(delay, Math.max(0, entry.nextAt - clock.now()));
    try {
      const due = await outbox.nextDueAt();
      if (due !== null) delay = Math.min(delay, Math.max(0, due - clock.now()));
    } catch {
      // the database is busy or closing: look again after the poll interval
    }
    if (isStopping) return;
    cancelTimer = timers.set(wake, delay);
  }

  /** How many jobs may start now: every free slot while the site is quiet, else one now and then. */
  function startable(): number {
    const free = concurrency - inFlight.size;
    if (free <= 0 || !isBusy()) return Math.max(0, free);
    // Requests are being answered: one job at a time (its end wakes the worker) ...
    if (inFlight.size > 0) return 0;
    // ... and a pause after it (about 5% of the time for sending), after which the requests may be over.
    const wait = lastEnd + Math.max(busyGapMs, 19 * lastDuration) - performance.now();
    if (wait <= 0) return 1;
    if (!isGapQueued) {
      isGapQueued = true;
      setTimeout(() => {
        isGapQueued = false;
        wake();
      }, Math.ceil(wait)).unref();
    }
    return 0;
  }

  async function pump(): Promise<void> {
    await record();
    if (isStopping) return;
    startPeriodic(clock.now());
    const free = startable();
    let claimed: ClaimedJob[] = [];
    if (free > 0) {
      const now = clock.now();
      try {
        claimed = await outbox.claimDue(now, now + leaseMs, free);
      } catch (error) {
        logger.error({ err: error }, "could not read the outbox");
      }
    }
    for (const job of claimed) {
      const running: Promise<void> = run(job).finally(() => {
        inFlight.delete(running);
        wake();
      });
      inFlight.add(running);
    }
    if (inFlight.size === 0 && !isGapQueued) {
      await arm();
      // A wake while this pump ran may have found more to do: idle only once no pump follows.
      if (isPumpAgain || isPumpQueued) return;
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  async function runPump(): Promise<void> {
    if (isPumping) {
      isPumpAgain = true;
      return;
    }
    isPumping = true;
    try {
      await pump();
    } catch (error) {
      logger.error({ err: error }, "the delivery worker stumbled");
    } finally {
      isPumping = false;
      if (isPumpAgain) {
        isPumpAgain = false;
        wake();
      }
    }
  }

  /** Looks for due jobs soon, after the current request has been answered. */
  function wake(): void {
    if (isStopping || isPumpQueued) return;
    isPumpQueued = true;
    setImmediate(() => {
      isPumpQueued = false;
      void runPump();
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
      const periodicRuns = periodic.flatMap((entry) => (entry.running ? [entry.running] : []));
      await Promise.race([Promise.allSettled([...inFlight, ...periodicRuns]), grace]);
      cancelGrace();
      await record();
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    },
    get inFlight(): number {
      return inFlight.size;
    },
  };
}
export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;
