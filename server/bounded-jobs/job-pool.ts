import { type ChildProcess, fork } from "node:child_process";
import type { BundleEntry } from "../bundle-entry";
import { killOnExit, residentMb } from "./child-processes";
import type { Logger } from "../logger";
import type { JobReply, JobRequest } from "./job-messages";

// Work whose cost a stranger's input decides (an audited page's HTML, an uploaded image) runs
// in child processes with a time and a memory limit (docs/decisions/0033-bounded-work.md).
// Past either, the process is killed with SIGKILL, not awaited, the job is refused with a
// JobLimitError naming the limit, and the next job in the queue starts in a fresh process. A
// process, not a worker thread: a thread cannot be stopped while native code (libvips) runs
// in it, and Node's exit then waits for it. Idle processes neither hold the event loop nor
// outlive the server: they end after `idleMs`, and every one is killed when the process exits.

export interface JobLimits {
  /** Wall-clock time one job may take once a process has it. */
  timeLimitMs: number;
  /** Resident memory of the job's process (heap, native buffers, everything). */
  memoryLimitMb: number;
}

export interface JobPoolOptions extends JobLimits {
  /** Names the pool in logs and errors ("seo-audit", "media"). */
  name: string;
  entry: BundleEntry;
  /** Jobs that run at once, one per process; more wait in order. */
  processes: number;
  /** A process with no job for this long ends (its memory goes back); the next job starts another. */
  idleMs?: number;
  logger?: Logger;
}

export type JobLimit = "time" | "memory";

/** A job ended by its pool: it took too long or grew too large. */
export class JobLimitError extends Error {
  constructor(
    readonly limit: JobLimit,
    readonly limits: JobLimits,
  ) {
    super(limit === "time" ? `The job took longer than ${limits.timeLimitMs} ms` : `The job needed more than ${limits.memoryLimitMb} MB`);
    this.name = "JobLimitError";
  }
}

export interface JobPool<In, Out> {
  run(input: In): Promise<Out>;
  /** Kills every process and refuses the jobs still waiting (tests; the process's exit does it anyway). */
  close(): void;
}

const DEFAULT_IDLE_MS = 30_000;
/** A process that has not loaded its code by then is broken, not slow: its job fails. */
const START_LIMIT_MS = 60_000;
/** How often a running job's memory is looked at. */
const MEMORY_CHECK_MS = 100;

interface Job<In, Out> {
  id: number;
  input: In;
  resolve(output: Out): void;
  reject(error: Error): void;
}

interface Slot<In, Out> {
  child: ChildProcess;
  job: Job<In, Out> | null;
  timers: NodeJS.Timeout[];
  /** The process has loaded its code: a job's time runs from then. */
  ready: boolean;
}

export function createJobPool<In, Out>(options: JobPoolOptions): JobPool<In, Out> {
  const limits: JobLimits = { timeLimitMs: options.timeLimitMs, memoryLimitMb: options.memoryLimitMb };
  const idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  const queue: Job<In, Out>[] = [];
  const slots = new Set<Slot<In, Out>>();
  let nextId = 0;
  let closed = false;

  const clearTimers = (slot: Slot<In, Out>) => {
    for (const timer of slot.timers.splice(0)) clearTimeout(timer);
  };

  /** Idle: the process keeps neither this process's event loop nor its exit waiting. */
  const setIdle = (slot: Slot<In, Out>) => {
    slot.child.unref();
    slot.child.channel?.unref();
    const idle = setTimeout(() => retire(slot), idleMs);
    idle.unref();
    slot.timers.push(idle);
  };

  /** Takes a slot out of the pool and kills its process; its job, if any, is the caller's to settle. */
  const retire = (slot: Slot<In, Out>) => {
    clearTimers(slot);
    slots.delete(slot);
    slot.child.kill("SIGKILL");
  };

  const finish = (slot: Slot<In, Out>, settle: (job: Job<In, Out>) => void) => {
    const job = slot.job;
    if (!job) return;
    slot.job = null;
    clearTimers(slot);
    settle(job);
  };

  const stopForLimit = (slot: Slot<In, Out>, limit: JobLimit) => {
    options.logger?.warn({ pool: options.name, limit, ...limits }, "a job passed its limit; its process was killed");
    finish(slot, (job) => job.reject(new JobLimitError(limit, limits)));
    retire(slot);
    pump();
  };

  /** Reads the process's memory every 100 ms while `job` runs in it; a reading taken for another job counts for nothing. */
  const watchMemory = (slot: Slot<In, Out>, pid: number, job: Job<In, Out>) => {
    const check = async () => {
      if (slot.job !== job) return;
      const mb = await residentMb(pid);
      if (mb === null || slot.job !== job) return;
      if (mb > limits.memoryLimitMb) return stopForLimit(slot, "memory");
      slot.timers.push(setTimeout(check, MEMORY_CHECK_MS));
    };
    slot.timers.push(setTimeout(check, MEMORY_CHECK_MS));
  };

  const spawn = (): Slot<In, Out> => {
    const child = fork(options.entry.url, [], {
      // The V8 heap cannot outgrow the process's limit; a heap that tries ends the process (a memory limit too).
      execArgv: [...options.entry.execArgv, `--max-old-space-size=${limits.memoryLimitMb}`],
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    killOnExit(child);
    const slot: Slot<In, Out> = { child, job: null, timers: [], ready: false };
    child.on("message", (reply: JobReply<Out>) => {
      if ("ready" in reply) {
        slot.ready = true;
        if (slot.job) startClock(slot);
        return;
      }
      if (!slot.job || reply.id !== slot.job.id) return;
      finish(slot, (job) => (reply.ok ? job.resolve(reply.output) : job.reject(new Error(reply.message))));
      setIdle(slot);
      pump();
    });
    child.on("error", (error) => {
      finish(slot, (job) => job.reject(error));
      retire(slot);
      pump();
    });
    child.on("exit", (code, signal) => {
      if (!slots.has(slot)) return;
      // Out of heap, V8 aborts the process.
      const outOfMemory = signal === "SIGABRT" || code === 134;
      if (outOfMemory && slot.job) return stopForLimit(slot, "memory");
      finish(slot, (job) => job.reject(new Error(`The ${options.name} job's process ended (${signal ?? code})`)));
      retire(slot);
      pump();
    });
    slots.add(slot);
    return slot;
  };

  /** The job's time limit, from the moment its process is ready (it may still be loading its code). */
  const startClock = (slot: Slot<In, Out>) => {
    slot.timers.push(setTimeout(() => stopForLimit(slot, "time"), limits.timeLimitMs));
  };

  const start = (slot: Slot<In, Out>, job: Job<In, Out>) => {
    clearTimers(slot);
    slot.job = job;
    slot.child.ref();
    slot.child.channel?.ref();
    if (slot.ready) startClock(slot);
    else
      slot.timers.push(
        setTimeout(() => {
          if (slot.ready) return;
          finish(slot, (waiting) => waiting.reject(new Error(`The ${options.name} job's process did not start`)));
          retire(slot);
          pump();
        }, START_LIMIT_MS),
      );
    if (slot.child.pid !== undefined) watchMemory(slot, slot.child.pid, job);
    const request: JobRequest<In> = { id: job.id, input: job.input };
    slot.child.send(request, (error) => {
      if (!error || slot.job !== job) return;
      finish(slot, (failed) => failed.reject(error));
      retire(slot);
      pump();
    });
  };

  function pump() {
    while (queue.length > 0) {
      let slot = [...slots].find((s) => s.job === null);
      if (!slot) {
        if (slots.size >= options.processes) return;
        slot = spawn();
      }
      start(slot, queue.shift()!);
    }
  }

  return {
    run(input) {
      if (closed) return Promise.reject(new Error(`The ${options.name} jobs have stopped`));
      return new Promise<Out>((resolve, reject) => {
        queue.push({ id: nextId++, input, resolve, reject });
        pump();
      });
    },
    close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error(`The ${options.name} jobs have stopped`));
      for (const slot of [...slots]) {
        finish(slot, (job) => job.reject(new Error(`The ${options.name} jobs have stopped`)));
        retire(slot);
      }
    },
  };
}
