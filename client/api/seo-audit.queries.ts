import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { data } from "react-router";
import { normalizeAuditUrl } from "../../shared/seo-audit-url";
import type { SeoAuditOutcome } from "../../shared/seo-audit-report";
import type { SiteApi } from "../../shared/site-api";

/**
 * A report is a snapshot: kept for ten minutes in the browser, never refetched
 * behind the visitor's back. Registered as the key's defaults (query-client.ts), so
 * the report the server dehydrated survives until the page hydrates onto it, and a
 * server render's client sets no removal timer.
 */
export const SEO_AUDIT_QUERY_DEFAULTS = {
  staleTime: Infinity,
  gcTime: 10 * 60_000,
  retry: false,
} as const;

/** The key of an address's audit: its normalised form, so "example.com" and "https://example.com/" are one. */
export function seoAuditKey(input: string): readonly ["/api/seo-audit", string] {
  const normalized = normalizeAuditUrl(input);
  return ["/api/seo-audit", "url" in normalized ? normalized.url : input.trim()];
}

export const seoAuditQuery = (api: SiteApi, input: string) =>
  queryOptions({
    queryKey: seoAuditKey(input),
    queryFn: (): Promise<SeoAuditOutcome> => api.auditSite(input),
  });

/** The loader's answer while the server's audit of `url` still runs: the page shows its progress and reloads itself. */
export interface AuditUnderWay {
  auditUnderWay: string;
}

/** Seconds between the reloads of a page whose audit is under way. */
export const AUDIT_RELOAD_SECONDS = 2;

export const isAuditUnderWay = (loaderData: unknown): loaderData is AuditUnderWay =>
  typeof loaderData === "object" && loaderData !== null && "auditUnderWay" in loaderData;

/**
 * /seo-audit?url=... audits the address: on the server for the no-JavaScript form
 * (and a shared link), in the browser after the form's navigation. The page then
 * depends on the visitor's input, so it answers no-store (the page cache skips it)
 * and carries the outcome's status (400/422/429/503 when there is no report). The
 * server answers at once: while the audit runs, the page says so with status 202 and
 * reloads itself (server/seo-audit/audit-hand-off.ts, docs/decisions/0034-the-fast-path-held-by-tools.md).
 */
export async function loadSeoAudit(api: SiteApi, queryClient: QueryClient, request: Request) {
  const input = new URL(request.url).searchParams.get("url");
  if (input === null) return null;
  const noStore = { "Cache-Control": "no-store" };
  if (api.auditNowOrLater) {
    const now = await api.auditNowOrLater(input);
    if (now === null) return data({ auditUnderWay: input } satisfies AuditUnderWay, { status: 202, headers: noStore });
    queryClient.setQueryData(seoAuditKey(input), now);
  }
  const outcome = await queryClient.ensureQueryData(seoAuditQuery(api, input));
  return data(outcome, { status: outcome.ok ? 200 : outcome.status || 502, headers: noStore });
}
