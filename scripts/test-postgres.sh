#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server (docs/decisions/0018-postgresql-and-kysely.md):
# initdb in a temporary folder, a server on 127.0.0.1:$TEST_PG_PORT (5433 by default) that
# touches no other cluster, TEST_DATABASE_URL set for the command, and on exit that
# server stopped (pg_ctl on its own data folder) and the folder removed.
#
#   scripts/test-postgres.sh                      # the database, API and integration tests on PostgreSQL
#   scripts/test-postgres.sh npx vitest run tests/api/blog.test.ts
#
# Needs PostgreSQL's server binaries (Debian: apt-get install postgresql; found in
# /usr/lib/postgresql/<version>/bin or on PATH). As root, the server runs as the
# `postgres` user, since PostgreSQL refuses to run as root.
set -euo pipefail
cd "$(dirname "$0")/.."

port="${TEST_PG_PORT:-5433}"
bin="${PG_BIN:-}"
if [ -z "$bin" ]; then
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r) "$(dirname "$(command -v initdb 2>/dev/null || echo /nonexistent/x)")"; do
    if [ -x "$dir/initdb" ]; then bin="$dir"; break; fi
  done
fi
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "test-postgres: PostgreSQL's initdb was not found (apt-get install postgresql, or set PG_BIN)" >&2
  exit 2
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/agency-pg-XXXXXX")
as_owner=()
owner=$(id -un)
if [ "$(id -u)" = "0" ]; then
  owner=postgres
  as_owner=(runuser -u postgres --)
  chown postgres "$work"
fi
data="$work/data"

stop_server() {
  if [ -f "$data/postmaster.pid" ]; then
    "${as_owner[@]}" "$bin/pg_ctl" -D "$data" -m fast -w stop > /dev/null 2>&1 || true
  fi
  rm -rf "$work"
}
trap stop_server EXIT

"${as_owner[@]}" "$bin/initdb" -D "$data" -U "$owner" --auth=trust --no-locale -E UTF8 > "$work/initdb.log" 2>&1 || {
  cat "$work/initdb.log" >&2
  exit 2
}
# Loopback only, socket in the temporary folder; no durability needed for a throwaway server.
"${as_owner[@]}" "$bin/pg_ctl" -D "$data" -l "$work/server.log" -w -t 30 \
  -o "-p $port -k $work -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start > /dev/null || {
  cat "$work/server.log" >&2
  exit 2
}

export TEST_DATABASE_URL="postgres://$owner@127.0.0.1:$port/postgres"
echo "test-postgres: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
if [ $# -eq 0 ]; then
  # The tests that touch the database: the API tests, the unit tests that open one, and
  # the integration tests (two server processes on one database: they need dist/, the build).
  # This pass leaves out a test file with a comment line starting "// SQLite only:" (it runs
  # processes or scripts on a SQLite file of their own, the same on both passes) or
  # "// Engine-independent:" (it only reads the seeded content to render pages, which the content
  # and blog tests read here); a test of that kind in another file is written `renderingTest`
  # (tests/helpers/test-db.ts).
  skipped="^// SQLite only:\|^// Engine-independent:"
  set -- npx vitest run \
    $(grep -L "$skipped" tests/api/*.test.ts tests/api/*.test.tsx 2>/dev/null) tests/integration \
    $(grep -l "helpers/test-db\|helpers/test-app" tests/unit/*.test.ts tests/unit/*.test.tsx 2>/dev/null | xargs -r grep -L "$skipped")
fi
status=0
"$@" || status=$?
exit $status
