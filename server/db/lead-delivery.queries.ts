import { isLanguage, type Language } from "../../shared/language";
import type { Db } from "./connection";
import { createLeadQueries, type StoredLead } from "./leads.queries";

// What the outbox needs to know about a lead beyond its fields: the exit popup's
// discount code, the language of the visitor's emails (migration 004) and where
// the visit came from (attribution, when the lead has it).

export interface LeadForDelivery extends StoredLead {
  discountCode: string | null;
  language: Language;
  attribution: Record<string, string> | null;
}

/** Attribution columns as the contract names its fields (docs/decisions/0013-lead-delivery.md). */
const ATTRIBUTION_COLUMNS = [
  "landing_page",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "gbraid",
  "wbraid",
  "fbclid",
  "msclkid",
];

/** The visit's attribution from the stored row: a JSON `attribution` column, or one column per field. */
export function attributionFromRow(row: Record<string, unknown>): Record<string, string> | null {
  let source: Record<string, unknown> = {};
  if (typeof row.attribution === "string" && row.attribution !== "") {
    try {
      const parsed: unknown = JSON.parse(row.attribution);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) source = parsed as Record<string, unknown>;
    } catch {
      return null;
    }
  } else {
    for (const column of ATTRIBUTION_COLUMNS) source[column] = row[column] ?? row[`attr_${column}`];
  }
  const entries = Object.entries(source).filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== "");
  return entries.length ? Object.fromEntries(entries) : null;
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
        attribution: attributionFromRow(raw),
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
