import type { StaffRole } from "../../../shared/admin/staff-roles";
import type { SignInMethod } from "../../../shared/schemas/admin-session";
import { column, identity, table } from "../schema-columns";

// Staff accounts, their sessions and the sign-in failures that lock an account.
// One part of the schema: server/db/schema.ts says what the tables promise.

const { text, integer, millis } = column;

export const STAFF_TABLES = {
  admins: table({
    id: identity(),
    email: text().unique(),
    /** Migration 013: NULL for an account without a password (passkeys only, or not set up yet). */
    password_hash: text().nullable(),
    created_at: text(),
    password_set_at: text().nullable(),
    role: text<StaffRole>().default("'editor'"),
    deactivated_at: text().nullable(),
  }),

  admin_sessions: table(
    {
      token_hash: text().primaryKey(),
      admin_id: integer().references("admins"),
      csrf_token: text(),
      created_at: millis(),
      last_seen_at: millis(),
      /** Migration 013: how the session was opened. */
      method: text<SignInMethod>().default("'password'"),
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
};
