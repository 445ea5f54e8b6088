import { isLanguage, type Language } from "../../shared/language";
import { ATTRIBUTION_KEYS, type LeadAttribution } from "../../shared/schemas/lead-attribution";
import { ATTRIBUTION_COLUMNS } from "./attribution-columns";
import type { Db } from "./connection";
import { createLeadQueries, type StoredLead } from "./leads.queries";

// What the outbox needs to know about a lead beyond its fields: the exit popup's
// discount code, the language of the visitor's emails (migration 004) and where
// the visit came from (migration 005, docs/decisions/0014-attribution-and-spam.md).

export interface LeadForDelivery extends Omit<StoredLead, "attribution"> {
  discountCode: string | null;
  language: Language;
  /** Where the visit came from, named as in the landing page's address (utm_source, gclid, ...). */
  attribution: Record<string, string> | null;
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
    named[ATTRIBUTION_COLUMNS[key]] = value;
  }
  return Object.keys(named).length > 0 ? named : null;
}

export function createLeadDeliveryQueries(db: Db) {
  const leads = createLeadQueries(db);
  const row = db.prepare<[number], Record<string, unknown>>(`SELECT * FROM leads WHERE id = ?`);
  const setLanguage = db.prepare<{ id: number; language: Language }>(`UPDATE leads SET language = @language WHERE id = @id`);
  const setCode = db.prepare<{ id: number; code: string }>(
    `UPDATE leads SET discount_code = @code WHERE id = @id AND discount_code IS NULL`,
  );
  const discountCodeOf = db.prepare<[number], string | null>(`SELECT discount_code FROM leads WHERE id = ?`).pluck();

  return {
    get(id: number): LeadForDelivery | null {
      const lead = leads.getById(id);
      const raw = row.get(id);
      if (!lead || !raw) return null;
      return {
        ...lead,
        discountCode: typeof raw.discount_code === "string" ? raw.discount_code : null,
        language: isLanguage(raw.language) ? raw.language : lead.region === "DE" ? "de" : "en",
        attribution: attributionForDelivery(lead.attribution),
      };
    },
    setLanguage(id: number, language: Language): void {
      setLanguage.run({ id, language });
    },
    discountCode(id: number): string | null {
      return discountCodeOf.get(id) ?? null;
    },
    /** Throws SQLITE_CONSTRAINT_UNIQUE when another lead has the code already. */
    setDiscountCode(id: number, code: string): void {
      setCode.run({ id, code });
    },
  };
}
export type LeadDeliveryQueries = ReturnType<typeof createLeadDeliveryQueries>;
