import type { Language } from "../../shared/language";
import type { Lead } from "../../shared/schemas/lead";
import type { AdUserDataConsent, LeadAttribution } from "../../shared/schemas/lead-attribution";
import { scoreLead } from "../../shared/lead-score/rules";
import { isSpamReason, type SpamReason } from "../../shared/schemas/spam";
import { attributionFromRow, attributionParams } from "./attribution-columns";
import { sql, type Selectable } from "kysely";
import { joinOrStartTransaction, type Db } from "./connection";
import type { LeadsTable } from "./schema";

/** What the server knows about a lead besides its fields. */
export interface LeadContext {
  userAgent: string | null;
  referrerPage: string | null;
  /** Where the visit came from (server/api/lead-controls.ts); null when nothing was recorded. */
  attribution: LeadAttribution | null;
  /** Set when the spam defence held the lead back: it is stored, but nothing is delivered for it. */
  spamReason: SpamReason | null;
  /** The visitor's ad_user_data consent when they sent the form; absent or null when the post did not say. */
  adUserDataConsent?: AdUserDataConsent | null;
  /** The landing page and variant whose form sent it; absent or null for other forms. */
  landing?: { pageId: number; variant: string } | null;
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

/** A row of leads (schema.ts types the form type and region as the lead schema names them). */
export type LeadRow = Selectable<LeadsTable>;

const orUndefined = <T>(v: T | null): T | undefined => (v === null ? undefined : v);

export function toLead(row: LeadRow): StoredLead {
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
    attribution: attributionFromRow(row),
    spamReason: isSpamReason(row.spam_reason) ? row.spam_reason : null,
  };
}

export function createLeadQueries(db: Db) {
  const insertLead = async (lead: Lead, context: LeadContext, now: Date, language: Language | null): Promise<number> => {
    // Scored once, here, from what is stored (shared/lead-score/rules.ts); never again.
    const attribution = context.attribution;
    const scored = scoreLead({
      email: lead.email,
      company: lead.company ?? null,
      agencyName: lead.agencyName ?? null,
      phone: lead.phone ?? null,
      service: lead.service ?? null,
      servicesSelected: lead.servicesSelected ?? null,
      budget: lead.budget ?? null,
      utmMedium: attribution?.utmMedium ?? null,
      hasClickId: Boolean(attribution?.gclid || attribution?.gbraid || attribution?.wbraid || attribution?.msclkid || attribution?.fbclid),
    });
    const row = await db.kysely
      .insertInto("leads")
      .values({
        created_at: now.toISOString(),
        contact_form_type: lead.contactFormType,
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
        top_priority: lead.topPriority ?? null,
        agency_name: lead.agencyName ?? null,
        coupon_code: lead.couponCode ?? null,
        services_selected: lead.servicesSelected ?? null,
        budget: lead.budget ?? null,
        user_agent: context.userAgent,
        referrer_page: context.referrerPage,
        ...attributionParams(context.attribution),
        spam_reason: context.spamReason,
        language,
        score: scored.score,
        score_reasons: JSON.stringify(scored.reasons),
        score_rules_version: scored.rulesVersion,
        ad_user_data_consent: context.adUserDataConsent ?? null,
        landing_page_id: context.landing?.pageId ?? null,
        landing_variant: context.landing?.variant ?? null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  };

  // Migration 002 (002-newsletter-subscriptions.sql): one subscription per lower(email); lower() runs in SQL on both sides.
  const emailKey = (email: string) => sql<string>`lower(CAST(${email} AS TEXT))`;

  // One transaction: the check and the insert cannot interleave with another sign-up.
  const signUp = (lead: Lead, context: LeadContext, now: Date, language: Language | null): Promise<NewsletterSignup> =>
    joinOrStartTransaction(db, async (tx) => {
      // A sign-up held as spam subscribes no one (a robot may have typed anybody's
      // address): it is kept as a lead only, and restoring it subscribes the address.
      if (context.spamReason) return { leadId: await createLeadQueries(tx).insert(lead, context, now, language), isNew: true };
      // PostgreSQL: concurrent sign-ups of one address queue here (SQLite has one writer anyway).
      if (tx.engine === "postgres") await sql`SELECT pg_advisory_xact_lock(hashtext(${emailKey(lead.email)}))`.execute(tx.kysely);
      const existing = await tx.kysely
        .selectFrom("newsletter_subscriptions")
        .select("lead_id")
        .where("email_key", "=", emailKey(lead.email))
        .executeTakeFirst();
      if (existing) {
        // A repeat sign-up adds nothing new, except a name the first one did not give.
        if (lead.name)
          await tx.kysely
            .updateTable("leads")
            .set({ name: lead.name })
            .where("id", "=", existing.lead_id)
            .where("name", "is", null)
            .execute();
        return { leadId: existing.lead_id, isNew: false };
      }
      const leadId = await createLeadQueries(tx).insert(lead, context, now, language);
      await tx.kysely
        .insertInto("newsletter_subscriptions")
        .values({ email_key: emailKey(lead.email), lead_id: leadId, subscribed_at: now.toISOString() })
        .execute();
      return { leadId, isNew: true };
    });

  return {
    /**
     * Stores a validated lead; on SQLite (synchronous=FULL) and PostgreSQL alike it is on disk once committed.
     * `language` is that of the visitor's emails (server/delivery/store-lead.ts decides it).
     */
    insert(lead: Lead, context: LeadContext, now = new Date(), language: Language | null = null): Promise<number> {
      return insertLead(lead, context, now, language);
    },
    /**
     * Stores a newsletter sign-up: the lead and its subscription, or, when the
     * address is already subscribed (in any letter case), nothing new. A sign-up
     * held as spam is stored as a lead without a subscription. Joins the caller's
     * transaction when there is one.
     */
    subscribeToNewsletter(lead: Lead, context: LeadContext, now = new Date(), language: Language | null = null): Promise<NewsletterSignup> {
      return signUp(lead, context, now, language);
    },
    async getById(id: number): Promise<StoredLead | null> {
      const row = await db.kysely.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toLead(row) : null;
    },
  };
}
export type LeadQueries = ReturnType<typeof createLeadQueries>;
