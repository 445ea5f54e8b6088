import { groupThousands } from "../seo-audit-messages";

// What the media library's API answers, in English (the staff area is in English), and the
// limits its messages name. A module of its own, apart from ./api-messages.ts, which every
// public page's script loads: these messages are computed from the limits, a call the bundler
// cannot drop from a module it loads, so here they stay out of the pages that never upload.

/**
 * How much work one upload may make, in the media job's process (docs/decisions/0033-bounded-work.md):
 * its time and memory, and for an SVG how deep and how many its elements.
 */
export const MEDIA_PROCESSING_LIMITS = { timeLimitMs: 60_000, memoryLimitMb: 1024, svgMaxDepth: 256, svgMaxElements: 100_000 } as const;

/** What the media library's API answers (staff area, English; docs/decisions/0024-media-library.md). */
export const MEDIA_MESSAGES = {
  fileMissing: "Choose an image file to upload",
  oneFile: "Upload one file per request",
  tooLarge: "The file is larger than 10 MB",
  tooManyPixels: "The image is larger than 40 megapixels",
  unknownType: "The file is not a JPEG, PNG, WebP, AVIF or SVG image",
  unreadable: "The image could not be read: the file is damaged or not what its signature says",
  markupInside: "The file contains HTML or script markup besides the image, so it cannot be served safely",
  svgUnsafe: "The SVG contains scripts, event handlers or other active content",
  svgTooDeep: `The SVG nests its elements more than ${MEDIA_PROCESSING_LIMITS.svgMaxDepth} deep`,
  svgTooManyElements: `The SVG has more than ${groupThousands(MEDIA_PROCESSING_LIMITS.svgMaxElements)} elements`,
  processingTooSlow: `Processing the image took longer than ${MEDIA_PROCESSING_LIMITS.timeLimitMs / 1000} seconds, so it was stopped`,
  processingTooLarge: `Processing the image needed more than ${MEDIA_PROCESSING_LIMITS.memoryLimitMb} MB of memory, so it was stopped`,
  altRequired: "Alt text is required: describe what the image shows",
  altDeRequired: "German alt text is required: the German pages show this image too",
  notMultipart: "Send the file as multipart/form-data",
  inUse: "This image is still used",
  coverUnknown: "No image with this id is in the media library",
} as const;
