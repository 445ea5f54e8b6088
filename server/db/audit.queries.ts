import type { ExpressionBuilder } from "kysely";
import type { AuditAction, AuditDetail, AuditEntry } from "../../shared/admin/audit-actions";
import type { AuditFilter } from "../../shared/schemas/admin-audit";
import type { Db } from "./connection";
import type { Schema } from "./schema";

// The audit trail (migration 014): entries are only ever inserted here; the database refuses
// to change or delete one (its triggers). Newest first, with the owners' screen's filters.

export interface NewAuditEntry {
  at: string;
  actorId: number | null;
  actorEmail: string | null;
  action: AuditAction;
  target: string | null;
  detail: AuditDetail | null;
  ip: string | null;
}

/** Rows the CSV export reads at a time. */
const EXPORT_PAGE = 500;

/** The day after a YYYY-MM-DD date, so "to" includes the whole day. */
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

const matching = (filter: AuditFilter) => (eb: ExpressionBuilder<Schema, "audit_entries">) =>
  eb.and([
    ...(filter.action ? [eb("action", "=", filter.action)] : []),
    ...(filter.actor ? [eb("actor_email", "=", filter.actor)] : []),
    ...(filter.from ? [eb("at", ">=", filter.from)] : []),
    ...(filter.to ? [eb("at", "<", nextDay(filter.to))] : []),
  ]);

const COLUMNS = ["id", "at", "actor_email", "action", "target", "detail", "ip"] as const;

function toEntry(row: {
  id: number;
  at: string;
  actor_email: string | null;
  action: AuditAction;
  target: string | null;
  detail: string | null;
  ip: string | null;
}): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actorEmail: row.actor_email,
    action: row.action,
    target: row.target,
    detail: row.detail === null ? null : (JSON.parse(row.detail) as AuditDetail),
    ip: row.ip,
  };
}

export function createAuditQueries(db: Db) {
  const k = db.kysely;
  return {
    async insert(entry: NewAuditEntry): Promise<void> {
      await k
        .insertInto("audit_entries")
        .values({
          at: entry.at,
          actor_id: entry.actorId,
          actor_email: entry.actorEmail,
          action: entry.action,
          target: entry.target,
          detail: entry.detail === null ? null : JSON.stringify(entry.detail),
          ip: entry.ip,
        })
        .execute();
    },
    /** Whether this account recorded this action on this target after `sinceIso` (repeated views count once). */
    async hasRecent(actorId: number, action: AuditAction, target: string, sinceIso: string): Promise<boolean> {
      const row = await k
        .selectFrom("audit_entries")
        .select("id")
        .where("actor_id", "=", actorId)
        .where("action", "=", action)
        .where("target", "=", target)
        .where("at", ">", sinceIso)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
    async search(filter: AuditFilter, page: number, pageSize: number): Promise<{ items: AuditEntry[]; total: number }> {
      const entries = k.selectFrom("audit_entries").where(matching(filter));
      const [count, rows] = await Promise.all([
        entries.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
        entries
          .select(COLUMNS)
          .orderBy("at", "desc")
          .orderBy("id", "desc")
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
      ]);
      return { items: rows.map(toEntry), total: count.n };
    },
    /** Everyone who has an entry, for the filter. */
    async actors(): Promise<string[]> {
      const rows = await k
        .selectFrom("audit_entries")
        .select((eb) => eb.ref("actor_email").$notNull().as("email"))
        .distinct()
        .where("actor_email", "is not", null)
        .orderBy("email")
        .execute();
      return rows.map((r) => r.email);
    },
    /** Every matching entry, newest first, a page at a time (keyset paging: an entry added meanwhile repeats nothing). */
    async *exportRows(filter: AuditFilter): AsyncGenerator<AuditEntry> {
      let after: { at: string; id: number } | null = null;
      for (;;) {
        let page = k.selectFrom("audit_entries").select(COLUMNS).where(matching(filter));
        if (after) {
          const { at, id } = after;
          page = page.where((eb) => eb.or([eb("at", "<", at), eb.and([eb("at", "=", at), eb("id", "<", id)])]));
        }
        const rows = await page.orderBy("at", "desc").orderBy("id", "desc").limit(EXPORT_PAGE).execute();
        yield* rows.map(toEntry);
        if (rows.length < EXPORT_PAGE) return;
        const last = rows[rows.length - 1]!;
        after = { at: last.at, id: last.id };
      }
    },
  };
}
export type AuditQueries = ReturnType<typeof createAuditQueries>;
