import type { Delivery, DeliveryChannel, DeliveryState, OutboxJob } from "../../shared/schemas/delivery";
import type { Db } from "./connection";

// The outbox (migration 004): jobs are added in the lead's own transaction, leased
// by the worker while it sends them, and settled as delivered, retried or failed.
// Times are epoch milliseconds here and ISO strings in what the staff API shows.

interface JobRow {
  id: number;
  lead_id: number;
  channel: DeliveryChannel;
  idempotency_key: string;
  payload: string;
  state: DeliveryState;
  attempts: number;
  last_error: string | null;
  next_attempt_at: number | null;
  lease_until: number | null;
  created_at: number;
  queued_at: number;
  delivered_at: number | null;
}

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
  /**
   * The worker's bookkeeping (leases, outcomes) is committed without waiting for the
   * disk (synchronous=NORMAL; WAL keeps it across a crash of the process, only a power
   * cut can take the last ones back). Losing one means a job is sent again, which
   * at-least-once allows; waiting for the disk would hold up the lead POSTs sharing
   * this thread. Leads and their jobs are still written with synchronous=FULL.
   */
  const withoutDiskWait = <T>(write: () => T): T => {
    if (db.inTransaction) return write();
    const before = db.pragma("synchronous", { simple: true }) as number;
    db.pragma("synchronous = NORMAL");
    try {
      return write();
    } finally {
      db.pragma(`synchronous = ${before}`);
    }
  };
  const insert = db.prepare(
    `INSERT INTO outbox_jobs (lead_id, channel, idempotency_key, payload, next_attempt_at, created_at, queued_at)
     VALUES (@leadId, @channel, @idempotencyKey, @payload, @now, @now, @now)`,
  );
  // One statement: selecting and leasing cannot interleave with another worker on the same database.
  const claim = db.prepare<{ now: number; leaseUntil: number; limit: number }, JobRow>(
    `UPDATE outbox_jobs SET lease_until = @leaseUntil, attempts = attempts + 1
     WHERE id IN (SELECT id FROM outbox_jobs
                  WHERE state = 'pending' AND next_attempt_at <= @now AND (lease_until IS NULL OR lease_until <= @now)
                  ORDER BY next_attempt_at, id LIMIT @limit)
     RETURNING *`,
  );
  const delivered = db.prepare<{ id: number; now: number }>(
    `UPDATE outbox_jobs SET state = 'delivered', delivered_at = @now, lease_until = NULL, next_attempt_at = NULL, last_error = NULL
     WHERE id = @id AND state = 'pending'`,
  );
  const retry = db.prepare<{ id: number; at: number; error: string }>(
    `UPDATE outbox_jobs SET lease_until = NULL, next_attempt_at = @at, last_error = @error WHERE id = @id AND state = 'pending'`,
  );
  const failed = db.prepare<{ id: number; error: string }>(
    `UPDATE outbox_jobs SET state = 'failed', lease_until = NULL, next_attempt_at = NULL, last_error = @error WHERE id = @id AND state = 'pending'`,
  );
  const requeue = db.prepare<{ id: number; now: number }>(
    `UPDATE outbox_jobs SET state = 'pending', attempts = 0, next_attempt_at = @now, queued_at = @now, lease_until = NULL, delivered_at = NULL
     WHERE id = @id`,
  );
  const settleAll = db.transaction((settlements: Settlement[]) => {
    for (const s of settlements) {
      if (s.outcome === "delivered") delivered.run({ id: s.id, now: s.at });
      else if (s.outcome === "retry") retry.run({ id: s.id, at: s.at, error: shortError(s.error) });
      else failed.run({ id: s.id, error: shortError(s.error) });
    }
  });
  const byId = db.prepare<[number], JobRow>(`SELECT * FROM outbox_jobs WHERE id = ?`);
  const ofLead = db.prepare<[number], JobRow>(`SELECT * FROM outbox_jobs WHERE lead_id = ? ORDER BY id`);
  const listed = db.prepare<{ pending: number; failed: number }, JobRow & { email: string }>(
    `SELECT j.*, l.email FROM outbox_jobs j JOIN leads l ON l.id = j.lead_id
     WHERE (j.state = 'pending' AND @pending) OR (j.state = 'failed' AND @failed)
     ORDER BY j.id DESC LIMIT 500`,
  );
  const nextDue = db.prepare<[], { at: number | null }>(
    `SELECT MIN(COALESCE(lease_until, next_attempt_at)) AS at FROM outbox_jobs WHERE state = 'pending'`,
  );

  return {
    /** Joins the caller's transaction (the lead's). */
    add(job: NewJob, now: number): number {
      return Number(insert.run({ ...job, payload: JSON.stringify(job.payload ?? {}), now }).lastInsertRowid);
    },
    /** Leases up to `limit` due jobs until `leaseUntil`, counting the attempt. */
    claimDue(now: number, leaseUntil: number, limit: number): ClaimedJob[] {
      return withoutDiskWait(() => claim.all({ now, leaseUntil, limit })).map((row) => ({
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
    settle(settlements: Settlement[]): void {
      if (settlements.length > 0) withoutDiskWait(() => settleAll(settlements));
    },
    /** "Send again": pending now, attempts from zero, the same idempotency key. */
    requeue(id: number, now: number): Delivery | null {
      requeue.run({ id, now });
      const row = byId.get(id);
      return row ? toDelivery(row) : null;
    },
    /** The job, and until when a worker holds it (a lease in the past was left by a crash). */
    get(id: number): (Delivery & { leadId: number; leaseUntil: number | null }) | null {
      const row = byId.get(id);
      return row ? { ...toDelivery(row), leadId: row.lead_id, leaseUntil: row.lease_until } : null;
    },
    forLead(leadId: number): Delivery[] {
      return ofLead.all(leadId).map(toDelivery);
    },
    /** Pending and failed jobs (or one of the two), newest first. */
    list(state?: "pending" | "failed"): OutboxJob[] {
      return listed
        .all({ pending: state !== "failed" ? 1 : 0, failed: state !== "pending" ? 1 : 0 })
        .map((row) => ({ ...toDelivery(row), leadId: row.lead_id, leadEmail: row.email }));
    },
    /** When a pending job next becomes due (or its lease runs out); null when none is pending. */
    nextDueAt(): number | null {
      return nextDue.get()?.at ?? null;
    },
  };
}
export type OutboxQueries = ReturnType<typeof createOutboxQueries>;
