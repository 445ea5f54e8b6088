import type { LeadStatus } from "../../../shared/admin/lead-status";
import type { RegionCode } from "../../../shared/constants";
import type { CurrencyCode } from "../../../shared/pricing/currency";
import type { AdUserDataConsent } from "../../../shared/schemas/lead-attribution";
import type { DeliveryChannel, DeliveryState } from "../../../shared/schemas/delivery";
import type { ContactFormType } from "../../../shared/lead-form-types";
import { column, identity, table } from "../schema-columns";

// Leads, what staff and the delivery worker do with them, and newsletter sign-ups.
// One part of the schema: server/db/schema.ts says what the tables promise.

const { text, integer, millis } = column;

export const LEADS_TABLES = {
  leads: table(
    {
      id: identity(),
      created_at: text(),
      contact_form_type: text<ContactFormType>(),
      name: text().nullable(),
      email: text(),
      company: text().nullable(),
      phone: text().nullable(),
      service: text().nullable(),
      message: text().nullable(),
      source: text().nullable(),
      region: text<RegionCode>().nullable(),
      inquiry_type: text().nullable(),
      preferred_contact: text().nullable(),
      country: text().nullable(),
      top_priority: text().nullable(),
      agency_name: text().nullable(),
      coupon_code: text().nullable(),
      services_selected: text().nullable(),
      budget: text().nullable(),
      user_agent: text().nullable(),
      referrer_page: text().nullable(),
      status: text<LeadStatus>().default("'new'"),
      discount_code: text().nullable(),
      language: text().nullable(),
      // Migration 005: where the visit came from (shared/schemas/lead-attribution.ts) and the spam verdict.
      landing_page: text().nullable(),
      referrer: text().nullable(),
      utm_source: text().nullable(),
      utm_medium: text().nullable(),
      utm_campaign: text().nullable(),
      utm_term: text().nullable(),
      utm_content: text().nullable(),
      gclid: text().nullable(),
      gbraid: text().nullable(),
      wbraid: text().nullable(),
      fbclid: text().nullable(),
      msclkid: text().nullable(),
      traffic_source: text().nullable(),
      spam_reason: text().nullable(),
      // Migration 010 (docs/decisions/0026-ads-conversion-loop.md): the current won value, the score
      // given when the lead was stored, and the visitor's ad_user_data consent at that moment.
      won_value_minor: integer().nullable(),
      won_currency: text<CurrencyCode>().nullable(),
      score: integer().nullable(),
      score_reasons: text().nullable(),
      score_rules_version: integer().nullable(),
      ad_user_data_consent: text<AdUserDataConsent>().nullable(),
      // The landing-pages migration (docs/decisions/0039-landing-pages.md): the landing page (content_entries id) and variant it was sent from.
      landing_page_id: integer().nullable(),
      landing_variant: text().nullable(),
    },
    {
      leads_created: ["created_at DESC"],
      leads_form_type: ["contact_form_type", "created_at DESC"],
      leads_status: ["status", "created_at DESC"],
      leads_discount_code: { unique: true, columns: ["discount_code"] },
      leads_spam: ["spam_reason", "created_at DESC"],
      leads_traffic_source: ["traffic_source"],
      leads_utm_campaign: ["utm_campaign"],
      leads_score: ["score"],
      leads_landing_page: ["landing_page_id", "created_at"],
    },
  ),

  lead_notes: table(
    {
      id: identity(),
      lead_id: integer().references("leads"),
      author_email: text(),
      body: text(),
      created_at: text(),
    },
    { lead_notes_lead: ["lead_id", "created_at"] },
  ),

  /** Migration 010: every status change of a lead; a change to 'won' carries the deal value. */
  lead_status_changes: table(
    {
      id: identity(),
      lead_id: integer().references("leads"),
      from_status: text<LeadStatus>(),
      to_status: text<LeadStatus>(),
      changed_by: text(),
      changed_at: text(),
      value_minor: integer().nullable(),
      currency: text<CurrencyCode>().nullable(),
    },
    { lead_status_changes_lead: ["lead_id", "to_status", "id"] },
  ),

  outbox_jobs: table(
    {
      id: identity(),
      lead_id: integer().references("leads"),
      channel: text<DeliveryChannel>(),
      idempotency_key: text().unique(),
      payload: text().default("'{}'"),
      state: text<DeliveryState>().default("'pending'"),
      attempts: integer().default("0"),
      last_error: text().nullable(),
      next_attempt_at: millis().nullable(),
      lease_until: millis().nullable(),
      created_at: millis(),
      queued_at: millis(),
      delivered_at: millis().nullable(),
    },
    { outbox_jobs_due: ["state", "next_attempt_at"], outbox_jobs_lead: ["lead_id", "id"] },
  ),

  newsletter_subscriptions: table(
    {
      email_key: text().primaryKey(),
      lead_id: integer().references("leads"),
      subscribed_at: text(),
      confirmed_at: text().nullable(),
      confirmed_via: text().nullable(),
      confirmation_sent_at: text().nullable(),
      unsubscribed_at: text().nullable(),
      /** Migration 007: the region of the sign-up's page; its link pages speak that region's language. */
      region: text<RegionCode>().default("'US'"),
    },
    { newsletter_subscriptions_lead: ["lead_id"] },
  ),
};
