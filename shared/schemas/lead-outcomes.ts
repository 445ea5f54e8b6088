import type { CurrencyCode } from "../pricing/currency";

/** One traffic source's or campaign's leads and what they became (server/db/lead-outcomes.queries.ts). */
export interface LeadOutcomeRow {
  /** The traffic source or utm_campaign; null: not recorded. */
  key: string | null;
  leads: number;
  /** Leads now qualified or won. */
  qualified: number;
  /** The won deals' value in minor units, per currency. */
  wonMinor: Record<CurrencyCode, number>;
}

export interface LeadOutcomes {
  /** The period: leads received in the last this many days. */
  days: number;
  bySource: LeadOutcomeRow[];
  byCampaign: LeadOutcomeRow[];
}
