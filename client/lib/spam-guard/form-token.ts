import type { FormTokenResponse } from "../../../shared/schemas/spam";
import { getJson } from "../../api/http";
import { createFormTokenSource, type FormTokenSource } from "./form-token-source";
import { renderedFormToken } from "./rendered-form-token";

// The page's one form-token source (form-token-source.ts), loaded on the first
// touch of a lead form (form-token-trigger.ts) or by the lead-posting path.

let source: FormTokenSource | null = null;

/** When the page's HTML arrived, on performance.now()'s clock (the rendered token is at least that old). */
function htmlReceivedAt(): number {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return navigation?.responseStart ?? 0;
}

function browserSource(): FormTokenSource {
  const rendered = renderedFormToken();
  return createFormTokenSource({
    fetchToken: async () => (await getJson<FormTokenResponse>("/api/form-token")).token,
    now: () => performance.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    rendered: rendered ? { token: rendered, receivedAt: htmlReceivedAt() } : null,
  });
}

function pageSource(): FormTokenSource {
  source ??= browserSource();
  return source;
}

/** Starts fetching a fresh token; call when the visitor first touches a lead form or opens a popup. */
export function prefetchFormToken(): void {
  pageSource().prefetch();
}

/** The token a lead post sends, once it is old enough (waits at most a few seconds). */
export function formTokenForPost(): Promise<string | null> {
  return pageSource().tokenForPost();
}
