import { z } from "zod/mini";
import { AUDIT_ACTION_NAMES, AUDIT_PAGE_SIZE } from "../admin/audit-actions";

// The owners' audit trail screen and its CSV export: the filters, as a query string (all strings, all optional).

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date such as 2026-03-01"));
const page = z.string().check(
  z.regex(/^\d{1,6}$/, "Must be a whole number"),
  z.refine((v) => Number(v) >= 1, "Must be 1 or more"),
);

export const AuditFilterSchema = z.strictObject({
  action: z.optional(z.enum(AUDIT_ACTION_NAMES, "Unknown action")),
  /** Whose entries: a staff account's email as the entries hold it. */
  actor: z.optional(z.string().check(z.maxLength(254))),
  from: z.optional(day),
  to: z.optional(day),
  page: z.optional(page),
});

export interface AuditFilter {
  action?: (typeof AUDIT_ACTION_NAMES)[number];
  actor?: string;
  from?: string;
  to?: string;
}

export const AUDIT_MAX_PAGE_SIZE = AUDIT_PAGE_SIZE;
