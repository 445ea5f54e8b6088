import { randomUUID } from "node:crypto";
import { exitOfferByName } from "../../shared/content/exit-offers";
import type { Language } from "../../shared/language";
import type { DeliveryChannel } from "../../shared/schemas/delivery";
import type { Lead } from "../../shared/schemas/lead";
import type { Db } from "../db/connection";
import type { LeadDeliveryQueries } from "../db/lead-delivery.queries";
import type { LeadContext, LeadQueries } from "../db/leads.queries";
import type { NewsletterQueries, SubscriptionState } from "../db/newsletter.queries";
import type { OutboxQueries } from "../db/outbox.queries";
import type { Clock } from "./clock";
import { newDiscountCode } from "./discount-code";

// Storing a lead and queueing its deliveries is ONE transaction: there is no lead
// without its jobs and no job without its lead, whatever stops the process. The
// worker is woken only after the commit, and sends after the answer has gone out.

const NEWSLETTER_FORM_TYPE = "newsletter-contact-form";
/** A repeated sign-up of an unconfirmed address resends the link, but not more than once a minute. */
export const CONFIRMATION_RESEND_INTERVAL_MS = 60_000;

export interface LeadStoreDeps {
  db: Db;
  leads: LeadQueries;
  facts: LeadDeliveryQueries;
  newsletter: NewsletterQueries;
  outbox: OutboxQueries;
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
  const { db, leads, facts, newsletter, outbox, clock } = deps;

  const idempotencyKey = (channel: DeliveryChannel) =>
    channel === "webhook" ? `msg_${randomUUID().replace(/-/g, "")}` : `<${randomUUID()}@${deps.messageIdDomain}>`;
  const addJob = (leadId: number, channel: DeliveryChannel, now: number, payload?: Record<string, unknown>) =>
    outbox.add({ leadId, channel, idempotencyKey: idempotencyKey(channel), payload }, now);

  function ensureDiscountCode(leadId: number, service: string | null | undefined): void {
    const offer = exitOfferByName(service);
    if (!offer || facts.discountCode(leadId)) return;
    for (let tries = 0; tries < 5; tries++) {
      try {
        facts.setDiscountCode(leadId, newDiscountCode(offer));
        return;
      } catch (error) {
        // Another lead holds this code already (40 random bits: practically never): draw again.
        if ((error as { code?: string }).code !== "SQLITE_CONSTRAINT_UNIQUE") throw error;
      }
    }
    throw new Error("no unique discount code after 5 draws");
  }

  /** Queues every delivery a lead is owed that it has no job for yet. Joins the caller's transaction. */
  function enqueueDeliveriesForLead(leadId: number): number {
    const lead = leads.getById(leadId);
    if (!lead) return 0;
    const now = clock.now();
    const channels: DeliveryChannel[] = ["team-email"];
    if (deps.hasWebhook) channels.push("webhook");
    if (lead.contactFormType === NEWSLETTER_FORM_TYPE) {
      if (newsletter.get(leadId)?.state === "pending") {
        channels.push("newsletter-confirmation");
        newsletter.markConfirmationSent(leadId, new Date(now));
      }
    } else {
      channels.push("visitor-email");
    }
    if (lead.contactFormType === "exit-popup-contact-form") ensureDiscountCode(leadId, lead.service);
    const existing = new Set(outbox.forLead(leadId).map((d) => d.channel));
    const missing = channels.filter((c) => !existing.has(c));
    for (const channel of missing) addJob(leadId, channel, now);
    return missing.length;
  }

  function signUpAgain(leadId: number, language: Language, now: number): number {
    const subscription = newsletter.get(leadId);
    if (!subscription || subscription.state === "subscribed") return 0;
    if (subscription.state === "unsubscribed") newsletter.restartConfirmation(leadId, new Date(now));
    else if (subscription.confirmationSentAt && now - Date.parse(subscription.confirmationSentAt) < CONFIRMATION_RESEND_INTERVAL_MS)
      return 0;
    else newsletter.markConfirmationSent(leadId, new Date(now));
    addJob(leadId, "newsletter-confirmation", now, { language });
    return 1;
  }

  const storeInTransaction = db.transaction((lead: Lead, context: LeadContext, language: Language): StoredLeadResult => {
    const now = clock.now();
    const isSpam = context.spamReason !== undefined && context.spamReason !== null;
    if (lead.contactFormType === NEWSLETTER_FORM_TYPE) {
      const signUp = leads.subscribeToNewsletter(lead, context, new Date(now));
      let queued = 0;
      if (signUp.isNew) {
        facts.setLanguage(signUp.leadId, language);
        if (!isSpam) queued = enqueueDeliveriesForLead(signUp.leadId);
      } else if (!isSpam) {
        queued = signUpAgain(signUp.leadId, language, now);
      }
      return { ...signUp, subscription: newsletter.get(signUp.leadId)?.state ?? null, discountCode: null, queued };
    }
    const leadId = leads.insert(lead, context, new Date(now));
    facts.setLanguage(leadId, language);
    const queued = isSpam ? 0 : enqueueDeliveriesForLead(leadId);
    return { leadId, isNew: true, subscription: null, discountCode: facts.discountCode(leadId), queued };
  });

  return {
    /** Stores the lead and queues its deliveries in one transaction, then wakes the worker. */
    store(lead: Lead, context: LeadContext, language: Language): StoredLeadResult {
      const result = storeInTransaction(lead, context, language);
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
