import { z } from "zod/mini";
import { LEAD_STATUSES, type LeadStatus } from "../admin/lead-status";
import { REGIONS, type RegionCode } from "../constants";
import { currencyForRegion, type CurrencyCode } from "../pricing/currency";

// A staff member moving a lead to another stage (docs/decisions/0026-ads-conversion-loop.md).
// Marking it won asks for the deal value: a decimal in the currency's main unit, stored
// in minor units (cents, pence) so sums stay exact.

export const DEAL_CURRENCIES = ["USD", "GBP", "EUR"] as const satisfies readonly CurrencyCode[];

/** The currency a won deal is preselected in: the lead's region's (US when it has none). */
export const dealCurrencyForRegion = (region: string | null): CurrencyCode =>
  currencyForRegion((REGIONS as readonly string[]).includes(region ?? "") ? (region as RegionCode) : "US");

/** "1250", "1250.5" or "1250.50": at most 9 whole digits and 2 decimals. */
const DEAL_VALUE = /^\d{1,9}(\.\d{1,2})?$/;

export const LeadStatusUpdateSchema = z.strictObject({
  status: z.enum(LEAD_STATUSES, "Unknown status"),
  value: z.optional(z.string().check(z.trim(), z.regex(DEAL_VALUE, "Enter the deal value as a number such as 1250 or 1250.50"))),
  currency: z.optional(z.enum(DEAL_CURRENCIES, "Currency must be USD, GBP or EUR")),
});

/** "1250.5" → 125050. */
export const toMinorUnits = (value: string): number => {
  const [whole, fraction = ""] = value.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
};

/** 125050 → "1250.50": the plain decimal the ad platforms' files take. */
export const fromMinorUnits = (minor: number): string => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;

/** One row of a lead's stage history, as the lead view shows it. */
export interface LeadStageChange {
  from: LeadStatus;
  to: LeadStatus;
  changedBy: string;
  changedAt: string;
  /** Won only: the deal value in minor units and its currency. */
  valueMinor: number | null;
  currency: CurrencyCode | null;
}
