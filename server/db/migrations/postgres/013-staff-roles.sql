-- PostgreSQL twin of ../sqlite/013-staff-roles.sql (docs/decisions/0032-staff-roles-audit-retention-passkeys.md):
-- existing accounts become owners; a row written without a role gets the least one.
ALTER TABLE admins ALTER COLUMN password_hash DROP NOT NULL;
ALTER TABLE admins ALTER COLUMN password_set_at DROP NOT NULL;
ALTER TABLE admins ADD COLUMN role TEXT NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'sales', 'editor'));
ALTER TABLE admins ALTER COLUMN role SET DEFAULT 'editor';
ALTER TABLE admins ADD COLUMN deactivated_at TEXT;

ALTER TABLE admin_sessions ADD COLUMN method TEXT NOT NULL DEFAULT 'password' CHECK (method IN ('password', 'passkey'));
