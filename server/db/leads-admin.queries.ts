import { sql, type RawBuilder } from "kysely";
import type { LeadStatus } from "../../shared/admin/lead-status";
import type { LeadField, LeadFilter, LeadNote, LeadSummary } from "../../shared/schemas/admin-leads";
import type { LeadAttribution } from "../../shared/schemas/lead-attribution";
import type { SpamReason } from "../../shared/schemas/spam";
import { attributionFromRow } from "./attribution-columns";
import { withTransaction, type Db } from "./connection";
import { REAL_LEAD, SUMMARY_COLUMNS, toSummary, type SummaryRow } from "./lead-summary-row";

// The leads inbox: search, filters, paging, status, notes, export, erasure, and
// taking a lead out of spam (docs/decisions/0014-attribution-and-spam.md). Filters
// only ever add fixed SQL fragments with bound values.

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

function whereClause(filter: LeadFilter): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  const q = filter.q?.trim();
  if (q) {
    // Case-insensitive on both engines (SQLite's LIKE already is for ASCII; PostgreSQL's is not).
    const pattern = containsPattern(q.toLowerCase());
    const like = (column: string) => sql`lower(${sql.ref(column)}) LIKE ${pattern} ESCAPE '\\'`;
    parts.push(sql`(${like("name")} OR ${like("email")} OR ${like("company")} OR ${like("message")})`);
  }
  if (filter.formType) parts.push(sql`contact_form_type = ${filter.formType}`);
  if (filter.source) parts.push(sql`source = ${filter.source}`);
  if (filter.region) parts.push(sql`region = ${filter.region}`);
  if (filter.status) parts.push(sql`status = ${filter.status}`);
  parts.push(sql.raw(filter.spam === "only" ? "spam_reason IS NOT NULL" : REAL_LEAD));
  if (filter.trafficSource) parts.push(sql`traffic_source = ${filter.trafficSource}`);
  if (filter.campaign) parts.push(sql`utm_campaign = ${filter.campaign}`);
  if (filter.from) parts.push(sql`created_at >= ${filter.from}`);
  if (filter.to) parts.push(sql`created_at < ${nextDay(filter.to)}`);
  return sql`WHERE ${sql.join(parts, sql` AND `)}`;
}

/** Rows the CSV export reads at a time. */
const EXPORT_PAGE = 500;

type LeadColumns = Record<string, string | number | null>;

export function createLeadsAdminQueries(db: Db) {
  const k = db.kysely;
  const distinct = async (column: "source" | "contact_form_type" | "traffic_source" | "utm_campaign", skipEmpty = false) => {
    let query = k.selectFrom("leads").select(column).distinct().where(column, "is not", null);
    if (skipEmpty) query = query.where(column, "<>", "");
    const rows = await query.orderBy(column).execute();
    return rows.map((r) => (r as Record<string, string>)[column]!);
  };

  return {
    /** Newest first. */
    async search(filter: LeadFilter, page: number, pageSize: number): Promise<{ items: LeadSummary[]; total: number }> {
      const where = whereClause(filter);
      const [count, rows] = await Promise.all([
        sql<{ n: number }>`SELECT COUNT(*) AS n FROM leads ${where}`.execute(k),
        sql<SummaryRow>`SELECT ${sql.raw(SUMMARY_COLUMNS)} FROM leads ${where} ORDER BY created_at DESC, id DESC
          LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`.execute(k),
      ]);
      return { items: rows.rows.map(toSummary), total: count.rows[0]!.n };
    },
    /**
     * Every stored column of every matching lead, newest first, a page at a time (keyset
     * paging: a lead added meanwhile neither repeats nor shifts a row).
     */
    async *exportRows(filter: LeadFilter): AsyncGenerator<LeadColumns> {
      const where = whereClause(filter);
      let after: { created_at: string; id: number } | null = null;
      for (;;) {
        const cursor: RawBuilder<unknown> = after
          ? sql`AND (created_at < ${after.created_at} OR (created_at = ${after.created_at} AND id < ${after.id}))`
          : sql``;
        const { rows } = await sql<LeadColumns>`SELECT * FROM leads ${where} ${cursor}
          ORDER BY created_at DESC, id DESC LIMIT ${EXPORT_PAGE}`.execute(k);
        yield* rows;
        if (rows.length < EXPORT_PAGE) return;
        const last = rows[rows.length - 1]!;
        after = { created_at: String(last.created_at), id: Number(last.id) };
      }
    },
    /** The columns of the leads table in their order (the CSV header). */
    async columns(): Promise<string[]> {
      if (db.engine === "sqlite") return (db.sqlite.pragma("table_info(leads)") as { name: string }[]).map((c) => c.name);
      const { rows } = await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'leads' ORDER BY ordinal_position`.execute(k);
      return rows.map((c) => c.name);
    },
    sources: () => distinct("source", true),
    formTypes: () => distinct("contact_form_type"),
    trafficSources: () => distinct("traffic_source"),
    campaigns: () => distinct("utm_campaign"),
    async getDetail(id: number): Promise<LeadRecord | null> {
      const row = (await sql<LeadColumns>`SELECT * FROM leads WHERE id = ${id}`.execute(k)).rows[0];
      if (!row) return null;
      const notes = await k
        .selectFrom("lead_notes")
        .select(["id", "body", "author_email", "created_at"])
        .where("lead_id", "=", id)
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      const summary = toSummary(row as unknown as SummaryRow);
      return {
        lead: summary,
        fields: Object.entries(row).map(([column, value]) => ({ column, value })),
        notes: notes.map((n) => ({ id: n.id, body: n.body, authorEmail: n.author_email, createdAt: n.created_at })),
        attribution: attributionFromRow(row),
        spamReason: summary.spamReason,
      };
    },
    /**
     * Takes a lead out of spam in one transaction: the lead stops being spam, a
     * newsletter sign-up gets its subscription, and `enqueue` queues its deliveries
     * through the transaction it is given (the delivery outbox's
     * enqueueDeliveriesForLead); all of it, or nothing. A lead that is not spam is left alone.
     */
    restoreFromSpam(id: number, enqueue: (tx: Db, leadId: number) => Promise<unknown>, now = new Date()): Promise<RestoreOutcome> {
      return withTransaction(db, async (tx) => {
        const kind = await tx.kysely.selectFrom("leads").select(["contact_form_type", "email"]).where("id", "=", id).executeTakeFirst();
        if (!kind) return "not-found";
        const cleared = await tx.kysely
          .updateTable("leads")
          .set({ spam_reason: null })
          .where("id", "=", id)
          .where("spam_reason", "is not", null)
          .executeTakeFirst();
        if (Number(cleared.numUpdatedRows) === 0) return "not-spam";
        // Migration 002: one subscription per lower(email). A sign-up held as spam made none.
        if (kind.contact_form_type === NEWSLETTER_FORM_TYPE)
          await tx.kysely
            .insertInto("newsletter_subscriptions")
            .values({ email_key: sql<string>`lower(CAST(${kind.email} AS TEXT))`, lead_id: id, subscribed_at: now.toISOString() })
            .onConflict((oc) => oc.doNothing())
            .execute();
        await enqueue(tx, id);
        return "restored";
      });
    },
    async setStatus(id: number, status: LeadStatus): Promise<boolean> {
      const result = await k.updateTable("leads").set({ status }).where("id", "=", id).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async addNote(leadId: number, authorEmail: string, body: string, now = new Date()): Promise<LeadNote> {
      const createdAt = now.toISOString();
      const row = await k
        .insertInto("lead_notes")
        .values({ lead_id: leadId, author_email: authorEmail, body, created_at: createdAt })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { id: row.id, body, authorEmail, createdAt };
    },
    /** Erasure: the lead and its notes (ON DELETE CASCADE). */
    async delete(id: number): Promise<boolean> {
      const result = await k.deleteFrom("leads").where("id", "=", id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
export type LeadsAdminQueries = ReturnType<typeof createLeadsAdminQueries>;
