import type { Generated } from "kysely";
import type { RegionCode } from "../../shared/constants";

// The tables as Kysely sees them, on SQLite and PostgreSQL alike (the migrations in
// migrations/sqlite and migrations/postgres make the same columns). Flags are 0/1
// integers and dates ISO strings on both engines, so every row reads the same;
// epoch-millisecond times are BIGINT on PostgreSQL, read back as numbers (connection.ts).

export interface BlogPostsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  subtitle: string;
  excerpt: string;
  tags: string;
  author: string | null;
  read_time: number | null;
  is_published: number;
  is_featured: number;
  meta_title: string;
  meta_description: string;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  category: string | null;
  image_url: string;
  content: string;
}

export interface LeadsTable {
  id: Generated<number>;
  created_at: string;
  contact_form_type: string;
  name: string | null;
  email: string;
  company: string | null;
  phone: string | null;
  service: string | null;
  message: string | null;
  source: string | null;
  region: string | null;
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
  status: Generated<string>;
  discount_code: string | null;
  language: string | null;
  landing_page: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  gclid: string | null;
  gbraid: string | null;
  wbraid: string | null;
  fbclid: string | null;
  msclkid: string | null;
  traffic_source: string | null;
  spam_reason: string | null;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface NewsletterSubscriptionsTable {
  email_key: string;
  lead_id: number;
  subscribed_at: string;
  confirmed_at: string | null;
  confirmed_via: string | null;
  confirmation_sent_at: string | null;
  unsubscribed_at: string | null;
  /** Migration 007: the region of the sign-up's page; its link pages speak that region's language. */
  region: Generated<RegionCode>;
}

export interface AdminsTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  created_at: string;
  password_set_at: string;
}

export interface AdminSessionsTable {
  token_hash: string;
  admin_id: number;
  csrf_token: string;
  created_at: number;
  last_seen_at: number;
}

export interface AdminSignInFailuresTable {
  id: Generated<number>;
  email: string;
  ip: string;
  at: number;
}

export interface LeadNotesTable {
  id: Generated<number>;
  lead_id: number;
  author_email: string;
  body: string;
  created_at: string;
}

export interface OutboxJobsTable {
  id: Generated<number>;
  lead_id: number;
  channel: string;
  idempotency_key: string;
  payload: Generated<string>;
  state: Generated<string>;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: number | null;
  lease_until: number | null;
  created_at: number;
  queued_at: number;
  delivered_at: number | null;
}

/** Counts of the per-client rate limits (migration 006). */
export interface RateLimitHitsTable {
  key: string;
  hits: number;
  reset_at: number;
}

export interface Schema {
  blog_posts: BlogPostsTable;
  leads: LeadsTable;
  app_meta: AppMetaTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  admins: AdminsTable;
  admin_sessions: AdminSessionsTable;
  admin_sign_in_failures: AdminSignInFailuresTable;
  lead_notes: LeadNotesTable;
  outbox_jobs: OutboxJobsTable;
  rate_limit_hits: RateLimitHitsTable;
}
