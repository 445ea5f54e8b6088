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

  /** The server's `message` field when the body is our JSON error shape. */
  get serverMessage(): string | null {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
        return parsed.message;
      }
    } catch {
      // not JSON: there is no server message to show
    }
    return null;
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
