-- PostgreSQL twin of ../sqlite/012-social-card-inputs.sql.
CREATE TABLE social_card_inputs (
  card_key   TEXT PRIMARY KEY,
  card       TEXT NOT NULL,
  created_at TEXT NOT NULL
);
