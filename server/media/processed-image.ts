// Why processing an upload refuses it (media-process.ts, in the media job's process), plain data
// that crosses from that process to the server's. What it gives when it does not refuse is what
// the media library stores: ProcessedImage in server/db/media.queries.ts, the bottom of the
// server, which imports nothing of the rest (docs/decisions/0035-type-environments-and-server-layers.md).

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
