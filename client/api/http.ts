import type { ApiErrorBody } from "../../shared/api-error";

// docs/product-rules.md#data-fetching: every request sends credentials; a JSON content
// type only when a body exists; a non-success answer raises "<status>: <body text or status text>".

export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "HttpStatusError";
  }
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new HttpStatusError(response.status, await response.text(), response.statusText);
  return response;
}

export async function getJson<T>(url: string): Promise<T> {
  const response = await apiRequest("GET", url);
  return (await response.json()) as T;
}

/** What a failed call tells the visitor: the server's answer, read once, in one place. */
export interface ApiProblem {
  /** The HTTP status, or null when no answer came at all (offline, connection reset). */
  status: number | null;
  /** The server's own message (shared/api-error.ts), or null when it gave none. */
  message: string | null;
  /** The server's errors per field, to show beside the fields; empty when none. */
  fieldErrors: Record<string, string[]>;
}

/**
 * The one reader of a failed call, for every form, popup and admin screen. A
 * non-success answer in our error shape gives its message and field errors; any
 * other answer (an HTML error page, an empty body) only its status; any other
 * error means the server was not reached.
 */
export function readApiProblem(error: unknown): ApiProblem {
  if (!(error instanceof HttpStatusError)) return { status: null, message: null, fieldErrors: {} };
  let body: Partial<Record<keyof ApiErrorBody, unknown>> | null = null;
  try {
    body = JSON.parse(error.bodyText);
  } catch {
    // Not JSON: a proxy's error page, say. There is no message or field to show.
  }
  const { message, fieldErrors } = body ?? {};
  return {
    status: error.status,
    message: typeof message === "string" && message.trim() ? message : null,
    fieldErrors:
      fieldErrors && typeof fieldErrors === "object" && Object.values(fieldErrors).every(Array.isArray)
        ? (fieldErrors as Record<string, string[]>)
        : {},
  };
}
