import type { QueryClient } from "@tanstack/react-query";
import { queryOptions } from "@tanstack/react-query";
import { data } from "react-router";
import { normalizeAuditUrl } from "../../shared/seo-audit-url";
import type { SeoAuditOutcome } from "../../shared/schemas/seo-audit";
import type { SiteApi } from "./site-api";

/** A report is a snapshot: kept for this long, never refetched behind the visitor's back. */
const AUDIT_KEEP_MS = 10 * 60_000;

/** The key of an address's audit: its normalised form, so "example.com" and "https://example.com/" are one. */
export function seoAuditKey(input: string): readonly ["/api/seo-audit", string] {
  const normalized = normalizeAuditUrl(input);
  return ["/api/seo-audit", "url" in normalized ? normalized.url : input.trim()];
}

export const seoAuditQuery = (api: SiteApi, input: string) =>
  queryOptions({
    queryKey: seoAuditKey(input),
    queryFn: (): Promise<SeoAuditOutcome> => api.auditSite(input),
    staleTime: Infinity,
    gcTime: AUDIT_KEEP_MS,
    retry: false,
  });

/**
 * /seo-audit?url=... audits the address: on the server for the no-JavaScript form
 * (and a shared link), in the browser after the form's navigation. The page then
 * depends on the visitor's input, so it answers no-store (the page cache skips it)
 * and carries the outcome's status (400/422/429/503 when there is no report).
 */
export async function loadSeoAudit(api: SiteApi, queryClient: QueryClient, request: Request) {
  const input = new URL(request.url).searchParams.get("url");
  if (input === null) return null;
  const outcome = await queryClient.ensureQueryData(seoAuditQuery(api, input));
  return data(outcome, { status: outcome.ok ? 200 : outcome.status || 502, headers: { "Cache-Control": "no-store" } });
}
