import { randomUUID } from "node:crypto";
import { exitOfferByName } from "../../shared/content/exit-offers";
import type { RegionCode } from "../../shared/constants";
import { languageForRegion } from "../../shared/i18n/copy";
import type { DeliveryChannel } from "../../shared/schemas/delivery";
import type { Lead } from "../../shared/schemas/lead";
import { withTransaction, type Db } from "../db/connection";
import type { LeadDeliveryQueries } from "../db/lead-delivery.queries";
import type { LeadContext, LeadQueries } from "../db/leads.queries";
import type { NewsletterQueries, SubscriptionState } from "../db/newsletter.queries";
import type { OutboxQueries } from "../db/outbox.queries";
import type { Clock } from "./clock";
import { newDiscountCode } from "./discount-code";
import { leadRegion } from "../../shared/lead-region";
import { NEWSLETTER_FORM_TYPE } from "../../shared/lead-form-types";

// Storing a lead and queueing its deliveries is ONE transaction: there is no lead
// without its jobs and no job without its lead, whatever stops the process. The
// worker is woken only after the commit, and sends after the answer has gone out.

/** A repeated sign-up of an unconfirmed address resends the link, but not more than once a minute. */
export const CONFIRMATION_RESEND_INTERVAL_MS = 60_000;

/** The queries the store works with, bound to one Db (the transaction's). */
export interface LeadStoreQueries {
  leads: LeadQueries;
  facts: LeadDeliveryQueries;
  newsletter: NewsletterQueries;
  outbox: OutboxQueries;
}

export interface LeadStoreDeps {
  db: Db;
  /** The store's queries on `db`, or on a transaction of it. */
  queriesOn(db: Db): LeadStoreQueries;
  clock: Clock;
  /** Whether LEAD_WEBHOOK_URL is set: a webhook job is queued for each lead. */
  hasWebhook: boolean;
  /** The right-hand side of Message-IDs (the brand's domain). */
  messageIdDomain: string;
  wake(): void;
}

export interface StoredLeadResult {
  leadId: number;
  /** False for a repeated newsletter sign-up: no new lead was stored. */
  isNew: boolean;
  /** Newsletter sign-ups only: the subscription's state afterwards. */
  subscription: SubscriptionState | null;
  discountCode: string | null;
  /** Jobs queued by this call. */
  queued: number;
}

export function createLeadStore(deps: LeadStoreDeps) {
  const { db, clock } = deps;

  const idempotencyKey = (channel: DeliveryChannel) =>
    channel === "webhook" ? `msg_${randomUUID().replace(/-/g, "")}` : `<${randomUUID()}@${deps.messageIdDomain}>`;
  const addJob = (q: LeadStoreQueries, leadId: number, channel: DeliveryChannel, now: number, payload?: Record<string, unknown>) =>
    q.outbox.add({ leadId, channel, idempotencyKey: idempotencyKey(channel), payload }, now);

  /**
   * The lead's discount code when it chose an offer: the one it has, else a new one.
   * A lead stored by this very transaction has none yet, so it is not looked up.
   */
  async function ensureDiscountCode(
    q: LeadStoreQueries,
    leadId: number,
    service: string | null | undefined,
    isNew: boolean,
  ): Promise<string | null> {
    const offer = exitOfferByName(service);
    if (!offer) return null;
    if (!isNew) {
      const existing = await q.facts.discountCode(leadId);
      if (existing) return existing;
    }
    for (let tries = 0; tries < 5; tries++) {
      const code = newDiscountCode(offer);
      // Another lead holds this code already (40 random bits: practically never): draw again.
      if (await q.facts.setDiscountCode(leadId, code)) return code;
    }
    throw new Error("no unique discount code after 5 draws");
  }

  /**
   * Queues every delivery the lead is owed that is not in `existing` (the channels it has
   * jobs for; null for a lead stored by this transaction, which has none). `region` is the
   * visitor's (shared/lead-region.ts leadRegion).
   */
  async function queueDeliveries(
    q: LeadStoreQueries,
    leadId: number,
    lead: Pick<Lead, "contactFormType" | "service">,
    region: RegionCode,
    existing: Set<DeliveryChannel> | null,
  ): Promise<{ queued: number; discountCode: string | null }> {
    const now = clock.now();
    const channels: DeliveryChannel[] = ["team-email"];
    if (deps.hasWebhook) channels.push("webhook");
    if (lead.contactFormType === NEWSLETTER_FORM_TYPE) {
      if ((await q.newsletter.get(leadId))?.state === "pending") {
        channels.push("newsletter-confirmation");
        await q.newsletter.markConfirmationSent(leadId, new Date(now), region);
      }
    } else {
      channels.push("visitor-email");
    }
    const discountCode =
      lead.contactFormType === "exit-popup-contact-form" ? await ensureDiscountCode(q, leadId, lead.service, existing === null) : null;
    const missing = existing ? channels.filter((c) => !existing.has(c)) : channels;
    for (const channel of missing) await addJob(q, leadId, channel, now);
    return { queued: missing.length, discountCode };
  }

  /** Queues every delivery a lead is owed that it has no job for yet, through `tx` (the caller's transaction). */
  async function enqueueDeliveriesForLead(tx: Db, leadId: number): Promise<number> {
    const q = deps.queriesOn(tx);
    const lead = await q.leads.getById(leadId);
    if (!lead) return 0;
    const existing = new Set((await q.outbox.forLead(leadId)).map((d) => d.channel));
    return (await queueDeliveries(q, leadId, lead, leadRegion(lead), existing)).queued;
  }

  /** A repeat sign-up from a page of `region`: the new confirmation email, and its link pages, speak that region's language. */
  async function signUpAgain(q: LeadStoreQueries, leadId: number, region: RegionCode, now: number): Promise<number> {
    const subscription = await q.newsletter.get(leadId);
    if (!subscription || subscription.state === "subscribed") return 0;
    if (subscription.state === "unsubscribed") await q.newsletter.restartConfirmation(leadId, new Date(now), region);
    else if (subscription.confirmationSentAt && now - Date.parse(subscription.confirmationSentAt) < CONFIRMATION_RESEND_INTERVAL_MS)
      return 0;
    else await q.newsletter.markConfirmationSent(leadId, new Date(now), region);
    await addJob(q, leadId, "newsletter-confirmation", now, { language: languageForRegion(region) });
    return 1;
  }

  const storeInTransaction = (lead: Lead, context: LeadContext): Promise<StoredLeadResult> =>
    withTransaction(db, async (tx) => {
      const q = deps.queriesOn(tx);
      const now = clock.now();
      const isSpam = context.spamReason !== undefined && context.spamReason !== null;
      // The visitor's region, and so the language of their emails.
      const region = leadRegion({ region: lead.region, referrerPage: context.referrerPage });
      const language = languageForRegion(region);
      if (lead.contactFormType === NEWSLETTER_FORM_TYPE) {
        const signUp = await q.leads.subscribeToNewsletter(lead, context, new Date(now), language);
        let queued = 0;
        if (signUp.isNew) {
          if (!isSpam) queued = (await queueDeliveries(q, signUp.leadId, lead, region, null)).queued;
        } else if (!isSpam) {
          queued = await signUpAgain(q, signUp.leadId, region, now);
        }
        const subscription = (await q.newsletter.get(signUp.leadId))?.state ?? null;
        return { ...signUp, subscription, discountCode: null, queued };
      }
      const leadId = await q.leads.insert(lead, context, new Date(now), language);
      if (isSpam) return { leadId, isNew: true, subscription: null, discountCode: null, queued: 0 };
      const { queued, discountCode } = await queueDeliveries(q, leadId, lead, region, null);
      return { leadId, isNew: true, subscription: null, discountCode, queued };
    });

  return {
    /**
     * Stores the lead and queues its deliveries in one transaction, then wakes the worker.
     * The visitor's emails are written in the language of their region
     * (shared/lead-region.ts leadRegion).
     */
    async store(lead: Lead, context: LeadContext): Promise<StoredLeadResult> {
      const result = await storeInTransaction(lead, context);
      if (result.queued > 0) deps.wake();
      return result;
    },
    /**
     * For restoring a lead from spam: call inside the transaction that clears its
     * spam reason, then call `wake()` after it committed.
     */
    enqueueDeliveriesForLead,
    wake: deps.wake,
  };
}
export type LeadStore = ReturnType<typeof createLeadStore>;
