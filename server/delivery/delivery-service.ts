import type { Db } from "../db/connection";
import { getOrCreateSecret } from "../db/app-secrets.queries";
import { createContentQueries } from "../db/content.queries";
import { brandWithSettings } from "../../shared/content/site-facts";
import { createLeadDeliveryQueries } from "../db/lead-delivery.queries";
import { createLeadQueries } from "../db/leads.queries";
import { createNewsletterQueries } from "../db/newsletter.queries";
import { createOutboxQueries } from "../db/outbox.queries";
import type { Env } from "../env";
import type { Logger } from "../logger";
import { createDirectoryTransport } from "../mail/directory-transport";
import { createMailDirectory } from "../mail/mail-directory";
import type { MailTransport, OutgoingMail } from "../mail/outgoing-mail";
import { mailFileStem } from "../mail/mail-directory";
import type { MailContext } from "../mail/mail-context";
import { randomUUID } from "node:crypto";
import { createSmtpTransport } from "../mail/smtp-transport";
import { createNewsletterLinks } from "../newsletter/newsletter-links";
import { createNewsletterTokens } from "../newsletter/newsletter-token";
import { systemClock, type Clock, type Timers } from "./clock";
import { createJobHandler } from "./job-handler";
import { createRequestPressure } from "./request-pressure";
import { checkSharedSecret } from "../security/shared-secret-check";
import { createLeadStore } from "./store-lead";
import { createWebhookSender } from "./webhook-sender";
import { createDeliveryWorker } from "./worker";
import { createRetentionJob } from "./retention-job";
import { createAuditLog } from "../audit/audit-log";

// Everything that takes a lead out of the database, wired from the environment:
// the lead store (lead + jobs in one transaction), the worker, the mail transport
// (SMTP, or .eml files in the mail folder), the webhook and the newsletter links.

export interface DeliveryServiceOptions {
  db: Db;
  env: Env;
  logger: Logger;
  clock?: Clock;
  timers?: Timers;
  /** Tests shorten the lease to show a crashed send being retried. */
  leaseMs?: number;
  /** Tests swap the transport (e.g. one that fails). */
  mailTransport?: MailTransport;
  webhookTimeoutMs?: number;
}

/** A staff email could not be handed to the SMTP server (or written to the folder). */
export class StaffMailFailed extends Error {}

/** How often the worker asks whether the day's retention run is due (one instance a day runs it). */
const RETENTION_CHECK_MS = 10 * 60_000;

/** Queries the lead store and the worker share, bound to one Db or transaction. */
const queriesOn = (db: Db) => ({
  leads: createLeadQueries(db),
  facts: createLeadDeliveryQueries(db),
  newsletter: createNewsletterQueries(db),
  outbox: createOutboxQueries(db),
});

export async function createDeliveryService(options: DeliveryServiceOptions) {
  const { db, env, logger } = options;
  const config = env.delivery;
  const clock = options.clock ?? systemClock;
  const { outbox, newsletter, facts } = queriesOn(db);
  const contentQueries = createContentQueries(db);
  const mailDirectory = createMailDirectory(config.mailDir);
  const mail = options.mailTransport ?? (config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createDirectoryTransport(mailDirectory));
  const webhook = config.webhook
    ? createWebhookSender({ ...config.webhook, clock, userAgent: `${env.brand.name} lead webhook`, timeoutMs: options.webhookTimeoutMs })
    : null;
  const newsletterSecret = config.newsletterTokenSecret ?? (await getOrCreateSecret(db, "newsletter-links"));
  await checkSharedSecret(db, logger, "NEWSLETTER_TOKEN_SECRET", newsletterSecret);
  const links = createNewsletterLinks({
    tokens: createNewsletterTokens(newsletterSecret),
    newsletter,
    siteUrl: env.siteUrl,
    clock,
  });
  const mailContext: MailContext = { brand: env.brand, siteUrl: env.siteUrl, from: config.from, notifyTo: config.notifyTo };
  /** The brand emails show: the configured one with the published site settings (docs/decisions/0040-site-settings.md). */
  const siteBrand = async (): Promise<MailContext["brand"]> => {
    const [settings] = await contentQueries.listPublished("site-settings");
    // An email has no pictures (server/mail/render-email.ts), so the logo is not looked up.
    return settings ? brandWithSettings(env.brand, settings.document, null) : env.brand;
  };
  // createApp reports the requests it answers; the worker gives way to them.
  const pressure = createRequestPressure();
  // The privacy policy's periods, performed once a day in the worker's schedule.
  const retention = createRetentionJob({
    db,
    periods: env.retention,
    mailDirectory,
    audit: createAuditLog(db, () => clock.now()),
    clock,
    logger,
  });
  const worker = createDeliveryWorker({
    outbox,
    clock,
    logger,
    isBusy: pressure.isBusy,
    periodic: [{ checkEveryMs: RETENTION_CHECK_MS, run: () => retention.runIfDue() }],
    timers: options.timers,
    leaseMs: options.leaseMs,
    handle: createJobHandler({
      leads: facts,
      newsletter,
      links,
      mail,
      webhook,
      context: mailContext,
      siteBrand,
    }),
  });
  // DELIVERY_WORKER=off: leads still queue their jobs; another process (or a later start) sends them.
  const wake = config.worker ? worker.wake : () => {};
  const store = createLeadStore({
    db,
    queriesOn,
    clock,
    hasWebhook: webhook !== null,
    messageIdDomain: env.brand.domain,
    wake,
  });

  return {
    store,
    outbox,
    links,
    worker,
    wake,
    clock,
    pressure,
    retention,
    /**
     * An email to a staff member (an invitation, a reset link), sent now through the same transport
     * as the leads' (SMTP, or the mail folder), not through the outbox: its link's token is never
     * stored, and the owner who asked is told at once when it fails. Its file in the mail folder is
     * named after no lead (number 0), so the lead screens never list it.
     */
    async sendStaffMail(message: OutgoingMail, kind: "staff-invitation" | "staff-reset"): Promise<void> {
      const date = new Date(clock.now());
      const messageId = `<${randomUUID()}@${env.brand.domain}>`;
      await mail.send(message, { messageId, date, fileStem: mailFileStem(date, kind, 0, messageId) }).catch((error: unknown) => {
        throw new StaffMailFailed(error instanceof Error ? error.message : String(error));
      });
    },
    /** What staff emails start from: the brand (with the published site settings), the site's address and the sender. */
    mailContext: async (): Promise<MailContext> => ({ ...mailContext, brand: await siteBrand() }),
    /** The mail folder, and whether emails go there (no SMTP_URL) rather than to an SMTP server. */
    mailDirectory,
    isMailDirectoryInUse: mail.kind === "directory",
    /** Sends what is due, including what an earlier process left, and keeps watching the outbox. */
    start(): void {
      if (config.worker) worker.start();
    },
    /** Stops taking jobs, lets sends in flight finish (up to `graceMs`) and closes the SMTP connections. */
    async stop(graceMs?: number): Promise<void> {
      await worker.stop(graceMs);
      mail.close();
    },
  };
}
export type DeliveryService = Awaited<ReturnType<typeof createDeliveryService>>;
