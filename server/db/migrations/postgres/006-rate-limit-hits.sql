-- PostgreSQL twin of ../sqlite/006-rate-limit-hits.sql (docs/decisions/0018-postgresql-and-kysely.md).
-- reset_at is epoch milliseconds (BIGINT).
CREATE TABLE rate_limit_hits (
  key      TEXT    PRIMARY KEY,
  hits     INTEGER NOT NULL,
  reset_at BIGINT  NOT NULL
);
CREATE INDEX rate_limit_hits_reset ON rate_limit_hits (reset_at);
