import type { IncomingMessage, ServerResponse } from "node:http";
import { negotiateEncoding } from "../middleware/content-encoding";
import type { CachedPage, Encoding } from "./page-cache";

// Answering a request from a cached page: revalidation by ETag, then the encoding
// the client accepts best among those the page holds (negotiator reads q-values,
// so "br;q=0" rules brotli out). Ties go to the smaller body: br, then gzip.

const SERVER_PREFERENCE: readonly Encoding[] = ["br", "gzip", "identity"];

/** If-None-Match matches when it lists the ETag (weak comparison) or is "*". */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}

/**
 * Writes the cached page for a GET or HEAD. Returns false when the page holds no
 * encoding the client accepts (e.g. "identity;q=0" while only identity is ready):
 * the request then goes the rendering way, whose compression can serve it.
 */
export function writeCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage): boolean {
  if (matchesEtag(req.headers["if-none-match"], page.etag)) {
    res.writeHead(304, page.notModifiedHeaders);
    res.end();
    return true;
  }
  // No Accept-Encoding: identity, as the compression middleware answers such a client.
  const encoding =
    req.headers["accept-encoding"] === undefined ? "identity" : negotiateEncoding(req.headers, page.encodings, SERVER_PREFERENCE);
  const representation = encoding && page.representations[encoding];
  if (!representation) return false;
  res.writeHead(200, representation.headers);
  res.end(req.method === "HEAD" ? undefined : representation.body);
  return true;
}
