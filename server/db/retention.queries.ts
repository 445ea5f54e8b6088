import type { LeadStatus } from "../../shared/admin/lead-status";
import type { Db } from "./connection";

// What the retention job (server/delivery/retention-job.ts) reads to decide what has passed the
// privacy policy's periods, and the claim that lets one instance a day run it
// (docs/decisions/0032-staff-roles-audit-retention-passkeys.md).

const NEWSLETTER_FORM_TYPE = "newsletter-contact-form";
/** app_meta key: when the job last ran (ISO). */
const LAST_RUN_KEY = "retention-last-run";

/** One lead with the dates that tell when we were last in touch with its person. */
export interface RetentionLead {
  id: number;
  /** The person: the lead's email, lower-cased. */
  person: string;
  status: LeadStatus;
  isNewsletterSignUp: boolean;
  createdAt: string;
  /** The latest note or stage change staff recorded on it. */
  lastStaffActivityAt: string | null;
  subscription: {
    subscribedAt: string;
    confirmedAt: string | null;
    confirmationSentAt: string | null;
    unsubscribedAt: string | null;
  } | null;
}

export function createRetentionQueries(db: Db) {
  const k = db.kysely;
  return {
    /** Every lead, with its newest note and stage change and its subscription. */
    async leads(): Promise<RetentionLead[]> {
      const rows = await k
        .selectFrom("leads as l")
        .leftJoin("newsletter_subscriptions as s", "s.lead_id", "l.id")
        .select((eb) => [
          "l.id",
          "l.email",
          "l.status",
          "l.contact_form_type",
          "l.created_at",
          eb
            .selectFrom("lead_notes as n")
            .select((n) => n.fn.max("n.created_at").as("at"))
            .whereRef("n.lead_id", "=", "l.id")
            .as("last_note"),
          eb
            .selectFrom("lead_status_changes as c")
            .select((c) => c.fn.max("c.changed_at").as("at"))
            .whereRef("c.lead_id", "=", "l.id")
            .as("last_stage"),
          "s.subscribed_at",
          "s.confirmed_at",
          "s.confirmation_sent_at",
          "s.unsubscribed_at",
        ])
        .execute();
      return rows.map((r) => {
        const staff = [r.last_note, r.last_stage].filter((d): d is string => typeof d === "string").sort();
        return {
          id: r.id,
          person: r.email.toLowerCase(),
          status: r.status,
          isNewsletterSignUp: r.contact_form_type === NEWSLETTER_FORM_TYPE,
          createdAt: r.created_at,
          lastStaffActivityAt: staff.at(-1) ?? null,
          subscription: r.subscribed_at
            ? {
                subscribedAt: r.subscribed_at,
                confirmedAt: r.confirmed_at,
                confirmationSentAt: r.confirmation_sent_at,
                unsubscribedAt: r.unsubscribed_at,
              }
            : null,
        };
      });
    },

    /**
     * Claims today's run for this instance: true when no run happened in the last `everyMs`
     * (the first run ever included). Instances sharing a PostgreSQL database race for the
     * same row; one wins.
     */
    async claimRun(now: number, everyMs: number): Promise<boolean> {
      const at = new Date(now).toISOString();
      const inserted = await k
        .insertInto("app_meta")
        .values({ key: LAST_RUN_KEY, value: at })
        .onConflict((oc) => oc.column("key").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
      const updated = await k
        .updateTable("app_meta")
        .set({ value: at })
        .where("key", "=", LAST_RUN_KEY)
        .where("value", "<=", new Date(now - everyMs).toISOString())
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /** When the job last ran, or null. */
    async lastRunAt(): Promise<string | null> {
      const row = await k.selectFrom("app_meta").select("value").where("key", "=", LAST_RUN_KEY).executeTakeFirst();
      return row?.value ?? null;
    },
  };
}
export type RetentionQueries = ReturnType<typeof createRetentionQueries>;
