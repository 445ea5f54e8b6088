// What a job pool (job-pool.ts) and its processes (job-process.ts) say to each other over
// Node's IPC channel, with its "advanced" serialization (structured clone: Buffers stay bytes).

export interface JobRequest<In> {
  id: number;
  input: In;
}

/**
 * "ready" once the process has loaded its code (a job's time limit starts then, not while
 * Node boots); then for each job its output, or the message of what it threw (a bug:
 * expected refusals are part of the output).
 */
export type JobReply<Out> = { ready: true } | { id: number; ok: true; output: Out } | { id: number; ok: false; message: string };

/** Bytes that crossed the channel may arrive as a plain Uint8Array: the same memory, as a Buffer. */
export const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
