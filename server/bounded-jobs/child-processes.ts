import type { ChildProcess } from "node:child_process";
import { readFile } from "node:fs/promises";

// What the job pools (job-pool.ts) need to know of their processes beyond Node's ChildProcess:
// that they end with this one, and how much memory they hold.

/** Every pool's processes, killed when this process exits however it exits (graceful-shutdown.ts, a crash). */
const everyChild = new Set<ChildProcess>();
let exitHookInstalled = false;
export function killOnExit(child: ChildProcess) {
  everyChild.add(child);
  child.once("exit", () => everyChild.delete(child));
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once("exit", () => {
    for (const each of everyChild) each.kill("SIGKILL");
  });
}

/** The resident set of a process in MB, from Linux's /proc; null where there is none (macOS). */
export async function residentMb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}
