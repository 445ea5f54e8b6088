import http, { type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { performance } from "node:perf_hooks";
import type { RedirectHop } from "../../shared/seo-audit-report";
import { type AddressPolicy, type ResolvedAddress, type Resolver, canonicalAddress, effectivePort, resolveTarget } from "./address-policy";
import { AuditError } from "./audit-error";
import { readBody } from "./read-body";

// GET of an address typed by a stranger (docs/decisions/0007-seo-audit-score.md): every hop's
// address is checked, then the socket is opened to that very address (the
// request's `lookup` answers only it), redirects are followed here one by one
// (each re-checked), the body is capped both as sent and once decompressed,
// and one signal bounds the whole thing in time. No cookie is ever sent.

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface SafeFetchDeps {
  policy: AddressPolicy;
  resolve: Resolver;
  userAgent: string;
}

export interface SafeFetchOptions {
  /** Ends the fetch, wherever it is, as a timeout. */
  signal: AbortSignal;
  maxBytes: number;
  maxRedirects: number;
  /** Refuse anything but HTML before reading its body. */
  expectHtml?: boolean;
}

export interface FetchedResponse {
  finalUrl: URL;
  redirects: RedirectHop[];
  status: number;
  headers: IncomingHttpHeaders;
  /** Decompressed body. */
  body: Buffer;
  transferBytes: number;
  contentEncoding: string | null;
  /** Time to the response headers of the final hop. */
  responseTimeMs: number;
}

/** Answers Node's socket lookup with the address that was checked, whatever is asked. */
function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return ((_hostname: string, options: unknown, callback?: unknown) => {
    const cb = (typeof options === "function" ? options : callback) as (...args: unknown[]) => void;
    const wantsAll = typeof options === "object" && options !== null && (options as { all?: boolean }).all;
    // Node 20 connects with autoSelectFamily, which asks for every address at once.
    if (wantsAll) cb(null, [{ address: target.address, family: target.family }]);
    else cb(null, target.address, target.family);
  }) as LookupFunction;
}

/** OpenSSL's verdicts on a certificate a browser would also refuse (expired, self-signed, wrong name...). */
function isCertificateError(error: NodeJS.ErrnoException): boolean {
  const code = error.code ?? "";
  return (
    code === "ERR_TLS_CERT_ALTNAME_INVALID" ||
    code.startsWith("CERT_") ||
    code.includes("SELF_SIGNED") ||
    code.startsWith("UNABLE_TO_") ||
    code === "DEPTH_ZERO_SELF_SIGNED_CERT"
  );
}

function requestOnce(url: URL, target: ResolvedAddress, deps: SafeFetchDeps, signal: AbortSignal) {
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  const isLiteral = canonicalAddress(host) !== null;
  const client = url.protocol === "https:" ? https : http;
  const started = performance.now();
  return new Promise<{ res: IncomingMessage; responseTimeMs: number }>((resolve, reject) => {
    const req = client.request({
      method: "GET",
      // A literal address connects to its canonical form; a name keeps its Host
      // header and TLS server name, and reaches the checked address through lookup.
      hostname: isLiteral ? target.address : host,
      port: effectivePort(url),
      path: `${url.pathname}${url.search}`,
      lookup: pinnedLookup(target),
      agent: false,
      signal,
      headers: {
        "User-Agent": deps.userAgent,
        Accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
        "Accept-Encoding": "gzip, deflate, br",
        "Accept-Language": "en",
      },
    });
    req.on("response", (res) => resolve({ res, responseTimeMs: Math.round(performance.now() - started) }));
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (signal.aborted) reject(new AuditError("timeout"));
      else reject(new AuditError(isCertificateError(error) ? "bad-certificate" : "unreachable"));
    });
    req.end();
  });
}

function isHtmlType(contentType: string | undefined): boolean {
  if (!contentType) return true; // no type given: let the parser try
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  return type === "text/html" || type === "application/xhtml+xml";
}

/** A slow name lookup counts against the same time limit as the rest. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new AuditError("timeout"));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new AuditError("timeout"));
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

export async function safeFetch(address: URL, deps: SafeFetchDeps, options: SafeFetchOptions): Promise<FetchedResponse> {
  const { signal } = options;
  const redirects: RedirectHop[] = [];
  let current = new URL(address.href);
  for (;;) {
    const target = await untilAborted(resolveTarget(current, deps.policy, deps.resolve), signal);
    const { res, responseTimeMs } = await requestOnce(current, target, deps, signal);
    const status = res.statusCode ?? 0;
    const location = res.headers.location;

    if (REDIRECT_STATUSES.has(status) && location) {
      res.destroy();
      if (redirects.length >= options.maxRedirects) throw new AuditError("too-many-redirects");
      let next: URL;
      try {
        next = new URL(location, current);
      } catch {
        throw new AuditError("refused");
      }
      next.hash = "";
      redirects.push({ url: current.href, status });
      current = next;
      continue;
    }

    if (options.expectHtml && !isHtmlType(res.headers["content-type"])) {
      res.destroy();
      throw new AuditError("not-html");
    }
    const declaredLength = Number(res.headers["content-length"]);
    if (Number.isFinite(declaredLength) && declaredLength > options.maxBytes) {
      res.destroy();
      throw new AuditError("too-large");
    }
    const { body, transferBytes } = await readBody(res, options.maxBytes, signal);
    return {
      finalUrl: current,
      redirects,
      status,
      headers: res.headers,
      body,
      transferBytes,
      contentEncoding: (res.headers["content-encoding"] ?? "").trim().toLowerCase() || null,
      responseTimeMs,
    };
  }
}
