import type { Lead } from "../../shared/schemas/lead";
import type { LeadAttribution } from "../../shared/schemas/lead-attribution";
import { isSpamReason, type SpamReason } from "../../shared/schemas/spam";
import { attributionFromRow, attributionParams } from "./attribution-columns";
import type { Db } from "./connection";

/** What the server knows about a lead besides its fields. */
export interface LeadContext {
  userAgent: string | null;
  referrerPage: string | null;
  /** Where the visit came from (server/api/lead-controls.ts); null when nothing was recorded. */
  attribution: LeadAttribution | null;
  /** Set when the spam defence held the lead back: it is stored, but nothing is delivered for it. */
  spamReason: SpamReason | null;
}

/** What storing a newsletter sign-up did: a new subscription, or the one that already existed. */
export interface NewsletterSignup {
  leadId: number;
  isNew: boolean;
}

export interface StoredLead extends Lead {
  id: number;
  createdAt: string;
  userAgent: string | null;
  referrerPage: string | null;
  attribution: LeadAttribution | null;
  spamReason: SpamReason | null;
}

interface LeadRow {
  id: number;
  created_at: string;
  contact_form_type: Lead["contactFormType"];
  name: string | null;
  email: string;
  company: string | null;
  phone: string | null;
  service: string | null;
  message: string | null;
  source: string | null;
  region: Lead["region"] | null;
  inquiry_type: string | null;
  preferred_contact: string | null;
  country: string | null;
  top_priority: string | null;
  agency_name: string | null;
  coupon_code: string | null;
  services_selected: string | null;
  budget: string | null;
  user_agent: string | null;
  referrer_page: string | null;
  spam_reason: string | null;
}

const orUndefined = <T>(v: T | null): T | undefined => (v === null ? undefined : v);

function toLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    createdAt: row.created_at,
    contactFormType: row.contact_form_type,
    name: orUndefined(row.name),
    email: row.email,
    company: orUndefined(row.company),
    phone: orUndefined(row.phone),
    service: orUndefined(row.service),
    message: orUndefined(row.message),
    source: orUndefined(row.source),
    region: orUndefined(row.region),
    inquiry_type: orUndefined(row.inquiry_type),
    preferred_contact: orUndefined(row.preferred_contact),
    country: orUndefined(row.country),
    topPriority: orUndefined(row.top_priority),
    agencyName: orUndefined(row.agency_name),
    couponCode: row.coupon_code,
    servicesSelected: row.services_selected,
    budget: orUndefined(row.budget),
    userAgent: row.user_agent,
    referrerPage: row.referrer_page,
    attribution: attributionFromRow(row as unknown as Record<string, unknown>),
    spamReason: isSpamReason(row.spam_reason) ? row.spam_reason : null,
  };
}

export function createLeadQueries(db: Db) {
  const insert = db.prepare(
    `INSERT INTO leads (created_at, contact_form_type, name, email, company, phone, service, message, source, region,
       inquiry_type, preferred_contact, country, top_priority, agency_name, coupon_code, services_selected, budget,
       user_agent, referrer_page, landing_page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
       gclid, gbraid, wbraid, fbclid, msclkid, traffic_source, spam_reason)
     VALUES (@createdAt, @contactFormType, @name, @email, @company, @phone, @service, @message, @source, @region,
       @inquiry_type, @preferred_contact, @country, @topPriority, @agencyName, @couponCode, @servicesSelected, @budget,
       @userAgent, @referrerPage, @landing_page, @referrer, @utm_source, @utm_medium, @utm_campaign, @utm_term, @utm_content,
       @gclid, @gbraid, @wbraid, @fbclid, @msclkid, @traffic_source, @spamReason)`,
  );
  const byId = db.prepare<[number], LeadRow>(`SELECT * FROM leads WHERE id = ?`);
  // Migration 002 (002-newsletter-subscriptions.sql): one subscription per lower(email); lower() runs in SQL on both sides.
  const subscriptionOf = db.prepare<[string], { lead_id: number }>(
    `SELECT lead_id FROM newsletter_subscriptions WHERE email_key = lower(?)`,
  );
  const insertSubscription = db.prepare(
    `INSERT INTO newsletter_subscriptions (email_key, lead_id, subscribed_at) VALUES (lower(@email), @leadId, @subscribedAt)`,
  );
  const fillMissingName = db.prepare(`UPDATE leads SET name = @name WHERE id = @leadId AND name IS NULL`);

  const insertLead = (lead: Lead, context: LeadContext, now: Date): number => {
    const result = insert.run({
      createdAt: now.toISOString(),
      contactFormType: lead.contactFormType,
      name: lead.name ?? null,
      email: lead.email,
      company: lead.company ?? null,
      phone: lead.phone ?? null,
      service: lead.service ?? null,
      message: lead.message ?? null,
      source: lead.source ?? null,
      region: lead.region ?? null,
      inquiry_type: lead.inquiry_type ?? null,
      preferred_contact: lead.preferred_contact ?? null,
      country: lead.country ?? null,
      topPriority: lead.topPriority ?? null,
      agencyName: lead.agencyName ?? null,
      couponCode: lead.couponCode ?? null,
      servicesSelected: lead.servicesSelected ?? null,
      budget: lead.budget ?? null,
      userAgent: context.userAgent,
      referrerPage: context.referrerPage,
      ...attributionParams(context.attribution),
      spamReason: context.spamReason,
    });
    return Number(result.lastInsertRowid);
  };

  // One transaction: the check and the insert cannot interleave with another sign-up.
  const signUp = db.transaction((lead: Lead, context: LeadContext, now: Date): NewsletterSignup => {
    // A sign-up held as spam subscribes no one (a robot may have typed anybody's
    // address): it is kept as a lead only, and restoring it subscribes the address.
    if (context.spamReason) return { leadId: insertLead(lead, context, now), isNew: true };
    const existing = subscriptionOf.get(lead.email);
    if (existing) {
      // A repeat sign-up adds nothing new, except a name the first one did not give.
      if (lead.name) fillMissingName.run({ name: lead.name, leadId: existing.lead_id });
      return { leadId: existing.lead_id, isNew: false };
    }
    const leadId = insertLead(lead, context, now);
    insertSubscription.run({ email: lead.email, leadId, subscribedAt: now.toISOString() });
    return { leadId, isNew: true };
  });

  return {
    /** Stores a validated lead; with synchronous=FULL it is on disk when this returns. */
    insert(lead: Lead, context: LeadContext, now = new Date()): number {
      return insertLead(lead, context, now);
    },
    /**
     * Stores a newsletter sign-up: the lead and its subscription, or, when the
     * address is already subscribed (in any letter case), nothing new. A sign-up
     * held as spam is stored as a lead without a subscription.
     */
    subscribeToNewsletter(lead: Lead, context: LeadContext, now = new Date()): NewsletterSignup {
      return signUp(lead, context, now);
    },
    getById(id: number): StoredLead | null {
      const row = byId.get(id);
      return row ? toLead(row) : null;
    },
  };
}
export type LeadQueries = ReturnType<typeof createLeadQueries>;
