import { existsSync } from "node:fs";
import { afterEach, describe, expect, test } from "vitest";
import { createJobPool, JobLimitError, type JobPool } from "../../server/bounded-jobs/job-pool";
import { bundleEntry } from "../../server/bundle-entry";
import type { TestJob, TestJobOutput } from "../fixtures/bounded-jobs/test-job";

// The pool that bounds work a stranger's input decides (server/bounded-jobs/job-pool.ts,
// docs/decisions/0033-bounded-work.md): each job in a child process, ended at its time or
// memory limit, the next job in a fresh process, this process's event loop free throughout.

const entry = bundleEntry("no-such-bundle", new URL("../fixtures/bounded-jobs/test-job.ts", import.meta.url));
const pools: JobPool<TestJob, TestJobOutput>[] = [];
afterEach(() => {
  for (const pool of pools.splice(0)) pool.close();
});

function pool(limits: { timeLimitMs?: number; memoryLimitMb?: number; processes?: number } = {}) {
  const made = createJobPool<TestJob, TestJobOutput>({
    name: "test",
    entry,
    processes: limits.processes ?? 1,
    // Generous: a test process starts through tsx, which on a busy machine takes seconds.
    timeLimitMs: limits.timeLimitMs ?? 20_000,
    memoryLimitMb: limits.memoryLimitMb ?? 512,
  });
  pools.push(made);
  return made;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The longest this event loop waited for a 10 ms timer while `work` ran. */
async function longestTimerDelay(work: Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  let done = false;
  const tick = async () => {
    while (!done) {
      await new Promise((r) => setTimeout(r, 10));
      const now = performance.now();
      longest = Math.max(longest, now - last - 10);
      last = now;
    }
  };
  const ticking = tick();
  await work.catch(() => {});
  done = true;
  await ticking;
  return longest;
}

describe("bounded jobs", { timeout: 60_000 }, () => {
  test("a job's input and output cross to its process and back, bytes as bytes", async () => {
    const jobs = pool();
    const out = await jobs.run({ kind: "echo", bytes: new Uint8Array([0, 1, 254, 255]), text: "héllo" });
    expect([...out.bytes!]).toEqual([0, 1, 254, 255]);
    expect(out.text).toBe("héllo");
    expect(out.pid).not.toBe(process.pid);
  });

  test("a job that never ends is killed at its time limit, not awaited; the next job runs in a fresh process", async () => {
    const jobs = pool({ timeLimitMs: 3_000 });
    const first = await jobs.run({ kind: "echo", bytes: new Uint8Array(), text: "warm" });
    const started = performance.now();
    const spinning = jobs.run({ kind: "spin" });
    const queued = jobs.run({ kind: "echo", bytes: new Uint8Array(), text: "after" });
    // While the other process spins, this one answers its timers: nothing here waits for it.
    const delay = await longestTimerDelay(spinning);
    const error = await spinning.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobLimitError);
    expect((error as JobLimitError).limit).toBe("time");
    expect(performance.now() - started).toBeGreaterThanOrEqual(2_900);
    // Generous for a busy two-core machine: a spin on this thread would have held it for the whole 3 s.
    expect(delay).toBeLessThan(1_000);
    const next = await queued;
    expect(next.text).toBe("after");
    expect(next.pid).not.toBe(first.pid);
    // SIGKILL: the spinning process is gone.
    for (let i = 0; i < 50 && isAlive(first.pid); i++) await new Promise((r) => setTimeout(r, 20));
    expect(isAlive(first.pid)).toBe(false);
  });

  test.skipIf(!existsSync("/proc/self/status"))("a job that grows past the memory limit outside the JS heap is killed for it", async () => {
    const jobs = pool({ memoryLimitMb: 300 });
    const error = await jobs.run({ kind: "grow-native" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobLimitError);
    expect((error as JobLimitError).limit).toBe("memory");
    expect((error as Error).message).toBe("The job needed more than 300 MB");
    expect((await jobs.run({ kind: "echo", bytes: new Uint8Array(), text: "still here" })).text).toBe("still here");
  });

  test("a job whose JS heap outgrows the limit ends with the memory limit too", async () => {
    const jobs = pool({ memoryLimitMb: 200 });
    const error = await jobs.run({ kind: "grow-heap" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobLimitError);
    expect((error as JobLimitError).limit).toBe("memory");
  });

  test("a job that throws is refused with its message, and its process takes the next job", async () => {
    const jobs = pool();
    await expect(jobs.run({ kind: "throw", message: "bad input" })).rejects.toThrow("bad input");
    const after = await jobs.run({ kind: "echo", bytes: new Uint8Array(), text: "next" });
    expect(after.text).toBe("next");
  });

  test("jobs beyond the pool's processes wait their turn in order", async () => {
    const jobs = pool({ processes: 2 });
    const texts = await Promise.all(["a", "b", "c", "d", "e"].map((text) => jobs.run({ kind: "echo", bytes: new Uint8Array(), text })));
    expect(texts.map((t) => t.text)).toEqual(["a", "b", "c", "d", "e"]);
    expect(new Set(texts.map((t) => t.pid)).size).toBeLessThanOrEqual(2);
  });

  test("closing the pool kills its processes and refuses what still waits", async () => {
    const jobs = pool();
    const { pid } = await jobs.run({ kind: "echo", bytes: new Uint8Array(), text: "x" });
    const spinning = jobs.run({ kind: "spin" });
    const waiting = jobs.run({ kind: "echo", bytes: new Uint8Array(), text: "y" });
    jobs.close();
    await expect(spinning).rejects.toThrow("stopped");
    await expect(waiting).rejects.toThrow("stopped");
    for (let i = 0; i < 50 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 20));
    expect(isAlive(pid)).toBe(false);
    await expect(jobs.run({ kind: "echo", bytes: new Uint8Array(), text: "z" })).rejects.toThrow("stopped");
  });
});
