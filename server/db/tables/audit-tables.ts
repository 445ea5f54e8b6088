import type { AuditAction } from "../../../shared/admin/audit-actions";
import { column, identity, table } from "../schema-columns";

// The audit trail (migration 014): append-only, a trigger on each engine refuses UPDATE and DELETE.
// One part of the schema: server/db/schema.ts says what the tables promise.

const { text, integer } = column;

export const AUDIT_TABLES = {
  audit_entries: table(
    {
      id: identity(),
      at: text(),
      actor_id: integer().nullable(),
      actor_email: text().nullable(),
      action: text<AuditAction>(),
      target: text().nullable(),
      /** JSON: shared/admin/audit-actions.ts AuditDetail. */
      detail: text().nullable(),
      ip: text().nullable(),
    },
    {
      audit_entries_at: ["at DESC", "id DESC"],
      audit_entries_action: ["action", "at DESC"],
      audit_entries_actor: ["actor_email", "at DESC"],
    },
  ),
};
