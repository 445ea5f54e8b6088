import { parseScoreReasons, type ScoreReason } from "../../shared/lead-score/rules";
import { languageForRegion } from "../../shared/i18n/copy";
import { isLanguage, type Language } from "../../shared/language";
import { ATTRIBUTION_KEYS, type LeadAttribution } from "../../shared/schemas/lead-attribution";
import { attributionColumn } from "./attribution-columns";
import { leadRegion } from "../../shared/lead-region";
import type { Db } from "./connection";
import { type StoredLead, toLead } from "./leads.queries";

// What the outbox needs to know about a lead beyond its fields: the exit popup's
// discount code, the language of the visitor's emails (migration 004) and where
// the visit came from (migration 005, docs/decisions/0014-attribution-and-spam.md).

export interface LeadForDelivery extends Omit<StoredLead, "attribution"> {
  discountCode: string | null;
  language: Language;
  /** Where the visit came from, named as in the landing page's address (utm_source, gclid, ...). */
  attribution: Record<string, string> | null;
  /** The score given when the lead was stored, its reasons and rule version; null before scoring. */
  score: { value: number; reasons: ScoreReason[]; rulesVersion: number | null } | null;
}

/**
 * The attribution as emails and the webhook carry it: under the names marketers and
 * CRMs know from the address (landing_page, referrer, utm_source, gclid, ...), which
 * are also its columns (attribution-columns.ts).
 */
export function attributionForDelivery(attribution: LeadAttribution | null): Record<string, string> | null {
  if (!attribution) return null;
  const named: Record<string, string> = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = attribution[key];
    if (!value) continue;
    named[attributionColumn(key)] = value;
  }
  return Object.keys(named).length > 0 ? named : null;
}

export function createLeadDeliveryQueries(db: Db) {
  const discountCodeOf = async (id: number) =>
    (await db.kysely.selectFrom("leads").select("discount_code").where("id", "=", id).executeTakeFirst())?.discount_code ?? null;

  return {
    async get(id: number): Promise<LeadForDelivery | null> {
      const row = await db.kysely.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      const lead = toLead(row);
      return {
        ...lead,
        discountCode: typeof row.discount_code === "string" ? row.discount_code : null,
        // Leads stored before migration 004 have no language: decided as for a new lead.
        language: isLanguage(row.language) ? row.language : languageForRegion(leadRegion(lead)),
        attribution: attributionForDelivery(lead.attribution),
        score:
          row.score === null
            ? null
            : { value: row.score, reasons: parseScoreReasons(row.score_reasons), rulesVersion: row.score_rules_version },
      };
    },
    discountCode: discountCodeOf,
    /**
     * Gives the lead `code` unless it has one; false when another lead holds that code
     * already (checked in the statement, so a transaction is never broken by the unique index).
     */
    async setDiscountCode(id: number, code: string): Promise<boolean> {
      const result = await db.kysely
        .updateTable("leads")
        .set({ discount_code: code })
        .where("id", "=", id)
        .where("discount_code", "is", null)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom("leads as other").select("other.id").where("other.discount_code", "=", code))),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type LeadDeliveryQueries = ReturnType<typeof createLeadDeliveryQueries>;
