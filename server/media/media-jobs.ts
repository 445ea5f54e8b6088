import { MEDIA_MESSAGES, MEDIA_PROCESSING_LIMITS } from "../../shared/i18n/api-messages";
import { asBuffer } from "../bounded-jobs/job-messages";
import type { JobLimits } from "../bounded-jobs/job-pool";
import { createJobs, type Jobs } from "../bounded-jobs/jobs";
import { bundleEntry } from "../bundle-entry";
import type { Logger } from "../logger";
import type { MediaJobOutput } from "./media-job";
import { MediaRefusal, type ProcessedImage } from "./processed-image";

// Uploads are processed in a process of their own (docs/decisions/0033-bounded-work.md), one
// at a time: encoding AVIF keeps every core busy, and two at once would only double the
// memory held, so the others wait their turn in order. Past 60 s or 1 GB the process is
// killed and the upload refused with a 422 naming the limit; the next one starts afresh.
// The server's own process never runs libvips, so nothing an upload starts can hold its exit.

/** An upload's variants, or a MediaRefusal saying why not. */
export type MediaJobs = Jobs<{ bytes: Uint8Array }, ProcessedImage>;

export const createMediaJobs = (options: { limits?: Partial<JobLimits>; logger?: Logger } = {}): MediaJobs =>
  createJobs<{ bytes: Uint8Array }, MediaJobOutput, ProcessedImage>(
    {
      name: "media",
      entry: bundleEntry("media-job", new URL("./media-job.ts", import.meta.url)),
      processes: 1,
      limits: { timeLimitMs: MEDIA_PROCESSING_LIMITS.timeLimitMs, memoryLimitMb: MEDIA_PROCESSING_LIMITS.memoryLimitMb },
      refuse: (limit) => new MediaRefusal(422, limit === "time" ? MEDIA_MESSAGES.processingTooSlow : MEDIA_MESSAGES.processingTooLarge),
      result(output) {
        if ("refusal" in output) throw new MediaRefusal(output.refusal.status, output.refusal.message);
        return { ...output.image, variants: output.image.variants.map((v) => ({ ...v, bytes: asBuffer(v.bytes) })) };
      },
    },
    options,
  );
