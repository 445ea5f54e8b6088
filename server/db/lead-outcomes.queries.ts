import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import { DEAL_CURRENCIES } from "../../shared/lead-stages/stage-change";
import type { LeadOutcomeRow, LeadOutcomes } from "../../shared/schemas/lead-outcomes";
import type { Db } from "./connection";
import { realLead } from "./lead-summary-row";
import type { Schema } from "./schema";

// What the leads of a period became, by traffic source and by campaign (the overview's
// outcomes section; docs/decisions/0026-ads-conversion-loop.md): how many there were, how
// many are qualified or won now, and the won deals' value in each currency (never
// converted: the planning rates of shared/pricing/currency.ts are not exchange rates).

type Leads = ExpressionBuilder<Schema, "leads">;

export const OUTCOME_DAYS = 90;

const sumWhen = (eb: Leads, condition: Expression<SqlBool>, value: Expression<number>) =>
  eb.fn.coalesce(eb.fn.sum<number>(eb.case().when(condition).then(value).else(eb.lit(0)).end()), eb.lit(0));

export function createLeadOutcomesQuery(db: Db) {
  const k = db.kysely;
  return async function outcomes(now = new Date()): Promise<LeadOutcomes> {
    const since = new Date(now.getTime() - OUTCOME_DAYS * 86_400_000).toISOString();
    const grouped = (column: "traffic_source" | "utm_campaign") =>
      k
        .selectFrom("leads")
        .where("created_at", ">=", since)
        .where(realLead)
        .select((eb) => [
          eb.ref(column).as("key"),
          eb.fn.countAll<number>().as("leads"),
          sumWhen(eb, eb("status", "in", ["qualified", "won"]), eb.lit(1)).as("qualified"),
          ...DEAL_CURRENCIES.map((currency) =>
            sumWhen(
              eb,
              eb.and([eb("status", "=", "won"), eb("won_currency", "=", currency)]),
              eb.fn.coalesce("won_value_minor", eb.lit(0)),
            ).as(currency),
          ),
        ])
        .groupBy(column)
        .orderBy("leads", "desc")
        .limit(20)
        .execute();
    const [bySource, byCampaign] = await Promise.all([grouped("traffic_source"), grouped("utm_campaign")]);
    const toRow = (r: (typeof bySource)[number]): LeadOutcomeRow => ({
      key: r.key,
      leads: Number(r.leads),
      qualified: Number(r.qualified),
      wonMinor: Object.fromEntries(DEAL_CURRENCIES.map((c) => [c, Number(r[c])])) as LeadOutcomeRow["wonMinor"],
    });
    return { days: OUTCOME_DAYS, bySource: bySource.map(toRow), byCampaign: byCampaign.filter((r) => r.key !== null).map(toRow) };
  };
}
