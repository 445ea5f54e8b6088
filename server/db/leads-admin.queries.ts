import type { Statement } from "better-sqlite3";
import type { LeadStatus } from "../../shared/admin/lead-status";
import type { LeadField, LeadFilter, LeadNote, LeadSummary } from "../../shared/schemas/admin-leads";
import type { LeadAttribution } from "../../shared/schemas/lead-attribution";
import type { SpamReason } from "../../shared/schemas/spam";
import { attributionFromRow } from "./attribution-columns";
import type { Db } from "./connection";
import { REAL_LEAD, SUMMARY_COLUMNS, toSummary, type SummaryRow } from "./lead-summary-row";

// The leads inbox: search, filters, paging, status, notes, export, erasure, and
// taking a lead out of spam (docs/decisions/0014-attribution-and-spam.md). Filters
// only ever add fixed SQL fragments with bound values; the statements for each
// combination are prepared once and reused.

/** A lead as the detail view shows it; the delivery outbox adds its jobs (api/admin/leads.routes.ts). */
export interface LeadRecord {
  lead: LeadSummary;
  fields: LeadField[];
  notes: LeadNote[];
  attribution: LeadAttribution | null;
  spamReason: SpamReason | null;
}

/** What restoring a lead from spam did. */
export type RestoreOutcome = "restored" | "not-spam" | "not-found";

const NEWSLETTER_FORM_TYPE = "newsletter-contact-form";

/** LIKE pattern for a substring, with the wildcards of the text itself escaped. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The day after a YYYY-MM-DD date, so "to" includes the whole day. */
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

function whereClause(filter: LeadFilter): { sql: string; params: Record<string, string> } {
  const parts: string[] = [];
  const params: Record<string, string> = {};
  const q = filter.q?.trim();
  if (q) {
    parts.push(`(name LIKE @q ESCAPE '\\' OR email LIKE @q ESCAPE '\\' OR company LIKE @q ESCAPE '\\' OR message LIKE @q ESCAPE '\\')`);
    params.q = containsPattern(q);
  }
  if (filter.formType) {
    parts.push("contact_form_type = @formType");
    params.formType = filter.formType;
  }
  if (filter.source) {
    parts.push("source = @source");
    params.source = filter.source;
  }
  if (filter.region) {
    parts.push("region = @region");
    params.region = filter.region;
  }
  if (filter.status) {
    parts.push("status = @status");
    params.status = filter.status;
  }
  parts.push(filter.spam === "only" ? "spam_reason IS NOT NULL" : REAL_LEAD);
  if (filter.trafficSource) {
    parts.push("traffic_source = @trafficSource");
    params.trafficSource = filter.trafficSource;
  }
  if (filter.campaign) {
    parts.push("utm_campaign = @campaign");
    params.campaign = filter.campaign;
  }
  if (filter.from) {
    parts.push("created_at >= @from");
    params.from = filter.from;
  }
  if (filter.to) {
    parts.push("created_at < @toExclusive");
    params.toExclusive = nextDay(filter.to);
  }
  return { sql: `WHERE ${parts.join(" AND ")}`, params };
}

export function createLeadsAdminQueries(db: Db) {
  const statements = new Map<string, Statement>();
  const prepared = (sql: string): Statement => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };

  const sources = db
    .prepare<[], string>(`SELECT DISTINCT source FROM leads WHERE source IS NOT NULL AND source <> '' ORDER BY source`)
    .pluck();
  const formTypes = db.prepare<[], string>(`SELECT DISTINCT contact_form_type FROM leads ORDER BY contact_form_type`).pluck();
  const trafficSources = db
    .prepare<[], string>(`SELECT DISTINCT traffic_source FROM leads WHERE traffic_source IS NOT NULL ORDER BY traffic_source`)
    .pluck();
  const campaigns = db
    .prepare<[], string>(`SELECT DISTINCT utm_campaign FROM leads WHERE utm_campaign IS NOT NULL ORDER BY utm_campaign`)
    .pluck();
  const fullRow = db.prepare<[number], Record<string, string | number | null>>(`SELECT * FROM leads WHERE id = ?`);
  const notesOf = db.prepare<[number], { id: number; body: string; author_email: string; created_at: string }>(
    `SELECT id, body, author_email, created_at FROM lead_notes WHERE lead_id = ? ORDER BY created_at, id`,
  );
  const insertNote = db.prepare<[number, string, string, string]>(
    `INSERT INTO lead_notes (lead_id, author_email, body, created_at) VALUES (?, ?, ?, ?)`,
  );
  const setStatus = db.prepare<[LeadStatus, number]>(`UPDATE leads SET status = ? WHERE id = ?`);
  const deleteLead = db.prepare<[number]>(`DELETE FROM leads WHERE id = ?`);
  const clearSpam = db.prepare<[number]>(`UPDATE leads SET spam_reason = NULL WHERE id = ? AND spam_reason IS NOT NULL`);
  const leadKind = db.prepare<[number], { contact_form_type: string; email: string }>(
    `SELECT contact_form_type, email FROM leads WHERE id = ?`,
  );
  // Migration 002: one subscription per lower(email). A sign-up held as spam made none.
  const subscribe = db.prepare<[string, number, string]>(
    `INSERT OR IGNORE INTO newsletter_subscriptions (email_key, lead_id, subscribed_at) VALUES (lower(?), ?, ?)`,
  );
  /**
   * One transaction: the lead stops being spam, a newsletter sign-up gets its
   * subscription, and its deliveries are queued; all of it, or nothing.
   */
  const restore = db.transaction((id: number, enqueue: (leadId: number) => void, now: Date): RestoreOutcome => {
    const kind = leadKind.get(id);
    if (!kind) return "not-found";
    if (clearSpam.run(id).changes === 0) return "not-spam";
    if (kind.contact_form_type === NEWSLETTER_FORM_TYPE) subscribe.run(kind.email, id, now.toISOString());
    enqueue(id);
    return "restored";
  });

  return {
    /** Newest first. */
    search(filter: LeadFilter, page: number, pageSize: number): { items: LeadSummary[]; total: number } {
      const where = whereClause(filter);
      const total = (prepared(`SELECT COUNT(*) AS n FROM leads ${where.sql}`).get(where.params) as { n: number }).n;
      const rows = prepared(
        `SELECT ${SUMMARY_COLUMNS} FROM leads ${where.sql} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
      ).all({
        ...where.params,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      }) as SummaryRow[];
      return { items: rows.map(toSummary), total };
    },
    /** Every stored column of every matching lead, newest first, one row at a time. */
    *exportRows(filter: LeadFilter): Generator<Record<string, string | number | null>> {
      const where = whereClause(filter);
      yield* prepared(`SELECT * FROM leads ${where.sql} ORDER BY created_at DESC, id DESC`).iterate(where.params) as Iterable<
        Record<string, string | number | null>
      >;
    },
    /** The columns of the leads table in their order (the CSV header). */
    columns(): string[] {
      return (db.pragma("table_info(leads)") as { name: string }[]).map((c) => c.name);
    },
    sources(): string[] {
      return sources.all();
    },
    formTypes(): string[] {
      return formTypes.all();
    },
    trafficSources(): string[] {
      return trafficSources.all();
    },
    campaigns(): string[] {
      return campaigns.all();
    },
    getDetail(id: number): LeadRecord | null {
      const row = fullRow.get(id);
      if (!row) return null;
      const summary = toSummary(row as unknown as SummaryRow);
      return {
        lead: summary,
        fields: Object.entries(row).map(([column, value]) => ({ column, value })),
        notes: notesOf.all(id).map((n) => ({ id: n.id, body: n.body, authorEmail: n.author_email, createdAt: n.created_at })),
        attribution: attributionFromRow(row),
        spamReason: summary.spamReason,
      };
    },
    /**
     * Takes a lead out of spam: `enqueue` queues its deliveries inside the same
     * transaction (the delivery outbox's enqueueDeliveriesForLead), so a restored
     * lead is never left without them. A lead that is not spam is left alone.
     */
    restoreFromSpam(id: number, enqueue: (leadId: number) => void, now = new Date()): RestoreOutcome {
      return restore(id, enqueue, now);
    },
    setStatus(id: number, status: LeadStatus): boolean {
      return setStatus.run(status, id).changes === 1;
    },
    addNote(leadId: number, authorEmail: string, body: string, now = new Date()): LeadNote {
      const createdAt = now.toISOString();
      const id = Number(insertNote.run(leadId, authorEmail, body, createdAt).lastInsertRowid);
      return { id, body, authorEmail, createdAt };
    },
    /** Erasure: the lead and its notes (ON DELETE CASCADE). */
    delete(id: number): boolean {
      return deleteLead.run(id).changes === 1;
    },
  };
}
export type LeadsAdminQueries = ReturnType<typeof createLeadsAdminQueries>;
