import { z } from "zod/mini";
import { REGIONS } from "../constants";
import { LEAD_STATUSES, type LeadStatus } from "../admin/lead-status";
import { CONTACT_FORM_TYPES } from "./lead";

// The admin's leads inbox. Shared by the admin API and the admin pages.

export const LEADS_PAGE_SIZE = 25;
export const LEADS_MAX_PAGE_SIZE = 100;

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date such as 2026-03-01"));
const positiveInt = (max: number) =>
  z.string().check(
    z.regex(/^\d{1,6}$/, "Must be a whole number"),
    z.refine((v) => Number(v) >= 1 && Number(v) <= max, `Must be from 1 to ${max}`),
  );

/** Query string of the inbox, the CSV export and GET /api/contacts (all strings, all optional). */
export const LeadFilterSchema = z.object({
  q: z.optional(z.string().check(z.maxLength(200))),
  formType: z.optional(z.enum(CONTACT_FORM_TYPES, "Unknown form type")),
  source: z.optional(z.string().check(z.maxLength(100))),
  region: z.optional(z.enum(REGIONS, "Region must be US, UK or DE")),
  status: z.optional(z.enum(LEAD_STATUSES, "Unknown status")),
  from: z.optional(day),
  to: z.optional(day),
  page: z.optional(positiveInt(100_000)),
  pageSize: z.optional(positiveInt(LEADS_MAX_PAGE_SIZE)),
});
export type LeadFilterInput = z.infer<typeof LeadFilterSchema>;

export interface LeadFilter {
  q?: string;
  formType?: string;
  source?: string;
  region?: string;
  status?: LeadStatus;
  from?: string;
  to?: string;
}

export const LeadStatusUpdateSchema = z.strictObject({ status: z.enum(LEAD_STATUSES, "Unknown status") });
export const LeadNoteInputSchema = z.strictObject({
  body: z.string().check(z.trim(), z.minLength(1, "Write a note first"), z.maxLength(5000, "Must be at most 5000 characters")),
});

export interface LeadSummary {
  id: number;
  createdAt: string;
  contactFormType: string;
  name: string | null;
  email: string;
  company: string | null;
  source: string | null;
  region: string | null;
  status: LeadStatus;
}

export interface LeadPage {
  items: LeadSummary[];
  total: number;
  page: number;
  pageSize: number;
  /** Every form type and source value stored, for the filters. */
  formTypes: string[];
  sources: string[];
}

export interface LeadNote {
  id: number;
  body: string;
  authorEmail: string;
  createdAt: string;
}

/** One stored column of a lead, as the detail view lists it. */
export interface LeadField {
  column: string;
  value: string | number | null;
}

export interface LeadDetail {
  lead: LeadSummary;
  /** Every column of the stored row, in table order. */
  fields: LeadField[];
  notes: LeadNote[];
}

export interface AdminOverview {
  /** The last 30 days (UTC), oldest first, with zero-count days included. */
  days: { date: string; count: number }[];
  /** Leads of those 30 days by form type, most first. */
  byFormType: { formType: string; count: number }[];
  latest: LeadSummary[];
  totals: { last30Days: number; new: number; all: number };
}
