import { z } from "zod/mini";
import { REGIONS, type RegionCode } from "../constants";
import { LEAD_STATUSES, type LeadStatus } from "../admin/lead-status";
import { tooLongMessage } from "../i18n/api-messages";
import type { LeadStageChange } from "../lead-stages/stage-change";
import type { ScoreReason } from "../lead-score/rules";
import type { Delivery } from "./delivery";
import { CONTACT_FORM_TYPES, type ContactFormType } from "../lead-form-types";
import { ATTRIBUTION_NAMES, type LeadAttribution } from "./lead-attribution";
import type { SpamReason } from "./spam";

// The admin's leads inbox. Shared by the admin API and the admin pages.

export const LEADS_PAGE_SIZE = 25;
export const SPAM_FILTERS = ["exclude", "only"] as const;
export type SpamFilter = (typeof SPAM_FILTERS)[number];
export const LEADS_MAX_PAGE_SIZE = 100;
/** The inbox's order: newest first (default), or highest score first. */
export const LEAD_SORTS = ["newest", "score"] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

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
  /** Leads held as spam are left out unless asked for: "only" shows just them. */
  spam: z.optional(z.enum(SPAM_FILTERS, "Spam must be only or exclude")),
  /** Where the leads came from (shared/attribution/traffic-source.ts) and their utm_campaign. */
  trafficSource: z.optional(z.string().check(z.maxLength(200))),
  campaign: z.optional(z.string().check(z.maxLength(200))),
  from: z.optional(day),
  to: z.optional(day),
  /** Leads scored at least this (shared/lead-score/rules.ts); leads without a score are left out. */
  minScore: z.optional(z.string().check(z.regex(/^-?\d{1,3}$/, "Must be a whole number from -999 to 999"))),
  sort: z.optional(z.enum(LEAD_SORTS, "Sort must be newest or score")),
  page: z.optional(positiveInt(100_000)),
  pageSize: z.optional(positiveInt(LEADS_MAX_PAGE_SIZE)),
});
export type LeadFilterInput = z.infer<typeof LeadFilterSchema>;

export interface LeadFilter {
  q?: string;
  formType?: ContactFormType;
  source?: string;
  region?: RegionCode;
  status?: LeadStatus;
  /** Default "exclude": the inbox, the export and the counts hold real leads only. */
  spam?: SpamFilter;
  trafficSource?: string;
  campaign?: string;
  from?: string;
  to?: string;
  minScore?: number;
  sort?: LeadSort;
}

export const LeadNoteInputSchema = z.strictObject({
  body: z.string().check(z.trim(), z.minLength(1, "Write a note first"), z.maxLength(5000, tooLongMessage(5000))),
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
  /** utm_source, the click id's network, the referring host or "(direct)"; null when not recorded. */
  trafficSource: string | null;
  spamReason: SpamReason | null;
  /** The score given when the lead was stored; null for leads stored before scoring. */
  score: number | null;
}

export interface LeadPage {
  items: LeadSummary[];
  total: number;
  page: number;
  pageSize: number;
  /** Every form type and source value stored, for the filters. */
  formTypes: string[];
  sources: string[];
  /** Every traffic source and utm_campaign stored, for the attribution filters. */
  trafficSources: string[];
  campaigns: string[];
}

export interface LeadNote {
  id: number;
  body: string;
  authorEmail: string;
  createdAt: string;
}

/**
 * Stored columns the lead page shows in sections of their own (where the lead came
 * from, why it was held as spam) rather than among the fields the visitor sent.
 */
export const OWN_SECTION_COLUMNS: readonly string[] = [
  ...ATTRIBUTION_NAMES,
  "traffic_source",
  "spam_reason",
  // The status card and the score card (migration 010).
  "won_value_minor",
  "won_currency",
  "score",
  "score_reasons",
  "score_rules_version",
];

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
  /** Where the visit came from; null when nothing was recorded. */
  attribution: LeadAttribution | null;
  /** The landing page and variant whose form sent it (docs/decisions/0039-landing-pages.md); null for other forms. */
  landing: { pageId: number; variant: string } | null;
  /** Why the spam defence held it back; null for a real lead. */
  spamReason: SpamReason | null;
  /** The lead's emails and webhook calls, oldest first (docs/decisions/0013-lead-delivery.md). */
  deliveries: Delivery[];
  /** The exit popup's discount code sent to the visitor; null for other leads. */
  discountCode: string | null;
  /** The score's reasons as stored (rule id and points) and the rule set's version then. */
  scoreReasons: ScoreReason[];
  scoreRulesVersion: number | null;
  /** Every stage change, oldest first (docs/decisions/0026-ads-conversion-loop.md). */
  stages: LeadStageChange[];
}

export interface AdminOverview {
  /** The last 30 days (UTC), oldest first, with zero-count days included. */
  days: { date: string; count: number }[];
  /** Leads of those 30 days by form type, most first. */
  byFormType: { formType: string; count: number }[];
  /** Leads of those 30 days by traffic source (null: not recorded) and by utm_campaign, most first. */
  bySource: { source: string | null; count: number }[];
  byCampaign: { campaign: string; count: number }[];
  latest: LeadSummary[];
  /** Real leads only; `spam` counts the leads of the 30 days held as spam. */
  totals: { last30Days: number; new: number; all: number; spam: number };
}
