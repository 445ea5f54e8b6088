import type { Delivery, DeliveryChannel, DeliveryState, OutboxJob } from "../../shared/schemas/delivery";
import type { Selectable } from "kysely";
import { commitWithoutDiskWait, joinOrStartTransaction, type Db } from "./connection";
import type { OutboxJobsTable } from "./schema";

// The outbox (migration 004): jobs are added in the lead's own transaction, leased
// by the worker while it sends them, and settled as delivered, retried or failed.
// Times are epoch milliseconds here and ISO strings in what the staff API shows.

/** A row of outbox_jobs (schema.ts types its channel and state as the delivery schema names them). */
type JobRow = Selectable<OutboxJobsTable>;

/** A job as the worker sees it. */
export interface ClaimedJob {
  id: number;
  leadId: number;
  channel: DeliveryChannel;
  idempotencyKey: string;
  payload: Record<string, unknown>;
  /** This attempt's number, counting from 1 since the job was (re)queued. */
  attempt: number;
  queuedAt: number;
}

/** How one attempt ended, as the worker records it. */
export type Settlement =
  | { id: number; outcome: "delivered"; at: number }
  | { id: number; outcome: "retry"; at: number; error: string }
  | { id: number; outcome: "failed"; error: string };

export interface NewJob {
  leadId: number;
  channel: DeliveryChannel;
  idempotencyKey: string;
  payload?: Record<string, unknown>;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const toDelivery = (row: JobRow): Delivery => ({
  id: row.id,
  channel: row.channel,
  state: row.state,
  attempts: row.attempts,
  lastError: row.last_error,
  nextAttemptAt: row.state === "pending" ? iso(row.next_attempt_at) : null,
  deliveredAt: iso(row.delivered_at),
  createdAt: iso(row.created_at)!,
  idempotencyKey: row.idempotency_key,
});

/** Errors are kept short: a whole SMTP transcript is not what staff need to read. */
const shortError = (message: string) => (message.length > 500 ? `${message.slice(0, 497)}...` : message);

export function createOutboxQueries(db: Db) {
  const k = db.kysely;
  // SQLite: the worker's bookkeeping (leases, outcomes) is committed without waiting
  // for the disk (commitWithoutDiskWait in connection.ts). Losing one to a power cut means a
  // job is sent again, which at-least-once allows; waiting for the disk would hold up
  // the lead POSTs sharing this thread. Leads and their jobs are still written with
  // synchronous=FULL. PostgreSQL commits as configured.

  /**
   * One statement selects and leases the due jobs. On PostgreSQL, FOR UPDATE SKIP LOCKED
   * lets instances claim side by side: a job another instance is leasing right now is
   * skipped, never leased twice. SQLite has one writer, so the statement alone is enough.
   */
  const claim = (on: Db, now: number, leaseUntil: number, limit: number) => {
    const due = on.kysely
      .selectFrom("outbox_jobs")
      .select("id")
      .where("state", "=", "pending")
      .where("next_attempt_at", "<=", now)
      .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", now)]))
      .orderBy("next_attempt_at")
      .orderBy("id")
      .limit(limit);
    return on.kysely
      .updateTable("outbox_jobs")
      .set((eb) => ({ lease_until: leaseUntil, attempts: eb("attempts", "+", 1) }))
      .where("id", "in", on.engine === "postgres" ? due.forUpdate().skipLocked() : due)
      .returningAll()
      .execute();
  };

  const settleOne = async (on: Db, s: Settlement) => {
    const pending = on.kysely.updateTable("outbox_jobs").where("id", "=", s.id).where("state", "=", "pending");
    if (s.outcome === "delivered")
      await pending.set({ state: "delivered", delivered_at: s.at, lease_until: null, next_attempt_at: null, last_error: null }).execute();
    else if (s.outcome === "retry")
      await pending.set({ lease_until: null, next_attempt_at: s.at, last_error: shortError(s.error) }).execute();
    else await pending.set({ state: "failed", lease_until: null, next_attempt_at: null, last_error: shortError(s.error) }).execute();
  };

  const byId = (id: number) => k.selectFrom("outbox_jobs").selectAll().where("id", "=", id).executeTakeFirst();

  return {
    /** Joins the caller's transaction (the lead's) when `db` is one. */
    async add(job: NewJob, now: number): Promise<number> {
      const row = await k
        .insertInto("outbox_jobs")
        .values({
          lead_id: job.leadId,
          channel: job.channel,
          idempotency_key: job.idempotencyKey,
          payload: JSON.stringify(job.payload ?? {}),
          next_attempt_at: now,
          created_at: now,
          queued_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** Leases up to `limit` due jobs until `leaseUntil`, counting the attempt. */
    async claimDue(now: number, leaseUntil: number, limit: number): Promise<ClaimedJob[]> {
      const rows = await commitWithoutDiskWait(db, (on) => claim(on, now, leaseUntil, limit));
      return rows
        .sort((a, b) => (a.next_attempt_at ?? 0) - (b.next_attempt_at ?? 0) || a.id - b.id)
        .map((row) => ({
          id: row.id,
          leadId: row.lead_id,
          channel: row.channel,
          idempotencyKey: row.idempotency_key,
          payload: JSON.parse(row.payload) as Record<string, unknown>,
          attempt: row.attempts,
          queuedAt: row.queued_at,
        }));
    },
    /** Records how attempts ended, in one transaction, and releases their leases. */
    async settle(settlements: Settlement[]): Promise<void> {
      if (settlements.length === 0) return;
      await commitWithoutDiskWait(db, (on) =>
        joinOrStartTransaction(on, async (tx) => {
          for (const s of settlements) await settleOne(tx, s);
        }),
      );
    },
    /** "Send again": pending now, attempts from zero, the same idempotency key. */
    async requeue(id: number, now: number): Promise<Delivery | null> {
      await k
        .updateTable("outbox_jobs")
        .set({ state: "pending", attempts: 0, next_attempt_at: now, queued_at: now, lease_until: null, delivered_at: null })
        .where("id", "=", id)
        .execute();
      const row = await byId(id);
      return row ? toDelivery(row) : null;
    },
    /** The job, and until when a worker holds it (a lease in the past was left by a crash). */
    async get(id: number): Promise<(Delivery & { leadId: number; leaseUntil: number | null }) | null> {
      const row = await byId(id);
      return row ? { ...toDelivery(row), leadId: row.lead_id, leaseUntil: row.lease_until } : null;
    },
    async forLead(leadId: number): Promise<Delivery[]> {
      const rows = await k.selectFrom("outbox_jobs").selectAll().where("lead_id", "=", leadId).orderBy("id").execute();
      return rows.map(toDelivery);
    },
    /** Pending and failed jobs (or one of the two), newest first. */
    async list(state?: "pending" | "failed"): Promise<OutboxJob[]> {
      const states: DeliveryState[] = state ? [state] : ["pending", "failed"];
      const rows = await k
        .selectFrom("outbox_jobs as j")
        .innerJoin("leads as l", "l.id", "j.lead_id")
        .selectAll("j")
        .select("l.email")
        .where("j.state", "in", states)
        .orderBy("j.id", "desc")
        .limit(500)
        .execute();
      return rows.map((row) => ({ ...toDelivery(row), leadId: row.lead_id, leadEmail: row.email }));
    },
    /** When a pending job next becomes due (or its lease runs out); null when none is pending. */
    async nextDueAt(): Promise<number | null> {
      const row = await k
        .selectFrom("outbox_jobs")
        .select((eb) => eb.fn.min<number | null>(eb.fn.coalesce("lease_until", "next_attempt_at")).as("at"))
        .where("state", "=", "pending")
        .executeTakeFirst();
      return row?.at ?? null;
    },
  };
}
export type OutboxQueries = ReturnType<typeof createOutboxQueries>;
