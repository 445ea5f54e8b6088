import { MEDIA_MESSAGES, MEDIA_PROCESSING_LIMITS } from "../../shared/i18n/api-messages";
import { asBuffer } from "../bounded-jobs/job-messages";
import { createJobPool, JobLimitError, type JobLimits } from "../bounded-jobs/job-pool";
import { bundleEntry } from "../bundle-entry";
import type { Logger } from "../logger";
import type { MediaJobOutput } from "./media-job";
import { MediaRefusal, type ProcessedImage } from "./processed-image";

// Uploads are processed in a process of their own (docs/decisions/0033-bounded-work.md), one
// at a time: encoding AVIF keeps every core busy, and two at once would only double the
// memory held, so the others wait their turn in order. Past 60 s or 1 GB the process is
// killed and the upload refused with a 422 naming the limit; the next one starts afresh.
// The server's own process never runs libvips, so nothing an upload starts can hold its exit.

export interface MediaJobs {
  /** The upload's variants, or a MediaRefusal saying why not. */
  process(bytes: Buffer): Promise<ProcessedImage>;
  close(): void;
}

export function createMediaJobs(options: { limits?: Partial<JobLimits>; logger?: Logger } = {}): MediaJobs {
  const pool = createJobPool<{ bytes: Uint8Array }, MediaJobOutput>({
    name: "media",
    entry: bundleEntry("media-job", new URL("./media-job.ts", import.meta.url)),
    processes: 1,
    timeLimitMs: options.limits?.timeLimitMs ?? MEDIA_PROCESSING_LIMITS.timeLimitMs,
    memoryLimitMb: options.limits?.memoryLimitMb ?? MEDIA_PROCESSING_LIMITS.memoryLimitMb,
    logger: options.logger,
  });
  return {
    async process(bytes) {
      let output: MediaJobOutput;
      try {
        output = await pool.run({ bytes });
      } catch (error) {
        if (!(error instanceof JobLimitError)) throw error;
        throw new MediaRefusal(422, error.limit === "time" ? MEDIA_MESSAGES.processingTooSlow : MEDIA_MESSAGES.processingTooLarge);
      }
      if ("refusal" in output) throw new MediaRefusal(output.refusal.status, output.refusal.message);
      return { ...output.image, variants: output.image.variants.map((v) => ({ ...v, bytes: asBuffer(v.bytes) })) };
    },
    close: () => pool.close(),
  };
}
