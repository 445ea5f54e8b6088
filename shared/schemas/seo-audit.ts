import { z } from "zod/mini";
import { AUDIT_URL_MAX_LENGTH, AUDIT_URL_MESSAGES } from "../seo-audit-url";

// POST /api/seo-audit: what the page sends (validated here) and the report it
// gets back (types in shared/seo-audit-report.ts, shared with the page).

export const SeoAuditRequestSchema = z.strictObject({
  url: z
    .string(AUDIT_URL_MESSAGES.required)
    .check(z.trim(), z.minLength(1, AUDIT_URL_MESSAGES.required), z.maxLength(AUDIT_URL_MAX_LENGTH, AUDIT_URL_MESSAGES.tooLong)),
});
export type SeoAuditRequest = z.infer<typeof SeoAuditRequestSchema>;

export type { SeoAuditOutcome, SeoAuditReport, SeoCheck } from "../seo-audit-report";
