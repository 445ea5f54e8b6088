import type { LeadStatus } from "../../shared/admin/lead-status";
import type { LeadSummary } from "../../shared/schemas/admin-leads";
import { isSpamReason } from "../../shared/schemas/spam";

// A lead as lists show it (the inbox, the overview's latest), shared by the admin's
// query modules.

/** Leads the overview and the default inbox count: not held as spam. */
export const REAL_LEAD = "spam_reason IS NULL";

export interface SummaryRow {
  id: number;
  created_at: string;
  contact_form_type: string;
  name: string | null;
  email: string;
  company: string | null;
  source: string | null;
  region: string | null;
  status: LeadStatus;
  traffic_source: string | null;
  spam_reason: string | null;
}

export const SUMMARY_COLUMNS =
  "id, created_at, contact_form_type, name, email, company, source, region, status, traffic_source, spam_reason";

export const toSummary = (row: SummaryRow): LeadSummary => ({
  id: row.id,
  createdAt: row.created_at,
  contactFormType: row.contact_form_type,
  name: row.name,
  email: row.email,
  company: row.company,
  source: row.source,
  region: row.region,
  status: row.status,
  trafficSource: row.traffic_source,
  spamReason: isSpamReason(row.spam_reason) ? row.spam_reason : null,
});
