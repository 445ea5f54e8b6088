import type { JobReply, JobRequest } from "./job-messages";

// The child side of a job pool (job-pool.ts): an entry file calls serveJobs with its work, and
// the process answers one job at a time until its pool kills it.

export function serveJobs<In, Out>(work: (input: In) => Promise<Out>): void {
  // Ctrl-C in a terminal signals the whole process group: the server decides when its jobs end.
  process.on("SIGINT", () => {});
  process.on("SIGTERM", () => {});
  // The server is gone (killed, crashed): end at once. process.exit would wait for native work
  // (libvips) still running on one of libuv's threads; SIGKILL does not.
  process.on("disconnect", () => process.kill(process.pid, "SIGKILL"));
  const reply = (message: JobReply<Out>) => process.send?.(message);
  process.on("message", (request: JobRequest<In>) => {
    work(request.input).then(
      (output) => reply({ id: request.id, ok: true, output }),
      (error: unknown) => reply({ id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) }),
    );
  });
  reply({ ready: true });
}
