import type { LeadStatus } from "../../shared/admin/lead-status";
import type { LeadStageChange } from "../../shared/lead-stages/stage-change";
import type { CurrencyCode } from "../../shared/pricing/currency";
import { withTransaction, type Db } from "./connection";

// A lead's stage and its history (migration 010, docs/decisions/0026-ads-conversion-loop.md).
// Every change writes one lead_status_changes row in the same transaction as the lead's
// own status, so the history and the inbox can never disagree. The conversion exports
// read when a lead reached a stage from here.

export interface StageChangeInput {
  status: LeadStatus;
  /** Required for "won": the deal value in minor units and its currency. */
  won?: { valueMinor: number; currency: CurrencyCode };
  changedBy: string;
}

export function createLeadStageQueries(db: Db) {
  return {
    /**
     * Moves the lead to `status` (a won lead keeps its value on the lead too, for sorting
     * and the overview). The same stage again writes nothing, unless a won lead's value
     * changed. Answers the stage it was in and whether anything changed; null when there is no such lead.
     */
    change(id: number, input: StageChangeInput, now = new Date()): Promise<{ from: LeadStatus; isChanged: boolean } | null> {
      return withTransaction(db, async (tx) => {
        const k = tx.kysely;
        const lead = await k
          .selectFrom("leads")
          .select(["status", "won_value_minor", "won_currency"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!lead) return null;
        const won = input.status === "won" ? (input.won ?? null) : null;
        const unchanged =
          lead.status === input.status && (won === null || (lead.won_value_minor === won.valueMinor && lead.won_currency === won.currency));
        if (unchanged) return { from: lead.status, isChanged: false };
        await k
          .insertInto("lead_status_changes")
          .values({
            lead_id: id,
            from_status: lead.status,
            to_status: input.status,
            changed_by: input.changedBy,
            changed_at: now.toISOString(),
            value_minor: won?.valueMinor ?? null,
            currency: won?.currency ?? null,
          })
          .execute();
        await k
          .updateTable("leads")
          .set({ status: input.status, won_value_minor: won?.valueMinor ?? null, won_currency: won?.currency ?? null })
          .where("id", "=", id)
          .execute();
        return { from: lead.status, isChanged: true };
      });
    },
    /** The lead's stage changes, oldest first. */
    async history(id: number): Promise<LeadStageChange[]> {
      const rows = await db.kysely
        .selectFrom("lead_status_changes")
        .selectAll()
        .where("lead_id", "=", id)
        .orderBy("changed_at")
        .orderBy("id")
        .execute();
      return rows.map((r) => ({
        from: r.from_status,
        to: r.to_status,
        changedBy: r.changed_by,
        changedAt: r.changed_at,
        valueMinor: r.value_minor,
        currency: r.currency,
      }));
    },
  };
}
export type LeadStageQueries = ReturnType<typeof createLeadStageQueries>;
