import type { RegionCode } from "../../../shared/constants";
import type { DeviceClass, VitalsMetric } from "../../../shared/web-vitals/vitals-metrics";
import { column, table } from "../schema-columns";

// The running site's own records: settings and versions, rate-limit counts shared by instances, and visitors' Web Vitals.
// One part of the schema: server/db/schema.ts says what the tables promise.

const { text, integer, millis } = column;

export const SITE_TABLES = {
  app_meta: table({
    key: text().primaryKey(),
    value: text(),
  }),

  /** Counts of the per-client rate limits (migration 006). */
  rate_limit_hits: table(
    {
      key: text().primaryKey(),
      hits: integer(),
      reset_at: millis(),
    },
    { rate_limit_hits_reset: ["reset_at"] },
  ),

  /**
   * Migration 011: real visitors' Web Vitals as daily histograms, no events
   * (docs/decisions/0027-real-user-vitals.md): page views per bucket of a day, template, region, device and metric.
   */
  web_vitals_daily: table(
    {
      day: text(),
      template: text(),
      region: text<RegionCode>(),
      device: text<DeviceClass>(),
      metric: text<VitalsMetric>(),
      bucket: integer(),
      views: integer(),
    },
    { web_vitals_daily_key: { unique: true, columns: ["day", "template", "region", "device", "metric", "bucket"] } },
  ),
};
