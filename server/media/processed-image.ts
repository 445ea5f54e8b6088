import type { MediaFormat } from "../../shared/media/media-image";

// What processing an upload gives the media library (media-process.ts, in the media job's
// process) or why it refuses it: plain data that crosses from that process to the server's.

/** Images larger than this are refused before being decoded (sharp's own check of the header). */
export const MAX_INPUT_PIXELS = 40_000_000;

export class MediaRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ProcessedVariant {
  format: MediaFormat;
  width: number;
  contentType: string;
  bytes: Buffer;
}

export interface ProcessedImage {
  kind: "raster" | "svg";
  originalType: string;
  width: number;
  height: number;
  placeholderColor: string;
  variants: ProcessedVariant[];
}
