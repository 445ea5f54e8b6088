-- Staff accounts owners invite by email, and passkeys (docs/decisions/0032-staff-roles-audit-retention-passkeys.md).

-- An emailed link: an invitation (72 hours) or a reset (24 hours), used once. Only the SHA-256 of
-- its random 256-bit token is stored, like a session's; times are epoch milliseconds.
CREATE TABLE staff_links (
  token_hash TEXT    PRIMARY KEY,
  admin_id   INTEGER NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  purpose    TEXT    NOT NULL CHECK (purpose IN ('invitation', 'reset')),
  created_by INTEGER,                  -- the owner who sent it
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at    INTEGER
);
CREATE INDEX staff_links_admin ON staff_links (admin_id);

-- WebAuthn credentials (@simplewebauthn/server): the public key, the signature counter and the
-- transports the browser reported; the private key never leaves the person's device.
CREATE TABLE staff_passkeys (
  id           TEXT    PRIMARY KEY,    -- the credential ID, base64url
  admin_id     INTEGER NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  public_key   BLOB    NOT NULL,       -- COSE
  counter      INTEGER NOT NULL DEFAULT 0,
  transports   TEXT,                   -- JSON array, e.g. ["internal","hybrid"]
  name         TEXT    NOT NULL,       -- what its owner called it
  created_at   TEXT    NOT NULL,
  last_used_at TEXT
);
CREATE INDEX staff_passkeys_admin ON staff_passkeys (admin_id);

-- A challenge handed to a browser for one registration or sign-in: used once, gone after 5 minutes.
-- Kept in the database so any instance can check the answer.
CREATE TABLE webauthn_challenges (
  challenge  TEXT    PRIMARY KEY,
  purpose    TEXT    NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  admin_id   INTEGER REFERENCES admins (id) ON DELETE CASCADE,   -- whose registration; NULL for a sign-in
  expires_at INTEGER NOT NULL
);
CREATE INDEX webauthn_challenges_expiry ON webauthn_challenges (expires_at);
