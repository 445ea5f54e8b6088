-- Request counts of the per-client rate limits (the lead form, the SEO audit), kept in
-- the database so that every instance on one database counts the same requests
-- (docs/decisions/0018-postgresql-and-kysely.md). One row per limit and client: `key`
-- is the limit's name and the client's address; `reset_at` (epoch milliseconds) ends the
-- window, after which the next request starts it again at 1. Expired rows are swept.
CREATE TABLE rate_limit_hits (
  key      TEXT    PRIMARY KEY,
  hits     INTEGER NOT NULL,
  reset_at INTEGER NOT NULL
);
CREATE INDEX rate_limit_hits_reset ON rate_limit_hits (reset_at);
