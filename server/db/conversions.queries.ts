import {
  type ConversionSettings,
  DEFAULT_CONVERSION_NAMES,
  DEFAULT_TIME_ZONE,
  EXPORT_STAGES,
  type ExportStage,
  isTimeZone,
} from "../../shared/conversions/conversion-settings";
import type { CurrencyCode } from "../../shared/pricing/currency";
import type { AdUserDataConsent } from "../../shared/schemas/lead-attribution";
import type { Db } from "./connection";

// What the conversion exports read (docs/decisions/0026-ads-conversion-loop.md): the staff's
// settings (app_meta keys) and, for each lead that is not spam, the first time it reached
// each exported stage, from its stage history (migration 010). Read a page at a time by
// the change's id (keyset paging), so a file of any size is written in bounded memory.

const TIME_ZONE_KEY = "conversions:time-zone";
const nameKey = (stage: ExportStage) => `conversions:name:${stage}`;

/** Changes read per query. */
const PAGE = 500;

/** A lead reaching a stage, as the export files need it. */
export interface StageReached {
  changeId: number;
  leadId: number;
  stage: ExportStage;
  reachedAt: string;
  valueMinor: number | null;
  currency: CurrencyCode | null;
  leadCreatedAt: string;
  email: string;
  gclid: string | null;
  gbraid: string | null;
  wbraid: string | null;
  msclkid: string | null;
  adUserDataConsent: AdUserDataConsent | null;
}

export function createConversionQueries(db: Db) {
  const k = db.kysely;
  return {
    async settings(): Promise<ConversionSettings> {
      const keys = [TIME_ZONE_KEY, ...EXPORT_STAGES.map(nameKey)];
      const rows = await k.selectFrom("app_meta").select(["key", "value"]).where("key", "in", keys).execute();
      const stored = new Map(rows.map((r) => [r.key, r.value]));
      const zone = stored.get(TIME_ZONE_KEY);
      const names = { ...DEFAULT_CONVERSION_NAMES };
      for (const stage of EXPORT_STAGES) names[stage] = stored.get(nameKey(stage)) ?? names[stage];
      return { timeZone: zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE, names };
    },
    async saveSettings(settings: ConversionSettings): Promise<void> {
      const values = [
        { key: TIME_ZONE_KEY, value: settings.timeZone },
        ...EXPORT_STAGES.map((stage) => ({ key: nameKey(stage), value: settings.names[stage] })),
      ];
      for (const value of values)
        await k
          .insertInto("app_meta")
          .values(value)
          .onConflict((oc) => oc.column("key").doUpdateSet({ value: value.value }))
          .execute();
    },
    /** The first time each real lead reached each of `stages`, in the order it happened. */
    async *firstReached(stages: readonly ExportStage[]): AsyncGenerator<StageReached> {
      if (stages.length === 0) return;
      let after = 0;
      for (;;) {
        const rows = await k
          .selectFrom("lead_status_changes as c")
          .innerJoin("leads as l", "l.id", "c.lead_id")
          .select([
            "c.id as changeId",
            "c.lead_id as leadId",
            "c.to_status as stage",
            "c.changed_at as reachedAt",
            "c.value_minor as valueMinor",
            "c.currency as currency",
            "l.created_at as leadCreatedAt",
            "l.email as email",
            "l.gclid as gclid",
            "l.gbraid as gbraid",
            "l.wbraid as wbraid",
            "l.msclkid as msclkid",
            "l.ad_user_data_consent as adUserDataConsent",
          ])
          .where("c.id", ">", after)
          .where("c.to_status", "in", stages)
          .where("l.spam_reason", "is", null)
          // Only the first time: a lead that went back and reached the stage again is one conversion.
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom("lead_status_changes as e")
                  .select("e.id")
                  .whereRef("e.lead_id", "=", "c.lead_id")
                  .whereRef("e.to_status", "=", "c.to_status")
                  .whereRef("e.id", "<", "c.id"),
              ),
            ),
          )
          .orderBy("c.id")
          .limit(PAGE)
          .execute();
        for (const row of rows) yield { ...row, stage: row.stage as ExportStage };
        if (rows.length < PAGE) return;
        after = rows[rows.length - 1]!.changeId;
      }
    },
  };
}
export type ConversionQueries = ReturnType<typeof createConversionQueries>;
