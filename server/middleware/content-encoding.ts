import Negotiator from "negotiator";
import type { IncomingHttpHeaders } from "node:http";
import { constants } from "node:zlib";

// How the server picks and makes a body's Content-Encoding, for a rendered page
// (./page-compression.ts) and for the page cache's stored encodings (../ssr/page-cache.ts,
// ../ssr/serve-cached-page.ts).

/** negotiator 1.x takes the server's preference order; its published types predate that option. */
type EncodingNegotiator = { encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined };

/**
 * The encoding among `offered` the request accepts best (negotiator reads q-values, so "br;q=0"
 * rules brotli out); ties go to the first of `preferred`. Undefined when it accepts none of them.
 */
export function negotiateEncoding<E extends string>(
  headers: IncomingHttpHeaders,
  offered: readonly E[],
  preferred: readonly E[],
): E | undefined {
  const negotiator = new Negotiator({ headers }) as unknown as EncodingNegotiator;
  return negotiator.encoding(offered, { preferred }) as E | undefined;
}

/**
 * Brotli parameters for a body of `length` bytes: its window is the smallest that holds the whole
 * body (2^10 to 2^24 bytes). A window larger than the input finds no more matches, so the output
 * is the same size (a byte or two apart), while the encoder's memory and set-up follow the window:
 * the default 4 MB window per page made compressing it cost several times its render
 * (docs/decisions/0004-performance-log.md, "The request around the render").
 */
export function fittedBrotliParams(length: number, quality: number): Record<number, number> {
  const windowBits = Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(length + 1))),
  );
  return {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_LGWIN]: windowBits,
    [constants.BROTLI_PARAM_SIZE_HINT]: length,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  };
}
