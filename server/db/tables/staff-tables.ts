import type { StaffRole } from "../../../shared/admin/staff-roles";
import type { SignInMethod } from "../../../shared/schemas/admin-session";
import { column, identity, table } from "../schema-columns";

// Staff accounts, their sessions and the sign-in failures that lock an account.
// One part of the schema: server/db/schema.ts says what the tables promise.

const { text, integer, millis, bytes } = column;

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

  /** Migration 015: an emailed invitation or reset link, used once; only its token's SHA-256 is kept. */
  staff_links: table(
    {
      token_hash: text().primaryKey(),
      admin_id: integer().references("admins"),
      purpose: text<"invitation" | "reset">(),
      created_by: integer().nullable(),
      created_at: millis(),
      expires_at: millis(),
      used_at: millis().nullable(),
    },
    { staff_links_admin: ["admin_id"] },
  ),

  /** Migration 015: a staff member's WebAuthn credentials. */
  staff_passkeys: table(
    {
      id: text().primaryKey(),
      admin_id: integer().references("admins"),
      public_key: bytes(),
      counter: millis().default("0"),
      transports: text().nullable(),
      name: text(),
      created_at: text(),
      last_used_at: text().nullable(),
    },
    { staff_passkeys_admin: ["admin_id"] },
  ),

  /** Migration 015: the challenge of one passkey registration or sign-in, used once, 5 minutes at most. */
  webauthn_challenges: table(
    {
      challenge: text().primaryKey(),
      purpose: text<"register" | "sign-in">(),
      admin_id: integer().references("admins").nullable(),
      expires_at: millis(),
    },
    { webauthn_challenges_expiry: ["expires_at"] },
  ),
};
