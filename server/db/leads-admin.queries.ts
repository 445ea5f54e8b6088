import { type Expression, type ExpressionBuilder, type Selectable, type SqlBool, sql } from "kysely";
import type { LeadField, LeadFilter, LeadNote, LeadSummary } from "../../shared/schemas/admin-leads";
import type { LeadAttribution } from "../../shared/schemas/lead-attribution";
import type { SpamReason } from "../../shared/schemas/spam";
import { parseScoreReasons, type ScoreReason } from "../../shared/lead-score/rules";
import { attributionFromRow } from "./attribution-columns";
import { withTransaction, type Db } from "./connection";
import { realLead, SUMMARY_COLUMNS, toSummary } from "./lead-summary-row";
import { type LeadsTable, type Schema, TABLES } from "./schema";

// The leads inbox: search, filters, paging, notes, export, erasure, and
// taking a lead out of spam (docs/decisions/0014-attribution-and-spam.md). Filters
// are conditions of Kysely's builder with bound values.

/** A lead as the detail view shows it; the delivery outbox adds its jobs (api/admin/leads.routes.ts). */
export interface LeadRecord {
  lead: LeadSummary;
  fields: LeadField[];
  notes: LeadNote[];
  attribution: LeadAttribution | null;
  spamReason: SpamReason | null;
  scoreReasons: ScoreReason[];
  scoreRulesVersion: number | null;
}

/** What restoring a lead from spam did. */
export type RestoreOutcome = "restored" | "not-spam" | "not-found";

const NEWSLETTER_FORM_TYPE = "newsletter-contact-form";

/** LIKE pattern for a substring, with the wildcards of the text itself escaped. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The day after a YYYY-MM-DD date, so "to" includes the whole day. */
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

/** The leads that match the inbox's filter. */
const matching = (filter: LeadFilter) => (eb: ExpressionBuilder<Schema, "leads">) => {
  const parts: Expression<SqlBool>[] = [];
  const q = filter.q?.trim();
  if (q) {
    // Case-insensitive on both engines (SQLite's LIKE already is for ASCII; PostgreSQL's is not).
    // The builder has no LIKE ... ESCAPE, so that one condition is a typed fragment.
    const pattern = containsPattern(q.toLowerCase());
    const like = (column: "name" | "email" | "company" | "message") => sql<SqlBool>`lower(${eb.ref(column)}) LIKE ${pattern} ESCAPE '\\'`;
    parts.push(eb.or([like("name"), like("email"), like("company"), like("message")]));
  }
  if (filter.formType) parts.push(eb("contact_form_type", "=", filter.formType));
  if (filter.source) parts.push(eb("source", "=", filter.source));
  if (filter.region) parts.push(eb("region", "=", filter.region));
  if (filter.status) parts.push(eb("status", "=", filter.status));
  parts.push(filter.spam === "only" ? eb("spam_reason", "is not", null) : realLead(eb));
  if (filter.trafficSource) parts.push(eb("traffic_source", "=", filter.trafficSource));
  if (filter.campaign) parts.push(eb("utm_campaign", "=", filter.campaign));
  if (filter.from) parts.push(eb("created_at", ">=", filter.from));
  if (filter.to) parts.push(eb("created_at", "<", nextDay(filter.to)));
  if (filter.minScore !== undefined) parts.push(eb("score", ">=", filter.minScore));
  return eb.and(parts);
};

/** Every column of the leads table, in its order (server/db/schema.ts; the schema test holds the migrations to it). */
const LEAD_COLUMNS = Object.keys(TABLES.leads.columns) as (keyof LeadsTable)[];

/** Rows the CSV export reads at a time. */
const EXPORT_PAGE = 500;

type LeadColumns = Selectable<LeadsTable>;

export function createLeadsAdminQueries(db: Db) {
  const k = db.kysely;
  const distinct = async (column: "source" | "contact_form_type" | "traffic_source" | "utm_campaign", skipEmpty = false) => {
    let query = k
      .selectFrom("leads")
      .select((eb) => eb.ref(column).$notNull().as("value"))
      .distinct()
      .where(column, "is not", null);
    if (skipEmpty) query = query.where(column, "<>", "");
    const rows = await query.orderBy("value").execute();
    return rows.map((r) => r.value);
  };

  return {
    /** Newest first. */
    async search(filter: LeadFilter, page: number, pageSize: number): Promise<{ items: LeadSummary[]; total: number }> {
      const leads = k.selectFrom("leads").where(matching(filter));
      const [count, rows] = await Promise.all([
        leads.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
        (filter.sort === "score"
          ? // Unscored leads (stored before scoring) last, on both engines.
            leads
              .select(SUMMARY_COLUMNS)
              .orderBy((eb) => eb.case().when("score", "is", null).then(1).else(0).end())
              .orderBy("score", "desc")
          : leads.select(SUMMARY_COLUMNS)
        )
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
      ]);
      return { items: rows.map(toSummary), total: count.n };
    },
    /**
     * Every stored column of every matching lead, newest first, a page at a time (keyset
     * paging: a lead added meanwhile neither repeats nor shifts a row).
     */
    async *exportRows(filter: LeadFilter): AsyncGenerator<LeadColumns> {
      let after: { created_at: string; id: number } | null = null;
      for (;;) {
        let page = k.selectFrom("leads").select(LEAD_COLUMNS).where(matching(filter));
        if (after) {
          const { created_at, id } = after;
          page = page.where((eb) =>
            eb.or([eb("created_at", "<", created_at), eb.and([eb("created_at", "=", created_at), eb("id", "<", id)])]),
          );
        }
        const rows = await page.orderBy("created_at", "desc").orderBy("id", "desc").limit(EXPORT_PAGE).execute();
        yield* rows;
        if (rows.length < EXPORT_PAGE) return;
        const last = rows[rows.length - 1]!;
        after = { created_at: last.created_at, id: last.id };
      }
    },
    /** The columns of the leads table in their order (the CSV header). */
    async columns(): Promise<string[]> {
      return LEAD_COLUMNS;
    },
    sources: () => distinct("source", true),
    formTypes: () => distinct("contact_form_type"),
    trafficSources: () => distinct("traffic_source"),
    campaigns: () => distinct("utm_campaign"),
    async getDetail(id: number): Promise<LeadRecord | null> {
      const row = await k.selectFrom("leads").select(LEAD_COLUMNS).where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      const notes = await k
        .selectFrom("lead_notes")
        .select(["id", "body", "author_email", "created_at"])
        .where("lead_id", "=", id)
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      const summary = toSummary(row);
      return {
        lead: summary,
        fields: Object.entries(row).map(([column, value]) => ({ column, value })),
        notes: notes.map((n) => ({ id: n.id, body: n.body, authorEmail: n.author_email, createdAt: n.created_at })),
        attribution: attributionFromRow(row),
        spamReason: summary.spamReason,
        scoreReasons: parseScoreReasons(row.score_reasons),
        scoreRulesVersion: row.score_rules_version,
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
    async addNote(leadId: number, authorEmail: string, body: string, now = new Date()): Promise<LeadNote> {
      const createdAt = now.toISOString();
      const row = await k
        .insertInto("lead_notes")
        .values({ lead_id: leadId, author_email: authorEmail, body, created_at: createdAt })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { id: row.id, body, authorEmail, createdAt };
    },
  };
}
export type LeadsAdminQueries = ReturnType<typeof createLeadsAdminQueries>;
