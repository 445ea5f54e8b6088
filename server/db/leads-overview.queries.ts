import type { AdminOverview } from "../../shared/schemas/admin-leads";
import type { Db } from "./connection";
import { REAL_LEAD, SUMMARY_COLUMNS, toSummary, type SummaryRow } from "./lead-summary-row";

// The staff overview (issue 10): real leads of the last 30 days by day, by form,
// by traffic source and by campaign, the latest ones, and how many were held as spam.

export function createLeadsOverviewQuery(db: Db) {
  const perDay = db.prepare<[string], { day: string; count: number }>(
    `SELECT substr(created_at, 1, 10) AS day, COUNT(*) AS count FROM leads WHERE created_at >= ? AND ${REAL_LEAD} GROUP BY day`,
  );
  const perFormType = db.prepare<[string], { formType: string; count: number }>(
    `SELECT contact_form_type AS formType, COUNT(*) AS count FROM leads WHERE created_at >= ? AND ${REAL_LEAD}
     GROUP BY contact_form_type ORDER BY count DESC, formType`,
  );
  // NULLs sort first in SQLite: "not recorded" goes after the named sources of the same count.
  // (Ordered by the column, not the alias: `source` is also the lead's own form-source column.)
  const perSource = db.prepare<[string, number], { source: string | null; count: number }>(
    `SELECT traffic_source AS source, COUNT(*) AS count FROM leads WHERE created_at >= ? AND ${REAL_LEAD}
     GROUP BY traffic_source ORDER BY count DESC, traffic_source IS NULL, traffic_source LIMIT ?`,
  );
  const perCampaign = db.prepare<[string, number], { campaign: string; count: number }>(
    `SELECT utm_campaign AS campaign, COUNT(*) AS count FROM leads WHERE created_at >= ? AND ${REAL_LEAD} AND utm_campaign IS NOT NULL
     GROUP BY utm_campaign ORDER BY count DESC, campaign LIMIT ?`,
  );
  const latest = db.prepare<[number], SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM leads WHERE ${REAL_LEAD} ORDER BY created_at DESC, id DESC LIMIT ?`,
  );
  const counts = db.prepare<[string], { all: number; new: number; spam: number }>(
    `SELECT COALESCE(SUM(${REAL_LEAD}), 0) AS "all", COALESCE(SUM(${REAL_LEAD} AND status = 'new'), 0) AS "new",
       COALESCE(SUM(spam_reason IS NOT NULL AND created_at >= ?), 0) AS spam FROM leads`,
  );
  return function overview(now = new Date(), days = 30, latestCount = 5): AdminOverview {
    const today = now.toISOString().slice(0, 10);
    const first = new Date(Date.parse(`${today}T00:00:00.000Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
    const byDay = new Map(perDay.all(first).map((r) => [r.day, r.count]));
    const series = Array.from({ length: days }, (_, i) => {
      const date = new Date(Date.parse(`${first}T00:00:00.000Z`) + i * 86_400_000).toISOString().slice(0, 10);
      return { date, count: byDay.get(date) ?? 0 };
    });
    const totals = counts.get(first)!;
    return {
      days: series,
      byFormType: perFormType.all(first),
      bySource: perSource.all(first, 10),
      byCampaign: perCampaign.all(first, 10),
      latest: latest.all(latestCount).map(toSummary),
      totals: { last30Days: series.reduce((sum, d) => sum + d.count, 0), new: totals.new, all: totals.all, spam: totals.spam },
    };
  };
}
