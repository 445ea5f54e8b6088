import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { ADMIN_HINT_COOKIE } from "../../../shared/admin/session-hint";
import type { AdminSessionInfo } from "../../../shared/schemas/admin-session";
import { HttpStatusError } from "../../api/http";

// Admin calls (docs/decisions/0009-admin-security.md). Only admin page chunks import this module. Every call
// sends the session cookie; state-changing ones also the CSRF token the server
// gave at sign-in. A 401 anywhere means the session ended: the layout then shows
// the sign-in form again.

export const SESSION_KEY = ["/api/admin/session"] as const;
const CSRF_HEADER = "X-CSRF-Token";

let csrfToken: string | null = null;
const signedOutListeners = new Set<() => void>();

export function rememberSession(info: AdminSessionInfo | null): void {
  csrfToken = info?.csrfToken ?? null;
}

/** Called when any admin call answers 401 (the session expired or was ended elsewhere). */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/** The headers of a state-changing admin call, for a request made without adminFetch (an upload with progress). */
export const adminWriteHeaders = (): Record<string, string> => (csrfToken ? { [CSRF_HEADER]: csrfToken } : {});

/** Tells the layout that the session ended (a 401 answered a request made without adminFetch). */
export function reportSignedOut(): void {
  for (const listener of signedOutListeners) listener();
}

/** Admin calls in flight, by what each asks: a sign-out stops the reads and waits for the writes. */
const inFlight = new Map<AbortController, { write: boolean; done: Promise<unknown> }>();
/** While a sign-out is under way: whether it ended the session, once it knows. */
let signingOut: Promise<boolean> | null = null;

async function send(method: string, url: string, body?: unknown, options: { keepalive?: boolean } = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (method !== "GET" && csrfToken) headers[CSRF_HEADER] = csrfToken;
  const controller = new AbortController();
  const sent = fetch(url, {
    method,
    credentials: "include",
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    keepalive: options.keepalive,
    signal: controller.signal,
  });
  inFlight.set(controller, { write: method !== "GET", done: sent.catch(() => {}) });
  try {
    const response = await sent;
    if (!response.ok) {
      const error = new HttpStatusError(response.status, await response.text(), response.statusText);
      if (response.status === 401 && url !== SESSION_KEY[0] && !signingOut) reportSignedOut();
      throw error;
    }
    return response;
  } finally {
    inFlight.delete(controller);
  }
}

/**
 * `keepalive`: the request outlives the page, for a save sent while the page is being left
 * (client/features/admin/use-content-draft.ts); the browser refuses such a body over 64 KB.
 * A call made while the staff member signs out waits for the sign-out, and is never sent
 * once it has ended the session.
 */
export async function adminFetch(method: string, url: string, body?: unknown, options: { keepalive?: boolean } = {}): Promise<Response> {
  if (signingOut && (await signingOut)) throw new DOMException("Signed out", "AbortError");
  return send(method, url, body, options);
}

/**
 * Ends this session (DELETE /api/admin/session) or every session of the account
 * (/api/admin/sessions). Reads still loading (a screen's sections) are stopped first and
 * writes in flight (a save) may finish: a read answered after the session ended would be
 * a 401, which says "Your session has ended" to someone who has just signed out.
 */
export async function endSession(url: "/api/admin/session" | "/api/admin/sessions"): Promise<void> {
  const attempt = (async () => {
    const writes: Promise<unknown>[] = [];
    for (const [controller, call] of inFlight) {
      if (call.write) writes.push(call.done);
      else controller.abort();
    }
    await Promise.all(writes);
    await send("DELETE", url);
  })();
  signingOut = attempt.then(
    () => true,
    () => false,
  );
  try {
    await attempt;
  } finally {
    signingOut = null;
  }
}

export async function adminJson<T>(method: string, url: string, body?: unknown, options?: { keepalive?: boolean }): Promise<T> {
  const response = await adminFetch(method, url, body, options);
  return response.status === 204 ? (undefined as T) : ((await response.json()) as T);
}

/** No retry for answers that will not change by asking again (401, 403, 404, 400). */
export const retryServerErrorsOnce = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof HttpStatusError && error.status < 500);

/** The variant of the data loader that returns null on 401 (docs/product-rules.md#data-fetching): who is signed in, if anyone. */
export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: async (): Promise<AdminSessionInfo | null> => {
    // Without the hint cookie there is no session to ask about (and no 401 to log).
    if (!document.cookie.split(";").some((c) => c.trim().startsWith(`${ADMIN_HINT_COOKIE}=`))) {
      rememberSession(null);
      return null;
    }
    try {
      const info = await adminJson<AdminSessionInfo>("GET", SESSION_KEY[0]);
      rememberSession(info);
      return info;
    } catch (error) {
      if (error instanceof HttpStatusError && error.status === 401) {
        rememberSession(null);
        return null;
      }
      throw error;
    }
  },
  // The layout shows sign-in or the admin from this; it is refreshed by every 401.
  staleTime: 60_000,
  gcTime: Infinity,
  retry: retryServerErrorsOnce,
});

export function setSignedIn(queryClient: QueryClient, info: AdminSessionInfo | null): void {
  rememberSession(info);
  queryClient.setQueryData(SESSION_KEY, info);
  // Nothing one admin saw may stay in memory for the next person at this browser.
  if (!info)
    queryClient.removeQueries({
      predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] && String(q.queryKey[0]).match(/^\/api\/(admin|contacts)/) !== null,
    });
}
