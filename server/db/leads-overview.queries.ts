import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import type { AdminOverview } from "../../shared/schemas/admin-leads";
import type { Db } from "./connection";
import { realLead, SUMMARY_COLUMNS, toSummary } from "./lead-summary-row";
import type { Schema } from "./schema";

// The staff overview (docs/product-rules.md#staff-area): real leads of the last 30 days by day, by form,
// by traffic source and by campaign, the latest ones, and how many were held as spam.

type Leads = ExpressionBuilder<Schema, "leads">;

/** The day of an ISO timestamp, YYYY-MM-DD (literal arguments, so GROUP BY repeats the same expression). */
const dayOf = (eb: Leads) => eb.fn<string>("substr", [eb.ref("created_at"), eb.lit(1), eb.lit(10)]);

/** How many rows meet a condition, written the same for both engines (SQLite adds booleans, PostgreSQL does not). */
const countWhere = (eb: Leads, condition: Expression<SqlBool>) =>
  eb.fn.coalesce(eb.fn.sum<number>(eb.case().when(condition).then(eb.lit(1)).else(eb.lit(0)).end()), eb.lit(0));

export function createLeadsOverviewQuery(db: Db) {
  const k = db.kysely;

  return async function overview(now = new Date(), days = 30, latestCount = 5): Promise<AdminOverview> {
    const today = now.toISOString().slice(0, 10);
    const first = new Date(Date.parse(`${today}T00:00:00.000Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
    const recentReal = k.selectFrom("leads").where("created_at", ">=", first).where(realLead);
    const count = (eb: Leads) => eb.fn.countAll<number>().as("count");
    const [perDay, byFormType, bySource, byCampaign, latest, counts] = await Promise.all([
      recentReal
        .select((eb) => [dayOf(eb).as("day"), count(eb)])
        .groupBy(dayOf)
        .execute(),
      recentReal
        .select((eb) => [eb.ref("contact_form_type").as("formType"), count(eb)])
        .groupBy("contact_form_type")
        .orderBy("count", "desc")
        .orderBy("formType")
        .execute(),
      // "Not recorded" (NULL) goes after the named sources of the same count, on both engines.
      // (Ordered by the column, not the alias: `source` is also the lead's own form-source column.)
      recentReal
        .select((eb) => [eb.ref("traffic_source").as("source"), count(eb)])
        .groupBy("traffic_source")
        .orderBy("count", "desc")
        .orderBy((eb) => eb.case().when("traffic_source", "is", null).then(eb.lit(1)).else(eb.lit(0)).end())
        .orderBy("traffic_source")
        .limit(10)
        .execute(),
      recentReal
        .where("utm_campaign", "is not", null)
        .select((eb) => [eb.ref("utm_campaign").$notNull().as("campaign"), count(eb)])
        .groupBy("utm_campaign")
        .orderBy("count", "desc")
        .orderBy("campaign")
        .limit(10)
        .execute(),
      k
        .selectFrom("leads")
        .select(SUMMARY_COLUMNS)
        .where(realLead)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(latestCount)
        .execute(),
      k
        .selectFrom("leads")
        .select((eb) => [
          countWhere(eb, realLead(eb)).as("all"),
          countWhere(eb, eb.and([realLead(eb), eb("status", "=", "new")])).as("new"),
          countWhere(eb, eb.and([eb("spam_reason", "is not", null), eb("created_at", ">=", first)])).as("spam"),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    const byDay = new Map(perDay.map((r) => [r.day, r.count]));
    const series = Array.from({ length: days }, (_, i) => {
      const date = new Date(Date.parse(`${first}T00:00:00.000Z`) + i * 86_400_000).toISOString().slice(0, 10);
      return { date, count: byDay.get(date) ?? 0 };
    });
    return {
      days: series,
      byFormType,
      bySource,
      byCampaign,
      latest: latest.map(toSummary),
      totals: { last30Days: series.reduce((sum, d) => sum + d.count, 0), new: counts.new, all: counts.all, spam: counts.spam },
    };
  };
}
