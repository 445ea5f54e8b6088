-- Admin area (docs/decisions/0009-admin-security.md): staff accounts, sessions, sign-in failures, lead status and notes.

-- No default account exists: `npm run admin:create` adds one. The password is stored
-- only as an scrypt hash in a self-describing format ($scrypt$ln=17,r=8,p=1$salt$hash).
CREATE TABLE admins (
  id            INTEGER PRIMARY KEY,
  email         TEXT    NOT NULL UNIQUE,   -- stored trimmed and lower-cased
  password_hash TEXT    NOT NULL,
  created_at    TEXT    NOT NULL,
  password_set_at TEXT  NOT NULL
);

-- A session is known only by the SHA-256 of its random 256-bit token: a copy of the
-- database does not contain a usable cookie. Times are epoch milliseconds.
CREATE TABLE admin_sessions (
  token_hash   TEXT    PRIMARY KEY,
  admin_id     INTEGER NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  csrf_token   TEXT    NOT NULL,
  created_at   INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL
);
CREATE INDEX admin_sessions_admin ON admin_sessions (admin_id);

-- Failed sign-ins per account (as typed) and client IP, for the lockout. Kept in the
-- database so a restart does not reset it; rows older than the window are deleted.
CREATE TABLE admin_sign_in_failures (
  id     INTEGER PRIMARY KEY,
  email  TEXT    NOT NULL,
  ip     TEXT    NOT NULL,
  at     INTEGER NOT NULL
);
CREATE INDEX admin_sign_in_failures_key ON admin_sign_in_failures (email, ip, at);
CREATE INDEX admin_sign_in_failures_ip ON admin_sign_in_failures (ip, at);

-- Where a lead stands in the sales process, and the staff's internal notes on it.
ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'contacted', 'qualified', 'won', 'lost'));
CREATE INDEX leads_status ON leads (status, created_at DESC);

CREATE TABLE lead_notes (
  id           INTEGER PRIMARY KEY,
  lead_id      INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  author_email TEXT    NOT NULL,
  body         TEXT    NOT NULL,
  created_at   TEXT    NOT NULL
);
CREATE INDEX lead_notes_lead ON lead_notes (lead_id, created_at);
