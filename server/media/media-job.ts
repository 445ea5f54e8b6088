import { asBuffer } from "../bounded-jobs/job-messages";
import { serveJobs } from "../bounded-jobs/job-process";
import { processUpload } from "./media-process";
import { MediaRefusal, type ProcessedImage } from "./processed-image";

// The process that turns uploads into the media library's variants (media-jobs.ts starts it;
// scripts/build.ts bundles it as dist/server/media-job.js). sharp, libvips and the SVG
// sanitiser's jsdom load here and only here. A refusal is an answer, not a failure.

export type MediaJobOutput = { image: ProcessedImage } | { refusal: { status: number; message: string } };

serveJobs<{ bytes: Uint8Array }, MediaJobOutput>(async ({ bytes }) => {
  try {
    return { image: await processUpload(asBuffer(bytes)) };
  } catch (error) {
    if (error instanceof MediaRefusal) return { refusal: { status: error.status, message: error.message } };
    throw error;
  }
});
