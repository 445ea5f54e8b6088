import { joinOrStartTransaction, type Db } from "./connection";

// Erasing leads for good (docs/decisions/0032-staff-roles-audit-retention-passkeys.md): a staff
// member's "Delete", a person's erasure request and the retention job all come here. Deleting
// the lead deletes what hangs on it (ON DELETE CASCADE: notes, stage changes, deliveries, the
// newsletter subscription); the counts are what the audit trail keeps, never the data.
// The emails written to the mail folder go separately (server/mail/mail-directory.ts deleteForLead).

export interface ErasedRows {
  leads: number;
  notes: number;
  stageChanges: number;
  deliveries: number;
  subscriptions: number;
}

export const NO_ROWS: ErasedRows = { leads: 0, notes: 0, stageChanges: 0, deliveries: 0, subscriptions: 0 };

export const addRows = (a: ErasedRows, b: ErasedRows): ErasedRows => ({
  leads: a.leads + b.leads,
  notes: a.notes + b.notes,
  stageChanges: a.stageChanges + b.stageChanges,
  deliveries: a.deliveries + b.deliveries,
  subscriptions: a.subscriptions + b.subscriptions,
});

/** Ids per statement: far below either engine's limit on bound values. */
const BATCH = 500;

/** How many rows hang on these leads, by table (a person's summary; what an erasure will delete). */
export async function countRows(db: Db, ids: readonly number[]): Promise<Omit<ErasedRows, "leads">> {
  if (ids.length === 0) return { notes: 0, stageChanges: 0, deliveries: 0, subscriptions: 0 };
  const count = async (table: "lead_notes" | "lead_status_changes" | "outbox_jobs" | "newsletter_subscriptions") =>
    (
      await db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("lead_id", "in", [...ids])
        .executeTakeFirstOrThrow()
    ).n;
  return {
    notes: await count("lead_notes"),
    stageChanges: await count("lead_status_changes"),
    deliveries: await count("outbox_jobs"),
    subscriptions: await count("newsletter_subscriptions"),
  };
}

async function eraseBatch(tx: Db, ids: number[]): Promise<ErasedRows> {
  const hanging = await countRows(tx, ids);
  const deleted = await tx.kysely.deleteFrom("leads").where("id", "in", ids).executeTakeFirst();
  return { leads: Number(deleted.numDeletedRows), ...hanging };
}

/** Erases these leads and everything stored with them, in one transaction (the caller's, when it is one). */
export function eraseLeads(db: Db, ids: readonly number[]): Promise<ErasedRows> {
  if (ids.length === 0) return Promise.resolve(NO_ROWS);
  return joinOrStartTransaction(db, async (tx) => {
    let total = NO_ROWS;
    for (let i = 0; i < ids.length; i += BATCH) total = addRows(total, await eraseBatch(tx, ids.slice(i, i + BATCH)));
    return total;
  });
}

/** The rows as an audit entry's detail (shared/admin/audit-actions.ts). */
export const erasedDetail = (rows: ErasedRows, emails: number) => ({ ...rows, emails });
