import type { LeadStatus } from "../admin/lead-status";
import type { CurrencyCode } from "../pricing/currency";
import type { Interval } from "./report-stats";

// The campaign report staff judge landing pages by (docs/decisions/0039-landing-pages.md): per
// page, variant, utm_campaign, utm_source and click-id network over a period, what the views
// became. Values are kept per currency in minor units and never converted. Zod-free, so the staff
// screen reads it without bundling zod; the request's schema is ../schemas/campaign-report-query.ts.

/** The longest period one report covers. */
export const MAX_REPORT_DAYS = 366;
/** The period the report opens with: the last 30 days. */
export const DEFAULT_REPORT_DAYS = 30;

export type Money = Record<CurrencyCode, number>;

export interface ReportCounts {
  views: number;
  leads: number;
  byStage: Record<LeadStatus, number>;
  won: number;
  /** Won deals' value by currency, minor units. */
  wonMinor: Money;
  /** Leads per view, with its 95% interval; null without views or with more leads than views. */
  rate: Interval | null;
  /** Won leads per view. */
  wonRate: Interval | null;
  /** Won value per view by currency (minor units), with its 95% interval. */
  valuePerView: Record<CurrencyCode, Interval | null>;
}

/** One row of the table: a variant seen from one campaign, source and click-id network ('' for none). */
export interface SegmentRow extends ReportCounts {
  variant: string;
  utmCampaign: string;
  utmSource: string;
  clickSource: string;
}

export type VariantState = "running" | "stopped" | "removed";

export interface VariantRow extends ReportCounts {
  key: string;
  /** The staff's name for it; the key for a variant no longer in the page. */
  name: string;
  state: VariantState;
  weight: number | null;
  /** The probability that its lead rate beats every other variant's (Beta-Binomial); null with one variant. */
  beatsAllOnLeads: number | null;
  /** The same for its won rate. */
  beatsAllOnWon: number | null;
}

export interface PageReport {
  id: number;
  slug: string;
  /** Its address in each of its regions (published, or as the draft has it until it is). */
  addresses: string[];
  title: string;
  isPublished: boolean;
  variants: VariantRow[];
  segments: SegmentRow[];
  totals: ReportCounts;
  /** Every compared variant has 100 views and 5 leads (5 won leads): else the report says the sample is too small to say. */
  enoughToSayOnLeads: boolean;
  enoughToSayOnWon: boolean;
}

export interface CampaignReport {
  from: string;
  to: string;
  pages: PageReport[];
}

/** A variant action from the report (POST /api/admin/campaign-report/:page/variants/:key/:action). */
export const variantActionLabels = { stop: "Stop", resume: "Run again", promote: "Make it the only version" } as const;
