import type { LeadStatus } from "../../shared/admin/lead-status";
import type { RegionCode } from "../../shared/constants";
import type { CurrencyCode } from "../../shared/pricing/currency";
import type { AdUserDataConsent } from "../../shared/schemas/lead-attribution";
import type { DeliveryChannel, DeliveryState } from "../../shared/schemas/delivery";
import type { ContactFormType } from "../../shared/schemas/lead";
import type { ContentKind, ContentRevisionAction, RedirectKind } from "../../shared/schemas/content-entry";
import type { DeviceClass, VitalsMetric } from "../../shared/web-vitals/vitals-metrics";
import { column, identity, type Row, table } from "./schema-columns";

// The tables, once: what the migrations in migrations/sqlite and migrations/postgres
// must make (tests/unit/database-schema.test.ts migrates both engines from empty and
// compares every column, type, nullability, default and index with this), and where
// Kysely's row types come from. Flags are 0/1 integers and dates ISO strings on both
// engines, so every row reads the same; `millis` (epoch milliseconds) is INTEGER on
// SQLite and BIGINT on PostgreSQL, read back as numbers (connection.ts).
// A column with a default (or a generated key) may be left out of an INSERT.

const { text, integer, millis, bytes } = column;

export const TABLES = {
  blog_posts: table(
    {
      id: identity(),
      slug: text().unique(),
      title: text(),
      subtitle: text().default("''"),
      excerpt: text().default("''"),
      tags: text().default("'[]'"),
      author: text().nullable(),
      read_time: integer().nullable(),
      is_published: integer().default("0"),
      is_featured: integer().default("0"),
      meta_title: text().default("''"),
      meta_description: text().default("''"),
      created_at: text(),
      updated_at: text(),
      published_at: text().nullable(),
      category: text().nullable(),
      image_url: text().default("''"),
      content: text().default("''"),
      /** Migration 009: the cover from the media library (media_assets.id); image_url serves posts without one. */
      cover_media_id: text().nullable(),
    },
    { blog_posts_published: ["is_published", "published_at DESC"] },
  ),

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
    },
  ),

  app_meta: table({
    key: text().primaryKey(),
    value: text(),
  }),

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

  admins: table({
    id: identity(),
    email: text().unique(),
    password_hash: text(),
    created_at: text(),
    password_set_at: text(),
  }),

  admin_sessions: table(
    {
      token_hash: text().primaryKey(),
      admin_id: integer().references("admins"),
      csrf_token: text(),
      created_at: millis(),
      last_seen_at: millis(),
    },
    { admin_sessions_admin: ["admin_id"] },
  ),

  admin_sign_in_failures: table(
    {
      id: identity(),
      email: text(),
      ip: text(),
      at: millis(),
    },
    { admin_sign_in_failures_key: ["email", "ip", "at"], admin_sign_in_failures_ip: ["ip", "at"] },
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

  /** Counts of the per-client rate limits (migration 006). */
  rate_limit_hits: table(
    {
      key: text().primaryKey(),
      hits: integer(),
      reset_at: millis(),
    },
    { rate_limit_hits_reset: ["reset_at"] },
  ),

  /**
   * Migration 008: staff-edited content. `draft` and `published` are JSON documents
   * (shared/schemas/content-documents.ts); `slug` is a case study's published address.
   */
  content_entries: table(
    {
      id: identity(),
      kind: text<ContentKind>(),
      slug: text().nullable(),
      sort_order: integer().default("0"),
      draft: text(),
      published: text().nullable(),
      created_at: text(),
      updated_at: text(),
      published_at: text().nullable(),
      updated_by: text().nullable(),
    },
    { content_entries_slug: { unique: true, columns: ["kind", "slug"] }, content_entries_order: ["kind", "sort_order"] },
  ),

  content_revisions: table(
    {
      id: identity(),
      entry_id: integer().references("content_entries"),
      document: text(),
      action: text<ContentRevisionAction>(),
      created_at: text(),
      created_by: text().nullable(),
    },
    { content_revisions_entry: ["entry_id", "id DESC"] },
  ),

  /** Old case-study and blog-post slugs, each answering 301 to its entry's current address. */
  slug_redirects: table(
    {
      id: identity(),
      kind: text<RedirectKind>(),
      old_slug: text(),
      target_id: integer(),
      created_at: text(),
    },
    { slug_redirects_old: { unique: true, columns: ["kind", "old_slug"] } },
  ),

  /**
   * Migration 009: the media library (docs/decisions/0024-media-library.md). An asset's id is the
   * SHA-256 of its original bytes, so the same file uploaded twice is one asset; the original and
   * every variant live in the database, so every instance serves the same files.
   */
  media_assets: table(
    {
      id: text().primaryKey(),
      kind: text<"raster" | "svg">(),
      original_type: text(),
      width: integer(),
      height: integer(),
      byte_size: integer(),
      original: bytes(),
      alt_en: text(),
      alt_de: text().nullable(),
      placeholder_color: text(),
      file_name: text(),
      created_at: text(),
      created_by: text(),
    },
    { media_assets_created: ["created_at DESC"] },
  ),

  /** One stored rendition of an asset: a format at a width (an SVG has one, its sanitised text). */
  media_variants: table(
    {
      asset_id: text().references("media_assets"),
      format: text<"avif" | "webp" | "jpeg" | "png" | "svg">(),
      width: integer(),
      content_type: text(),
      byte_size: integer(),
      bytes: bytes(),
    },
    { media_variants_key: { unique: true, columns: ["asset_id", "format", "width"] } },
  ),

  /**
   * Migration 011: real visitors' Web Vitals as daily histograms, no events
   * (docs/decisions/0027-real-user-vitals.md): page views per bucket of a day, template, region, device and metric.
   */
  web_vitals_daily: table(
    {
      day: text(),
      template: text(),
      region: text<RegionCode>(),
      device: text<DeviceClass>(),
      metric: text<VitalsMetric>(),
      bucket: integer(),
      views: integer(),
    },
    { web_vitals_daily_key: { unique: true, columns: ["day", "template", "region", "device", "metric", "bucket"] } },
  ),

  /** Migration 012: each social card's inputs by its key, so every instance can draw any card a page named. */
  social_card_inputs: table({
    card_key: text().primaryKey(),
    card: text(),
    created_at: text(),
  }),
};

/** Every table as Kysely sees it: each column's value, `| null` where nullable, Generated where it has a default. */
export type Schema = { [Name in keyof typeof TABLES]: Row<(typeof TABLES)[Name]["columns"]> };

export type BlogPostsTable = Schema["blog_posts"];
export type LeadsTable = Schema["leads"];
export type OutboxJobsTable = Schema["outbox_jobs"];
export type MediaAssetsTable = Schema["media_assets"];
