import type { ExpressionBuilder, Selectable } from "kysely";
import type { LeadSummary } from "../../shared/schemas/admin-leads";
import { isSpamReason } from "../../shared/schemas/spam";
import type { LeadsTable, Schema } from "./schema";

// A lead as lists show it (the inbox, the overview's latest), shared by the admin's
// query modules.

/** Leads the overview and the default inbox count: not held as spam. */
export const realLead = (eb: ExpressionBuilder<Schema, "leads">) => eb("spam_reason", "is", null);

/** The columns a list shows of each lead. */
export const SUMMARY_COLUMNS = [
  "id",
  "created_at",
  "contact_form_type",
  "name",
  "email",
  "company",
  "source",
  "region",
  "status",
  "traffic_source",
  "spam_reason",
  "score",
] as const;

export type SummaryRow = Pick<Selectable<LeadsTable>, (typeof SUMMARY_COLUMNS)[number]>;

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
  score: row.score,
});
