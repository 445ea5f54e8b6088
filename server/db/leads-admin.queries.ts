import type { Statement } from "better-sqlite3";
import type { LeadStatus } from "../../shared/admin/lead-status";
import type { AdminOverview, LeadField, LeadFilter, LeadNote, LeadSummary } from "../../shared/schemas/admin-leads";
import type { Db } from "./connection";

// The leads inbox: search, filters, paging, status, notes, export and
// erasure. Filters only ever add fixed SQL fragments with bound values; the
// statements for each combination are prepared once and reused.

interface SummaryRow {
  id: number;
  created_at: string;
  contact_form_type: string;
  name: string | null;
  email: string;
  company: string | null;
  source: string | null;
  region: string | null;
  status: LeadStatus;
}

const SUMMARY_COLUMNS = "id, created_at, contact_form_type, name, email, company, source, region, status";

const toSummary = (row: SummaryRow): LeadSummary => ({
  id: row.id,
  createdAt: row.created_at,
  contactFormType: row.contact_form_type,
  name: row.name,
  email: row.email,
  company: row.company,
  source: row.source,
  region: row.region,
  status: row.status,
});

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
  if (filter.from) {
    parts.push("created_at >= @from");
    params.from = filter.from;
  }
  if (filter.to) {
    parts.push("created_at < @toExclusive");
    params.toExclusive = nextDay(filter.to);
  }
  return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", params };
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
  const fullRow = db.prepare<[number], Record<string, string | number | null>>(`SELECT * FROM leads WHERE id = ?`);
  const notesOf = db.prepare<[number], { id: number; body: string; author_email: string; created_at: string }>(
    `SELECT id, body, author_email, created_at FROM lead_notes WHERE lead_id = ? ORDER BY created_at, id`,
  );
  const insertNote = db.prepare<[number, string, string, string]>(
    `INSERT INTO lead_notes (lead_id, author_email, body, created_at) VALUES (?, ?, ?, ?)`,
  );
  const setStatus = db.prepare<[LeadStatus, number]>(`UPDATE leads SET status = ? WHERE id = ?`);
  const deleteLead = db.prepare<[number]>(`DELETE FROM leads WHERE id = ?`);
  const perDay = db.prepare<[string], { day: string; count: number }>(
    `SELECT substr(created_at, 1, 10) AS day, COUNT(*) AS count FROM leads WHERE created_at >= ? GROUP BY day`,
  );
  const perFormType = db.prepare<[string], { formType: string; count: number }>(
    `SELECT contact_form_type AS formType, COUNT(*) AS count FROM leads WHERE created_at >= ?
     GROUP BY contact_form_type ORDER BY count DESC, formType`,
  );
  const latest = db.prepare<[number], SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM leads ORDER BY created_at DESC, id DESC LIMIT ?`);
  const counts = db.prepare<[], { all: number; new: number }>(
    `SELECT COUNT(*) AS "all", COALESCE(SUM(status = 'new'), 0) AS "new" FROM leads`,
  );

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
    getDetail(id: number): { lead: LeadSummary; fields: LeadField[]; notes: LeadNote[] } | null {
      const row = fullRow.get(id);
      if (!row) return null;
      return {
        lead: toSummary(row as unknown as SummaryRow),
        fields: Object.entries(row).map(([column, value]) => ({ column, value })),
        notes: notesOf.all(id).map((n) => ({ id: n.id, body: n.body, authorEmail: n.author_email, createdAt: n.created_at })),
      };
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
    overview(now = new Date(), days = 30, latestCount = 5): AdminOverview {
      const today = now.toISOString().slice(0, 10);
      const first = new Date(Date.parse(`${today}T00:00:00.000Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
      const byDay = new Map(perDay.all(first).map((r) => [r.day, r.count]));
      const series = Array.from({ length: days }, (_, i) => {
        const date = new Date(Date.parse(`${first}T00:00:00.000Z`) + i * 86_400_000).toISOString().slice(0, 10);
        return { date, count: byDay.get(date) ?? 0 };
      });
      const totals = counts.get()!;
      return {
        days: series,
        byFormType: perFormType.all(first),
        latest: latest.all(latestCount).map(toSummary),
        totals: { last30Days: series.reduce((sum, d) => sum + d.count, 0), new: totals.new, all: totals.all },
      };
    },
  };
}
export type LeadsAdminQueries = ReturnType<typeof createLeadsAdminQueries>;
