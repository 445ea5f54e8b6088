import { REGIONS, type RegionCode } from "../constants";

// What a real visitor's page view reports (client/features/web-vitals) and what the staff
// overview reads back (docs/decisions/0027-real-user-vitals.md): the five metrics, their
// plausible ranges, Google's thresholds and the coarse groups a report is counted under.

export const VITALS_METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalsMetric = (typeof VITALS_METRICS)[number];

export const DEVICE_CLASSES = ["mobile", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const VITALS_REGIONS: readonly RegionCode[] = REGIONS;

/** The largest value each metric is accepted with: beyond it a report is broken or forged, not slow. */
export const METRIC_MAX: Record<VitalsMetric, number> = { LCP: 60_000, INP: 60_000, CLS: 10, FCP: 60_000, TTFB: 60_000 };

/**
 * Google's thresholds (web.dev/articles/vitals): at or below `good` is good, above `poor` is
 * poor, between them needs improvement. Times in milliseconds, CLS unitless.
 */
export const METRIC_THRESHOLDS: Record<VitalsMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export type VitalsRating = "good" | "needs-improvement" | "poor";

export function rateMetric(metric: VitalsMetric, value: number): VitalsRating {
  const { good, poor } = METRIC_THRESHOLDS[metric];
  if (value <= good) return "good";
  return value > poor ? "poor" : "needs-improvement";
}

/** One page view's report, as the browser sends it to POST /api/vitals. */
export interface VitalsReport {
  /** The page's route-module name ("home", "service", "blog-post"): its template, never its address. */
  template: string;
  region: RegionCode;
  device: DeviceClass;
  /** Each metric the page view measured, at most once. */
  metrics: Partial<Record<VitalsMetric, number>>;
}

/** Reports larger than this are refused unread (a full report is about 150 bytes). */
export const VITALS_REPORT_MAX_BYTES = 2048;

/** How many days the staff overview's 75th percentile covers. */
export const VITALS_WINDOW_DAYS = 28;

/** One row of the staff overview: a metric's 75th percentile over the window, for a template and device class ("all" for both). */
export interface VitalsSummaryRow {
  template: string;
  device: DeviceClass | "all";
  metric: VitalsMetric;
  p75: number;
  count: number;
}

export interface VitalsSummary {
  /** First and last day counted, YYYY-MM-DD (UTC). */
  from: string;
  to: string;
  rows: VitalsSummaryRow[];
}
