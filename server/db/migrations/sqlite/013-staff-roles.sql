-- Staff roles (docs/decisions/0032-staff-roles-audit-retention-passkeys.md): every account has a
-- role, may be deactivated, and may have no password (an invited account before it is set up,
-- or one that signs in with passkeys only). Accounts made before roles existed were made by the
-- operator's `npm run admin:create` and could do everything: they become owners. A row written
-- without a role gets the least one.
--
-- SQLite cannot drop NOT NULL from a column, so the table is made again and filled from the old
-- one. Dropping the old table deletes its sessions (ON DELETE CASCADE): everyone signs in again
-- once after this upgrade.
CREATE TABLE admins_next (
  id              INTEGER PRIMARY KEY,
  email           TEXT    NOT NULL UNIQUE,
  password_hash   TEXT,                       -- NULL: no password (passkeys only, or not set up yet)
  created_at      TEXT    NOT NULL,
  password_set_at TEXT,
  role            TEXT    NOT NULL DEFAULT 'editor' CHECK (role IN ('owner', 'sales', 'editor')),
  deactivated_at  TEXT                        -- set: the account cannot sign in, its sessions are gone
);
INSERT INTO admins_next (id, email, password_hash, created_at, password_set_at, role)
  SELECT id, email, password_hash, created_at, password_set_at, 'owner' FROM admins;
DROP TABLE admins;
ALTER TABLE admins_next RENAME TO admins;

-- How the session was opened: an owner may require a passkey for the roles that see lead data.
ALTER TABLE admin_sessions ADD COLUMN method TEXT NOT NULL DEFAULT 'password' CHECK (method IN ('password', 'passkey'));
