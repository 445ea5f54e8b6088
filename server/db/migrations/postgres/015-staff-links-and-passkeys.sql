-- PostgreSQL twin of ../sqlite/015-staff-links-and-passkeys.sql (docs/decisions/0032-staff-roles-audit-retention-passkeys.md).
CREATE TABLE staff_links (
  token_hash TEXT    PRIMARY KEY,
  admin_id   INTEGER NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  purpose    TEXT    NOT NULL CHECK (purpose IN ('invitation', 'reset')),
  created_by INTEGER,
  created_at BIGINT  NOT NULL,
  expires_at BIGINT  NOT NULL,
  used_at    BIGINT
);
CREATE INDEX staff_links_admin ON staff_links (admin_id);

CREATE TABLE staff_passkeys (
  id           TEXT    PRIMARY KEY,
  admin_id     INTEGER NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  public_key   BYTEA   NOT NULL,
  counter      BIGINT  NOT NULL DEFAULT 0,
  transports   TEXT,
  name         TEXT    NOT NULL,
  created_at   TEXT    NOT NULL,
  last_used_at TEXT
);
CREATE INDEX staff_passkeys_admin ON staff_passkeys (admin_id);

CREATE TABLE webauthn_challenges (
  challenge  TEXT    PRIMARY KEY,
  purpose    TEXT    NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  admin_id   INTEGER REFERENCES admins (id) ON DELETE CASCADE,
  expires_at BIGINT  NOT NULL
);
CREATE INDEX webauthn_challenges_expiry ON webauthn_challenges (expires_at);
