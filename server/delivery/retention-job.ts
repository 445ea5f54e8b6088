import type { RetentionPeriods } from "../../shared/retention";
import { RETENTION_PREVIEW_DAYS, WEB_VITALS_KEEP_DAYS } from "../../shared/retention";
import type { AuditLog } from "../audit/audit-log";
import { withTransaction, type Db } from "../db/connection";
import { type ErasedRows, eraseLeads } from "../db/lead-erasure.queries";
import { createRetentionQueries, type RetentionLead } from "../db/retention.queries";
import { createWebVitalsQueries, dayOf, daysBefore } from "../db/web-vitals.queries";
import type { Logger } from "../logger";
import type { MailDirectory } from "../mail/mail-directory";
import type { Clock } from "./clock";

// The privacy policy kept (docs/decisions/0032-staff-roles-audit-retention-passkeys.md): once a
// day, in the delivery worker's schedule (./worker.ts), the site erases what the policy's
// periods no longer allow it to keep (shared/retention.ts), and writes one audit entry saying how
// much went. The rules:
// - a newsletter sign-up never confirmed goes `unconfirmedSignUpDays` after its link was last sent;
// - otherwise a person (their email) is kept until `enquiryMonths` after our last contact with
//   them, or `clientYears` when any of their leads is marked won (a client's records); then
//   every lead of theirs goes, with its notes, stage history, deliveries and emails;
// - a confirmed newsletter subscription stays while it lasts (the person's consent);
// - Web Vitals days older than WEB_VITALS_KEEP_DAYS go too.
// "Last contact" is the newest of: a lead sent, a note or stage change staff made on one, a
// newsletter link sent, confirmed or unsubscribed.

export const RETENTION_RUN_EVERY_MS = 24 * 60 * 60_000;

export interface RetentionDue {
  enquiries: number[];
  clientRecords: number[];
  unconfirmedSignUps: number[];
}

const monthsBefore = (now: number, months: number) => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
};

const latest = (...dates: (string | null | undefined)[]) =>
  dates.filter((d): d is string => typeof d === "string").reduce((a, b) => (b > a ? b : a), "");

const lastContactOf = (lead: RetentionLead) =>
  latest(
    lead.createdAt,
    lead.lastStaffActivityAt,
    lead.subscription?.subscribedAt,
    lead.subscription?.confirmationSentAt,
    lead.subscription?.confirmedAt,
    lead.subscription?.unsubscribedAt,
  );

const isUnconfirmedSignUp = (lead: RetentionLead) =>
  lead.isNewsletterSignUp && (lead.subscription === null || (!lead.subscription.confirmedAt && !lead.subscription.unsubscribedAt));

const isActiveSubscription = (lead: RetentionLead) => Boolean(lead.subscription?.confirmedAt && !lead.subscription.unsubscribedAt);

/** Which leads the policy's periods no longer allow us to keep at `now`. */
export function dueForErasure(leads: readonly RetentionLead[], now: number, periods: RetentionPeriods): RetentionDue {
  const unconfirmedCutoff = new Date(now - periods.unconfirmedSignUpDays * 86_400_000).toISOString();
  const due: RetentionDue = { enquiries: [], clientRecords: [], unconfirmedSignUps: [] };
  const byPerson = new Map<string, RetentionLead[]>();
  for (const lead of leads) {
    byPerson.set(lead.person, [...(byPerson.get(lead.person) ?? []), lead]);
    const linkSent = latest(lead.subscription?.confirmationSentAt, lead.subscription?.subscribedAt, lead.createdAt);
    if (isUnconfirmedSignUp(lead) && linkSent < unconfirmedCutoff) due.unconfirmedSignUps.push(lead.id);
  }
  const unconfirmed = new Set(due.unconfirmedSignUps);
  for (const personLeads of byPerson.values()) {
    const isClient = personLeads.some((lead) => lead.status === "won");
    const cutoff = isClient ? monthsBefore(now, periods.clientYears * 12) : monthsBefore(now, periods.enquiryMonths);
    if (latest(...personLeads.map(lastContactOf)) >= cutoff) continue;
    for (const lead of personLeads) {
      if (unconfirmed.has(lead.id) || isActiveSubscription(lead)) continue;
      (isClient ? due.clientRecords : due.enquiries).push(lead.id);
    }
  }
  return due;
}

export interface RetentionRun extends ErasedRows {
  enquiries: number;
  clientRecords: number;
  unconfirmedSignUps: number;
  emails: number;
  webVitalsRows: number;
}

export interface RetentionJobDeps {
  db: Db;
  periods: RetentionPeriods;
  mailDirectory: Pick<MailDirectory, "deleteForLeads">;
  audit: AuditLog;
  clock: Clock;
  logger: Logger;
}

export function createRetentionJob(deps: RetentionJobDeps) {
  const { db, periods, clock, logger } = deps;
  const queries = createRetentionQueries(db);

  /** Erases what is due now and records the run: one audit entry, counts only. */
  async function run(now = clock.now()): Promise<RetentionRun> {
    const { due, erased, webVitalsRows } = await withTransaction(db, async (tx) => {
      const due = dueForErasure(await createRetentionQueries(tx).leads(), now, periods);
      const erased = await eraseLeads(tx, [...due.enquiries, ...due.clientRecords, ...due.unconfirmedSignUps]);
      const webVitalsRows = await createWebVitalsQueries(tx).pruneBefore(daysBefore(dayOf(now), WEB_VITALS_KEEP_DAYS));
      return { due, erased, webVitalsRows };
    });
    const emails = await deps.mailDirectory.deleteForLeads([...due.enquiries, ...due.clientRecords, ...due.unconfirmedSignUps]);
    const summary: RetentionRun = {
      enquiries: due.enquiries.length,
      clientRecords: due.clientRecords.length,
      unconfirmedSignUps: due.unconfirmedSignUps.length,
      ...erased,
      emails,
      webVitalsRows,
    };
    await deps.audit.record({ action: "retention-run", actor: null, detail: { ...summary } });
    logger.info(summary, "retention run");
    return summary;
  }

  return {
    run,
    /** Runs once a day across every instance on the database: the first to claim the day runs it. */
    async runIfDue(now = clock.now()): Promise<RetentionRun | null> {
      if (!(await queries.claimRun(now, RETENTION_RUN_EVERY_MS))) return null;
      return run(now);
    },
    /** What a run would erase within the next RETENTION_PREVIEW_DAYS (the staff overview), and when the last one ran. */
    async preview(now = clock.now()) {
      const due = dueForErasure(await queries.leads(), now + RETENTION_PREVIEW_DAYS * 86_400_000, periods);
      return {
        enquiries: due.enquiries.length,
        clientRecords: due.clientRecords.length,
        unconfirmedSignUps: due.unconfirmedSignUps.length,
        lastRunAt: await queries.lastRunAt(),
      };
    },
  };
}
export type RetentionJob = ReturnType<typeof createRetentionJob>;
