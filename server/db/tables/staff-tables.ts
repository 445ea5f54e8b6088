import { column, identity, table } from "../schema-columns";

// Staff accounts, their sessions and the sign-in failures that lock an account.
// One part of the schema: server/db/schema.ts says what the tables promise.

const { text, integer, millis } = column;

export const STAFF_TABLES = {
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
};
