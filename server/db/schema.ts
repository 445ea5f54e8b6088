import type { Row } from "./schema-columns";
import { LEADS_TABLES } from "./tables/leads-tables";
import { CONTENT_TABLES } from "./tables/content-tables";
import { MEDIA_TABLES } from "./tables/media-tables";
import { STAFF_TABLES } from "./tables/staff-tables";
import { SITE_TABLES } from "./tables/site-tables";
import { AUDIT_TABLES } from "./tables/audit-tables";

// The tables, once: what the migrations in migrations/sqlite and migrations/postgres
// must make (tests/unit/database-schema.test.ts migrates both engines from empty and
// compares every column, type, nullability, default and index with this), and where
// Kysely's row types come from. Flags are 0/1 integers and dates ISO strings on both
// engines, so every row reads the same; `millis` (epoch milliseconds) is INTEGER on
// SQLite and BIGINT on PostgreSQL, read back as numbers (connection.ts).
// A column with a default (or a generated key) may be left out of an INSERT.

export const TABLES = { ...LEADS_TABLES, ...CONTENT_TABLES, ...MEDIA_TABLES, ...STAFF_TABLES, ...AUDIT_TABLES, ...SITE_TABLES };

/** Every table as Kysely sees it: each column's value, `| null` where nullable, Generated where it has a default. */
export type Schema = { [Name in keyof typeof TABLES]: Row<(typeof TABLES)[Name]["columns"]> };

export type BlogPostsTable = Schema["blog_posts"];
export type LeadsTable = Schema["leads"];
export type OutboxJobsTable = Schema["outbox_jobs"];
export type MediaAssetsTable = Schema["media_assets"];
