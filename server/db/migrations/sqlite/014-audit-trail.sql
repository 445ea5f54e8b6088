-- The audit trail (docs/decisions/0032-staff-roles-audit-retention-passkeys.md): what staff did,
-- and what the site did on its own (the retention job). Append-only: the triggers below refuse
-- to change or delete an entry, whatever code or person asks. An entry holds who, when, a
-- truncated IP, what and on which record, with counts: never a lead's personal data.
CREATE TABLE audit_entries (
  id          INTEGER PRIMARY KEY,
  at          TEXT    NOT NULL,   -- ISO time
  actor_id    INTEGER,            -- admins.id; NULL for the site itself or an unknown email at sign-in
  actor_email TEXT,               -- the account's email when it acted (kept if the account changes)
  action      TEXT    NOT NULL,   -- shared/admin/audit-actions.ts
  target      TEXT,               -- "lead 42", "post 7", "staff 3"
  detail      TEXT,               -- JSON: counts, file and setting names
  ip          TEXT                -- "203.0.113.0/24" or an IPv6 /48
);
CREATE INDEX audit_entries_at ON audit_entries (at DESC, id DESC);
CREATE INDEX audit_entries_action ON audit_entries (action, at DESC);
CREATE INDEX audit_entries_actor ON audit_entries (actor_email, at DESC);

CREATE TRIGGER audit_entries_no_update BEFORE UPDATE ON audit_entries
BEGIN SELECT RAISE(ABORT, 'audit entries are append-only'); END;
CREATE TRIGGER audit_entries_no_delete BEFORE DELETE ON audit_entries
BEGIN SELECT RAISE(ABORT, 'audit entries are append-only'); END;
