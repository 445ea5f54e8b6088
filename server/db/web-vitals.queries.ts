import { bucketOf, percentileOf } from "../../shared/web-vitals/vitals-histogram";
import {
  VITALS_METRICS,
  type DeviceClass,
  type VitalsMetric,
  type VitalsReport,
  type VitalsSummaryRow,
} from "../../shared/web-vitals/vitals-metrics";
import { commitWithoutDiskWait, type Db } from "./connection";

// Real visitors' Web Vitals as daily histograms (migration 011; docs/decisions/0027-real-user-vitals.md).
// A report is counted on arrival, in one statement, and then forgotten: no event is kept.
// Days are UTC dates, YYYY-MM-DD.

export const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The day `days` days before `day`. */
export const daysBefore = (day: string, days: number): string => dayOf(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000);

export function createWebVitalsQueries(db: Db) {
  const k = db.kysely;
  return {
    /**
     * Adds one page view's report to its day's histograms: one row per metric it carries,
     * inserted or counted up in one statement. Counts are cheap to lose, so on SQLite the
     * commit does not wait for the disk.
     */
    async record(report: VitalsReport, day: string): Promise<void> {
      const rows = VITALS_METRICS.flatMap((metric) => {
        const value = report.metrics[metric];
        if (value === undefined) return [];
        const { template, region, device } = report;
        return [{ day, template, region, device, metric, bucket: bucketOf(metric, value), views: 1 }];
      });
      if (rows.length === 0) return;
      await commitWithoutDiskWait(db, (on) =>
        on.kysely
          .insertInto("web_vitals_daily")
          .values(rows)
          .onConflict((oc) =>
            oc
              .columns(["day", "template", "region", "device", "metric", "bucket"])
              .doUpdateSet((eb) => ({ views: eb("web_vitals_daily.views", "+", 1) })),
          )
          .execute(),
      );
    },

    /**
     * Each template's 75th percentile of every metric from `from` to `to` (inclusive), per
     * device class and over both ("all"), with the page views counted.
     */
    async summary(from: string, to: string): Promise<VitalsSummaryRow[]> {
      const rows = await k
        .selectFrom("web_vitals_daily")
        .select((eb) => ["template", "device", "metric", "bucket", eb.fn.sum<number | string>("views").as("views")])
        .where("day", ">=", from)
        .where("day", "<=", to)
        .groupBy(["template", "device", "metric", "bucket"])
        .execute();
      type Group = { template: string; device: DeviceClass | "all"; metric: VitalsMetric; buckets: Map<number, number> };
      const groups = new Map<string, Group>();
      for (const row of rows) {
        const views = Number(row.views);
        for (const device of [row.device, "all"] as const) {
          const key = `${row.template}\n${device}\n${row.metric}`;
          const group = groups.get(key) ?? { template: row.template, device, metric: row.metric, buckets: new Map<number, number>() };
          groups.set(key, group);
          group.buckets.set(row.bucket, (group.buckets.get(row.bucket) ?? 0) + views);
        }
      }
      return [...groups.values()].map(({ template, device, metric, buckets }) => {
        const counts = [...buckets].map(([bucket, count]) => ({ bucket, count }));
        return {
          template,
          device,
          metric,
          p75: percentileOf(metric, counts, 0.75)!,
          count: counts.reduce((sum, b) => sum + b.count, 0),
        };
      });
    },

    /** Deletes the days before `day`; returns how many rows went. */
    async pruneBefore(day: string): Promise<number> {
      const result = await k.deleteFrom("web_vitals_daily").where("day", "<", day).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type WebVitalsQueries = ReturnType<typeof createWebVitalsQueries>;
