import type { RequestHandler, Response } from "express";
import type { IncomingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, deflate, gzip } from "node:zlib";
import { fittedBrotliParams, negotiateEncoding } from "./content-encoding";

// A rendered page reaches the response as one complete body (server/ssr/render.tsx sends it with
// its length). Streaming it through the compression middleware cost an uncached page two to four
// times the CPU of its render: a brotli stream sets up a 4 MB window per response, whatever the
// size of the page, and dozens of them at once kept the garbage collector busy
// (docs/decisions/0004-performance-log.md, "The request around the render"). Here the whole
// body is compressed in one call on zlib's thread pool, with a window fitted to its length.
// The encoding and levels are the compression middleware's (server/app.ts mounts it for
// everything else, and for any page body that is written in parts): brotli quality 4, gzip and
// deflate at zlib's default level.

type BodyEncoding = "br" | "gzip" | "deflate";

/** The compression middleware's offer and preference, so a page is encoded as it always was. */
const OFFERED = ["br", "gzip", "deflate", "identity"] as const;
const PREFERRED: readonly (typeof OFFERED)[number][] = ["br", "gzip"];

/** Below this a body is sent as it is (the compression middleware's default threshold). */
const MIN_BYTES = 1024;

/** The bodies this compresses: pages and their error answers. Anything else is left to the compression middleware. */
const WHOLE_BODY_TYPES = /^\s*(?:text\/html|application\/json)\s*(?:;|$)/i;

const BROTLI_QUALITY = 4;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const deflateAsync = promisify(deflate);

function compressBody(body: Buffer, encoding: BodyEncoding): Promise<Buffer> {
  if (encoding === "br") return brotliAsync(body, { params: fittedBrotliParams(body.length, BROTLI_QUALITY) });
  return encoding === "gzip" ? gzipAsync(body) : deflateAsync(body);
}

/** The encoding a request's page is sent in; undefined without Accept-Encoding (identity, as the compression middleware answers). */
function pageEncodingFor(headers: IncomingHttpHeaders): BodyEncoding | undefined {
  if (headers["accept-encoding"] === undefined) return undefined;
  const chosen = negotiateEncoding(headers, OFFERED, PREFERRED);
  return chosen === "identity" ? undefined : chosen;
}

/** Whether a response may be compressed here: a page or JSON body, not already encoded, not marked no-transform. */
function isCompressible(res: Response): boolean {
  const type = res.getHeader("Content-Type");
  if (typeof type !== "string" || !WHOLE_BODY_TYPES.test(type)) return false;
  if (res.getHeader("Content-Encoding") !== undefined) return false;
  return !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader("Cache-Control") ?? ""));
}

/** The body of `res.end(chunk, encoding?)` as bytes; null for an end without a body. */
function wholeBody(chunk: unknown, encoding: unknown): Buffer | null {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk !== "string") return null;
  return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
}

/**
 * Compresses a response that is sent whole (`res.end(body)` with nothing written before) in one
 * call. A response written in parts, a HEAD, a small body or one the client takes only as it is
 * goes on unchanged, to the compression middleware.
 */
export function pageCompression(): RequestHandler {
  return (req, res, next) => {
    const encoding = req.method === "HEAD" ? undefined : pageEncodingFor(req.headers);
    if (!encoding) return next();
    const end = res.end;
    const write = res.write;
    const sendWhole = end as (this: Response, body: Buffer, done?: () => void) => Response;
    const restore = () => {
      res.end = end;
      res.write = write;
    };
    res.write = function writeInParts(this: Response, ...args: Parameters<Response["write"]>) {
      restore();
      return write.apply(this, args);
    } as Response["write"];
    res.end = function endWhole(this: Response, ...args: unknown[]) {
      restore();
      const body = this.headersSent ? null : wholeBody(args[0], args[1]);
      if (!body || body.length < MIN_BYTES || !isCompressible(this)) return (end as (...a: unknown[]) => Response).apply(this, args);
      const done = [args[1], args[2]].find((arg) => typeof arg === "function") as (() => void) | undefined;
      const send = (bytes: Buffer, isCompressed: boolean) => {
        // The visitor left, or an error answer went out while the page was being compressed.
        if (this.destroyed || this.headersSent) return;
        if (isCompressed) {
          this.setHeader("Content-Encoding", encoding);
          this.setHeader("Content-Length", bytes.length);
          this.vary("Accept-Encoding");
        }
        sendWhole.call(this, bytes, done);
      };
      // zlib does not fail on a buffer in memory; if it did, the page would go out as it is.
      compressBody(body, encoding).then(
        (compressed) => send(compressed, true),
        () => send(body, false),
      );
      return this;
    } as Response["end"];
    next();
  };
}
