import type { RegionCode } from "../../../shared/constants";
import type { LeadInput } from "../../../shared/schemas/lead";
import type { SeoAuditReport } from "../../../shared/seo-audit-report";

// The lead 'Email me the full report' sends: contactFormType
// 'seo-audit', with the audited address and the score in the message, so the
// team can prepare the full report before replying.

export const REPORT_LEAD_FORM_TYPE = "seo-audit" as const;

/** Fields the visitor does not type: the same hidden inputs the no-JavaScript form posts. */
export function reportLeadFields(report: Pick<SeoAuditReport, "finalUrl" | "score" | "checks">, region: RegionCode) {
  return {
    message: reportLeadMessage(report),
    service: "SEO Services",
    source: "seo_audit_tool",
    inquiry_type: REPORT_LEAD_FORM_TYPE,
    preferred_contact: "email",
    region,
    contactFormType: REPORT_LEAD_FORM_TYPE,
  } satisfies Partial<LeadInput>;
}

export function reportLeadMessage(report: Pick<SeoAuditReport, "finalUrl" | "score" | "checks">): string {
  const labels = (status: "fail" | "warn") => report.checks.filter((c) => c.status === status).map((c) => c.label);
  const failed = labels("fail");
  const warned = labels("warn");
  return [
    "SEO audit: full report requested",
    `URL: ${report.finalUrl}`,
    `Score: ${report.score}/100`,
    `Critical issues (${failed.length}): ${failed.join(", ") || "none"}`,
    `Warnings (${warned.length}): ${warned.join(", ") || "none"}`,
  ].join("\n");
}
