import { z } from "zod/mini";
import type { LeadStatus } from "../admin/lead-status";

// What staff set for the conversion exports (docs/decisions/0026-ads-conversion-loop.md):
// the time zone the Google Ads file states its times in, and the conversion name each
// stage is uploaded as. A stage with no name is not exported.

/** The stages a lead can be uploaded for, in the order a lead reaches them. */
export const EXPORT_STAGES = ["contacted", "qualified", "won"] as const satisfies readonly LeadStatus[];
export type ExportStage = (typeof EXPORT_STAGES)[number];

export const DEFAULT_TIME_ZONE = "Etc/UTC";
export const DEFAULT_CONVERSION_NAMES: Record<ExportStage, string> = { contacted: "", qualified: "Qualified lead", won: "Won deal" };

/** The ad platforms accept clicks this many days old at most: older leads are left out. */
export const CONVERSION_WINDOW_DAYS = 90;

export interface ConversionSettings {
  timeZone: string;
  names: Record<ExportStage, string>;
}

/** An IANA zone this runtime knows ("Europe/Berlin", "Etc/UTC"). */
export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone);
  } catch {
    return false;
  }
};

// A name starting like a formula would run as one when a file is opened in a spreadsheet.
const conversionName = z
  .string()
  .check(
    z.trim(),
    z.maxLength(100, "At most 100 characters"),
    z.regex(/^(?![=+\-@])[^\r\n,"]*$/, "Use letters, digits and spaces (no commas or quotes)"),
  );

export const ConversionSettingsSchema = z.strictObject({
  timeZone: z.string().check(z.refine(isTimeZone, "Choose a time zone such as Europe/Berlin or Etc/UTC")),
  names: z.strictObject({ contacted: conversionName, qualified: conversionName, won: conversionName }),
});

/** The files the staff area offers and the scheduled address serves. */
export const CONVERSION_FILES = ["google-ads", "google-ads-braid", "google-ads-enhanced", "microsoft-ads"] as const;
export type ConversionFile = (typeof CONVERSION_FILES)[number];

/** Why a lead that reached an exported stage is not in a file. */
export const LEFT_OUT_REASONS = ["no-click-id", "no-consent", "too-old"] as const;
export type LeftOutReason = (typeof LEFT_OUT_REASONS)[number];

export const LEFT_OUT_LABELS: Record<LeftOutReason, string> = {
  "no-click-id": "no click id for this platform",
  "no-consent": "no ad user data consent",
  "too-old": `older than ${CONVERSION_WINDOW_DAYS} days`,
};

/** What a file holds: its rows and the leads left out, by reason. */
export interface ConversionFileSummary {
  file: ConversionFile;
  rows: number;
  leftOut: Record<LeftOutReason, number>;
}

export interface ConversionOverview {
  settings: ConversionSettings;
  files: ConversionFileSummary[];
  /** Whether a key for the scheduled address exists (the key itself is shown once, when made). */
  hasFeedKey: boolean;
}
