import type { IncomingMessage } from "node:http";
import type { Transform } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { AuditError } from "./audit-error";

// The body of an audited response, capped twice: as it travels and once
// decompressed, so neither an endless stream nor a gzip bomb gets past the cap.

function decoderFor(encoding: string | null): Transform | null {
  switch (encoding) {
    case null:
    case "":
    case "identity":
      return null;
    case "gzip":
    case "x-gzip":
      return createGunzip();
    case "deflate":
      return createInflate();
    case "br":
      return createBrotliDecompress();
    default:
      throw new AuditError("unreadable");
  }
}

/** Reads at most maxBytes as sent and maxBytes decompressed; past either, stops and refuses. */
export function readBody(res: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<{ body: Buffer; transferBytes: number }> {
  const encoding = (res.headers["content-encoding"] ?? "").trim().toLowerCase() || null;
  let decoder: Transform | null;
  try {
    decoder = decoderFor(encoding);
  } catch (error) {
    res.destroy();
    return Promise.reject(error);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let transferBytes = 0;
    let decodedBytes = 0;
    let settled = false;
    const finish = (error: AuditError | null) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener("abort", onAbort);
      if (error) {
        res.destroy();
        decoder?.destroy();
        reject(error);
      } else {
        resolve({ body: Buffer.concat(chunks), transferBytes });
      }
    };
    const onAbort = () => finish(new AuditError("timeout"));
    signal.addEventListener("abort", onAbort, { once: true });
    if (signal.aborted) return onAbort();

    const onDecoded = (chunk: Buffer) => {
      if (settled) return;
      decodedBytes += chunk.length;
      if (decodedBytes > maxBytes) return finish(new AuditError("too-large"));
      chunks.push(chunk);
    };
    res.on("data", (chunk: Buffer) => {
      if (settled) return;
      transferBytes += chunk.length;
      if (transferBytes > maxBytes) return finish(new AuditError("too-large"));
      if (decoder) decoder.write(chunk);
      else onDecoded(chunk);
    });
    res.on("end", () => (decoder ? decoder.end() : finish(null)));
    res.on("error", () => finish(new AuditError(signal.aborted ? "timeout" : "unreachable")));
    res.on("aborted", () => finish(new AuditError(signal.aborted ? "timeout" : "unreachable")));
    if (decoder) {
      decoder.on("data", onDecoded);
      decoder.on("end", () => finish(null));
      decoder.on("error", () => finish(new AuditError("unreadable")));
    }
  });
}
