import type { AdminOverview } from "../../shared/schemas/admin-leads";
import { sql, type RawBuilder } from "kysely";
import type { Db } from "./connection";
import { REAL_LEAD, SUMMARY_COLUMNS, toSummary, type SummaryRow } from "./lead-summary-row";

// The staff overview (docs/product-rules.md#staff-area): real leads of the last 30 days by day, by form,
// by traffic source and by campaign, the latest ones, and how many were held as spam.

export function createLeadsOverviewQuery(db: Db) {
  const k = db.kysely;
  const real = sql.raw(REAL_LEAD);
  /** SUM over a condition, written the same for both engines (SQLite adds booleans, PostgreSQL does not). */
  const countWhere = (condition: RawBuilder<unknown>) => sql<number>`COALESCE(SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END), 0)`;

  return async function overview(now = new Date(), days = 30, latestCount = 5): Promise<AdminOverview> {
    const today = now.toISOString().slice(0, 10);
    const first = new Date(Date.parse(`${today}T00:00:00.000Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
    const [perDay, byFormType, bySource, byCampaign, latest, totals] = await Promise.all([
      sql<{ day: string; count: number }>`SELECT substr(created_at, 1, 10) AS day, COUNT(*) AS count FROM leads
        WHERE created_at >= ${first} AND ${real} GROUP BY substr(created_at, 1, 10)`.execute(k),
      sql<{ formType: string; count: number }>`SELECT contact_form_type AS "formType", COUNT(*) AS count FROM leads
        WHERE created_at >= ${first} AND ${real} GROUP BY contact_form_type ORDER BY count DESC, "formType"`.execute(k),
      // "Not recorded" (NULL) goes after the named sources of the same count, on both engines.
      // (Ordered by the column, not the alias: `source` is also the lead's own form-source column.)
      sql<{ source: string | null; count: number }>`SELECT traffic_source AS source, COUNT(*) AS count FROM leads
        WHERE created_at >= ${first} AND ${real}
        GROUP BY traffic_source ORDER BY count DESC, CASE WHEN traffic_source IS NULL THEN 1 ELSE 0 END, traffic_source LIMIT ${10}`.execute(
        k,
      ),
      sql<{ campaign: string; count: number }>`SELECT utm_campaign AS campaign, COUNT(*) AS count FROM leads
        WHERE created_at >= ${first} AND ${real} AND utm_campaign IS NOT NULL
        GROUP BY utm_campaign ORDER BY count DESC, campaign LIMIT ${10}`.execute(k),
      sql<SummaryRow>`SELECT ${sql.raw(SUMMARY_COLUMNS)} FROM leads WHERE ${real} ORDER BY created_at DESC, id DESC LIMIT ${latestCount}`.execute(
        k,
      ),
      sql<{
        all: number;
        new: number;
        spam: number;
      }>`SELECT ${countWhere(real)} AS "all", ${countWhere(sql`${real} AND status = 'new'`)} AS "new",
        ${countWhere(sql`spam_reason IS NOT NULL AND created_at >= ${first}`)} AS spam FROM leads`.execute(k),
    ]);
    const byDay = new Map(perDay.rows.map((r) => [r.day, r.count]));
    const series = Array.from({ length: days }, (_, i) => {
      const date = new Date(Date.parse(`${first}T00:00:00.000Z`) + i * 86_400_000).toISOString().slice(0, 10);
      return { date, count: byDay.get(date) ?? 0 };
    });
    const counts = totals.rows[0]!;
    return {
      days: series,
      byFormType: byFormType.rows,
      bySource: bySource.rows,
      byCampaign: byCampaign.rows,
      latest: latest.rows.map(toSummary),
      totals: { last30Days: series.reduce((sum, d) => sum + d.count, 0), new: counts.new, all: counts.all, spam: counts.spam },
    };
  };
}
