import type { BundleEntry } from "../bundle-entry";
import type { Logger } from "../logger";
import { createJobPool, type JobLimit, type JobLimits, JobLimitError } from "./job-pool";

// A kind of bounded job as its callers use it (docs/decisions/0033-bounded-work.md): the pool's
// shape and limits, and what a limit or the process's output means in the caller's own terms
// (server/seo-audit/report-jobs.ts, server/media/media-jobs.ts).

/** A kind of job: its pool's shape, and how its output and its limits read to its callers. */
export interface JobKind<Out, Result> {
  name: string;
  entry: BundleEntry;
  processes: number;
  limits: JobLimits;
  /** What a job past a limit is refused with (the caller's own error, naming the limit). */
  refuse(limit: JobLimit): Error;
  /** The job's result from its process's output, or the refusal the output says. */
  result(output: Out): Result;
}

export interface Jobs<In, Result> {
  run(input: In): Promise<Result>;
  /** Kills the pool's processes (tests; the process's exit does it anyway). */
  close(): void;
}

/** A pool for one kind of job; `limits` shortens the kind's own (tests). */
export function createJobs<In, Out, Result>(
  kind: JobKind<Out, Result>,
  options: { limits?: Partial<JobLimits>; logger?: Logger } = {},
): Jobs<In, Result> {
  const pool = createJobPool<In, Out>({
    name: kind.name,
    entry: kind.entry,
    processes: kind.processes,
    timeLimitMs: options.limits?.timeLimitMs ?? kind.limits.timeLimitMs,
    memoryLimitMb: options.limits?.memoryLimitMb ?? kind.limits.memoryLimitMb,
    logger: options.logger,
  });
  return {
    async run(input) {
      let output: Out;
      try {
        output = await pool.run(input);
      } catch (error) {
        throw error instanceof JobLimitError ? kind.refuse(error.limit) : error;
      }
      return kind.result(output);
    },
    close: () => pool.close(),
  };
}
