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
// each exported stage, from its stage history (migration 010). Read a page of leads at a
// time (keyset paging by id), so a file of any size is written in bounded memory.

const TIME_ZONE_KEY = "conversions:time-zone";
const nameKey = (stage: ExportStage) => `conversions:name:${stage}`;

/** Leads read per query. */
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
    /**
     * The first time each real lead reached each of `stages`, lead by lead. Leads are read
     * by id a page at a time (spam is skipped here rather than in SQL, so the database walks
     * its primary key instead of sorting every real lead for each page), then their changes.
     */
    async *firstReached(stages: readonly ExportStage[]): AsyncGenerator<StageReached> {
      if (stages.length === 0) return;
      let after = 0;
      for (;;) {
        const leads = await k
          .selectFrom("leads")
          .select(["id", "created_at", "email", "gclid", "gbraid", "wbraid", "msclkid", "ad_user_data_consent", "spam_reason"])
          .where("id", ">", after)
          .orderBy("id")
          .limit(PAGE)
          .execute();
        if (leads.length === 0) return;
        after = leads[leads.length - 1]!.id;
        const real = new Map(leads.filter((l) => l.spam_reason === null).map((l) => [l.id, l]));
        if (real.size === 0) continue;
        const changes = await k
          .selectFrom("lead_status_changes as c")
          .select(["c.id", "c.lead_id", "c.to_status", "c.changed_at", "c.value_minor", "c.currency"])
          .where("c.lead_id", "in", [...real.keys()])
          .where("c.to_status", "in", stages)
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
          .orderBy("c.lead_id")
          .orderBy("c.id")
          .execute();
        for (const change of changes) {
          const lead = real.get(change.lead_id)!;
          yield {
            changeId: change.id,
            leadId: lead.id,
            stage: change.to_status as ExportStage,
            reachedAt: change.changed_at,
            valueMinor: change.value_minor,
            currency: change.currency,
            leadCreatedAt: lead.created_at,
            email: lead.email,
            gclid: lead.gclid,
            gbraid: lead.gbraid,
            wbraid: lead.wbraid,
            msclkid: lead.msclkid,
            adUserDataConsent: lead.ad_user_data_consent,
          };
        }
      }
    },
  };
}
export type ConversionQueries = ReturnType<typeof createConversionQueries>;
