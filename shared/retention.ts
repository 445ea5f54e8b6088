// How long the site keeps what people send it (docs/decisions/0032-staff-roles-audit-retention-passkeys.md).
// ONE home: the privacy policy's retention table states these periods
// (shared/content/legal/privacy-policy.ts) and the retention job performs them
// (server/delivery/retention-job.ts). The first three are settings (RETENTION_* in .env.example).

export interface RetentionPeriods {
  /** Enquiries and pop-up sign-ups that led to no contract: months after our last contact with the person. */
  enquiryMonths: number;
  /** A client's records (a lead marked won): years after our last contact with the person. */
  clientYears: number;
  /** A newsletter sign-up never confirmed: days after the confirmation link was last sent. */
  unconfirmedSignUpDays: number;
}

export const DEFAULT_RETENTION: RetentionPeriods = { enquiryMonths: 24, clientYears: 6, unconfirmedSignUpDays: 30 };

/** Visitors' Web Vitals, daily counts without personal data: the overview reads 28 days; the rest shows a quarter's trend. */
export const WEB_VITALS_KEEP_DAYS = 90;

/** How far ahead the staff overview says what the job will erase. */
export const RETENTION_PREVIEW_DAYS = 30;

/** "24 months", "1 year": a period as the policy and the staff screens say it. */
export const periodText = (count: number, unit: "day" | "month" | "year") => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** GET /api/admin/retention: what the next RETENTION_PREVIEW_DAYS will erase, for the staff overview. */
export interface RetentionPreview {
  periods: RetentionPeriods;
  dueWithinDays: number;
  enquiries: number;
  clientRecords: number;
  unconfirmedSignUps: number;
  /** When the daily run last happened (ISO), or null before the first. */
  lastRunAt: string | null;
}
